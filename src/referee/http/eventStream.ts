import type { RefereeLimits } from '../core/limits.js';
import type { MatchView } from '../core/MatchView.js';
import type { Watch } from '../core/readMatch.js';
import { now } from '../core/timers.js';

/** Whether a match never changes again: over, or expired. */
export const isFinal = (view: MatchView): boolean => view.expired || view.state.phase === 'over';

/**
 * Server-Sent Events of a match, on a place already held (a stream is refused before it starts,
 * never after its 200): an event `match` with the view at each new step (its `id` is the step,
 * so a client that reconnects with `Last-Event-ID` misses none), a comment at each quiet poll,
 * and the end after `streamTimeout`, once the match is over or expired, when the client leaves
 * (its place is free at once) or when the referee closes.
 */
export function eventStream(
  watch: Watch,
  limits: RefereeLimits,
  first: MatchView,
  options: {
    readonly after: number;
    readonly closing: AbortSignal;
    /** The request's signal: it aborts when the client goes away. */
    readonly signal: AbortSignal;
    /** Gives back every place the stream holds. */
    readonly leave: () => void;
  },
): Response {
  const gone = new AbortController();
  const end = () => gone.abort();
  options.closing.addEventListener('abort', end);
  options.signal.addEventListener('abort', end);
  // A client gone before its stream began is never read from: the stream ends at once.
  if (options.signal.aborted) end();
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
      let last = first;
      try {
        send(`retry: 1000\n\n`);
        if (first.step > step) {
          event(first);
          step = first.step;
        }
        while (!stopped() && !isFinal(last) && now() < until) {
          const next = await watch.next(step, gone.signal);
          if (next.type === 'refusal' || stopped()) break;
          last = next.body;
          // A match that expires keeps its step: its view is sent all the same, and ends the stream.
          if (last.step > step || last.expired) {
            event(last);
            step = last.step;
          } else send(': quiet\n\n');
        }
      } finally {
        options.closing.removeEventListener('abort', end);
        options.signal.removeEventListener('abort', end);
        options.leave();
        try {
          controller.close();
        } catch {
          // The client went away first.
        }
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
