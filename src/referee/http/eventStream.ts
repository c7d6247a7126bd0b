import type { Referee } from '../core/Referee.js';
import type { RefereeLimits } from '../core/limits.js';
import type { MatchView } from '../core/MatchView.js';
import { now } from '../core/timers.js';

/**
 * Server-Sent Events of a match: an event `match` with the view at each new step (its `id`
 * is the step, so a client that reconnects with `Last-Event-ID` misses none), a comment at
 * each quiet poll, and the end after `streamTimeout` or when the referee closes.
 */
export function eventStream(
  referee: Referee,
  limits: RefereeLimits,
  id: string,
  first: MatchView,
  options: { readonly after: number; readonly token?: string; readonly closing: AbortSignal },
): Response {
  const gone = new AbortController();
  const end = () => gone.abort();
  options.closing.addEventListener('abort', end);
  const encoder = new TextEncoder();
  // A function, not the field: the field changes while the stream awaits.
  const stopped = () => gone.signal.aborted;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const event = (view: MatchView) =>
        send(`id: ${view.step}\nevent: match\ndata: ${JSON.stringify(view)}\n\n`);
      const until = now() + limits.streamTimeout;
      let step = options.after;
      send(`retry: 1000\n\n`);
      if (first.step > step) {
        event(first);
        step = first.step;
      }
      while (!stopped() && now() < until) {
        const next = await referee.waitFor(id, step, {
          signal: gone.signal,
          ...(options.token === undefined ? {} : { token: options.token }),
        });
        if (next.type === 'refusal' || stopped()) break;
        if (next.body.step > step) {
          event(next.body);
          step = next.body.step;
        } else send(': quiet\n\n');
      }
      options.closing.removeEventListener('abort', end);
      try {
        controller.close();
      } catch {
        // The client went away first.
      }
    },
    cancel: end,
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
  });
}
