// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from './MatchState.js';

/**
 * The bettor stakes `amount` chips (a whole number from 1 to the smaller balance).
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type BetAction } from 'kiri-dice';
 *
 * const bet: BetAction = { type: 'bet', player: 0, amount: 10 };
 * console.log(reduce(createMatch({ seed: 1 }), bet).phase); // => 'accepting'
 * ```
 */
export interface BetAction {
  /** Discriminant. */
  readonly type: 'bet';
  /** The bettor's seat. */
  readonly player: Seat;
  /** The stake: a whole number from 1 to the smaller balance. */
  readonly amount: number;
}

/**
 * The other player matches the stake; the round starts and they roll first.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type AcceptAction } from 'kiri-dice';
 *
 * const offered = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * const accept: AcceptAction = { type: 'accept', player: 1 };
 * console.log(reduce(offered, accept).pot); // => 20
 * ```
 */
export interface AcceptAction {
  /** Discriminant. */
  readonly type: 'accept';
  /** The seat that is not the bettor. */
  readonly player: Seat;
}

/**
 * The other player refuses the stake; the match ends with no chips moved and no winner.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type DeclineAction } from 'kiri-dice';
 *
 * const offered = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * const decline: DeclineAction = { type: 'decline', player: 1 };
 * const over = reduce(offered, decline);
 * console.log([over.phase, over.winner, over.chips]); // => ['over', null, [100, 100]]
 * ```
 */
export interface DeclineAction {
  /** Discriminant. */
  readonly type: 'decline';
  /** The seat that is not the bettor. */
  readonly player: Seat;
}

/**
 * The roller rolls: with `dice` those faces are used (physical dice, a server's roll, tests);
 * without, the match's own random generator draws them.
 *
 * @example
 * ```ts
 * import type { RollAction } from 'kiri-dice';
 *
 * const drawn: RollAction = { type: 'roll', player: 1 }; // the match's generator rolls
 * const typedIn: RollAction = { type: 'roll', player: 1, dice: [8, 6] }; // dice rolled at the table: Kiri
 * ```
 */
export interface RollAction {
  /** Discriminant. */
  readonly type: 'roll';
  /** The roller's seat. */
  readonly player: Seat;
  /** The two faces, whole numbers from 1 to 8; absent to let the match's generator roll. */
  readonly dice?: readonly [number, number];
}

/**
 * The player ran out of time: the other seat takes every chip, the pot included, and wins the
 * match. It is no move of the rules: the clock of whoever hosts the match plays it, for the seat
 * that was to act (or to reveal its seed) when its time ran out. Either seat can time out while
 * the match is on; `legalActions` never lists it.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type TimeoutAction } from 'kiri-dice';
 *
 * const timeout: TimeoutAction = { type: 'timeout', player: 0 };
 * const over = reduce(createMatch({ seed: 1, chips: [6, 4] }), timeout);
 * console.log([over.phase, over.winner, over.chips, over.lastRound?.reason]); // => ['over', 1, [0, 10], 'timeout']
 * ```
 */
export interface TimeoutAction {
  /** Discriminant. */
  readonly type: 'timeout';
  /** The seat whose time ran out: it loses the match. */
  readonly player: Seat;
}

/**
 * The host stopped the match, at the most moves it allows: nobody wins, and every chip goes back
 * to the seat it came from (the stakes of a round in play are returned). It is no move of the
 * rules and has no player. A halt may come before a bet or during the rolls, never while a bet
 * waits for its answer: the answer comes first (a decline would end the match the same way).
 * `legalActions` never lists it.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type HaltAction } from 'kiri-dice';
 *
 * const halt: HaltAction = { type: 'halt' };
 * const over = reduce(createMatch({ seed: 1, chips: [6, 4] }), halt);
 * console.log([over.phase, over.winner, over.chips]); // => ['over', null, [6, 4]]
 * ```
 */
export interface HaltAction {
  /** Discriminant. */
  readonly type: 'halt';
}

/**
 * An action of one seat, named by its `player`: every action but the host's halt.
 *
 * @example
 * ```ts
 * import { createMatch, legalActions, type SeatAction } from 'kiri-dice';
 *
 * const mine = (actions: readonly SeatAction[]) => actions.filter((action) => action.player === 0);
 * console.log(mine(legalActions(createMatch({ seed: 1, chips: [2, 2] }))).length); // => 2
 * ```
 */
export type SeatAction = BetAction | AcceptAction | DeclineAction | RollAction | TimeoutAction;

/**
 * Everything a player can do, and what a host plays: the timeout of its clock and the halt at
 * its limit. Plain objects, discriminated on `type`.
 *
 * @example
 * ```ts
 * const actions: Action[] = [
 *   { type: 'bet', player: 0, amount: 10 },
 *   { type: 'accept', player: 1 },
 *   { type: 'roll', player: 1 },
 *   { type: 'roll', player: 1, dice: [8, 6] },
 *   { type: 'timeout', player: 0 },
 *   { type: 'halt' },
 * ];
 * ```
 */
export type Action = SeatAction | HaltAction;
