// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Seat } from 'kiri-dice';
import { commitTo } from 'kiri-dice/fair';
import type { CoreContext } from './CoreContext.js';
import type { MatchView } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { canonical } from './canonical.js';
import { CLOCK_GRACE_MS, matchExpired, revealBy, revealTooLate } from './expiresAt.js';
import { seatToAct } from './turnClock.js';
import { settleMatch } from './settleMatch.js';
import { isRefusal, readReveal } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { resend } from './resend.js';
import { revealValue } from './revealValue.js';
import { seatOfToken } from './seatOfToken.js';
import { now } from './timers.js';
import { viewOf } from './viewOf.js';

/**
 * A player's seed, revealed once both seats have committed to theirs: it must be the seed its
 * join committed to. The match's first roll waits for both. In a match of fresh values each
 * round, the bettor's value of a round comes the same way (see `revealValue`).
 */
export async function revealSeed(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
  body: unknown,
): Promise<RefereeReply<MatchView>> {
  const seat = await seatOfToken(ctx, id, token);
  if (isRefusal(seat)) return seat;
  const given = readReveal(body);
  if (isRefusal(given)) return given;
  if (!('clientSeed' in given)) return revealValue(ctx, id, seat.seat as Seat, given);
  const sent = canonical(given);
  const sender = `seat:${seat.seat}`;
  // The match is read before the request: a reveal stores both at once, so the same reveal
  // stored meanwhile (by another process) is either found here or found after the store's no.
  const match = await settleMatch(ctx, (await ctx.store.match(id))!);
  const prior = await ctx.store.request(id, sender, given.requestId);
  if (prior) return resend(prior, sent, given.requestId);
  if (match.reveals !== null)
    return refuse(
      400,
      'BAD_REQUEST',
      'this match takes a fresh value each round: the acceptor reveals it with its accept, the bettor with { requestId, value, next } after the accept',
    );
  if (match.seats < 2)
    return refuse(409, 'WAITING_FOR_PLAYER', 'reveal your seed once both seats have committed');
  if (match.clientSeeds[seat.seat] !== null)
    return refuse(409, 'SEED_ALREADY_REVEALED', 'your seed is already revealed');
  // A reveal checked before the deadline and stored just after it completes the seeds: the match
  // then plays. The clock waits CLOCK_GRACE_MS past the deadline before it plays a timeout.
  const at = now();
  if (at >= revealBy(match, ctx.limits) + ctx.outages.within(match.seatedAt!, at))
    return match.clientSeeds.every((seed) => seed === null)
      ? matchExpired(ctx.limits.revealTimeout)
      : revealTooLate(ctx.limits.revealTimeout);
  if ((await commitTo(given.clientSeed)) !== seat.seedCommitment)
    return refuse(
      409,
      'SEED_MISMATCH',
      'this is not the seed your join committed to: its SHA-256 is not your seedCommitment',
    );
  const seeds = match.clientSeeds.map((old, i) => (i === seat.seat ? given.clientSeed : old));
  const state = ctx.game.parseMatchState(match.state);
  const view = answer(
    200,
    viewOf({ ...match, clientSeeds: seeds, movedAt: at }, state, ctx.limits),
  );
  const request = {
    matchId: id,
    sender,
    requestId: given.requestId,
    body: sent,
    answer: view.text,
  };
  // When the clock should look at the match: when the first bettor's time runs out if this
  // reveal is the last, else at the reveals' deadline. The store keeps the earlier of this and
  // what it has, so two reveals that cross never put the look off.
  const due =
    match.clock === null
      ? revealBy(match, ctx.limits) + CLOCK_GRACE_MS
      : Math.min(
          revealBy(match, ctx.limits),
          at + match.clock.perAction + match.clock.reserveLeft[seatToAct(state)!],
        ) + CLOCK_GRACE_MS;
  if (!(await ctx.store.revealSeed(id, seat.seat, given.clientSeed, request, at, due))) {
    const stored = await ctx.store.request(id, sender, given.requestId);
    if (stored) return resend(stored, sent, given.requestId);
    return refuse(409, 'SEED_ALREADY_REVEALED', 'your seed is already revealed');
  }
  return view;
}
