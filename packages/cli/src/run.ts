// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';
import type { Command } from './command.js';
import { closestName, isClose } from './closestName.js';
import { errorLine } from './format.js';
import { oddsCommand } from './commands/oddsCommand.js';
import { wantsJson } from './parseOptions.js';
import { playCommand } from './commands/playCommand.js';
import { replayCommand } from './commands/replayCommand.js';
import { reviewCommand } from './commands/reviewCommand.js';
import { serveCommand } from './commands/serveCommand.js';
import { auditCommand } from './commands/auditCommand.js';
import { backupCommand } from './commands/backupCommand.js';
import { simulateCommand } from './commands/simulateCommand.js';
import { solveCommand } from './commands/solveCommand.js';
import { UsageError } from './UsageError.js';
import { verifyCommand } from './commands/verifyCommand.js';
import { wrapHelp } from './wrapHelp.js';

declare const __KIRI_VERSION__: string;

/** A command of the table: what runs it, and the line the top help says of it. */
interface Entry {
  readonly command: Command;
  readonly summary: string;
}

/**
 * The commands, in the order the top help lists them. A new command is one entry here: the top
 * help lists it, and `defineCommand` gives it `--help`, `-h`, the wrapping and the suggestions.
 */
const commands: Readonly<Record<string, Entry>> = {
  odds: {
    command: oddsCommand,
    summary: "the exact odds of each combination, beside the original rules' table",
  },
  solve: {
    command: solveCommand,
    summary: 'the exact chance to win a round, from the start or from any position',
  },
  simulate: {
    command: simulateCommand,
    summary: 'play many rounds fast and compare them with the exact figures',
  },
  play: {
    command: playCommand,
    summary:
      'in a terminal, play a match against the computer; with --auto, or without a terminal, print a seeded demo match between two automatic players',
  },
  replay: {
    command: replayCommand,
    summary: 'print the match of a match record round by round, as play does',
  },
  review: {
    command: reviewCommand,
    summary: 'review every decision and roll of a match record, exactly',
  },
  verify: {
    command: verifyCommand,
    summary: 'check a match record move by move, and its fair dice with the seeds',
  },
  serve: {
    command: serveCommand,
    summary: 'run a referee: an HTTP server for matches between players, with fair dice',
  },
  audit: {
    command: auditCommand,
    summary: "check every match of a referee's database: its moves, its state, its dice",
  },
  backup: {
    command: backupCommand,
    summary: "copy a referee's database while it serves, consistent to one moment",
  },
};

/**
 * The help of `kiri-dice` itself, one paragraph or item a line (wrapHelp lays it out): the
 * commands of the table, the options they share and the exit codes.
 *
 * @returns the help
 */
export function topHelp(): string {
  const names = Object.keys(commands);
  const column = Math.max(...names.map((name) => name.length)) + 2;
  const list = names.map((name) => `  ${name.padEnd(column)}${commands[name]!.summary}`);
  return `Usage: kiri-dice <command> [options]

Commands:
${list.join('\n')}

Every command takes:
  --json        print one line of JSON instead of text (errors too, on stderr)
  -h, --help    show the command's options (kiri-dice simulate --help)
and every command but those on a match record (which holds its rules) takes:
  --rules FILE  house rules: a JSON rules table as defineRules takes it

Exit codes: 0 done, 1 failed (a write error to standard output, a record that does not replay), 2 bad command line (a file that cannot be read or written too), 3 unfinished (verify: every move holds, but the match is not over), 130 interrupted.

kiri-dice --version prints the version.
`;
}

/**
 * Runs the command line: returns the exit code (0 done, 1 failed, 2 bad arguments, 130
 * interrupted), or a promise of it for the interactive game and the check of fair dice, which
 * check their command line before they wait for anything; other failures are thrown (or
 * reject), for the bin to report with exit code 1.
 *
 * @param args - the arguments after the program name
 * @param io - where to write, and what the person types
 * @returns the exit code, or a promise of it
 */
export function run(args: readonly string[], io: CliIO): number | Promise<number> {
  const [name, ...rest] = args;
  try {
    if (name === undefined || name === '--help' || name === '-h') {
      io.out(wrapHelp(topHelp(), io));
      return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${__KIRI_VERSION__}\n`);
      return 0;
    }
    const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!entry) {
      const names = Object.keys(commands);
      const closest = closestName(name, names);
      const guess = isClose(name, closest) ? `: did you mean ${closest}?` : '';
      throw new UsageError(
        `unknown command '${name}'${guess} (commands: ${names.join(', ')}; see kiri-dice --help)`,
      );
    }
    return runCommand(entry.command, rest, io, args);
  } catch (error) {
    return usage(error, args, io);
  }
}

/**
 * Runs one command, answering a bad command line (thrown at once, or found later by a command
 * that works asynchronously, such as serve and audit) with one line and exit code 2.
 *
 * @param command - the command
 * @param args - its arguments
 * @param io - where to write, and what the person types
 * @param all - the whole command line, for `--json` (default: `args`)
 * @returns the exit code, or a promise of it
 */
export function runCommand(
  command: Command,
  args: readonly string[],
  io: CliIO,
  all: readonly string[] = args,
): number | Promise<number> {
  try {
    const code = command(args, io);
    return typeof code === 'number' ? code : code.catch((error: unknown) => usage(error, all, io));
  } catch (error) {
    return usage(error, all, io);
  }
}

/** Exit code 2 and one line for a bad command line; anything else is thrown on to the bin. */
function usage(error: unknown, args: readonly string[], io: CliIO): number {
  if (error instanceof UsageError) {
    io.err(errorLine(error.code, error.message, wantsJson(args)));
    return 2;
  }
  throw error;
}
