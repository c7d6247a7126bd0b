// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Store } from './Store.js';
import { after, cancel, type AbortSignalLike } from './timers.js';

/** Who waits: a seat's polls and the spectators' are counted apart. */
export type Waiter = `seat:${number}` | 'spectator';

/** How a wait ended: the match changed, its time ran out, or it was ended (the signal, the close). */
export type Woken = 'change' | 'time' | 'end';

/** One wait for a match's next change. */
export interface Wait {
  /** Resolves with how the wait ended. */
  readonly woken: Promise<Woken>;
  /** Ends the wait now (as `end`), its timer with it: for a wait no longer needed. */
  readonly stop: () => void;
}

/** Requests waiting for a match to change: long polls and event streams. */
export interface Waiters {
  /**
   * Holds a place for `who` on `match`, or `null` when its pool is full. The place is given back
   * by the returned function. Once the waiters are closed every place is free, and every wait
   * ends at once.
   */
  enter(match: string, who: Waiter): (() => void) | null;
  /** Waits for the match's next change, at most `timeout` ms, until `signal` aborts or the close. */
  next(match: string, timeout: number, signal?: AbortSignalLike): Wait;
  /** Wakes every waiter with `end` and refuses new ones: the referee is closing. */
  close(): void;
  /** The matches waited on and the places held now: none once every wait has ended (no leak). */
  held(): { readonly matches: number; readonly places: number };
}

const ENDED: Wait = Object.freeze({
  woken: Promise.resolve('end' as const),
  stop: () => undefined,
});

/** Waiters over `store`'s commits, with `perSeat` places a seat and `spectators` for the rest. */
export function createWaiters(store: Store, perSeat: number, spectators: number): Waiters {
  const wakers = new Map<string, Set<(changed: boolean) => void>>();
  const places = new Map<string, number>();
  let closed = false;
  const wake = (match: string, changed: boolean) => {
    for (const waker of [...(wakers.get(match) ?? [])]) waker(changed);
  };
  const stop = store.subscribe((match) => wake(match, true));

  return {
    enter(match, who) {
      const key = `${match} ${who}`;
      const held = places.get(key) ?? 0;
      if (closed) return () => undefined;
      if (held >= (who === 'spectator' ? spectators : perSeat)) return null;
      places.set(key, held + 1);
      // Called once, when the wait ends.
      return () => {
        const now = places.get(key)! - 1;
        if (now === 0) places.delete(key);
        else places.set(key, now);
      };
    },
    next(match, timeout, signal) {
      if (closed || signal?.aborted === true) return ENDED;
      let done!: (how: Woken) => void;
      const woken = new Promise<Woken>((resolve) => {
        const set = wakers.get(match) ?? new Set();
        wakers.set(match, set);
        done = (how) => {
          cancel(timer);
          signal?.removeEventListener('abort', leave);
          set.delete(waker);
          if (set.size === 0 && wakers.get(match) === set) wakers.delete(match);
          resolve(how);
        };
        const waker = (changed: boolean) => done(changed ? 'change' : 'end');
        const leave = () => done('end');
        const timer = after(timeout, () => done('time'));
        signal?.addEventListener('abort', leave);
        set.add(waker);
      });
      return { woken, stop: () => done('end') };
    },
    close() {
      closed = true;
      stop();
      for (const match of [...wakers.keys()]) wake(match, false);
    },
    held: () => ({ matches: wakers.size, places: places.size }),
  };
}
