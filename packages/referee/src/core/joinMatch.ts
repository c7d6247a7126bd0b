// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { CoreContext } from './CoreContext.js';
import type { JoinedSeat } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { isRefusal, readJoin } from './readBodies.js';
import { seatPlayer } from './seatPlayer.js';

/**
 * A seat for a player who commits to its seed, with `{ requestId, seedCommitment, invitation? }`.
 * Idempotent: a join sent again with the same `requestId` and body gets the same seat and token.
 */
export async function joinMatch(
  ctx: CoreContext,
  id: string,
  body: unknown,
): Promise<RefereeReply<JoinedSeat>> {
  const given = readJoin(body);
  if (isRefusal(given)) return given;
  return seatPlayer(ctx, id, given, false);
}
