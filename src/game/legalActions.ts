// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { SeatAction } from './Action.js';
import type { MatchState } from './MatchState.js';
import type { GameContext } from '../engine/GameContext.js';
import { readState } from '../engine/readState.js';
import { standardContext } from '../engine/standardContext.js';

/** @internal What the rules of the game described by `ctx` allow now. */
export function legalActionsWith(ctx: GameContext, state: unknown): readonly SeatAction[] {
  return Object.freeze(
    actionsOf(readState(ctx, state, 'legalActions')).map((action) => Object.freeze(action)),
  );
}

function actionsOf(s: MatchState<string>): SeatAction[] {
  switch (s.phase) {
    case 'betting': {
      const player = s.bettor;
      const max = Math.min(s.chips[0], s.chips[1]);
      const smallest: SeatAction = { type: 'bet', player, amount: 1 };
      return max === 1 ? [smallest] : [smallest, { type: 'bet', player, amount: max }];
    }
    case 'accepting': {
      const player = s.bettor === 0 ? 1 : 0;
      return [
        { type: 'accept', player },
        { type: 'decline', player },
      ];
    }
    case 'rolling':
      return [{ type: 'roll', player: s.roller }];
    default:
      return [];
  }
}

/**
 * Lists what the rules allow now: the roll (without dice), the accept and decline, or the bets
 * of the smallest and the largest stake (every whole stake between them is allowed too, see
 * `stakeRange`).
 *
 * @param state - the current state of a standard match (a house game has its own, from
 * `createGame`)
 * @returns frozen action objects, each of which `reduce` accepts; empty once the match is over
 * @throws {@link KiriError} `INVALID_STATE` when `state` is not a valid state, as `reduce` does
 * @example
 * ```ts
 * legalActions(createMatch({ seed: 1 }));
 * // [{ type: 'bet', player: 0, amount: 1 }, { type: 'bet', player: 0, amount: 100 }]
 * ```
 */
export function legalActions(state: MatchState): readonly SeatAction[] {
  return legalActionsWith(standardContext(), state);
}
