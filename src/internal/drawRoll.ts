import { KiriError } from '../KiriError.js';
import type { RandomGenerator, RandomState } from '../rng/RandomGenerator.js';
import { sfc32, sfc32Roll } from '../rng/sfc32.js';
import { calling } from './check.js';
import { describe } from './describe.js';
import type { GameContext } from './GameContext.js';

/** A generator's output, checked: a user's generator is code the engine did not write. */
function checked(rng: RandomGenerator, output: unknown, length: number): readonly [number, RandomState] {
  const fail = (what: string, got: unknown): never => {
    throw new KiriError('INVALID_OPTIONS', `reduce: the ${rng.name} generator's next(state) must return [a whole number from 0 to 4294967295, a state of ${length} whole numbers from -2147483648 to 4294967295], got ${what} ${describe(got)}`);
  };
  if (!Array.isArray(output)) fail('', output);
  const [value, state] = [(output as unknown[])[0], (output as unknown[])[1]];
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > 4294967295) fail('a value of', value);
  if (!Array.isArray(state) || state.length !== length) fail('a state of', state);
  const words = Array.from({ length }, (_, i) => (state as unknown[])[i]);
  if (!words.every((w) => Number.isSafeInteger(w) && (w as number) >= -2147483648 && (w as number) <= 4294967295)) fail('a state of', state);
  return [value as number, Object.freeze(words as number[])];
}

/** Calls the generator, turning its own failure into the engine's one error class. */
function next(rng: RandomGenerator, state: RandomState, length: number): readonly [number, RandomState] {
  return checked(rng, calling('INVALID_OPTIONS', `reduce: the ${rng.name} generator's next(state)`, () => rng.next(state)), length);
}

/**
 * Draws a roll from a game's generator: the outcome `(a - 1) * 8 + (b - 1)` and the generator's
 * frozen state after it. Only `reduce` rolls, so this lives apart from `GameContext`, which the
 * other functions of a game share.
 */
export function drawRoll(ctx: GameContext, state: RandomState): readonly [outcome: number, state: RandomState] {
  const rng = ctx.rng!;
  // The built-in generator has a fused draw of both dice; any other is called twice.
  if (rng === sfc32) return sfc32Roll(state);
  const [first, middle] = next(rng, state, ctx.rngLength);
  const [second, last] = next(rng, middle, ctx.rngLength);
  // The top three bits of a uniform 32-bit value: each face exactly 1/8, no modulo bias.
  return [(first >>> 29) * 8 + (second >>> 29), last];
}
