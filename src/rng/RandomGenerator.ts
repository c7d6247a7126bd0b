// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * A random generator's whole state: a few 32-bit integers, signed (-2^31 to 2^31 - 1) or
 * unsigned (0 to 2^32 - 1), whichever the generator keeps.
 *
 * It lives inside `MatchState`, so it must survive `JSON.stringify`. The built-in `sfc32` keeps
 * signed ones: V8 stores those unboxed, which makes every roll cheaper.
 *
 * @example
 * ```ts
 * import { createMatch, type RandomState } from 'kiri-dice';
 *
 * const rng: RandomState = createMatch({ seed: 42 }).rng; // sfc32's four 32-bit words
 * console.log(rng.length); // => 4
 * console.log(JSON.parse(JSON.stringify(rng))); // => rng
 * ```
 */
export type RandomState = readonly number[];

/**
 * A seeded generator of uniform 32-bit values, described as pure functions over plain data.
 *
 * The engine never keeps a generator object: it stores the {@link RandomState} in the match and
 * calls `next` on it, so a match replays exactly from its seed and actions.
 *
 * @example
 * ```ts
 * // The built-in generator, used directly:
 * let state = sfc32.seed(42);
 * const [value, after] = sfc32.next(state); // value: 0 .. 2^32 - 1
 * ```
 */
export interface RandomGenerator {
  /** A short name for logs, for example `'sfc32'`. */
  readonly name: string;
  /**
   * Builds the first state from a seed: a whole number from 0 to 2^53 - 1.
   *
   * @param seed - the match seed (string seeds are hashed to such a number first)
   * @returns a state of 32-bit integers (from -2^31 to 2^32 - 1), always of the same length
   */
  readonly seed: (seed: number) => RandomState;
  /**
   * Draws one value without touching the given state.
   *
   * @param state - the current state
   * @returns the uniform value (0 to 2^32 - 1) and the state after it
   */
  readonly next: (state: RandomState) => readonly [value: number, state: RandomState];
}
