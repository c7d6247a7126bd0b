// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { ExchangeAnswer, ExchangeHandler, ExchangeRequest } from './Exchange.js';
import { EXCHANGE } from './Exchange.js';
import { readCapped } from './readCapped.js';

/**
 * What the handler may know of a request beyond the request itself: the client's address, for
 * the per-address rate limits (without one, those limits do not apply).
 *
 * @example
 * ```ts
 * import type { RequestContext } from '@kiri-dice/referee';
 *
 * const context: RequestContext = { address: '127.0.0.1' };
 * ```
 */
export interface RequestContext {
  /** The client's IP address; without it (or `undefined`), the per-address limits do not apply. */
  readonly address?: string | undefined;
}

/** A referee's `fetch`: a Web-standard handler that carries its exchange handler. */
export type FetchHandler = ((request: Request, context?: RequestContext) => Promise<Response>) & {
  readonly [EXCHANGE]?: ExchangeHandler;
};

/** The Web-standard handler over the referee's exchanges: `Request` in, `Response` out. */
export function createFetchHandler(exchange: ExchangeHandler): FetchHandler {
  const fetch = async (request: Request, context: RequestContext = {}) =>
    toResponse(await exchange(fromRequest(request, context)), request.method === 'HEAD');
  return Object.assign(fetch, { [EXCHANGE]: exchange });
}

function fromRequest(request: Request, context: RequestContext): ExchangeRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    query: (name) => url.searchParams.get(name),
    header: (name) => request.headers.get(name),
    body: (limit) =>
      request.body === null
        ? Promise.resolve(new Uint8Array(0))
        : readCapped(request.body as unknown as AsyncIterable<Uint8Array>, limit),
    signal: request.signal,
    address: context.address,
  };
}

function toResponse(answer: ExchangeAnswer, head: boolean): Response {
  const init = { status: answer.status, headers: answer.headers };
  // A HEAD is answered whole (never with events), and without its body.
  if (answer.type === 'whole') return new Response(head ? null : answer.text, init);
  const encoder = new TextEncoder();
  const parts = answer.parts[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    // The stop returns the stream's generator: its wait ends, and its place is given back.
    cancel: answer.stop,
  });
  return new Response(stream, init);
}
