// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { after, cancel } from '../core/timers.js';
import type { NodeResponse } from './nodeHttp.js';

/** How long an event stream waits for a client that reads nothing, in milliseconds. */
export const STALLED_MS = 15_000;

/**
 * Resolves once `response` has room again (`true`), or once its connection is closed (`false`).
 * A client that reads nothing for `ms` while more is to be written is cut off (`false`): a
 * reader that does not read holds no place, no buffer and no wait past it, and an EventSource
 * that does read again reconnects with `Last-Event-ID`, missing nothing.
 */
export function drained(response: NodeResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = after(ms, () => {
      response.destroy();
      // Stryker disable next-line BooleanLiteral: a stream told `true` writes on, finds its
      // response destroyed at its next part, and stops as `false` stops it.
      resolve(false);
    });
    response.once('drain', () => {
      cancel(timer);
      resolve(true);
    });
    response.once('close', () => {
      cancel(timer);
      // Stryker disable next-line BooleanLiteral: a stream told `true` goes on to its next part,
      // which its client's going away has ended (the close aborts the stream), and stops.
      resolve(false);
    });
  });
}
