import type { Referee } from '../core/Referee.js';
import type { RefereeLimits } from '../core/limits.js';
import type { MatchView } from '../core/MatchView.js';
import type { RefereeAnswer } from '../core/RefereeReply.js';
import { now } from '../core/timers.js';
import type { ExchangeAnswer } from './Exchange.js';
import { goneSignal } from './goneSignal.js';

/**
 * Server-Sent Events of a match: an event `match` with the view at each new step (its `id`
 * is the step, so a client that reconnects with `Last-Event-ID` misses none), a comment at
 * each quiet poll, and the end after `streamTimeout`, when the referee closes or when its
 * client goes away (`stop`).
 */
export function eventStream(
  referee: Referee,
  limits: RefereeLimits,
  id: string,
  first: RefereeAnswer<MatchView>,
  options: { readonly after: number; readonly token?: string; readonly closing: AbortSignal },
): ExchangeAnswer {
  const gone = goneSignal();
  const stop = () => gone.abort();
  // The answer's own text: each step's view is written once, for every reader.
  const event = (view: RefereeAnswer<MatchView>) =>
    `id: ${view.body.step}\nevent: match\ndata: ${view.text}\n\n`;
  async function* parts(): AsyncGenerator<string> {
    options.closing.addEventListener('abort', stop);
    // A function, not the field: the field changes while the stream awaits.
    const stopped = () => gone.aborted;
    try {
      const until = now() + limits.streamTimeout;
      let step = options.after;
      yield `retry: 1000\n\n`;
      if (first.body.step > step) {
        yield event(first);
        step = first.body.step;
      }
      while (!stopped() && now() < until) {
        const next = await referee.waitFor(id, step, {
          signal: gone,
          ...(options.token === undefined ? {} : { token: options.token }),
        });
        if (next.type === 'refusal' || stopped()) break;
        if (next.body.step > step) {
          yield event(next);
          step = next.body.step;
        } else yield ': quiet\n\n';
      }
    } finally {
      options.closing.removeEventListener('abort', stop);
    }
  }
  return {
    type: 'events',
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
    parts: parts(),
    stop,
  };
}
