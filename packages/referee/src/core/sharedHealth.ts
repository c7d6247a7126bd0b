// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { now } from './timers.js';

/** How long the outcome of a store's health check answers `/health`, in milliseconds. */
export const HEALTH_KEPT_MS = 1000;

/**
 * A store's health check, shared: each check is a write synced to disk, so at most one runs at
 * a time, and its outcome (a success or the failure) answers every check for a second after it,
 * however many clients ask.
 */
export function sharedHealth(check: () => Promise<void>): () => Promise<void> {
  let shared: Promise<void> | undefined;
  // When the outcome goes stale: never while the check runs.
  let until = 0;
  return () => {
    // `until` is 0 until the first check starts: `shared` is set whenever it is later.
    if (now() < until) return shared!;
    until = Infinity;
    shared = check().finally(() => (until = now() + HEALTH_KEPT_MS));
    return shared;
  };
}
