// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import { runtimeModule } from '../runtimeModule.js';
import type { RefereeLogger } from '../core/RefereeLogger.js';
import type { RequestContext } from '../http/fetchHandler.js';
import type { NodeHttp, NodeServer, NodeConnection } from './nodeHttp.js';
import { toNodeListener, writeRefusal } from './nodeListener.js';
import { answerClientError } from './answerClientError.js';

/**
 * Options of {@link serveNode}.
 *
 * @example
 * ```ts
 * import type { ServeOptions } from '@kiri-dice/referee';
 *
 * const options: ServeOptions = { port: 8080, host: '127.0.0.1' };
 * ```
 */
export interface ServeOptions {
  /** The port (default 8080; 0 for any free port). */
  readonly port?: number;
  /** The address to listen on (default `127.0.0.1`: this machine only). */
  readonly host?: string;
  /** How long the headers of a request may take, in milliseconds (default 10,000). */
  readonly headersTimeout?: number;
  /** How long a whole request may take to arrive, in milliseconds (default 30,000). */
  readonly requestTimeout?: number;
  /** Where failures to answer are logged. */
  readonly log?: RefereeLogger;
}

/**
 * A referee served over `node:http`: the URL it listens on, and how to stop it.
 *
 * @example
 * ```ts
 * import type { NodeReferee } from '@kiri-dice/referee';
 *
 * const stop = (served: NodeReferee) => served.close(10_000);
 * ```
 */
export interface NodeReferee {
  /** `http://HOST:PORT`. */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /**
   * Stops within `deadline` milliseconds (default 10,000): no new connection, waiting polls and
   * streams answered with `Connection: close`, idle connections (and those that have sent
   * nothing) closed at once, and whatever is still open at nine tenths of the deadline (a body
   * sent one byte a second) cut off, leaving the rest for the calls under way and the store.
   */
  close(deadline?: number): Promise<void>;
}

/**
 * Serves a referee (or any fetch-style handler with a `close`) over `node:http`, with the limits
 * an operator expects: headers within 10 s, a whole request within 30 s (checked every second,
 * not Node's default 30), idle connections kept 65 s (longer than clients keep theirs), every
 * refusal of Node's own as JSON, CONNECT answered, and a stop within a deadline.
 *
 * @param referee - `fetch` and `close`, as `createReferee` gives them
 * @param options - see {@link ServeOptions}
 * @returns a promise of the served referee, once it listens
 * @throws {@link kiri-dice!KiriError} `UNSUPPORTED_RUNTIME` (the promise rejects) on a runtime
 * without `node:http`
 * @example
 * ```ts
 * import { createReferee, memoryStore, serveNode } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const served = await serveNode(referee, { port: 0 });
 * console.log(served.url.startsWith('http://127.0.0.1:')); // => true
 * await served.close();
 * ```
 */
export async function serveNode(
  referee: {
    readonly fetch: (request: Request, context?: RequestContext) => Promise<Response>;
    readonly close: () => Promise<void>;
  },
  options: ServeOptions = {},
): Promise<NodeReferee> {
  const {
    port = 8080,
    host = '127.0.0.1',
    headersTimeout = 10_000,
    requestTimeout = 30_000,
  } = options;
  let http: NodeHttp;
  try {
    http = await runtimeModule<NodeHttp>('node:http');
  } catch {
    throw new KiriError(
      'UNSUPPORTED_RUNTIME',
      'serveNode: this runtime has no node:http; use referee.fetch with its own server',
    );
  }
  // A request without Host reaches the listener, which answers it as JSON (Node's own is empty).
  const server = http.createServer(
    { connectionsCheckingInterval: 1000, requireHostHeader: false },
    toNodeListener(referee.fetch, options.log),
  );
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  // An idle connection stays open 65 s, not Node's 5: a request sent on a connection just as
  // the server closed it for idleness got no answer at all (337 in 104,754 under load with 5 s).
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  // Every open connection, so that a stop closes at once those that have sent nothing: Node's
  // closeIdleConnections leaves them open, and a bare TCP connection held the stop to its deadline.
  const sockets = new Set<NodeConnection>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Node answers an Expect it does not know with an empty 417: the referee's is JSON.
  server.on('checkExpectation', (_request, response) =>
    writeRefusal(
      response,
      417,
      'EXPECTATION_FAILED',
      'the referee meets no Expect but 100-continue: send the request without it',
    ),
  );
  server.on('connect', (_request, socket) => {
    const body = JSON.stringify({
      code: 'METHOD_NOT_ALLOWED',
      message: 'the referee is no proxy: CONNECT is not allowed',
    });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  await listen(server, port, host);
  // A server listening on a TCP port has an address with its port.
  const bound = (server.address() as { readonly port: number }).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${bound}`,
    port: bound,
    close: (deadline = 10_000) => stop(server, referee, deadline, sockets),
  };
}

/** Listens, or rejects with the one-line reason (a port in use, say). */
function listen(server: NodeServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) =>
      reject(
        new KiriError(
          'INVALID_OPTIONS',
          `serveNode: cannot listen on ${host}:${port}: ${error.message}`,
        ),
      );
    server.on('error', failed);
    // A backlog of 4,096 connections not yet accepted (Node's default is 511): when it is full,
    // the kernel drops new connections' handshakes, and their clients wait seconds for a retry.
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

async function stop(
  server: NodeServer,
  referee: { readonly close: () => Promise<void> },
  deadline: number,
  sockets: ReadonlySet<NodeConnection>,
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const answered = referee.close();
  const closeIdle = () => {
    server.closeIdleConnections();
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  };
  closeIdle();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, deadline * 0.9);
  });
  const idle = setInterval(closeIdle, 100);
  await Promise.race([closed, cut]);
  clearInterval(idle);
  clearTimeout(timer);
  server.closeAllConnections();
  await answered;
}
