// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredSeat } from './Store.js';
import type { CoreContext } from './CoreContext.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';
import { hashToken } from './tokens.js';

/** The refusal of a request without the token of a seat. */
const unauthorized = (): RefereeRefusal =>
  refuse(401, 'UNAUTHORIZED', 'send Authorization: Bearer TOKEN, the token of your seat');

/** The seat a token plays on match `id`, or the refusal for a token that plays none there. */
export async function seatOfToken(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
): Promise<StoredSeat | RefereeRefusal> {
  if (token === undefined || token.length > 128) return unauthorized();
  const known = ctx.tokens.seatOf(token);
  const seat = known ?? (await ctx.store.seatOf(await hashToken(token)));
  if (!seat) return unauthorized();
  // Remembered again when known: cheaper than a test, and the seat never changes.
  ctx.tokens.remember(token, seat);
  if (seat.matchId !== id)
    return refuse(403, 'NOT_YOUR_MATCH', `your token plays in another match, not in ${id}`);
  return seat;
}
