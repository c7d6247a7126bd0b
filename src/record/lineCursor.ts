// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import { describe } from '../guard/describe.js';
import { isWhole } from '../guard/isWhole.js';

/** A place in one line of a record's text: the line's number (1-based) and a column (0-based). */
export interface Cursor {
  readonly text: string;
  readonly line: number;
  at: number;
  /** True past the last line of the text. */
  readonly past: boolean;
}

/** Where the cursor is, as messages say it: `line 3:7`, both 1-based. */
export function placeOf(c: Cursor, at: number = c.at): string {
  return `line ${c.line}:${at + 1}`;
}

/** Throws `INVALID_RECORD`: at the cursor, `what` was expected and something else is there. */
export function expected(c: Cursor, what: string): never {
  const rest = c.text.slice(c.at);
  const got = c.past ? 'the end of the text' : rest ? describe(rest) : 'the end of the line';
  throw new KiriError('INVALID_RECORD', `parseRecord: ${placeOf(c)}: expected ${what}, got ${got}`);
}

/** Moves past `word` when it is next, and says whether it was. */
export function take(c: Cursor, word: string): boolean {
  if (!c.text.startsWith(word, c.at)) return false;
  c.at += word.length;
  return true;
}

/** Moves past `word`, which must be next (`what` says so otherwise). */
export function need(c: Cursor, word: string, what = `'${word}'`): void {
  if (!take(c, word)) expected(c, what);
}

/** The whole number written next (decimal digits, no leading zero), from `min` to `max`. */
export function wholeAt(c: Cursor, what: string, min: number, max: number): number {
  let end = c.at;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past the line's end
  // `charCodeAt` is `NaN`, which is no digit, so the loop stops there without the length's test.
  while (end < c.text.length && c.text.charCodeAt(end) >= 48 && c.text.charCodeAt(end) <= 57) end++;
  const n = end > c.at ? Number(c.text.slice(c.at, end)) : NaN;
  if (!isWhole(n, min, max)) expected(c, what);
  // One way to write each number, as formatRecord writes it: `007` is not 7.
  if (end - c.at > 1 && c.text.charCodeAt(c.at) === 48)
    expected(c, `${what}, written without leading zeros`);
  c.at = end;
  return n;
}

/** `P0` or `P1`. */
export function seatAt(c: Cursor): 0 | 1 {
  return take(c, 'P0') ? 0 : take(c, 'P1') ? 1 : expected(c, "'P0' or 'P1'");
}

/** The end of the line, which must be next. */
export function lineEnd(c: Cursor, what = 'the end of the line'): void {
  if (c.at < c.text.length) expected(c, what);
}

/** Throws `INVALID_RECORD` for a text that is not a string. */
export function notText(text: unknown): never {
  throw new KiriError(
    'INVALID_RECORD',
    `parseRecord: text must be a string (a record in the notation of formatRecord), got ${describe(text)}`,
  );
}
