import type { Action } from './Action.js';
import type { MatchState } from './MatchState.js';
import { assertState } from './internal/assertState.js';

/**
 * Lists what the rules allow now: the roll (without dice), the accept and decline, or the bets
 * of the smallest and the largest stake (every whole stake between them is allowed too, see
 * `stakeRange`).
 *
 * @param state - the current state
 * @returns fresh action objects, each of which `reduce` accepts; empty once the match is over
 * @example
 * ```ts
 * legalActions(createMatch({ seed: 1 }));
 * // [{ type: 'bet', player: 0, amount: 1 }, { type: 'bet', player: 0, amount: 100 }]
 * ```
 */
export function legalActions(state: MatchState): Action[] {
  assertState(state, 'legalActions');
  switch (state.phase) {
    case 'betting': {
      const player = state.bettor;
      const max = Math.min(state.chips[0], state.chips[1]);
      const smallest: Action = { type: 'bet', player, amount: 1 };
      return max === 1 ? [smallest] : [smallest, { type: 'bet', player, amount: max }];
    }
    case 'accepting': {
      const player = state.bettor === 0 ? 1 : 0;
      return [{ type: 'accept', player }, { type: 'decline', player }];
    }
    case 'rolling':
      return [{ type: 'roll', player: state.roller }];
    default:
      return [];
  }
}
