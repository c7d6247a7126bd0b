// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import type { RandomState } from '../rng/RandomGenerator.js';
import type { GameContext } from './GameContext.js';

/**
 * What the engine returned last: the engine's only mutable module state, kept here in one place.
 * It can never change a result, only save work; only values the engine built (or parsed) are
 * ever stored here, never a caller's.
 *
 * - `state` and `ctx`: the state returned last and the game it belongs to. Checking every field
 *   of a state costs about as much as the move itself, and a match played step by step hands
 *   back the state returned a step before. A state the engine built is frozen, holds only data
 *   and is valid for its game by construction, so when the same object comes back to the same
 *   game (or to the odds of the same rules), nothing is left to check (see `readState`). Any
 *   other state goes through `parseMatchState`'s parser.
 * - `rng` and `words`: the generator state `sfc32Roll` returned last, and its four words in a
 *   plain array. V8 reads the items of a frozen array several times slower than a plain array's;
 *   a frozen state never changes, so the same object means the same words (see `sfc32Roll`).
 */
export const recent: {
  state: MatchState<string> | null;
  ctx: GameContext | null;
  rng: RandomState | null;
  words: number[];
} = { state: null, ctx: null, rng: null, words: [] };

/**
 * Remembers a state the engine built for `ctx`, and returns it: as the last state, and among
 * the game's own when it keeps them all (`remember: 'all'`).
 */
export function remember(ctx: GameContext, state: MatchState<string>): MatchState<string> {
  ctx.own?.add(state);
  recent.ctx = ctx;
  return (recent.state = state);
}
