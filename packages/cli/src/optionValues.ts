// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { parseSeed } from 'kiri-dice';
import { UsageError } from './UsageError.js';

/** `Number.MAX_SAFE_INTEGER`: the largest whole number options take. */
export const maxWhole = 9007199254740991;

/** Decimal notation, with a fraction or an exponent: what a person types for a number (not `0x10`, not blanks). */
const decimal = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Parses a whole number option from `min` to `max`, or throws a {@link UsageError} naming it
 * with its range. Exponent form and a zero fraction are whole too (`1e6`, `100.0`).
 *
 * @param value - the option's text, or `undefined` when it was not given
 * @param name - the option's name, without the dashes
 * @param min - the smallest number allowed
 * @param max - the largest number allowed
 * @param fallback - the number when the option was not given
 * @returns the number
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

/**
 * Reads `--seed` with {@link parseSeed}, the one rule for seeds typed as text; a bad seed is a bad argument.
 *
 * @param text - the option's text
 * @returns the seed: a number for digits, the text itself otherwise
 */
export function seedOption(text: string): number | string {
  try {
    return parseSeed(text);
  } catch {
    throw new UsageError(`--seed must be ${seedRule}, got '${text}'`);
  }
}

/**
 * Reads an option that takes one of a few words, or throws a {@link UsageError} naming them.
 *
 * @param value - the option's text, or `undefined` when it was not given
 * @param name - the option's name, without the dashes
 * @param choices - the words it takes
 * @param fallback - the word when the option was not given
 * @returns the word
 */
export function choiceOption<const T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value))
    throw new UsageError(
      `--${name} must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)!}, got '${value}'`,
    );
  return value as T;
}
