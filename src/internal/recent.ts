import type { MatchState } from '../MatchState.js';
import type { GameContext } from './GameContext.js';

/**
 * The state the engine returned last, and the game it belongs to: the one piece of mutable module
 * state of the engine, besides the built-in generator's twin of it (`sfc32Roll`).
 *
 * Why: checking every field of a state costs about as much as the move itself, and a match
 * played step by step hands back the state returned a step before. A state the engine built is
 * frozen, holds only data and is valid for its game by construction (it was built from checked
 * values by that game's rules), so when the same object comes back to the same game (or to the
 * odds of the same rules), nothing is left to check. Any other state goes through
 * `parseMatchState`'s parser. The cache can never change a result, only save the checks; only
 * states the engine built or parsed are ever stored here.
 */
export const recent: { state: MatchState<string> | null; ctx: GameContext | null } = { state: null, ctx: null };

/** Remembers a state the engine built for `ctx`, and returns it. */
export function remember(ctx: GameContext, state: MatchState<string>): MatchState<string> {
  recent.ctx = ctx;
  return (recent.state = state);
}
