// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { KiriError } from 'kiri-dice';
import type { CliIO } from './CliIO.js';
import type { Command } from './command.js';
import { errorLine } from './format.js';
import type { Speech } from './messages/Speech.js';
import { parseCommandLine, type Options, type OptionValues } from './parseOptions.js';
import { UsageError } from './UsageError.js';
import { wrapHelp } from './wrapHelp.js';

/** The options every command on a record takes: a record holds its rules, so no `--rules`. */
export const recordOptions = {
  json: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The values of a record command's options: its own, --json and --help. */
export type RecordValues<T extends Options> = OptionValues<typeof recordOptions & T>;

/**
 * A command on one match record file, `kiri-dice NAME FILE [options]`: parses the arguments,
 * prints the help for `--help` or `-h` (wrapped at the terminal's width), and reports a record that is not valid (a `KiriError`
 * `INVALID_RECORD` thrown before the body returns) in one line with exit code 1.
 *
 * @param name - the command's name, as its messages say it
 * @param help - the command's help in a language, printed for `--help`
 * @param options - the command's own options, beside --json, --lang and --help
 * @param body - what the command does with the options' values, the file's path and the language
 * @returns the command
 */
export function defineRecordCommand<const T extends Options>(
  name: string,
  help: (speech: Speech) => string,
  options: T,
  body: (
    values: RecordValues<T>,
    file: string,
    io: CliIO,
    speech: Speech,
  ) => number | Promise<number>,
): Command {
  return (args, io, speech) => {
    const { values, positionals } = parseCommandLine(
      args,
      { ...recordOptions, ...options },
      `kiri-dice ${name}`,
    );
    // TypeScript cannot see through a generic `T` that the values hold the common options.
    const common: OptionValues<typeof recordOptions> = values;
    if (common.help) {
      io.out(wrapHelp(help(speech), io));
      return 0;
    }
    if (positionals.length !== 1)
      throw new UsageError(
        `${name} takes one FILE, the match record, got ${positionals.length} (see kiri-dice ${name} --help)`,
      );
    try {
      return body(values, positionals[0]!, io, speech);
    } catch (error) {
      if (!(error instanceof KiriError) || error.code !== 'INVALID_RECORD') throw error;
      io.err(errorLine(error.code, error.message, common.json === true));
      return 1;
    }
  };
}
