import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './UsageError.js';

/** The options a command takes, as `parseArgs` takes them. */
export type Options = NonNullable<ParseArgsConfig['options']>;

/** The values `parseArgs` reads for `T`: text for a string option, `true` for a boolean one. */
export type OptionValues<T extends Options> = ReturnType<
  typeof parseArgs<{ options: T; strict: true }>
>['values'];

/** The arguments with each value that starts with one dash joined to its option, as `--rounds=-5`. */
function joinValues(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    // After `--` everything is a positional argument: leave it to parseArgs.
    if (arg === '--') {
      joined.push(...args.slice(i));
      break;
    }
    const next = args[i + 1];
    const option = arg.startsWith('--') ? options[arg.slice(2)] : undefined;
    if (option?.type === 'string' && next?.startsWith('--')) {
      throw new UsageError(
        `${arg} needs a value, got the option '${next}' (a value that starts with a dash goes as ${arg}=${next})`,
      );
    }
    if (option?.type === 'string' && next !== undefined && /^-[^-]/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/**
 * `parseArgs` in strict mode, except that a value starting with one dash is the value of the
 * option before it: `--rounds -5` means `--rounds=-5`, so the option's own check can say what
 * it allows (parseArgs would call it ambiguous, with its hint on lines of its own). Before another
 * option, `--rounds --json`, the value is missing: a {@link UsageError} says so.
 *
 * @param args - the command's arguments
 * @param options - the options it takes, as `parseArgs` takes them
 * @returns the parsed values
 */
export function parseOptions<const T extends Options>(
  args: readonly string[],
  options: T,
): OptionValues<T> {
  return parseArgs({ args: joinValues(args, options), options, strict: true }).values;
}

/**
 * {@link parseOptions} for a command that also takes arguments that are not options (a file).
 *
 * @param args - the command's arguments
 * @param options - the options it takes, as `parseArgs` takes them
 * @returns the parsed values, and the other arguments in order
 */
export function parseCommandLine<const T extends Options>(
  args: readonly string[],
  options: T,
): { readonly values: OptionValues<T>; readonly positionals: readonly string[] } {
  const { values, positionals } = parseArgs({
    args: joinValues(args, options),
    options,
    strict: true,
    allowPositionals: true,
  });
  return { values, positionals };
}

/**
 * Whether the command line asks for JSON, so that even a failure to read it is reported as JSON.
 *
 * @param args - the whole command line after the program name
 * @returns whether `--json` comes before any `--`
 */
export function wantsJson(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes('--json');
}
