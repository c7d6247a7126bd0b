// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState, Seat } from './MatchState.js';
import type { GameContext } from '../engine/GameContext.js';
import { readState } from '../engine/readState.js';
import { standardContext } from '../engine/standardContext.js';
import { turnOf } from '../engine/turnOf.js';

/** @internal The seat that acts next in a match of the game described by `ctx`. */
export function playerToActWith(ctx: GameContext, state: unknown): Seat | null {
  return turnOf(readState(ctx, state, 'playerToAct'));
}

/**
 * Tells whose turn it is: the seat the match waits for.
 *
 * That is the bettor while betting, the other seat while the bet waits for its answer, and the
 * roller while rolling. A host's clock runs for this seat, and a page enables its controls.
 *
 * @param state - the current state of a standard match (a house game has its own, from
 * `createGame`)
 * @returns `0` or `1`, or `null` once the match is over
 * @throws {@link KiriError} `INVALID_STATE` when `state` is not a valid state, as `reduce` does
 * @example
 * ```ts
 * import { createMatch, playerToAct, reduce } from 'kiri-dice';
 *
 * let state = createMatch({ seed: 1 });
 * console.log(playerToAct(state)); // => 0
 * state = reduce(state, { type: 'bet', player: 0, amount: 10 });
 * console.log(playerToAct(state)); // => 1
 * ```
 */
export function playerToAct(state: MatchState): Seat | null {
  return playerToActWith(standardContext(), state);
}
