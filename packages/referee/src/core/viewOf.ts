// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState } from 'kiri-dice';
import type { StoredMatch } from './Store.js';
import type { ClockView, MatchView } from './MatchView.js';
import {
  CLOCK_GRACE_MS,
  expiresAt,
  seatOnClock,
  timeoutDue,
  type MatchTimeouts,
} from './expiresAt.js';
import { now } from './timers.js';

/** The view of a stored match, whose state is `state`, now. */
export function viewOf(
  match: StoredMatch,
  state: MatchState<string>,
  timeouts: MatchTimeouts,
): MatchView {
  const seeds = match.clientSeeds;
  const revealed = seeds.filter((seed) => seed !== null).length;
  // Two seeds revealed are both seats' (a match has two).
  const all = revealed === 2;
  // A bettor's value is a change of its own; an acceptor's comes with its accept, a move.
  const values = match.reveals === null ? 0 : Math.floor(match.reveals.count / 2);
  return {
    id: match.id,
    version: match.version,
    step: match.version + match.seats + revealed + values,
    state,
    seats: match.seats,
    commitment: match.commitment,
    seedCommitments: match.seedCommitments,
    revealed: seeds.map((seed) => seed !== null),
    clientSeeds: all ? (seeds as readonly string[]) : [],
    reveals: match.reveals,
    serverSeed: state.phase === 'over' ? match.serverSeed : null,
    expired: now() >= expiresAt(match, timeouts),
    clock: match.clock && {
      perAction: match.clock.perAction,
      reserve: match.clock.reserve,
      reserveLeft: match.clock.reserveLeft,
      ...running(match, state, timeouts),
    },
  };
}

/** The seat whose time runs, and its deadline. */
function running(
  match: StoredMatch,
  state: MatchState<string>,
  timeouts: MatchTimeouts,
): Pick<ClockView, 'running' | 'deadline'> {
  const due = timeoutDue(match, state, timeouts);
  return due === Infinity
    ? { running: null, deadline: null }
    : { running: seatOnClock(match, state), deadline: due - CLOCK_GRACE_MS };
}
