// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { RefereeLimits } from '../core/RefereeLimits.js';
import type { MatchView } from '../core/MatchView.js';
import type { Watch } from '../core/matchQueries.js';
import type { RefereeAnswer } from '../core/RefereeReply.js';
import { after, cancel, now, type AbortSignalLike } from '../core/timers.js';
import type { ExchangeAnswer } from './Exchange.js';
import { goneSignal } from './goneSignal.js';

/** Whether a match never changes again: over, or expired. */
export const isFinal = (view: MatchView): boolean => view.expired || view.state.phase === 'over';

/**
 * Server-Sent Events of a match, on a place already held (a stream is refused before it starts,
 * never after its 200): an event `match` with the view at each new step (its `id` is the step,
 * so a client that reconnects with `Last-Event-ID` misses none), a comment at each quiet poll,
 * and the end after `streamTimeout`, once the match is over or expired, when the client leaves
 * (`stop`, or the request's signal: its place is free at once) or when the referee closes.
 */
export function eventStream(
  watch: Watch,
  limits: RefereeLimits,
  first: RefereeAnswer<MatchView>,
  options: {
    readonly after: number;
    readonly closing: AbortSignal;
    /** The request's signal: it aborts when the client goes away. */
    readonly signal: AbortSignalLike;
    /** Gives back every place the stream holds. */
    readonly leave: () => void;
  },
): ExchangeAnswer {
  const gone = goneSignal();
  let began = false;
  // Once: by the stream's end, or by its stop before it began (then it never begins).
  const leave = () => {
    cancel(timer);
    // Stryker disable next-line StringLiteral: a listener left on the request's signal once the
    // stream ended calls `stop`, which finds the stream begun and done: nothing happens.
    options.signal.removeEventListener('abort', stop);
    options.leave();
  };
  // A stream stopped is ended now, so that its place is free at once: one not yet begun is
  // never read, and one that waits for its reader to take a part never hears the stop.
  function stop() {
    if (gone.aborted) return;
    gone.abort();
    void stream.return(undefined);
    if (!began) leave();
  }
  // The answer's own text: each step's view is written once, for every reader.
  const event = (view: RefereeAnswer<MatchView>) =>
    `id: ${view.body.step}\nevent: match\ndata: ${view.text}\n\n`;
  async function* parts(): AsyncGenerator<string> {
    began = true;
    // A function, not the field: the field changes while the stream awaits.
    const stopped = () => gone.aborted;
    try {
      const until = now() + limits.streamTimeout;
      let step = options.after;
      let last = first;
      yield `retry: 1000\n\n`;
      if (first.body.step > step) {
        yield event(first);
        step = first.body.step;
      }
      // The referee's close ends every wait, and the loop with it: no listener a stream on the
      // closing signal (more than ten of them made Node warn of a leak).
      // Stryker disable next-line EqualityOperator: at the very millisecond of the stream's time,
      // its timer ends it either way.
      while (!stopped() && !options.closing.aborted && !isFinal(last.body) && now() < until) {
        const next = await watch.next(step, gone);
        if (next.type === 'refusal' || stopped()) break;
        last = next;
        // A match that expires keeps its step: its view is sent all the same, and ends the stream.
        if (last.body.step > step || last.body.expired) {
          yield event(last);
          step = last.body.step;
        } else yield ': quiet\n\n';
      }
    } finally {
      leave();
    }
  }
  const stream = parts();
  // The stream ends at its time, also in the middle of a wait or of a part its client has not
  // read: a wait lasts up to pollTimeout.
  const timer = after(limits.streamTimeout, stop);
  options.signal.addEventListener('abort', stop);
  if (options.signal.aborted) stop();
  return {
    type: 'events',
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
    parts: stream,
    stop,
  };
}
