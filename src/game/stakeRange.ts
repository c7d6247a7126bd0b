// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from './MatchState.js';
import type { GameContext } from '../engine/GameContext.js';
import { readState } from '../engine/readState.js';
import { standardContext } from '../engine/standardContext.js';

/**
 * The stakes a bet may take: every whole number from `min` to `max`.
 *
 * @example
 * ```ts
 * import { createMatch, stakeRange, type StakeRange } from 'kiri-dice';
 *
 * const range: StakeRange | null = stakeRange(createMatch({ seed: 1, chips: [30, 80] }));
 * console.log(range); // => { min: 1, max: 30 }
 * ```
 */
export interface StakeRange {
  /** The smallest stake, always 1. */
  readonly min: number;
  /** The largest stake: the smaller of the two balances. */
  readonly max: number;
}

/** @internal The stakes allowed now in a match of the game described by `ctx`. */
export function stakeRangeWith(ctx: GameContext, state: unknown): StakeRange | null {
  const s = readState(ctx, state, 'stakeRange');
  return s.phase === 'betting'
    ? Object.freeze({ min: 1, max: Math.min(s.chips[0], s.chips[1]) })
    : null;
}

/**
 * Tells which stakes the bettor may bet now: at least 1, at most what each player has.
 *
 * @param state - the current state of a standard match (a house game has its own, from
 * `createGame`)
 * @returns the range, frozen, or `null` when the match is not waiting for a bet
 * @throws {@link KiriError} `INVALID_STATE` when `state` is not a valid state, as `reduce` does
 * @example
 * ```ts
 * stakeRange(createMatch({ chips: [30, 80], seed: 1 })); // { min: 1, max: 30 }
 * ```
 */
export function stakeRange(state: MatchState): StakeRange | null {
  return stakeRangeWith(standardContext(), state);
}
