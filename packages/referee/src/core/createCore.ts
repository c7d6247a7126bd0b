// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { causeOf } from './causeOf.js';
import type { CoreContext } from './CoreContext.js';
import type { Referee } from './Referee.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { hostMatch } from './hostMatch.js';
import { joinMatch } from './joinMatch.js';
import { keyedQueue } from './keyedQueue.js';
import { openMatches, recordOf, viewMatch, watchMatch, type Watch } from './matchQueries.js';
import { answer, refuse } from './reply.js';
import { rematchMatch } from './rematchMatch.js';
import { revealSeed } from './revealSeed.js';
import { judgeMove } from './judgeMove.js';
import { sharedHealth } from './sharedHealth.js';
import { StoreFailure } from './storeFailure.js';
import { isRefusal } from './readBodies.js';

/**
 * The referee's API, and `watch`, the place of a wait held for a whole event stream (a stream is
 * refused before it starts, not after).
 */
export interface Core extends Referee {
  /** A place to wait on match `id` (see `watchMatch`), or the refusal. */
  readonly watch: (id: string, token?: string) => Promise<Watch | RefereeRefusal>;
}

/** The referee's API over a context: each call answers, refuses, or fails as a 5xx refusal. */
export function createCore(ctx: CoreContext): Core {
  const storeHealth = sharedHealth(() => ctx.store.health());
  const rematches = keyedQueue();
  /** Runs one call; a store's failure is a 503 and any other a 500, each logged with its cause. */
  async function serve<T>(
    what: string,
    match: string | undefined,
    call: () => Promise<T | RefereeRefusal>,
  ): Promise<T | RefereeRefusal> {
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

  const watch = (id: string, token?: string) =>
    serve('wait', id, async (): Promise<Watch | RefereeRefusal> => {
      const held = await watchMatch(ctx, id, token);
      if (isRefusal(held)) return held;
      return {
        next: (after, signal) => serve('wait', id, () => held.next(after, signal)),
        leave: held.leave,
      };
    });

  return {
    watch,
    create: (body, context) =>
      serve('create', undefined, () => hostMatch(ctx, body, context?.address)),
    join: (id, body) => serve('join', id, () => joinMatch(ctx, id, body)),
    rematch: (id, token, body) =>
      serve('rematch', id, () => rematchMatch(ctx, id, token, body, rematches)),
    reveal: (id, token, body) => serve('reveal', id, () => revealSeed(ctx, id, token, body)),
    move: (id, token, body) => serve('move', id, () => judgeMove(ctx, id, token, body)),
    view: (id) => serve('view', id, () => viewMatch(ctx, id)),
    waitFor: async (id, after, options = {}) => {
      const held = await watch(id, options.token);
      if (isRefusal(held)) return held;
      try {
        return await held.next(after, options.signal);
      } finally {
        held.leave();
      }
    },
    record: (id) => serve('record', id, () => recordOf(ctx, id) as never),
    openMatches: () => serve('list', undefined, () => openMatches(ctx)),
    health: () =>
      serve('health', undefined, async () => {
        await storeHealth();
        return answer(200, { ok: true as const });
      }),
  };
}
