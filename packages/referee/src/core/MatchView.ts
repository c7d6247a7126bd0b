// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState, Seat } from 'kiri-dice';
import type { RecentReveals } from './Store.js';
import type { RecordedMove } from 'kiri-dice/record';

/**
 * What anybody may see of a match: its state and version, the seats taken, and the fair dice's
 * commitments and seeds. The server seed is revealed once the match is over (before that it
 * would predict every roll), and the players' seeds once both are revealed.
 *
 * @example
 * ```ts
 * import type { MatchView } from '@kiri-dice/referee';
 *
 * const started = (view: MatchView) => view.clientSeeds.length === 2;
 * ```
 */
export interface MatchView {
  /** The match's id. */
  readonly id: string;
  /** The number of accepted moves: the length of the match's record. */
  readonly version: number;
  /**
   * The number of changes to the match: seats taken, seeds revealed, moves accepted, and the
   * bettors' values of rounds revealed (an acceptor's comes with its accept). It only grows; long polls (`after`) and event streams (`Last-Event-ID`) count in steps, so that a
   * player waiting for the other seat hears of its join and of its seed.
   */
  readonly step: number;
  /** The state after the last accepted move. */
  readonly state: MatchState<string>;
  /** Seats taken, 0 to 2. */
  readonly seats: number;
  /** The commitment to the server seed, published when the match was created. */
  readonly commitment: string;
  /** Each seat's commitment to its seed, in seat order. */
  readonly seedCommitments: readonly string[];
  /** Whether each seat has revealed its seed, in seat order. */
  readonly revealed: readonly boolean[];
  /** Both players' seeds, in seat order, once both are revealed; empty before. */
  readonly clientSeeds: readonly string[];
  /**
   * In a match of fresh values each round, how many reveals it has and the last three: an odd
   * count in the rolling phase means the bettor's value of the round is due. The match's record
   * (`GET /matches/ID/record`) has them all. `null` in a match of one seed each, whose seeds are
   * `clientSeeds`.
   */
  readonly reveals: RecentReveals | null;
  /** The server seed, once the match is over; `null` before. */
  readonly serverSeed: string | null;
  /**
   * Whether the match expired: its seats were taken, but neither seed was revealed within the
   * referee's `revealTimeout` (or its second seat was not taken within `openTimeout`). No roll
   * was played, so nobody won or lost anything; it never changes again, and its reveals and
   * moves are refused with `MATCH_EXPIRED`. A match where only one seed came in does not
   * expire: the other seat loses it on time.
   */
  readonly expired: boolean;
  /** The match's clock, or `null` for a match with no clock. */
  readonly clock: ClockView | null;
}

/**
 * A match's clock as anybody may see it: enough for a page to show both seats' time, ticking,
 * without trusting its own clock for anything but the seconds that pass.
 *
 * @example
 * ```ts
 * import type { ClockView } from '@kiri-dice/referee';
 *
 * const left = (clock: ClockView, serverNow: number) =>
 *   clock.deadline === null ? null : Math.max(0, clock.deadline - serverNow);
 * ```
 */
export interface ClockView {
  /** The time each action has before it draws on the reserve, in ms. */
  readonly perAction: number;
  /** Each seat's reserve at the start, in ms. */
  readonly reserve: number;
  /** Each seat's reserve left when its turn began, in ms, in seat order. */
  readonly reserveLeft: readonly [number, number];
  /**
   * The seat whose time runs now: the seat to act, the seat whose seed is missing, or the bettor
   * that owes its value of the round.
   */
  readonly running: Seat | null;
  /**
   * When `running` runs out of time, in milliseconds since 1970 by the referee's clock (its
   * timeout is played up to 2 s later); `null` when no seat's time runs.
   */
  readonly deadline: number | null;
}

/**
 * The answer to a match created: its id and the commitment to its server seed, which every
 * player should keep and compare with the one its join returns.
 *
 * @example
 * ```ts
 * import type { CreatedMatch } from '@kiri-dice/referee';
 *
 * const link = (created: CreatedMatch) => `/matches/${created.id}`;
 * ```
 */
export interface CreatedMatch {
  /** The match's id. */
  readonly id: string;
  /** The SHA-256 of the server seed, as hexadecimal. */
  readonly commitment: string;
  /**
   * A private match's invitation, which every join must send (22 characters of base64url, 132
   * random bits); the store keeps only its hash. Missing for a listed match.
   */
  readonly invitation?: string;
}

/**
 * The answer to a seat taken: the seat, its token (the only time the referee sends it), and
 * the server seed's commitment.
 *
 * @example
 * ```ts
 * import type { JoinedSeat } from '@kiri-dice/referee';
 *
 * const header = (joined: JoinedSeat) => `Bearer ${joined.token}`;
 * ```
 */
export interface JoinedSeat {
  /** The match's id. */
  readonly id: string;
  /** 0 or 1. */
  readonly seat: number;
  /** The seat's secret: send it as `Authorization: Bearer TOKEN`. */
  readonly token: string;
  /** The commitment to the server seed: compare it with the one seen before joining. */
  readonly commitment: string;
}

/**
 * The answer to a move accepted: the request's id, the move as the record keeps it (a roll
 * with its dice), and the match's view after it.
 *
 * @example
 * ```ts
 * import type { AcceptedMove } from '@kiri-dice/referee';
 *
 * const dice = (accepted: AcceptedMove) => (accepted.move.type === 'roll' ? accepted.move.dice : null);
 * ```
 */
export interface AcceptedMove extends MatchView {
  /** The client's id for the request. */
  readonly requestId: string;
  /** The move as the match record keeps it. */
  readonly move: RecordedMove;
}
