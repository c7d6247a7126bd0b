// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { isOwnKiriError, KiriError, type KiriErrorCode } from '../game/KiriError.js';
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

/** `value` when it is a whole number from `min` to `max` (`-0` comes back as `0`). */
export function whole(fail: Fail, value: unknown, field: string, min: number, max: number): number {
  return isWhole(value, min, max)
    ? value + 0
    : fail(field, `a whole number from ${min} to ${max}`, value);
}

/** The item of `allowed` that `value` is (compared with `===`, so `-0` comes back as `0`). */
export function oneOf<T>(fail: Fail, value: unknown, field: string, allowed: readonly T[]): T {
  const i = allowed.indexOf(value as T);
  if (i >= 0) return allowed[i]!;
  const names = allowed.map(describe);
  return fail(field, `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`, value);
}

/**
 * The value of an own data property, read through its descriptor: a getter is refused, never
 * called, and a missing property reads as undefined.
 */
function own(fail: Fail, target: object, key: PropertyKey, field: string): unknown {
  const d = Reflect.getOwnPropertyDescriptor(target, key);
  if (d && !('value' in d))
    fail(field, 'a plain data property, not a getter or setter', d.get ?? d.set);
  return d?.value;
}

/**
 * The fields of `value` when it is a plain object with no field but `allowed`, copied into a
 * fresh object: a missing field reads as undefined, and no getter of the caller's is called.
 */
export function fields(
  fail: Fail,
  value: unknown,
  field: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (!isPlainObject(value)) fail(field, `an object { ${allowed.join(', ')} }`, value);
  const copy: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    const at = `${field}.${String(key)}`;
    if (!allowed.includes(key as string))
      fail(at, `absent (allowed: ${allowed.join(', ')})`, own(fail, value, key, at));
    copy[key as string] = own(fail, value, key, at);
  }
  return copy;
}

/**
 * The items of `value` when it is a genuine array of `length` items, read by index through
 * their descriptors: its iterator, its getters and anything past `length` are never touched.
 */
export function items(
  fail: Fail,
  value: unknown,
  field: string,
  length: number,
  expected: string,
): unknown[] {
  if (!Array.isArray(value) || value.length !== length) fail(field, expected, value);
  return Array.from({ length }, (_, i) => own(fail, value, i, `${field}[${i}]`));
}

/** The items of an array already checked to be one, read by index through their descriptors. */
export function itemsOf(fail: Fail, list: readonly unknown[], field: string): unknown[] {
  return Array.from({ length: list.length }, (_, i) => own(fail, list, i, `${field}[${i}]`));
}

/** `value` when it is an array of two whole numbers from `min` to `max`, as a fresh frozen pair. */
export function pair(
  fail: Fail,
  value: unknown,
  field: string,
  min: number,
  max: number,
): readonly [number, number] {
  const [a, b] = items(fail, value, field, 2, `a pair of whole numbers from ${min} to ${max}`);
  return Object.freeze([
    whole(fail, a, `${field}[0]`, min, max),
    whole(fail, b, `${field}[1]`, min, max),
  ] as const);
}

/**
 * Runs `read` and turns anything it throws but a {@link KiriError} into one: a getter or a Proxy
 * trap of the caller's that throws, or a revoked Proxy, is bad input like any other.
 */
export function guarded<T>(code: KiriErrorCode, caller: string, what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isOwnKiriError(error)) throw error;
    throw new KiriError(
      code,
      `${caller}: the ${what} could not be read: a getter or Proxy trap threw`,
    );
  }
}

/**
 * Calls a function of the caller's (a generator's `seed` or `next`), turning whatever it throws
 * into a {@link KiriError} that says so: `what` names the call, as in `createMatch: the xorshift
 * generator's seed(5)`.
 */
export function calling<T>(code: KiriErrorCode, what: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new KiriError(
      code,
      `${what} threw ${describe(error instanceof Error ? error.message : error)}`,
    );
  }
}
