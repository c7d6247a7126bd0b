import type { CliIO } from './CliIO.js';
import type { Command } from './command.js';
import { errorLine } from './format.js';
import { odds } from './odds.js';
import { wantsJson } from './parseOptions.js';
import { play } from './play.js';
import { replay } from './replay.js';
import { serve } from './serve.js';
import { audit } from './audit.js';
import { backup } from './backup.js';
import { simulate } from './simulate.js';
import { solve } from './solve.js';
import { UsageError } from './UsageError.js';
import { verify } from './verify.js';

declare const __KIRI_VERSION__: string;

const commands: Readonly<Record<string, Command>> = {
  odds,
  solve,
  simulate,
  play,
  replay,
  verify,
  serve,
  audit,
  backup,
};

/** The help of `kiri-dice` itself: the commands, the options they share and the exit codes. */
export const help: string = `Usage: kiri-dice <command> [options]

Commands:
  odds        the exact odds of each combination, beside the original rules' table
  solve       the exact chance to win a round, from the start or from any position
  simulate    play many rounds fast and compare them with the exact figures
  play        play a seeded demo match and print every roll
  replay      print the match of a match record round by round, as play does
  verify      check a match record move by move, and its fair dice with the seeds
  serve       run a referee: an HTTP server for matches, with fair dice
  audit       check every match of a referee's database: moves, state, dice
  backup      copy a referee's database while it serves, consistent to one moment

Every command takes (but --rules, in the commands on a record, which holds its rules):
  --rules FILE  house rules: a JSON rules table as defineRules takes it
  --json        print one line of JSON instead of text (errors too, on stderr)
  --help        show the command's options (kiri-dice simulate --help)

Exit codes: 0 done, 1 failed (a write error to standard output, a record that does not replay),
2 bad command line (a file that cannot be read or written too), 130 interrupted.

kiri-dice --version prints the version.
`;

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
      io.out(help);
      return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${__KIRI_VERSION__}\n`);
      return 0;
    }
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command)
      throw new UsageError(
        `unknown command '${name}' (commands: ${Object.keys(commands).join(', ')}; see kiri-dice --help)`,
      );
    return runCommand(command, rest, io, args);
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
  if (String((error as { code?: unknown } | null)?.code).startsWith('ERR_PARSE_ARGS')) {
    // parseArgs reports bad options as TypeErrors whose code starts with ERR_PARSE_ARGS; only
    // its "ambiguous" error, which parseOptions forestalls, has hints on further lines.
    io.err(errorLine('USAGE', (error as Error).message.split('\n')[0]!, wantsJson(args)));
    return 2;
  }
  throw error;
}
