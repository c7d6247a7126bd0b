/** How many seats' tokens a referee remembers the hashes of: past it, the memory starts again. */
export const TOKENS_KEPT = 10_000;

/**
 * The hashes of the tokens that play a seat, as one referee learned them: a seat sends its token
 * with every move and every long poll, and SHA-256 through Web Crypto is a job on another thread
 * and a promise each time (a tenth of the referee's time under load). Only a token that the
 * store showed to play a seat, or that the referee made itself, is remembered, so a caller's
 * made-up tokens never reach it.
 */
export interface SeatTokens {
  /** The hash of `token`, when it is known to play a seat. */
  readonly hashOf: (token: string) => string | undefined;
  /** Remembers the hash of a token that plays a seat. */
  readonly remember: (token: string, hash: string) => void;
}

/** A memory of seats' token hashes, holding at most `kept` of them. */
export function createSeatTokens(kept: number = TOKENS_KEPT): SeatTokens {
  let hashes = new Map<string, string>();
  return {
    hashOf: (token) => hashes.get(token),
    remember: (token, hash) => {
      if (hashes.size >= kept) hashes = new Map();
      hashes.set(token, hash);
    },
  };
}
