// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.

/** Runs the calls of one key one after another: see {@link keyedQueue}. */
export interface KeyedQueue {
  <T>(key: string, run: () => Promise<T>): Promise<T>;
  /** How many keys it holds: those with calls under way. */
  readonly size: () => number;
}

/**
 * A queue for each key, which runs its calls one at a time, in order, whatever the last one's
 * outcome. A key is forgotten once its last call is done, so that it holds no more keys than
 * calls under way.
 */
export function keyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  const queue = <T>(key: string, run: () => Promise<T>) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
  return Object.assign(queue, { size: () => tails.size });
}
