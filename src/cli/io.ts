import { parseSeed } from '../parseSeed.js';

/** Where a command writes: injected so tests can run commands in-process. */
export interface CliIO {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Whether standard error is a terminal (progress bars only go there). */
  readonly errIsTTY: boolean;
  /** The clock in milliseconds (default `Date.now`), injected so tests can age a progress bar. */
  readonly now?: () => number;
  /**
   * Whether the user has asked to stop (Ctrl-C), polled by long runs between blocks of work.
   * Injected so tests can interrupt a run without sending signals.
   */
  readonly interrupted?: () => boolean;
}

/** A bad command line: reported as one line on stderr with exit code 2. */
export class UsageError extends Error {
  override readonly name: 'UsageError' = 'UsageError';
  /** The code `--json` reports: `USAGE`, or the engine's code when the engine refused an input (`INVALID_RULES`). */
  readonly code: string;

  /**
   * @param message - one line, naming the option and what it allows
   * @param code - the code `--json` reports (default `USAGE`)
   */
  constructor(message: string, code = 'USAGE') {
    super(message);
    this.code = code;
  }
}

/**
 * A message as the terminal gets it: control characters, which may come from the user's text (a
 * newline, an escape sequence), are written as escapes, so the message stays one line and cannot
 * drive the terminal.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    c < ' '
      ? JSON.stringify(c).slice(1, -1)
      : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `Number.MAX_SAFE_INTEGER`: the largest whole number options take. */
export const maxWhole = 9007199254740991;

/** Decimal notation, with a fraction or an exponent: what a person types for a number (not `0x10`, not blanks). */
const decimal = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Parses a whole number option from `min` to `max`, or throws a {@link UsageError} naming it
 * with its range. Exponent form and a zero fraction are whole too (`1e6`, `100.0`).
 */
export function wholeOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!decimal.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got '${value}'`);
  }
  // `-0` is whole and in range of a minimum of 0, but prints as 0 everywhere else.
  return n + 0;
}

/** What a seed may be, as every help text and message says it. */
export const seedRule: string = `a whole number from 0 to ${maxWhole}, or text that is not a number (hashed)`;

/** Reads `--seed` with {@link parseSeed}, the one rule for seeds typed as text; a bad seed is a bad argument. */
export function seedOption(text: string): number | string {
  try {
    return parseSeed(text);
  } catch {
    throw new UsageError(`--seed must be ${seedRule}, got '${text}'`);
  }
}

/** Whether the command line asks for JSON, so that even a failure to read it is reported as JSON. */
export function wantsJson(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes('--json');
}

/**
 * A failure as stderr gets it: `kiri-dice: message`, or with `--json` one line of JSON,
 * `{"error":{"code":"USAGE","message":"..."}}`.
 *
 * @param code - `USAGE` for a bad command line, a KiriError's code, or a system error's (`ENOSPC`)
 * @param message - one line
 * @param json - whether the command line asked for JSON
 * @returns the line, newline-terminated
 */
export function errorLine(code: string, message: string, json: boolean): string {
  return json
    ? `${JSON.stringify({ error: { code, message } })}\n`
    : `kiri-dice: ${printable(message)}\n`;
}
