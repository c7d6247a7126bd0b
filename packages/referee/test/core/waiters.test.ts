import { describe, expect, it, vi } from 'vitest';
import type { AbortSignalLike } from '../../src/core/timers.js';
import { createWaiters } from '../../src/core/waiters.js';
import { memoryStore, type Store } from '@kiri-dice/referee';

/** A store that only tells of changes, when the test says so. */
function changingStore() {
  let listener: ((match: string) => void) | undefined;
  const store = {
    subscribe: (heard: (match: string) => void) => {
      listener = heard;
      return () => (listener = undefined);
    },
  } as unknown as Store;
  return { store, change: (match: string) => listener?.(match), listening: () => !!listener };
}

/** A signal that counts its listeners (of the type `abort` only: another name is no listener). */
function countedSignal() {
  const listeners = new Set<() => void>();
  const state = { aborted: false };
  const signal = {
    get aborted() {
      return state.aborted;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'abort') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'abort') listeners.delete(listener);
    },
    abort() {
      state.aborted = true;
      for (const listener of [...listeners]) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
  return signal satisfies AbortSignalLike;
}

describe('createWaiters', () => {
  it('holds no place once closed, and ends every wait at once', async () => {
    const { store, listening } = changingStore();
    const waiters = createWaiters(store, 1, 1);
    const first = waiters.enter('m', 'seat:0');
    expect(waiters.enter('m', 'seat:0')).toBeNull();
    const waiting = waiters.next('m', 60_000);
    waiters.close();
    expect(await waiting.woken).toBe('end');
    expect(listening()).toBe(false);
    // Closed: every wait gets a place that holds nothing, and ends at once.
    for (let n = 0; n < 3; n++) expect(waiters.enter('m', 'seat:0')).toBeTypeOf('function');
    first?.();
    expect(await waiters.next('m', 60_000).woken).toBe('end');
  });

  it("counts each seat's places and the spectators' apart, and gives each back once", () => {
    const waiters = createWaiters(memoryStore(), 2, 1);
    const a = waiters.enter('m', 'seat:0')!;
    const b = waiters.enter('m', 'seat:0')!;
    expect(waiters.enter('m', 'seat:0')).toBeNull();
    expect(waiters.enter('m', 'seat:1')).toBeTypeOf('function');
    expect(waiters.enter('m', 'spectator')).toBeTypeOf('function');
    expect(waiters.enter('m', 'spectator')).toBeNull();
    a();
    const c = waiters.enter('m', 'seat:0')!;
    expect(waiters.enter('m', 'seat:0')).toBeNull();
    b();
    c();
    expect(waiters.held().places).toBe(2);
  });

  it('wakes with change, time or end, and keeps nothing of a wait that has ended', async () => {
    const { store, change } = changingStore();
    const waiters = createWaiters(store, 4, 4);
    const [one, two] = [waiters.next('m', 60_000), waiters.next('m', 60_000)];
    const other = waiters.next('n', 60_000);
    expect(waiters.held().matches).toBe(2);
    one.stop();
    expect(await one.woken).toBe('end');
    change('m');
    expect(await two.woken).toBe('change');
    // A wait stopped after it ended leaves the next wait on its match in place.
    const three = waiters.next('m', 60_000);
    one.stop();
    two.stop();
    change('m');
    expect(await three.woken).toBe('change');
    expect(await waiters.next('m', 1).woken).toBe('time');
    other.stop();
    expect(waiters.held()).toEqual({ matches: 0, places: 0 });
  });

  it('cancels the timer of a wait that ends before its time', async () => {
    vi.useFakeTimers();
    try {
      const { store, change } = changingStore();
      const waiters = createWaiters(store, 4, 4);
      const [woken, stopped] = [waiters.next('m', 60_000), waiters.next('n', 60_000)];
      expect(vi.getTimerCount()).toBe(2);
      change('m');
      stopped.stop();
      expect(await woken.woken).toBe('change');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a wait when its signal aborts, or at once when it has, and lets go of the signal', async () => {
    const waiters = createWaiters(changingStore().store, 1, 1);
    const signal = countedSignal();
    const wait = waiters.next('m', 60_000, signal);
    expect(signal.listeners).toBe(1);
    signal.abort();
    expect(await wait.woken).toBe('end');
    expect(signal.listeners).toBe(0);
    const late = waiters.next('m', 60_000, signal);
    expect(signal.listeners).toBe(0);
    expect(await late.woken).toBe('end');
    const kept = countedSignal();
    const stopped = waiters.next('m', 60_000, kept);
    stopped.stop();
    expect(await stopped.woken).toBe('end');
    expect(kept.listeners).toBe(0);
    expect(waiters.held().matches).toBe(0);
  });
});
