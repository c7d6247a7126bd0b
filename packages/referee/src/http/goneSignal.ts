// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { AbortSignalLike } from '../core/timers.js';

/**
 * A signal aborted by hand, once: an `AbortController` and its event target cost more per
 * request, and per event of a stream, whose every wait adds and removes a listener.
 */
export interface GoneSignal extends AbortSignalLike {
  abort(): void;
}

/** A fresh signal, not aborted: `abort()` aborts it, once however often it is called. */
export function goneSignal(): GoneSignal {
  let listeners: (() => void)[] = [];
  const signal = {
    aborted: false,
    addEventListener: (_type: 'abort', listener: () => void) => void listeners.push(listener),
    removeEventListener: (_type: 'abort', listener: () => void) =>
      void (listeners = listeners.filter((other) => other !== listener)),
    abort() {
      if (signal.aborted) return;
      signal.aborted = true;
      for (const listener of listeners) listener();
    },
  };
  return signal;
}
