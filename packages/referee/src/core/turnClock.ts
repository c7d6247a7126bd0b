// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState, Seat } from 'kiri-dice';
import type { MatchClock } from './MatchClock.js';
import type { StoredMatch } from './Store.js';

/** The seat whose action the match waits for: to bet, to accept or decline, or to roll. */
export function seatToAct(state: MatchState<string>): Seat | null {
  switch (state.phase) {
    case 'betting':
      return state.bettor;
    case 'accepting':
      return state.bettor === 0 ? 1 : 0;
    case 'rolling':
      return state.roller;
    default:
      return null;
  }
}

/**
 * When the seat to act runs out of time, by the referee's clock: its turn began at the match's
 * last change (the last reveal, or the last move), and it has `perAction` and its reserve left.
 * `Infinity` when no clock runs: no clock, no seat to act, or a seed still missing.
 */
export function turnDeadline(match: StoredMatch, state: MatchState<string>): number {
  const seat = seatToAct(state);
  const { clock, movedAt } = match;
  if (clock === null || seat === null || movedAt === null) return Infinity;
  if (match.clientSeeds.length < 2 || match.clientSeeds.includes(null)) return Infinity;
  return movedAt + clock.perAction + clock.reserveLeft[seat];
}

/**
 * The clock after `seat` acted at `at` in a turn that began at `since`, `excused` ms of which
 * the referee could not reach its store: the rest past `perAction` comes off its reserve, which
 * never goes below 0 (an action the referee accepted within its grace used the reserve up).
 */
export function chargeTurn(
  clock: MatchClock,
  seat: Seat,
  since: number,
  at: number,
  excused = 0,
): MatchClock {
  const over = Math.max(0, at - since - excused - clock.perAction);
  const left: [number, number] = [clock.reserveLeft[0], clock.reserveLeft[1]];
  left[seat] = Math.max(0, left[seat] - over);
  return { ...clock, reserveLeft: left };
}
