import type { CombinationId } from './Combination.js';
import type { ActionErrorCode } from './KiriError.js';
import type { RandomState } from './rng/RandomGenerator.js';

/** A player's seat: 0 or 1. */
export type Seat = 0 | 1;

/** What the match is waiting for. */
export type MatchPhase = 'betting' | 'accepting' | 'rolling' | 'over';

/** How a round ended: an instant win (Kiri), an instant loss (Dead), or reaching the target points. */
export type RoundEndReason = 'kiri' | 'dead' | 'points';

/**
 * The latest roll of the match.
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

/** The result of the latest finished round. */
export interface RoundResult {
  /** The round that ended. */
  readonly round: number;
  /** Who won it (and took the pot). */
  readonly winner: Seat;
  /** How it ended. */
  readonly reason: RoundEndReason;
  /** The chips the winner took. */
  readonly pot: number;
  /** Points as they stood at the end; a Dead roller's are burnt to 0. */
  readonly points: readonly [number, number];
}

/** Why the last action was rejected: plain data, safe to show to players and to send as JSON. */
export interface ActionError {
  /** A stable code: `INVALID_ACTION`, `MATCH_OVER`, `WRONG_PHASE`, `NOT_YOUR_TURN`, `INVALID_STAKE` or `INVALID_DICE`. */
  readonly code: ActionErrorCode;
  /** What was wrong and what is allowed, in English. */
  readonly message: string;
}

/**
 * The fields every phase shares.
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

/** Waiting for the bettor's bet. */
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

/** Waiting for the other player to accept or decline the stake. */
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

/** The round is on: waiting for `roller` to roll. */
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

/** The match has finished. */
export interface OverState<Id extends string = CombinationId> extends MatchStateBase<Id> {
  /** Discriminant: the match has finished. */
  readonly phase: 'over';
  /** Nobody rolls in this phase. */
  readonly roller: null;
  /** No stake in this phase. */
  readonly stake: 0;
  /** The pot is empty in this phase. */
  readonly pot: 0;
  /** The seat that won every chip, or `null` when the match ended by a declined bet. */
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
export type MatchState<Id extends string = CombinationId> = BettingState<Id> | AcceptingState<Id> | RollingState<Id> | OverState<Id>;
