// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Store } from './Store.js';
import type { StoreOutages } from './storeOutages.js';
import { now } from './timers.js';

/** A store's own failure (a lost connection, a full disk): the referee answers 503 for it. */
export class StoreFailure extends Error {
  /** What the store threw. */
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(`the store failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.cause = cause;
  }
}

/**
 * `store` with every rejection of its methods turned into a {@link StoreFailure}, and noted in
 * `outages` with every success.
 */
export function failingAsStore(store: Store, outages: StoreOutages): Store {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      let result: R;
      try {
        result = await call(...args);
      } catch (error) {
        outages.failed(now());
        throw new StoreFailure(error);
      }
      outages.worked(now());
      return result;
    };
  return {
    createMatch: wrap((m) => store.createMatch(m)),
    match: wrap((id) => store.match(id)),
    moves: wrap((id, from) => store.moves(id, from)),
    reveals: wrap((id, from) => store.reveals(id, from)),
    committed: wrap((id, commitment) => store.committed(id, commitment)),
    openMatches: wrap((limit, since, perHost) => store.openMatches(limit, since, perHost)),
    takeSeat: wrap((seat, request, at, due) => store.takeSeat(seat, request, at, due)),
    seatOf: wrap((hash) => store.seatOf(hash)),
    request: wrap((m, s, r) => store.request(m, s, r)),
    revealSeed: wrap((m, s, c, r, at, due) => store.revealSeed(m, s, c, r, at, due)),
    commitMove: wrap((move) => store.commitMove(move)),
    dueMatches: wrap((at, limit) => store.dueMatches(at, limit)),
    reschedule: wrap((m, seen, due) => store.reschedule(m, seen, due)),
    subscribe: (listener) => store.subscribe(listener),
    matchIds: wrap(() => store.matchIds()),
    health: wrap(() => store.health()),
    close: wrap(() => store.close()),
  };
}
