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
}

/** A bad command line: reported as one line on stderr with exit code 2. */
export class UsageError extends Error {
  override readonly name: 'UsageError' = 'UsageError';
}

/** Parses a whole number option, or throws a {@link UsageError} naming it. */
export function wholeOption(value: string | undefined, name: string, min: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, got '${value}'`);
  }
  return n;
}

/** A seed option as `createMatch` takes it: digits are a number, anything else is text to hash. */
export function seedOption(text: string): number | string {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}
