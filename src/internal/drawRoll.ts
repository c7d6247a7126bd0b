import type { RandomGenerator, RandomState } from '../rng/RandomGenerator.js';
import { sfc32, sfc32Roll } from '../rng/sfc32.js';

/**
 * Draws a roll from a game's generator: the outcome `(a - 1) * 8 + (b - 1)` and the generator's
 * frozen state after it. Only `reduce` rolls, so this lives apart from `GameContext`, which the
 * other functions of a game share.
 */
export function drawRoll(rng: RandomGenerator, state: RandomState): readonly [outcome: number, state: RandomState] {
  // The built-in generator has a fused draw of both dice; any other is called twice.
  if (rng === sfc32) return sfc32Roll(state);
  const [first, middle] = rng.next(state);
  const [second, last] = rng.next(middle);
  // The top three bits of a uniform 32-bit value: each face exactly 1/8, no modulo bias.
  return [(first >>> 29) * 8 + (second >>> 29), Object.isFrozen(last) ? last : Object.freeze(last.slice())];
}
