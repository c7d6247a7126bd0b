// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { causeOf } from '../core/causeOf.js';
import type { RefereeLogger } from '../core/RefereeLogger.js';
import type { RequestContext } from '../http/fetchHandler.js';
import type { NodeRequest, NodeResponse } from './nodeHttp.js';
import { EXCHANGE, type ExchangeHandler } from '../http/Exchange.js';
import { answerNative } from './nodeExchange.js';

/** A path that a URL parser would rewrite: the referee refuses it rather than guess. */
const UNNORMAL = /\/\/|\/\.\.?(\/|$)|%2e|\\|^[^/]/i;

/** A JSON refusal written straight to a Node response. */
export function writeRefusal(
  response: NodeResponse,
  status: number,
  code: string,
  message: string,
): void {
  const text = JSON.stringify({ code, message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(text.length),
    connection: 'close',
  });
  response.end(text);
}

/**
 * A `node:http` request listener over a Web-standard handler: the request goes in as a
 * `Request` (its body streamed, its signal aborted when the client goes away), the `Response`
 * comes out streamed. For `http.createServer(toNodeListener(referee.fetch))`, with
 * `answerClientError` for the requests Node cannot read; `serveNode` also sets the timeouts and
 * the stop.
 *
 * @param handler - a fetch-style handler, such as a referee's `fetch`
 * @param log - where a failure to answer is logged (default: nowhere)
 * @returns the listener
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { answerClientError, createReferee, memoryStore, toNodeListener } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const server = createServer(toNodeListener(referee.fetch));
 * server.on('clientError', answerClientError);
 * ```
 */
export function toNodeListener(
  handler: (request: Request, context?: RequestContext) => Promise<Response>,
  log: RefereeLogger = () => undefined,
): (request: NodeRequest, response: NodeResponse) => void {
  // A referee's own `fetch` carries its exchange handler: its requests are served without a
  // `Request` or a `Response` (see `nodeExchange.ts`); any other handler goes through them.
  const native = (handler as { readonly [EXCHANGE]?: ExchangeHandler })[EXCHANGE];
  return (request, response) => {
    void answer(handler, native, request, response).catch((error: unknown) => {
      log({
        level: 'error',
        message: 'answer failed',
        cause: causeOf(error),
      });
      if (!response.headersSent && !response.destroyed)
        writeRefusal(response, 500, 'INTERNAL', 'the referee failed; nothing was changed');
    });
  };
}

async function answer(
  handler: (request: Request, context?: RequestContext) => Promise<Response>,
  native: ExchangeHandler | undefined,
  request: NodeRequest,
  response: NodeResponse,
): Promise<void> {
  // Stryker disable next-line StringLiteral: Node sets `url` on every request it parses; without
  // one, the empty path and `/` both become the URL's root.
  const path = request.url ?? '/';
  // Stryker disable next-line StringLiteral: the query cut off and replaced by any text with no
  // `/`, `.`, `%` or `\` leaves the path's test as it was.
  if (UNNORMAL.test(path.replace(/\?.*/s, ''))) {
    writeRefusal(response, 400, 'BAD_PATH', 'send a path without //, . or .. segments');
    return;
  }
  // HTTP/1.1 requires a Host (serveNode lets such a request through, for this JSON answer
  // instead of Node's empty 400); the referee never reads it.
  if (request.httpVersion === '1.1' && request.headers['host'] === undefined) {
    writeRefusal(response, 400, 'BAD_REQUEST', 'send a Host header: HTTP/1.1 requires one');
    return;
  }
  if (native !== undefined) return answerNative(native, path, request, response);
  const gone = new AbortController();
  // Aborted only when the client went away before its answer was whole: after a whole answer
  // nobody waits on the signal, and an abort (a DOMException, the Request's own signal with it)
  // on every closed response cost the referee several percent of its time under load.
  let whole = false;
  response.on('close', () => {
    // Stryker disable next-line ConditionalExpression: an abort after a whole answer reaches no
    // listener; the flag spares its cost (an `AbortController`'s abort makes a `DOMException`),
    // which no answer shows.
    if (!whole) gone.abort();
  });
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: gone.signal };
  if (hasBody) {
    init.body = bodyStream(request);
    init.duplex = 'half';
  }
  // The origin is fixed, never the client's Host header: pasted into the URL, a Host such as
  // `x/matches` would move the path (and `[` would not parse), and the handler needs only the
  // path and the query.
  const reply = await handler(new Request(`http://referee${path}`, init), {
    address: request.socket.remoteAddress,
  });
  if (response.destroyed) return;
  const out: Record<string, string> = {};
  reply.headers.forEach((value, name) => (out[name] = value));
  // A body left unread (too large) is not waited for: the connection closes after the answer.
  if (hasBody && !request.complete) out['connection'] = 'close';
  if (reply.body === null || method === 'HEAD') {
    response.writeHead(reply.status, out);
    // Stryker disable next-line BooleanLiteral: the same, for an answer with no body.
    whole = true;
    response.end();
    return;
  }
  // A JSON answer is sent whole, with its length; only an event stream is streamed.
  if (!reply.headers.get('content-type')?.startsWith('text/event-stream')) {
    const bytes = new Uint8Array(await reply.arrayBuffer());
    out['content-length'] = String(bytes.byteLength);
    response.writeHead(reply.status, out);
    // Stryker disable next-line BooleanLiteral: the same, for a JSON answer.
    whole = true;
    response.end(bytes);
    return;
  }
  response.writeHead(reply.status, out);
  // A function, not the field: the client may go away while the body is written.
  const closed = () => response.destroyed;
  for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
    if (closed()) break;
    if (!response.write(chunk))
      await new Promise<void>((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
  }
  // Stryker disable next-line BooleanLiteral: the same, for a stream that ended.
  whole = true;
  if (!closed()) response.end();
}

/** The request's body as a Web stream, read as the handler asks for it. */
function bodyStream(request: NodeRequest): ReadableStream<Uint8Array> {
  const chunks = request[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      } catch (error) {
        // The client hung up mid-body: the handler reads the body's end as an error.
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}
