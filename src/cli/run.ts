import { play, playHelp } from './play.js';
import { UsageError, type CliIO } from './io.js';

declare const __KIRI_VERSION__: string;

type Command = (args: readonly string[], io: CliIO) => number;

const commands: Readonly<Record<string, Command>> = { play };

export const help: string = `Usage: kiri-dice <command> [options]

Commands:
  play        play a seeded demo match and print every roll

Options:
  --help      show this help (or a command's: kiri-dice play --help)
  --version   print the version

${playHelp}`;

/**
 * Runs the command line: returns the exit code (0 done, 1 failed, 2 bad arguments).
 *
 * @param args - the arguments after the program name
 * @param io - where to write
 */
export function run(args: readonly string[], io: CliIO): number {
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
    if (!command) throw new UsageError(`unknown command '${name}' (commands: ${Object.keys(commands).join(', ')}; see kiri-dice --help)`);
    return command(rest, io);
  } catch (error) {
    // parseArgs reports bad options as TypeErrors whose code starts with ERR_PARSE_ARGS.
    if (error instanceof UsageError || /^ERR_PARSE_ARGS/.test(String((error as { code?: unknown } | null)?.code))) {
      io.err(`kiri-dice: ${(error as Error).message.split('\n')[0]}\n`);
      return 2;
    }
    throw error;
  }
}
