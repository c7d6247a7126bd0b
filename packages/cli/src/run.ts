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
import { catalogs } from './messages/catalogs.js';
import { chooseLanguage } from './messages/chooseLanguage.js';
import type { CommandName } from './messages/Messages.js';
import { speechOf, type Speech } from './messages/Speech.js';

declare const __KIRI_VERSION__: string;

/**
 * The commands, in the order the top help lists them, each with the line the top help says of
 * it in each language (its summary in the catalogs). A new command is one entry here and one
 * summary and help in each catalog: `defineCommand` gives it `--help`, `-h`, the wrapping and
 * the suggestions.
 */
const commands: Readonly<Record<CommandName, Command>> = {
  odds: oddsCommand,
  solve: solveCommand,
  simulate: simulateCommand,
  play: playCommand,
  replay: replayCommand,
  review: reviewCommand,
  verify: verifyCommand,
  serve: serveCommand,
  audit: auditCommand,
  backup: backupCommand,
};

/**
 * The help of `kiri-dice` itself, one paragraph or item a line (wrapHelp lays it out): the
 * commands of the table, the options they share and the exit codes.
 *
 * @param speech - the language to say it in
 * @returns the help
 */
export function topHelp(speech: Speech): string {
  const names = Object.keys(commands) as CommandName[];
  const column = Math.max(...names.map((name) => name.length)) + 2;
  return speech.top(
    names.map((name) => `  ${name.padEnd(column)}${speech.summaries[name]}`).join('\n'),
  );
}

/** The speech of a command line: its language, from `--lang` or the environment. */
function speechFor(args: readonly string[], io: CliIO): Speech {
  return speechOf(catalogs[chooseLanguage(args, io.env)]);
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
  // `--lang` may come before the command too (`kiri-dice --lang ru play`): the command reads it.
  const lead = args[0] === '--lang' ? 2 : args[0]?.startsWith('--lang=') ? 1 : 0;
  const [name, ...after] = args.slice(lead);
  const rest = [...args.slice(0, lead), ...after];
  try {
    if (name === undefined || name === '--help' || name === '-h') {
      io.out(wrapHelp(topHelp(speechFor(args, io)), io));
      return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${__KIRI_VERSION__}\n`);
      return 0;
    }
    const command = Object.hasOwn(commands, name) ? commands[name as CommandName] : undefined;
    if (!command) {
      const names = Object.keys(commands);
      const closest = closestName(name, names);
      const guess = isClose(name, closest) ? `: did you mean ${closest}?` : '';
      throw new UsageError(
        `unknown command '${name}'${guess} (commands: ${names.join(', ')}; see kiri-dice --help)`,
      );
    }
    return runCommand(command, rest, io, args);
  } catch (error) {
    return usage(error, args, io);
  }
}

/**
 * Runs one command in the language of `--lang` or the environment, answering a bad command line (thrown at once, or found later by a command
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
    const code = command(args, io, speechFor(all, io));
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
