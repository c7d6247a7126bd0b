// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { TimeoutAction } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { StoredMatch } from './Store.js';
import { timeoutDue } from './expiresAt.js';
import { now } from './timers.js';

/**
 * The match as the referee's clock leaves it. When the time to reveal ran out for a seat whose
 * seed is missing while the other's is in, the clock plays that seat's timeout first: it loses
 * the match. The timeout is committed like a move, on the version it was played on, so that of
 * every request and process that gets there only one stores it; the match is then read again.
 */
export async function settleClock(ctx: CoreContext, match: StoredMatch): Promise<StoredMatch> {
  if (now() < timeoutDue(match, ctx.limits)) return match;
  const timeout: TimeoutAction = { type: 'timeout', player: match.clientSeeds[0] === null ? 0 : 1 };
  const next = ctx.game.reduce(ctx.game.parseMatchState(match.state), timeout);
  const state = ctx.game.keep(JSON.stringify(next), next);
  // Stored, or refused because another request or process stored it first: settled either way.
  // Its request is the clock's own, which no client can send again: nothing reads its answer.
  await ctx.store.commitMove({
    matchId: match.id,
    version: match.version,
    move: JSON.stringify(timeout),
    state,
    rolls: 0,
    request: { matchId: match.id, sender: 'clock', requestId: 'timeout', body: '{}', answer: '{}' },
  });
  // A store never deletes a match.
  return (await ctx.store.match(match.id))!;
}
