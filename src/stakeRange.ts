import type { MatchState } from './MatchState.js';
import { assertState } from './internal/assertState.js';

/**
 * The stakes a bet may take: every whole number from `min` to `max`.
 *
 * @example
 * ```ts
 * import { createMatch, stakeRange, type StakeRange } from 'kiri-dice';
 *
 * const range: StakeRange | null = stakeRange(createMatch({ seed: 1, chips: [30, 80] }));
 * range; // => { min: 1, max: 30 }
 * ```
 */
export interface StakeRange {
  /** The smallest stake, always 1. */
  readonly min: number;
  /** The largest stake: the smaller of the two balances. */
  readonly max: number;
}

/**
 * Tells which stakes the bettor may bet now: at least 1, at most what each player has.
 *
 * @param state - the current state
 * @returns the range, or `null` when the match is not waiting for a bet
 * @example
 * ```ts
 * stakeRange(createMatch({ chips: [30, 80], seed: 1 })); // { min: 1, max: 30 }
 * ```
 */
export function stakeRange(state: MatchState): StakeRange | null {
  assertState(state, 'stakeRange');
  return state.phase === 'betting' ? { min: 1, max: Math.min(state.chips[0], state.chips[1]) } : null;
}
