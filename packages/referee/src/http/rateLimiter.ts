// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** Counts each address's requests of each kind in one-minute windows. */
export interface RateLimiter {
  /** Counts one request; `false` when the address is past its limit for this minute. */
  allow(address: string, kind: string, limit: number): boolean;
}

/** The most addresses counted in one minute: past it, the window starts again (memory stays bounded). */
const MAX_KEYS = 100_000;

/** A limiter whose windows start every minute of `clock`. */
export function createRateLimiter(clock: () => number): RateLimiter {
  let window: number | undefined;
  let counts = new Map<string, number>();
  return {
    allow(address, kind, limit) {
      const minute = Math.floor(clock() / 60_000);
      if (minute !== window || counts.size >= MAX_KEYS) {
        window = minute;
        counts = new Map();
      }
      const key = `${kind} ${address}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limit;
    },
  };
}
