// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure } from '../guard/check.js';

/** `Number.MAX_SAFE_INTEGER`, written out so that bundlers drop it with the rest of this file. */
const MAX = 9007199254740991;

/**
 * Reads a seed typed as text (a command line, a URL, a form field) the one way every part of
 * kiri-dice does: decimal digits are that number, and any text that is not a number is kept as
 * text, which `createMatch` hashes.
 *
 * Text that looks like a number but is not plain decimal digits from 0 to 2^53 - 1 (`-1`, `1e3`,
 * `0x10`, `9007199254740992`, blanks) is an error rather than a seed: read as text it would
 * silently seed a different match from the one its writer meant.
 *
 * @param text - the seed as typed, used as it is (not trimmed)
 * @returns the number (`'42'` gives `42`), or the text itself for `createMatch` to hash
 * @throws {@link KiriError} `INVALID_OPTIONS` for text that looks like a number of another form
 * @example
 * ```ts
 * parseSeed('3802796912393646'); // 3802796912393646, the seed createMatch() printed
 * parseSeed('table-7');          // 'table-7', hashed by createMatch
 * createMatch({ seed: parseSeed(process.argv[2] ?? '1') });
 * ```
 */
export function parseSeed(text: string): number | string {
  if (typeof text !== 'string')
    return failure('INVALID_OPTIONS', 'parseSeed')('text', 'a string', text);
  const n = Number(text);
  if (/^\d+$/.test(text) && n <= MAX) return n;
  if (Number.isNaN(n)) return text;
  return failure('INVALID_OPTIONS', 'parseSeed')(
    'a seed',
    `decimal digits for a whole number from 0 to ${MAX}, or text that is not a number`,
    text,
  );
}
