// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Store } from './Store.js';

/** A store's own failure (a lost connection, a full disk): the referee answers 503 for it. */
export class StoreFailure extends Error {
  /** What the store threw. */
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(`the store failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.cause = cause;
  }
}

/** `store` with every rejection of its methods turned into a {@link StoreFailure}. */
export function failingAsStore(store: Store): Store {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw new StoreFailure(error);
      }
    };
  return {
    createMatch: wrap((m) => store.createMatch(m)),
    match: wrap((id) => store.match(id)),
    moves: wrap((id, from) => store.moves(id, from)),
    openMatches: wrap((limit, since, perHost) => store.openMatches(limit, since, perHost)),
    takeSeat: wrap((seat, request, at) => store.takeSeat(seat, request, at)),
    seatOf: wrap((hash) => store.seatOf(hash)),
    request: wrap((m, s, r) => store.request(m, s, r)),
    revealSeed: wrap((m, s, c, r) => store.revealSeed(m, s, c, r)),
    commitMove: wrap((move) => store.commitMove(move)),
    subscribe: (listener) => store.subscribe(listener),
    matchIds: wrap(() => store.matchIds()),
    health: wrap(() => store.health()),
    close: wrap(() => store.close()),
  };
}
