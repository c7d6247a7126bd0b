// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { RandomGenerator, RandomState } from './RandomGenerator.js';

/**
 * Advances an sfc32 state in place and returns the next output, as a signed 32-bit integer.
 *
 * This is Chris Doty-Humphrey's Small Fast Counting generator (PractRand's `sfc32`): state
 * `[a, b, c, counter]`, shifts 9, 3 and rotation 21. The words are kept signed (`| 0`, not
 * `>>> 0`): V8 stores such numbers unboxed, so copying and freezing the state allocates nothing
 * more, and freezing an array of unsigned words costs about twice as much. Every operation is
 * modulo 2^32, so a state written with unsigned words gives the same outputs.
 *
 * @internal
 */
export function sfc32Step(s: number[]): number {
  const a = s[0]!;
  const b = s[1]!;
  const c = s[2]!;
  const counter = s[3]!;
  const out = (a + b + counter) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = (((c << 21) | (c >>> 11)) + out) | 0;
  s[3] = (counter + 1) | 0;
  return out;
}

/**
 * The built-in generator: sfc32, seeded as in PractRand (`a = 0`, `b` and `c` the low and high
 * 32 bits of the seed, `counter = 1`, then 12 outputs discarded).
 *
 * Small (four 32-bit numbers of state), fast, and passes PractRand and BigCrush; not for
 * cryptography. Dice never need more.
 *
 * @example
 * ```ts
 * const [value] = sfc32.next(sfc32.seed(1));
 * const die = (value >>> 29) + 1; // the top three bits: 1 to 8, exactly uniform
 * ```
 */
export const sfc32: RandomGenerator = /* @__PURE__ */ Object.freeze({
  name: 'sfc32',
  seed(seed: number): RandomState {
    if (!(Number.isSafeInteger(seed) && seed >= 0))
      throw new KiriError(
        'INVALID_OPTIONS',
        'sfc32.seed: seed must be a whole number from 0 to 9007199254740991',
      );
    const s = [0, seed | 0, Math.floor(seed / 4294967296) | 0, 1];
    for (let i = 0; i < 12; i++) sfc32Step(s);
    return Object.freeze(s);
  },
  next(state: RandomState): readonly [number, RandomState] {
    // A literal copy: `slice()` of a frozen array is many times slower in V8.
    let s: number[] | null = null;
    try {
      s = [state[0]!, state[1]!, state[2]!, state[3]!];
    } catch {
      // Not an object, or a revoked Proxy: not a state.
    }
    // The length after the items: four items of a shorter array include undefined, which is no
    // word.
    if (
      s === null ||
      state.length !== 4 ||
      !s.every((word) => (word | 0) === word || word >>> 0 === word)
    )
      throw new KiriError(
        'INVALID_OPTIONS',
        'sfc32.next: state must be an array of 4 whole numbers from -2147483648 to 4294967295 (from sfc32.seed or sfc32.next)',
      );
    return Object.freeze([sfc32Step(s) >>> 0, Object.freeze(s)] as const);
  },
});
