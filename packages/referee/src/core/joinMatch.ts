// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { CoreContext } from './CoreContext.js';
import type { JoinedSeat } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { canonical } from './canonical.js';
import { isRefusal, readJoin } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { resend } from './resend.js';
import { now } from './timers.js';
import { hashToken, newToken } from './tokens.js';

/**
 * A seat for a player who commits to its seed. Idempotent: a join sent again with the same
 * `requestId` and body (its answer lost, say, in a crash) gets the same seat and token.
 */
export async function joinMatch(
  ctx: CoreContext,
  id: string,
  body: unknown,
): Promise<RefereeReply<JoinedSeat>> {
  const given = readJoin(body);
  if (isRefusal(given)) return given;
  const sent = canonical(given);
  // The match is read before the request: a join stores both at once, so the same join taken
  // meanwhile (by another process) is either found here or refused by the store as `prior`.
  const match = await ctx.store.match(id);
  const prior = await ctx.store.request(id, 'join', given.requestId);
  if (prior) return resend(prior, sent, given.requestId, 201);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  if (match.seats >= 2) return refuse(409, 'SEATS_TAKEN', 'both seats are taken');
  const token = newToken();
  const seat = match.seats;
  const joined = answer<JoinedSeat>(201, { id, seat, token, commitment: match.commitment });
  const request = { matchId: id, sender: 'join', requestId: given.requestId, body: sent };
  const taken = await ctx.store.takeSeat(
    { matchId: id, seat, tokenHash: await hashToken(token), seedCommitment: given.seedCommitment },
    { ...request, answer: joined.text },
    now(),
  );
  if (taken.type === 'prior') return resend(taken.prior, sent, given.requestId, 201);
  if (taken.type === 'missing') return refuse(404, 'NOT_FOUND', `no match ${id}`);
  // Another join took this seat meanwhile: the next free one, if any, is for a join sent again.
  if (taken.type === 'full')
    return refuse(
      409,
      'VERSION_CONFLICT',
      'another player took this seat meanwhile: send the join again',
    );
  return joined;
}
