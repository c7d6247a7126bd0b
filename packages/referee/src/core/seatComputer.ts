// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { commitTo } from 'kiri-dice/fair';
import type { CoreContext } from './CoreContext.js';
import type { JoinedSeat } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { computerSecret, computerValue, type ComputerStrategy } from './computerSecrets.js';
import { seatPlayer } from './seatPlayer.js';

/**
 * Seats the computer, playing `strategy`, in the next free seat of match `id`, whose server seed
 * is `serverSeed`: it commits to its value of round 1 as any player does. Its join's id is
 * derived too, so that a seat sent again (after a crash, by another process) is the same seat.
 */
export async function seatComputer(
  ctx: CoreContext,
  id: string,
  serverSeed: string,
  strategy: ComputerStrategy,
): Promise<RefereeReply<JoinedSeat>> {
  const requestId = await computerSecret(serverSeed, strategy, 'join');
  const seedCommitment = await commitTo(await computerValue(serverSeed, strategy, 1));
  return seatPlayer(ctx, id, { requestId, seedCommitment }, true);
}
