// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import type { CliIO } from './CliIO.js';
import { loadRules } from './loadRules.js';
import type { Speech } from './messages/Speech.js';
import { parseOptions, type Options, type OptionValues } from './parseOptions.js';
import { wrapHelp } from './wrapHelp.js';

/**
 * A command of the CLI: takes the arguments after its name, returns the exit code, or a promise
 * of it when the command waits for the person (the interactive game). It speaks the language
 * `speech` speaks (runCommand chooses it from `--lang` and the environment).
 */
export type Command = (
  args: readonly string[],
  io: CliIO,
  speech: Speech,
) => number | Promise<number>;

/** The options every command takes (`--lang` is read by chooseLanguage, and checked here). */
export const commonOptions = {
  rules: { type: 'string' },
  json: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The values of a command's options: its own and the common ones. */
export type CommandValues<T extends Options> = OptionValues<typeof commonOptions & T>;

/**
 * A command from its name, its help, its options and what it does. The preamble every command
 * shares runs first: parse the arguments (an unknown option names the closest), print the help
 * in the chosen language for `--help` or `-h` (wrapped at the terminal's width), load the rules
 * of `--rules FILE`.
 *
 * @param name - the command's name, as its messages say it (`kiri-dice NAME`)
 * @param help - the command's help in a language, one paragraph or item a line (wrapHelp)
 * @param options - the command's own options, beside the common ones
 * @param body - what the command does with the options' values, the rules and the language:
 * returns the exit code, or a promise of it
 * @returns the command
 */
export function defineCommand<const T extends Options>(
  name: string,
  help: (speech: Speech) => string,
  options: T,
  body: (
    values: CommandValues<T>,
    rules: Rules,
    io: CliIO,
    speech: Speech,
  ) => number | Promise<number>,
): Command {
  return (args, io, speech) => {
    const values = parseOptions(args, { ...commonOptions, ...options }, `kiri-dice ${name}`);
    // TypeScript cannot see through a generic `T` that the values hold the common options.
    const common: OptionValues<typeof commonOptions> = values;
    if (common.help) {
      io.out(wrapHelp(help(speech), io));
      return 0;
    }
    return body(values, loadRules(common.rules), io, speech);
  };
}
