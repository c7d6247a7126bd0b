import { KiriError, type KiriErrorCode } from '../KiriError.js';
import { describe } from './describe.js';
import { isPlainObject } from './isPlainObject.js';
import { isWhole } from './isWhole.js';

/**
 * Throws a {@link KiriError} whose message names the function, the field, what is allowed and
 * what came: `createMatch: options.chips[0] must be a whole number from 1 to 9000, got -5`.
 */
export type Fail = (field: string, expected: string, got: unknown) => never;

/** The {@link Fail} of one function: every message starts with its name. */
export function failure(code: KiriErrorCode, caller: string): Fail {
  return (field, expected, got) => {
    throw new KiriError(code, `${caller}: ${field} must be ${expected}, got ${describe(got)}`);
  };
}

/** `value` when it is a whole number from `min` to `max`. */
export function whole(fail: Fail, value: unknown, field: string, min: number, max: number): number {
  return isWhole(value, min, max) ? value : fail(field, `a whole number from ${min} to ${max}`, value);
}

/** `value` when it is one of `allowed` (compared with `===`). */
export function oneOf<T>(fail: Fail, value: unknown, field: string, allowed: readonly T[]): T {
  if (allowed.includes(value as T)) return value as T;
  const names = allowed.map(describe);
  return fail(field, `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`, value);
}

/** `value` when it is a plain object with no field but `allowed`; a missing field reads as undefined. */
export function fields(fail: Fail, value: unknown, field: string, allowed: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(value)) fail(field, `an object { ${allowed.join(', ')} }`, value);
  for (const key of Reflect.ownKeys(value)) {
    if (!allowed.includes(key as string)) fail(`${field}.${String(key)}`, `absent (allowed: ${allowed.join(', ')})`, value[key as string]);
  }
  return value;
}

/** `value` when it is an array of two whole numbers from `min` to `max`, as a fresh frozen pair. */
export function pair(fail: Fail, value: unknown, field: string, min: number, max: number): readonly [number, number] {
  if (!Array.isArray(value) || value.length !== 2) fail(field, `a pair of whole numbers from ${min} to ${max}`, value);
  return Object.freeze([whole(fail, value[0], `${field}[0]`, min, max), whole(fail, value[1], `${field}[1]`, min, max)] as const);
}
