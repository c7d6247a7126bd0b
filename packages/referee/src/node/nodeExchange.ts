// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { ExchangeHandler, ExchangeRequest } from '../http/Exchange.js';
import { goneSignal, type GoneSignal } from '../http/goneSignal.js';
import type { NodeRequest, NodeResponse } from './nodeHttp.js';
import { readCapped } from '../http/readCapped.js';
import { utf8Length } from '../http/utf8Length.js';
import { drained, STALLED_MS } from './drained.js';

/**
 * Serves one `node:http` request with the referee's exchange handler directly: the request is
 * read as it came (no `Request`, `Headers` or Web stream), and the answer written at once (no
 * `Response`). An event stream is written a part at a time, as fast as its client reads, and cut
 * off when its client reads nothing for `stalledMs` (see {@link drained}).
 */
export async function answerNative(
  handler: ExchangeHandler,
  path: string,
  request: NodeRequest,
  response: NodeResponse,
  stalledMs: number = STALLED_MS,
): Promise<void> {
  // Aborted when the client goes away: after a whole answer nothing listens to it any more, and
  // this signal's abort costs no more than a call (unlike an AbortController's, see
  // `toNodeListener`).
  const gone = goneSignal();
  response.on('close', () => gone.abort());
  const method = request.method ?? 'GET';
  const answer = await handler(exchangeOf(method, path, request, gone));
  if (response.destroyed) {
    if (answer.type === 'events') answer.stop();
    return;
  }
  const headers: Record<string, string> = { ...answer.headers };
  // A body left unread (too large) is not waited for: the connection closes after the answer.
  if (method !== 'GET' && method !== 'HEAD' && !request.complete) headers['connection'] = 'close';
  if (answer.type === 'whole') {
    headers['content-length'] = String(utf8Length(answer.text));
    response.writeHead(answer.status, headers);
    response.end(method === 'HEAD' ? undefined : answer.text);
    return;
  }
  response.writeHead(answer.status, headers);
  // A function, not the field: the client may go away while the stream is written.
  const closed = () => response.destroyed;
  for await (const part of answer.parts) {
    if (closed()) break;
    if (!response.write(part) && !(await drained(response, stalledMs))) break;
  }
  if (!closed()) response.end();
}

function exchangeOf(
  method: string,
  path: string,
  request: NodeRequest,
  signal: GoneSignal,
): ExchangeRequest {
  const at = path.indexOf('?');
  let query: URLSearchParams | undefined;
  return {
    method,
    path: at === -1 ? path : path.slice(0, at),
    query: (name) =>
      // Stryker disable next-line ConditionalExpression,UnaryOperator: a path with no `?` read as a
      // query has no parameter a route reads (`after=` cannot be in a path that a route accepts:
      // its ids are `[A-Za-z0-9_-]`), as no query has.
      at === -1 ? null : (query ??= new URLSearchParams(path.slice(at + 1))).get(name),
    header: (name) => {
      const value = request.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    body: (limit) => readCapped(request, limit),
    signal,
    address: request.socket.remoteAddress,
  };
}
