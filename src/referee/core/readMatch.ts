import type { CoreContext } from './CoreContext.js';
import type { OpenMatch } from '../store/Store.js';
import type { MatchView } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import type { Waiter } from './waiters.js';
import { answer, answerOfText, refuse } from './reply.js';
import { now } from './timers.js';

/** The view of match `id` now. */
export async function viewMatch(ctx: CoreContext, id: string): Promise<RefereeReply<MatchView>> {
  const match = await ctx.store.match(id);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  return ctx.views(match);
}

/**
 * The view of match `id` once its step is past `after`, or as it is when `timeout` runs out,
 * the signal aborts or the referee closes. `who` has a bounded pool of places.
 */
export async function waitForMatch(
  ctx: CoreContext,
  id: string,
  after: number,
  who: Waiter,
  signal?: Parameters<CoreContext['waiters']['next']>[2],
): Promise<RefereeReply<MatchView>> {
  const leave = ctx.waiters.enter(id, who);
  if (!leave)
    return refuse(
      429,
      'TOO_MANY_POLLS',
      `too many requests of this ${who === 'spectator' ? 'audience' : 'seat'} wait on this match`,
    );
  try {
    const deadline = now() + ctx.limits.pollTimeout;
    for (;;) {
      // Listen before looking, so that a commit between the look and the wait is not missed.
      const changed = ctx.waiters.next(id, Math.max(0, deadline - now()), signal);
      const seen = await viewMatch(ctx, id);
      if (seen.type === 'refusal' || seen.body.step > after || !(await changed)) return seen;
    }
  } finally {
    leave();
  }
}

/** The record of match `id`: its header and every stored move, with the version. */
export async function recordOf(
  ctx: CoreContext,
  id: string,
): Promise<RefereeReply<{ readonly version: number; readonly record: unknown }>> {
  const match = await ctx.store.match(id);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  const moves = await ctx.store.moves(id, 0);
  // Written as text: the stored moves are JSON already, and a long match's record is not
  // parsed and written again for each reader.
  const text = `{"version":${moves.length},"record":${match.header.slice(0, -1)},"moves":[${moves.join(',')}]}}`;
  return answerOfText(200, text);
}

/** The matches with a free seat. */
export async function openMatches(
  ctx: CoreContext,
): Promise<RefereeReply<{ readonly matches: readonly OpenMatch[] }>> {
  const open = await ctx.store.openMatches(ctx.limits.openMatchesListed);
  return answer(200, { matches: open });
}
