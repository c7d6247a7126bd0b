import type { MatchState } from '../MatchState.js';
import type { GameContext } from './GameContext.js';
import { remember } from './recent.js';

/** The context of each game `createGame` built, by the game: set once a game, read by `adoptState`. */
const contexts = /* @__PURE__ */ new WeakMap<object, GameContext>();

/** Notes `game`'s context, for `adoptState`; returns the game. */
export function withContext<T extends object>(game: T, ctx: GameContext): T {
  contexts.set(game, ctx);
  return game;
}

/**
 * @internal Makes `state` the state `game` returned last, so that `game`'s next function takes
 * it unchecked (see `readState`): for a caller that plays many matches at once, each of whose
 * states `game` built or parsed and the caller has held since (a built state is deeply frozen,
 * so it is still valid). Never for a caller's object: it would be played unchecked. A game that
 * `createGame` did not build is left as it is.
 *
 * @param game - a game from `createGame`
 * @param state - a state that `game` built or parsed
 */
export function adoptState(game: object, state: MatchState<string>): void {
  const ctx = contexts.get(game);
  if (ctx !== undefined) remember(ctx, state);
}
