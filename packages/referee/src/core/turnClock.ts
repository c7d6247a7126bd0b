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
 * The bettor, while a match of fresh values each round waits for its value of the round (after
 * the accept, which brought the acceptor's, and before the round's first roll); else `null`.
 */
export function valueAwaited(
  match: Pick<StoredMatch, 'reveals'>,
  state: MatchState<string>,
): Seat | null {
  return state.phase === 'rolling' && match.reveals !== null && match.reveals.count % 2 === 1
    ? state.bettor
    : null;
}

/** The seat whose turn it is: the bettor that owes its value of the round, else the seat to act. */
export function seatOfTurn(
  match: Pick<StoredMatch, 'reveals'>,
  state: MatchState<string>,
): Seat | null {
  return valueAwaited(match, state) ?? seatToAct(state);
}

/**
 * Whether the match is under way: both seeds revealed (a match of one seed each), or its first
 * bet made (a match of fresh values each round). Before, no clock runs: the match expires
 * instead, and nobody loses anything.
 */
export function isUnderWay(
  match: Pick<StoredMatch, 'clientSeeds' | 'reveals' | 'version'>,
): boolean {
  if (match.reveals !== null) return match.version > 0;
  return match.clientSeeds.length === 2 && !match.clientSeeds.includes(null);
}

/**
 * When the seat whose turn it is runs out of time, by the referee's clock: its turn began at
 * the match's last change (the last reveal, or the last move), and it has `perAction` and its
 * reserve left. `Infinity` when no clock runs: no clock, no seat's turn, or not under way.
 */
export function turnDeadline(match: StoredMatch, state: MatchState<string>): number {
  const seat = seatOfTurn(match, state);
  const { clock, movedAt } = match;
  if (clock === null || seat === null || movedAt === null) return Infinity;
  if (!isUnderWay(match)) return Infinity;
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
