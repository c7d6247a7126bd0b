// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { whole, type Fail } from '../guard/check.js';
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
