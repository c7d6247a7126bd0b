// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { RandomGenerator, RandomState } from '../rng/RandomGenerator.js';
import { sfc32Step } from '../rng/sfc32.js';
import { recent } from './recent.js';

/**
 * Drawing a roll: the outcome `(a - 1) * 8 + (b - 1)` (each die the top three bits of one
 * output of the generator, so each face is exactly 1/8) and the frozen state after both draws.
 * A game's context holds one of these functions; `reduce` calls it for a roll without dice.
 */

/**
 * Draws a roll with any generator: two values, each die the top three bits of one (each face
 * exactly 1/8).
 */
export function drawWith(
  rng: RandomGenerator,
): (state: RandomState) => readonly [number, RandomState] {
  return (state) => {
    const [first, middle] = rng.next(state);
    const [second, last] = rng.next(middle);
    return [(first >>> 29) * 8 + (second >>> 29), last];
  };
}

/**
 * Draws the two dice of a roll: the outcome `(a - 1) * 8 + (b - 1)`, each die the top three
 * bits of one output, and the frozen state after both draws. The same as two calls of
 * `sfc32.next`, with one array instead of two.
 *
 * A match usually rolls from the state this function returned last, so it keeps that state's
 * words in a plain array (`recent.words`, where the reason is) and reads them from there when
 * given the same state again.
 */
export function sfc32Roll(state: RandomState): readonly [number, RandomState] {
  // Two copies written out rather than one helper: the helper's reads would see frozen and plain
  // arrays alike, and V8 would read both the slow way.
  const s = state === recent.rng ? recent.words : [state[0]!, state[1]!, state[2]!, state[3]!];
  const outcome = (sfc32Step(s) >>> 29) * 8 + (sfc32Step(s) >>> 29);
  recent.words = s;
  return [outcome, (recent.rng = Object.freeze([s[0]!, s[1]!, s[2]!, s[3]!]))];
}
