// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState, Seat } from 'kiri-dice';
import type { StoredMatch } from './Store.js';
import type { RefereeLimits } from './RefereeLimits.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';
import { isUnderWay, seatOfTurn, turnDeadline } from './turnClock.js';

/** The limits that make a match expire. */
export type MatchTimeouts = Pick<RefereeLimits, 'revealTimeout' | 'openTimeout'>;

/**
 * How long after a deadline (to reveal, or to act) the referee's clock waits before it plays the
 * timeout of the seat that let it pass: a request checked before the deadline is stored by
 * then, and a request that reaches the referee within it is still taken (the lag allowed).
 */
export const CLOCK_GRACE_MS = 2000;

/**
 * The deadline of the seeds' reveals of a match whose seats are both taken, by the referee's
 * clock: `revealTimeout` after the second seat was taken.
 */
export function revealBy(match: StoredMatch, timeouts: MatchTimeouts): number {
  return match.seatedAt! + timeouts.revealTimeout;
}

/**
 * When `match` expires, by the referee's clock: `openTimeout` after its creation while a seat
 * is free, at its reveals' deadline if no seed is revealed by then (in a match of fresh values
 * each round, if no bet is made by then); `Infinity` once a seed is in (a seat that withholds
 * its seed then loses on time: see {@link timeoutDue}) or the first bet is made.
 */
export function expiresAt(match: StoredMatch, timeouts: MatchTimeouts): number {
  if (match.seatedAt === null) return match.created + timeouts.openTimeout;
  const started =
    match.reveals === null ? match.clientSeeds.some((seed) => seed !== null) : isUnderWay(match);
  return started ? Infinity : revealBy(match, timeouts);
}

/** Whether one seed is in and the other not: both seats are taken, since a reveal waits for them. */
const oneSeedIn = (match: StoredMatch): boolean =>
  match.clientSeeds.filter((seed) => seed !== null).length === 1;

/**
 * When the referee's clock plays a timeout, whose seat loses: the seat that did not reveal its
 * seed while the other did, at the reveals' deadline and its grace; once both seeds are in, the
 * seat to act, at its turn's deadline (see `turnDeadline`) and its grace; else `Infinity`.
 */
export function timeoutDue(
  match: StoredMatch,
  state: MatchState<string>,
  timeouts: MatchTimeouts,
): number {
  // Before any move a missing seed is the only thing the clock waits for.
  if (oneSeedIn(match) && match.version === 0) return revealBy(match, timeouts) + CLOCK_GRACE_MS;
  return turnDeadline(match, state) + CLOCK_GRACE_MS;
}

/**
 * The seat whose time runs: the seat whose seed is missing, else the bettor that owes its value
 * of the round, else the seat to act.
 */
export function seatOnClock(match: StoredMatch, state: MatchState<string>): Seat | null {
  if (oneSeedIn(match)) return match.clientSeeds[0] === null ? 0 : 1;
  return seatOfTurn(match, state);
}

/**
 * The oldest creation time, at `at`, of a match whose free seat has not expired: a match
 * expires once `at >= created + openTimeout` (see {@link expiresAt}).
 */
export function openSince(at: number, timeouts: MatchTimeouts): number {
  return at - timeouts.openTimeout + 1;
}

/** The refusal of a join of a match that waited too long for its second seat. */
export function openExpired(openTimeout: number): RefereeRefusal {
  return refuse(
    409,
    'MATCH_EXPIRED',
    `the match expired: its seats were not taken within ${openTimeout} ms of its creation: create another`,
  );
}

/** The refusal of a reveal or a move on an expired match (`rounds`: of fresh values each round). */
export function matchExpired(revealTimeout: number, rounds = false): RefereeRefusal {
  const missing = rounds ? 'no bet was made' : 'both seeds were not revealed';
  return refuse(
    409,
    'MATCH_EXPIRED',
    `the match expired: ${missing} within ${revealTimeout} ms of the second seat; no roll was played and nothing was lost: play another match`,
  );
}

/** The refusal of a reveal past its deadline, once the other seat's seed is in. */
export function revealTooLate(revealTimeout: number): RefereeRefusal {
  return refuse(
    409,
    'OUT_OF_TIME',
    `your seed was not revealed within ${revealTimeout} ms of the second seat, and the other seat's was: the match is lost on time`,
  );
}
