// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { CoreContext } from './CoreContext.js';
import type { JoinedSeat } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import type { StoredRequest } from './Store.js';
import { CLOCK_GRACE_MS, expiresAt, openExpired } from './expiresAt.js';
import { joinBody } from './keptJoin.js';
import { answer, refuse } from './reply.js';
import { now } from './timers.js';
import { hashToken, seatToken } from './tokens.js';

/** A join's parts, checked: its id, the seat's commitment, and a private match's invitation. */
export interface SeatRequest {
  readonly requestId: string;
  readonly seedCommitment: string;
  readonly invitation?: string;
}

/**
 * The next free seat of match `id`, for the player of `given`. Idempotent: the same `requestId`
 * and commitment sent again (its answer lost, say, in a crash) get the same seat and token. A
 * private match wants its invitation, unless the referee itself seats the player (`invited`: a
 * rematch, whose seats are the last match's players').
 *
 * The store never holds the token or the join's id, from which the token is derived: the
 * request is kept under the token's hash, with the answer less its token.
 */
export async function seatPlayer(
  ctx: CoreContext,
  id: string,
  given: SeatRequest,
  invited: boolean,
): Promise<RefereeReply<JoinedSeat>> {
  const sent = joinBody(given.seedCommitment);
  const token = await seatToken(id, given.requestId);
  const tokenHash = await hashToken(token);
  // The match is read before the request: a join stores both at once, so the same join taken
  // meanwhile (by another process) is either found here or refused by the store as `prior`.
  const match = await ctx.store.match(id);
  const prior = await ctx.store.request(id, 'join', tokenHash);
  if (prior) return joinAgain(ctx, prior, sent, given.requestId, token, tokenHash);
  if (!match) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  if (match.seats >= 2) return refuse(409, 'SEATS_TAKEN', 'both seats are taken');
  if (now() >= expiresAt(match, ctx.limits)) return openExpired(ctx.limits.openTimeout);
  if (
    !invited &&
    match.invitation !== null &&
    // Stryker disable next-line ConditionalExpression: no invitation hashes "undefined", whose hash
    // no invitation (22 random characters) has: refused all the same.
    (given.invitation === undefined || (await hashToken(given.invitation)) !== match.invitation)
  )
    return refuse(
      403,
      'NOT_INVITED',
      'this match is private: join it with the invitation that its link carries',
    );
  // Distinct commitments bind distinct values: no value of the match can come twice.
  if (match.reveals !== null && match.seedCommitments.includes(given.seedCommitment))
    return refuse(
      409,
      'SEED_REUSED',
      'seedCommitment must commit to a fresh value: the other seat committed to this one (createClientSeed() for each seat)',
    );
  const seat = match.seats;
  const joined = answer<JoinedSeat>(201, { id, seat, token, commitment: match.commitment });
  const kept = JSON.stringify({ id, seat, commitment: match.commitment });
  const at = now();
  const taken = await ctx.store.takeSeat(
    { matchId: id, seat, tokenHash, seedCommitment: given.seedCommitment },
    { matchId: id, sender: 'join', requestId: tokenHash, body: sent, answer: kept },
    at,
    // The second seat starts the time to reveal: the clock looks at the match at its end, in
    // case one seat withholds its seed (a reveal may bring that look forward). A store keeps it
    // only from the second seat.
    at + ctx.limits.revealTimeout + CLOCK_GRACE_MS,
  );
  if (taken.type === 'prior')
    return joinAgain(ctx, taken.prior, sent, given.requestId, token, tokenHash);
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

/**
 * The answer to a join sent again: the first answer's bytes, its token derived again. A join
 * answered before the referee derived its tokens (a migrated database) kept no token to send.
 */
async function joinAgain(
  ctx: CoreContext,
  prior: StoredRequest,
  sent: string,
  requestId: string,
  token: string,
  tokenHash: string,
): Promise<RefereeReply<JoinedSeat>> {
  if (prior.body !== sent)
    return refuse(
      409,
      'REQUEST_ID_REUSED',
      `request ${requestId} was already answered for another request`,
    );
  const { id, seat, commitment } = JSON.parse(prior.answer) as Omit<JoinedSeat, 'token'>;
  if (!(await ctx.store.seatOf(tokenHash)))
    return refuse(
      410,
      'TOKEN_NOT_KEPT',
      `join ${requestId} was answered by an older referee, which kept no token to send again: the first answer's token still plays`,
    );
  return answer<JoinedSeat>(201, { id, seat, token, commitment });
}
