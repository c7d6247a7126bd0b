// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from './Combination.js';
import type { ActionErrorCode } from './KiriError.js';
import type { RandomState } from '../rng/RandomGenerator.js';

/**
 * A player's seat: 0 or 1.
 *
 * @example
 * ```ts
 * import { createMatch, type Seat } from 'kiri-dice';
 *
 * const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
 * // The other player accepts the bet and rolls first.
 * console.log(other(createMatch({ seed: 1 }).bettor)); // => 1
 * ```
 */
export type Seat = 0 | 1;

/**
 * What the match is waiting for.
 *
 * @example
 * ```ts
 * import { createMatch, type MatchPhase } from 'kiri-dice';
 *
 * const waitingFor: Record<MatchPhase, string> = { betting: 'a bet', accepting: 'an answer', rolling: 'a roll', over: 'nothing' };
 * console.log(waitingFor[createMatch({ seed: 1 }).phase]); // => 'a bet'
 * ```
 */
export type MatchPhase = 'betting' | 'accepting' | 'rolling' | 'over';

/**
 * How a round ended: an instant win (Kiri), an instant loss (Dead), reaching the target points,
 * or the other player's time running out (a `timeout` action, which also ends the match).
 *
 * @example
 * ```ts
 * import type { RoundEndReason } from 'kiri-dice';
 *
 * const why: Record<RoundEndReason, string> = { kiri: 'rolled Kiri', dead: 'the other player rolled Dead', points: 'reached the target', timeout: 'the other player ran out of time' };
 * ```
 */
export type RoundEndReason = 'kiri' | 'dead' | 'points' | 'timeout';

/**
 * The latest roll of the match.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type RollRecord } from 'kiri-dice';
 *
 * let state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * state = reduce(state, { type: 'accept', player: 1 });
 * state = reduce(state, { type: 'roll', player: 1, dice: [3, 3] });
 * const roll: RollRecord | null = state.lastRoll;
 * console.log(roll); // => { player: 1, dice: [3, 3], combination: 'reverse' }
 * ```
 *
 * @typeParam Id - the ids of the rules' combinations (the standard ones by default)
 */
export interface RollRecord<Id extends string = CombinationId> {
  /** Who rolled. */
  readonly player: Seat;
  /** The two dice as rolled. */
  readonly dice: readonly [number, number];
  /** The id of the combination they made, under the rules of the match. */
  readonly combination: Id;
}

/**
 * The result of the latest finished round.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type RoundResult } from 'kiri-dice';
 *
 * let state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * state = reduce(state, { type: 'accept', player: 1 });
 * state = reduce(state, { type: 'roll', player: 1, dice: [8, 6] }); // Kiri wins the round at once
 * const result: RoundResult | null = state.lastRound;
 * console.log(result); // => { round: 1, winner: 1, reason: 'kiri', pot: 20, points: [0, 0] }
 * ```
 */
export interface RoundResult {
  /** The round that ended. */
  readonly round: number;
  /** Who won it (and took the pot). */
  readonly winner: Seat;
  /** How it ended. */
  readonly reason: RoundEndReason;
  /** The chips the winner took: the pot, or on a timeout the pot and all the loser's chips. */
  readonly pot: number;
  /** Points as they stood at the end; a Dead roller's are burnt to 0. */
  readonly points: readonly [number, number];
}

/**
 * Why the last action was rejected: plain data, safe to show to players and to send as JSON.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type ActionError } from 'kiri-dice';
 *
 * const error: ActionError | null = reduce(createMatch({ seed: 1 }), { type: 'roll', player: 1 }).error;
 * console.log(error); // => { code: 'WRONG_PHASE', message: 'cannot roll now: waiting for player 0 to bet' }
 * ```
 */
export interface ActionError {
  /**
   * A stable code: `INVALID_ACTION`, `MATCH_OVER`, `WRONG_PHASE`, `NOT_YOUR_TURN`, `INVALID_STAKE`
   * or `INVALID_DICE`.
   */
  readonly code: ActionErrorCode;
  /** What was wrong and what is allowed, in English. */
  readonly message: string;
}

/**
 * The fields every phase shares.
 *
 * @example
 * ```ts
 * import { createMatch, type MatchStateBase } from 'kiri-dice';
 *
 * const balances = ({ chips, totalChips }: MatchStateBase): string => `${chips[0]} : ${chips[1]} of ${totalChips}`;
 * console.log(balances(createMatch({ seed: 1, chips: [30, 80] }))); // => '30 : 80 of 110'
 * ```
 *
 * @typeParam Id - the ids of the rules' combinations (the standard ones by default)
 */
export interface MatchStateBase<Id extends string = CombinationId> {
  /** 1 for the first round, +1 each time a round ends. */
  readonly round: number;
  /** The seat that bets in this round (the previous round's winner after round 1). */
  readonly bettor: Seat;
  /** Chips outside the pot, per seat. */
  readonly chips: readonly [number, number];
  /** Points in the current round, per seat. */
  readonly points: readonly [number, number];
  /** Extra rolls left from Reverse. */
  readonly bonusRolls: number;
  /** The latest roll, or `null` before the first one. */
  readonly lastRoll: RollRecord<Id> | null;
  /** The latest finished round, or `null` during round 1. */
  readonly lastRound: RoundResult | null;
  /** Why the last action was rejected; `null` once an action is accepted. */
  readonly error: ActionError | null;
  /** The chips in play: both balances plus the pot always add up to this. */
  readonly totalChips: number;
  /** The number the random generator was seeded with, for replays. */
  readonly seed: number;
  /** The random generator's state. */
  readonly rng: RandomState;
}

/**
 * Waiting for the bettor's bet.
 *
 * @example
 * ```ts
 * import { createMatch, type BettingState } from 'kiri-dice';
 *
 * const prompt = (state: BettingState): string => `player ${state.bettor}: bet up to ${Math.min(...state.chips)}`;
 * const state = createMatch({ seed: 1, chips: [30, 80] });
 * if (state.phase === 'betting') console.log(prompt(state)); // => 'player 0: bet up to 30'
 * ```
 */
export interface BettingState<Id extends string = CombinationId> extends MatchStateBase<Id> {
  /** Discriminant: waiting for the bet. */
  readonly phase: 'betting';
  /** Nobody rolls in this phase. */
  readonly roller: null;
  /** No stake in this phase. */
  readonly stake: 0;
  /** The pot is empty in this phase. */
  readonly pot: 0;
  /** No match winner yet. */
  readonly winner: null;
}

/**
 * Waiting for the other player to accept or decline the stake.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type AcceptingState } from 'kiri-dice';
 *
 * const offer = (state: AcceptingState): string => `player ${state.bettor} offers ${state.stake} chips`;
 * const state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * if (state.phase === 'accepting') console.log(offer(state)); // => 'player 0 offers 10 chips'
 * ```
 */
export interface AcceptingState<Id extends string = CombinationId> extends MatchStateBase<Id> {
  /** Discriminant: waiting for accept or decline. */
  readonly phase: 'accepting';
  /** Nobody rolls in this phase. */
  readonly roller: null;
  /** The stake on offer; chips move only on accept. */
  readonly stake: number;
  /** The pot is empty in this phase. */
  readonly pot: 0;
  /** No match winner yet. */
  readonly winner: null;
}

/**
 * The round is on: waiting for `roller` to roll.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type RollingState } from 'kiri-dice';
 *
 * const toRoll = (state: RollingState): string => `player ${state.roller} to roll for a pot of ${state.pot}`;
 * let state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * state = reduce(state, { type: 'accept', player: 1 });
 * if (state.phase === 'rolling') console.log(toRoll(state)); // => 'player 1 to roll for a pot of 20'
 * ```
 */
export interface RollingState<Id extends string = CombinationId> extends MatchStateBase<Id> {
  /** Discriminant: the round is on. */
  readonly phase: 'rolling';
  /** Whose roll it is. */
  readonly roller: Seat;
  /** The stake each player paid into the pot. */
  readonly stake: number;
  /** Twice the stake. */
  readonly pot: number;
  /** No match winner yet. */
  readonly winner: null;
}

/**
 * The match has finished.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type OverState } from 'kiri-dice';
 *
 * const verdict = (state: OverState): string => (state.winner === null ? 'no winner' : `player ${state.winner} has every chip`);
 * let state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * state = reduce(state, { type: 'decline', player: 1 });
 * if (state.phase === 'over') console.log(verdict(state)); // => 'no winner'
 * ```
 */
export interface OverState<Id extends string = CombinationId> extends MatchStateBase<Id> {
  /** Discriminant: the match has finished. */
  readonly phase: 'over';
  /** Nobody rolls in this phase. */
  readonly roller: null;
  /** No stake in this phase. */
  readonly stake: 0;
  /** The pot is empty in this phase. */
  readonly pot: 0;
  /**
   * The seat that won every chip (by the last round, or on time: see `lastRound.reason`), or
   * `null` when the match ended by a declined bet.
   */
  readonly winner: Seat | null;
}

/**
 * The whole state of a match: plain, JSON-serializable and deeply frozen. Narrow it on `phase`.
 *
 * A match of house rules is a `MatchState<Id>` with the ids of its rules' combinations.
 *
 * @typeParam Id - the ids of the rules' combinations (the standard ones by default)
 *
 * @example
 * ```ts
 * if (state.phase === 'rolling') console.log(`player ${state.roller} to roll`);
 * ```
 */
export type MatchState<Id extends string = CombinationId> =
  BettingState<Id> | AcceptingState<Id> | RollingState<Id> | OverState<Id>;
