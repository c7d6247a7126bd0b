// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { CoreContext } from './CoreContext.js';
import type { OpenMatch } from './Store.js';
import type { MatchView } from './MatchView.js';
import type { RefereeRefusal, RefereeReply } from './RefereeReply.js';
import type { Waiter } from './waiters.js';
import { expiresAt, openSince } from './expiresAt.js';
import { clockDue } from './settleClock.js';
import { settleMatch } from './settleMatch.js';
import { isRefusal } from './readBodies.js';
import { answer, answerOfText, refuse } from './reply.js';
import { seatOfToken } from './seatOfToken.js';
import { now, type AbortSignalLike } from './timers.js';

/** The view of match `id` now. */
export async function viewMatch(ctx: CoreContext, id: string): Promise<RefereeReply<MatchView>> {
  const match = await ctx.store.match(id);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  return ctx.views(await settleMatch(ctx, match));
}

/** A place held to wait on a match, for one long poll or for a whole event stream. */
export interface Watch {
  /**
   * The view once its step is past `after`, or once the match expires while it waits, or as it
   * is when the poll times out, the signal aborts or the referee closes.
   */
  readonly next: (after: number, signal?: AbortSignalLike) => Promise<RefereeReply<MatchView>>;
  /** Gives the place back. */
  readonly leave: () => void;
}

/**
 * A place to wait on match `id`, in the pool of the seat whose token is given, else in the
 * spectators'; or the refusal (no match, a token of no seat, a full pool), before any wait.
 */
export async function watchMatch(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
): Promise<Watch | RefereeRefusal> {
  const match = await ctx.store.match(id);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  let who: Waiter = 'spectator';
  if (token !== undefined) {
    const seat = await seatOfToken(ctx, id, token);
    if (isRefusal(seat)) return seat;
    who = `seat:${seat.seat}`;
  }
  const leave = ctx.waiters.enter(id, who);
  if (!leave)
    return refuse(
      429,
      'TOO_MANY_POLLS',
      `too many requests of this ${who === 'spectator' ? 'audience' : 'seat'} wait on this match`,
    );
  return { next: (after, signal) => waitForStep(ctx, id, after, signal), leave };
}

/** The view of match `id` once its step is past `after`: see {@link Watch.next}. */
async function waitForStep(
  ctx: CoreContext,
  id: string,
  after: number,
  signal: AbortSignalLike | undefined,
): Promise<RefereeReply<MatchView>> {
  const deadline = now() + ctx.limits.pollTimeout;
  let wakeAt = deadline;
  let expiredFirst: boolean | undefined;
  for (;;) {
    // Listen before looking, so that a commit between the look and the wait is not missed.
    const wait = ctx.waiters.next(id, Math.max(0, wakeAt - now()), signal);
    try {
      // The match was found when the place was taken, and a store never deletes one.
      const match = await settleMatch(ctx, (await ctx.store.match(id))!);
      const seen = ctx.views(match);
      const view = seen.body;
      expiredFirst ??= view.expired;
      // A match that expires while it is waited on wakes its waiters: it never changes again.
      // One that had expired before is waited on as any other, so a poll in a loop is no spin.
      if (view.step > after || (view.expired && !expiredFirst)) return seen;
      // Woken at its expiry, or when the clock is due to play a timeout.
      const expiry = Math.min(
        view.expired ? Infinity : expiresAt(match, ctx.limits),
        clockDue(ctx, match, ctx.game.parseMatchState(match.state), now()),
      );
      if (expiry < wakeAt) {
        wakeAt = expiry;
        continue;
      }
      const woken = await wait.woken;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a change heard at the
      // very millisecond the poll's time is up is answered by the poll or by the next one, and a
      // timer that fires at that millisecond reads the match once more; no client can tell.
      if (woken === 'end' || (woken === 'time' && now() >= deadline)) return seen;
      // A wait not stopped when its poll returns ends anyway at its timeout or at the match's
      // next change; nothing is answered differently.
    } finally /* Stryker disable next-line BlockStatement: a wait ends anyway */ {
      wait.stop();
    }
  }
}

/**
 * The record of match `id`, with the version: its header and every stored move, and in a match
 * of fresh values each round the `rounds` it carries.
 */
export async function recordOf(
  ctx: CoreContext,
  id: string,
): Promise<RefereeReply<{ readonly version: number; readonly record: unknown }>> {
  const found = await ctx.store.match(id);
  if (!found) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  const match = await settleMatch(ctx, found);
  // The reveals before the moves: a move stored in between may lack its reveal here, as a
  // round not yet rolled may, but no reveal lacks its move (a record refuses one that does).
  const rounds =
    match.reveals === null
      ? ''
      : `,"rounds":${JSON.stringify({ commitments: match.seedCommitments, reveals: await ctx.store.reveals(id, 0) })}`;
  const moves = await ctx.store.moves(id, 0);
  // Written as text: the stored moves are JSON already, and a long match's record is not
  // parsed and written again for each reader.
  const text = `{"version":${moves.length},"record":${match.header.slice(0, -1)},"moves":[${moves.join(',')}]${rounds}}}`;
  return answerOfText(200, text);
}

/** The matches with a free seat. */
export async function openMatches(
  ctx: CoreContext,
): Promise<RefereeReply<{ readonly matches: readonly OpenMatch[] }>> {
  const { openMatchesListed, listedPerAddress } = ctx.limits;
  const open = await ctx.store.openMatches(
    openMatchesListed,
    // Listed while not expired.
    openSince(now(), ctx.limits),
    listedPerAddress,
  );
  return answer(200, { matches: open });
}
