// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestName, isClose } from './closestName.js';
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
    // One dash, then: two were refused just above.
    // Stryker disable next-line StringLiteral: a string option takes the argument after it as its
    // value, so joining the two with `=` for any argument gives what joining them only for one that
    // starts with a dash does.
    if (option?.type === 'string' && next?.startsWith('-')) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** The names a command line may use for the options: `--seed`, and `-h` for a short one. */
function namesOf(options: Options): string[] {
  return Object.entries(options).flatMap(([name, option]) =>
    option.short === undefined ? [`--${name}`] : [`--${name}`, `-${option.short}`],
  );
}

/** The codes of parseArgs's errors about the command line (its "ambiguous" one, joinValues forestalls). */
const parseArgsCodes: readonly unknown[] = [
  'ERR_PARSE_ARGS_UNKNOWN_OPTION',
  'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
  'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
];

/**
 * `parseArgs`'s own errors (`Unknown option '--sead'`) as the command line's others are said: in
 * lower case, naming what is allowed (the closest option to one unknown), and where the help is.
 */
function usageErrorOf(error: unknown, options: Options, command: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (!parseArgsCodes.includes(code)) return error;
  // Each of these messages quotes the option or the argument: `Unknown option '--sead'`.
  const quoted = /'([^']*)'/.exec((error as Error).message)![1]!;
  const help = `see ${command} --help`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const names = namesOf(options);
    const closest = closestName(quoted, names);
    return new UsageError(
      isClose(quoted, closest)
        ? `unknown option '${quoted}': did you mean ${closest}? (${help})`
        : `unknown option '${quoted}': the options are ${names.join(', ')} (${help})`,
    );
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return new UsageError(
      `unexpected argument '${quoted}': ${command} takes options only (${help})`,
    );
  // ERR_PARSE_ARGS_INVALID_OPTION_VALUE: `Option '--seed <value>' argument missing`, or
  // `Option '--json' does not take an argument` (`'-s, --seed <value>'` for an option with a short name).
  const name = quoted.replace(' <value>', '').split(', ').at(-1)!;
  return new UsageError(
    quoted.endsWith(' <value>')
      ? `${name} needs a value (${help})`
      : `${name} takes no value (${help})`,
  );
}

/**
 * `parseArgs` in strict mode, except that a value starting with one dash is the value of the
 * option before it: `--rounds -5` means `--rounds=-5`, so the option's own check can say what
 * it allows (parseArgs would call it ambiguous, with its hint on lines of its own). Before another
 * option, `--rounds --json`, the value is missing: a {@link UsageError} says so. An unknown
 * option names the closest one (`unknown option '--sead': did you mean --seed?`).
 *
 * @param args - the command's arguments
 * @param options - the options it takes, as `parseArgs` takes them
 * @param command - the command, as its messages name it (default `kiri-dice`)
 * @returns the parsed values
 */
export function parseOptions<const T extends Options>(
  args: readonly string[],
  options: T,
  command = 'kiri-dice',
): OptionValues<T> {
  try {
    return parseArgs({ args: joinValues(args, options), options, strict: true }).values;
  } catch (error) {
    throw usageErrorOf(error, options, command);
  }
}

/**
 * {@link parseOptions} for a command that also takes arguments that are not options (a file).
 *
 * @param args - the command's arguments
 * @param options - the options it takes, as `parseArgs` takes them
 * @param command - the command, as its messages name it (`kiri-dice replay`)
 * @returns the parsed values, and the other arguments in order
 */
export function parseCommandLine<const T extends Options>(
  args: readonly string[],
  options: T,
  command: string,
): { readonly values: OptionValues<T>; readonly positionals: readonly string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: joinValues(args, options),
      options,
      strict: true,
      allowPositionals: true,
    });
    return { values, positionals };
  } catch (error) {
    throw usageErrorOf(error, options, command);
  }
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
