// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';
import { fields, items, itemsOf, oneOf, whole, type Fail } from '../guard/check.js';
import { fromHex } from './hex.js';

/** The form of a server seed and of a commitment: 32 bytes. */
const HEX_32 = /^[0-9a-f]{64}$/i;
/** A UTF-16 code unit of a surrogate that is not half of a pair (the `u` flag reads pairs whole). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The 32 bytes of a server seed or a commitment: 64 hexadecimal digits, either case. */
export function readHex32(fail: Fail, value: unknown, field: string): Uint8Array {
  return fromHex(readHex32Text(fail, value, field));
}

/** 64 hexadecimal digits, either case, as the lowercase digits of their 32 bytes. */
export function readHex32Text(fail: Fail, value: unknown, field: string): string {
  return typeof value === 'string' && HEX_32.test(value)
    ? value.toLowerCase()
    : fail(field, '64 hexadecimal digits (32 bytes)', value);
}

/**
 * A client seed: any text but the empty string, well formed, so that its UTF-8 is exact (a lone
 * surrogate would be encoded as U+FFFD, and two seeds would give the same dice).
 */
export function readClientSeed(fail: Fail, value: unknown, field: string): string {
  return typeof value === 'string' && value !== '' && !LONE_SURROGATE.test(value)
    ? value
    : fail(field, 'a non-empty string of well-formed Unicode (no lone surrogate)', value);
}

/** A roll number: a whole number from 0 to 2^53 - 1, counted over the whole match. */
export function readRollNumber(fail: Fail, value: unknown, field: string): number {
  return whole(fail, value, field, 0, 9007199254740991);
}

/** The most reveals a list of `FairRounds` may have: two a round, for 500,000 rounds. */
export const MAX_REVEALS = 1000000;

/** A reveal read: its seat, and its value and next commitment as lowercase hexadecimal. */
export interface ReadReveal {
  readonly seat: Seat;
  readonly value: string;
  readonly next: string;
}

/** The seats' first commitments and every reveal of a `FairRounds`, checked for their form. */
export function readRounds(
  fail: Fail,
  value: unknown,
  field: string,
): { readonly commitments: readonly [string, string]; readonly reveals: readonly ReadReveal[] } {
  const given = fields(fail, value, field, ['commitments', 'reveals']);
  const [first, second] = items(
    fail,
    given['commitments'],
    `${field}.commitments`,
    2,
    'a pair of commitments',
  );
  const commitments = [
    readHex32Text(fail, first, `${field}.commitments[0]`),
    readHex32Text(fail, second, `${field}.commitments[1]`),
  ] as const;
  const list = given['reveals'];
  if (!Array.isArray(list) || list.length > MAX_REVEALS)
    fail(`${field}.reveals`, `a list of at most ${MAX_REVEALS} reveals`, list);
  const reveals = itemsOf(fail, list, `${field}.reveals`).map((item, i): ReadReveal => {
    const at = `${field}.reveals[${i}]`;
    const reveal = fields(fail, item, at, ['seat', 'value', 'next']);
    return {
      seat: oneOf(fail, reveal['seat'], `${at}.seat`, [0, 1] as const),
      value: readHex32Text(fail, reveal['value'], `${at}.value`),
      next: readHex32Text(fail, reveal['next'], `${at}.next`),
    };
  });
  return { commitments, reveals };
}
