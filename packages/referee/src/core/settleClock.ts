// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { TimeoutAction } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { StoredMatch } from './Store.js';
import type { MatchState } from 'kiri-dice';
import { commitOwnMove } from './commitOwnMove.js';
import { seatOnClock, timeoutDue } from './expiresAt.js';

/**
 * When the referee's clock plays a timeout on `match`, judged at `at`: its due (see
 * `timeoutDue`), moved on by the time this process could not reach its store since the match's
 * last change, which no player is charged.
 */
export function clockDue(
  ctx: CoreContext,
  match: StoredMatch,
  state: MatchState<string>,
  at: number,
): number {
  const due = timeoutDue(match, state, ctx.limits);
  // Due, so the match has changed since its second seat: `movedAt` is set.
  // Stryker disable next-line ConditionalExpression: Infinity plus any time is Infinity.
  return due === Infinity ? due : due + ctx.outages.within(match.movedAt!, at);
}

/**
 * The match, whose state is `state`, as the referee's clock leaves it at `at`. When the time of
 * the seat on the clock ran out (its seed withheld while the other's is in, or its action, past
 * its turn's time and its reserve), the clock plays that seat's timeout first (see
 * `commitOwnMove`): it loses the match.
 */
export async function settleClock(
  ctx: CoreContext,
  match: StoredMatch,
  state: MatchState<string>,
  at: number,
): Promise<StoredMatch> {
  if (at < clockDue(ctx, match, state, at)) return match;
  // Due, so a seat is on the clock.
  const player = seatOnClock(match, state)!;
  const { clock } = match;
  const spent = (left: readonly [number, number]): [number, number] =>
    player === 0 ? [0, left[1]] : [left[0], 0];
  const timeout: TimeoutAction = { type: 'timeout', player };
  return commitOwnMove(
    ctx,
    match,
    state,
    timeout,
    'clock',
    clock && { ...clock, reserveLeft: spent(clock.reserveLeft) },
    at,
  );
}
