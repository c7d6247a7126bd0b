import type { StoredSeat } from '../store/Store.js';
import type { CoreContext } from './CoreContext.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';
import { hashToken } from './tokens.js';

/** The seat a token plays on match `id`, or the refusal for a token that plays none there. */
export async function seatOfToken(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
): Promise<StoredSeat | RefereeRefusal> {
  const seat =
    token === undefined || token.length > 128
      ? undefined
      : await ctx.store.seatOf(await hashToken(token));
  if (!seat)
    return refuse(401, 'UNAUTHORIZED', 'send Authorization: Bearer TOKEN, the token of your seat');
  if (seat.matchId !== id)
    return refuse(403, 'NOT_YOUR_MATCH', `your token plays in another match, not in ${id}`);
  return seat;
}
