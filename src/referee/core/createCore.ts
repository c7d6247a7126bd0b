import { causeOf } from './causeOf.js';
import type { CoreContext } from './CoreContext.js';
import type { Referee } from './Referee.js';
import type { RefereeReply } from './RefereeReply.js';
import { createMatch } from './createMatch.js';
import { joinMatch } from './joinMatch.js';
import { openMatches, recordOf, viewMatch, waitForMatch } from './readMatch.js';
import { answer, refuse } from './reply.js';
import { revealSeed } from './revealSeed.js';
import { playMove } from './playMove.js';
import { seatOfToken } from './seatOfToken.js';
import { sharedHealth } from './sharedHealth.js';
import { StoreFailure } from './storeFailure.js';
import { isRefusal } from './readBodies.js';

/** The referee's API over a context: each call answers, refuses, or fails as a 5xx refusal. */
export function createCore(ctx: CoreContext): Referee {
  const storeHealth = sharedHealth(() => ctx.store.health());
  /** Runs one call; a store's failure is a 503 and any other a 500, each logged with its cause. */
  async function serve<T>(
    what: string,
    match: string | undefined,
    call: () => Promise<RefereeReply<T>>,
  ): Promise<RefereeReply<T>> {
    try {
      return await call();
    } catch (error) {
      const store = error instanceof StoreFailure;
      const cause = store ? error.cause : error;
      ctx.log({
        level: store ? 'warn' : 'error',
        message: `${what} failed: ${store ? 'the store is unavailable' : 'internal error'}`,
        ...(match === undefined ? {} : { match }),
        cause: causeOf(cause),
      });
      return store
        ? refuse(
            503,
            'STORE_UNAVAILABLE',
            'the referee cannot reach its store now; nothing was changed: try again shortly',
          )
        : refuse(500, 'INTERNAL', 'the referee failed; nothing was changed');
    }
  }

  return {
    create: (body) => serve('create', undefined, () => createMatch(ctx, body)),
    join: (id, body) => serve('join', id, () => joinMatch(ctx, id, body)),
    reveal: (id, token, body) => serve('reveal', id, () => revealSeed(ctx, id, token, body)),
    move: (id, token, body) => serve('move', id, () => playMove(ctx, id, token, body)),
    view: (id) => serve('view', id, () => viewMatch(ctx, id)),
    waitFor: (id, after, options = {}) =>
      serve('wait', id, async () => {
        const found = await viewMatch(ctx, id);
        if (isRefusal(found)) return found;
        let who: 'seat:0' | 'seat:1' | 'spectator' = 'spectator';
        if (options.token !== undefined) {
          const seat = await seatOfToken(ctx, id, options.token);
          if (isRefusal(seat)) return seat;
          who = seat.seat === 0 ? 'seat:0' : 'seat:1';
        }
        return waitForMatch(ctx, id, after, who, options.signal);
      }),
    record: (id) => serve('record', id, () => recordOf(ctx, id) as never),
    openMatches: () => serve('list', undefined, () => openMatches(ctx)),
    health: () =>
      serve('health', undefined, async () => {
        await storeHealth();
        return answer(200, { ok: true as const });
      }),
  };
}
