// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import type { CliIO } from './CliIO.js';
import { loadRules } from './loadRules.js';
import { parseOptions, type Options, type OptionValues } from './parseOptions.js';
import { wrapHelp } from './wrapHelp.js';

/**
 * A command of the CLI: takes the arguments after its name, returns the exit code, or a promise
 * of it when the command waits for the person (the interactive game).
 */
export type Command = (args: readonly string[], io: CliIO) => number | Promise<number>;

/** The options every command takes. */
export const commonOptions = {
  rules: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What `--rules FILE`, `--json` and `--help` mean in every command's help (one item a line, wrapped by wrapHelp). */
export const commonHelp = `  --rules FILE  house rules: a JSON rules table as defineRules takes it (default: the standard rules)
  --json        print one line of JSON instead of text (errors too, on stderr)
  -h, --help    show this help
`;

/**
 * The command a help text is the help of, `kiri-dice play`, from its first line (`Usage:
 * kiri-dice play ...`), for the messages that point to its help.
 *
 * @param help - a command's help, which starts with its usage line
 * @returns the program and the command's name
 */
export function commandOf(help: string): string {
  return help.slice('Usage: '.length).split(/\s/, 2).join(' ');
}

/** The values of a command's options: its own and the common ones. */
export type CommandValues<T extends Options> = OptionValues<typeof commonOptions & T>;

/**
 * A command from its help, its options and what it does. The preamble every command shares runs
 * first: parse the arguments (an unknown option names the closest), print the help for `--help`
 * or `-h` (wrapped at the terminal's width), load the rules of `--rules FILE`.
 *
 * @param help - the command's help, printed for `--help`, one paragraph or item a line (wrapHelp)
 * @param options - the command's own options, beside the common ones
 * @param body - what the command does with the options' values and the rules: returns the exit
 * code, or a promise of it
 * @returns the command
 */
export function defineCommand<const T extends Options>(
  help: string,
  options: T,
  body: (values: CommandValues<T>, rules: Rules, io: CliIO) => number | Promise<number>,
): Command {
  return (args, io) => {
    const values = parseOptions(args, { ...commonOptions, ...options }, commandOf(help));
    // TypeScript cannot see through a generic `T` that the values hold the common options.
    const common: OptionValues<typeof commonOptions> = values;
    if (common.help) {
      io.out(wrapHelp(help, io));
      return 0;
    }
    return body(values, loadRules(common.rules), io);
  };
}
