// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredSeat } from './Store.js';

/** How many seats' tokens a referee remembers: past it, the memory starts again. */
export const TOKENS_KEPT = 10_000;

/**
 * The seats that tokens play, as one referee learned them from its store: a seat sends its
 * token with every move, long poll and event stream's wait, and each would cost a SHA-256 (Web
 * Crypto's, a job on another thread and a promise: a tenth of the referee's time under load) and
 * a read of the store. A seat never changes once taken, so what the store said stays true. Only
 * a token that the store showed to play a seat is remembered, so a caller's made-up tokens never
 * reach it.
 */
export interface SeatTokens {
  /** The seat `token` plays, when it is known. */
  readonly seatOf: (token: string) => StoredSeat | undefined;
  /** Remembers the seat a token plays. */
  readonly remember: (token: string, seat: StoredSeat) => void;
}

/** A memory of seats by token, holding at most `kept` of them. */
export function createSeatTokens(kept: number = TOKENS_KEPT): SeatTokens {
  let seats = new Map<string, StoredSeat>();
  return {
    seatOf: (token) => seats.get(token),
    remember: (token, seat) => {
      if (seats.size >= kept) seats = new Map();
      seats.set(token, seat);
    },
  };
}
