// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The part of `node:http`'s `IncomingMessage` that `toNodeListener` uses.
 *
 * @example
 * ```ts
 * import type { NodeRequest } from '@kiri-dice/referee';
 *
 * const path = (request: NodeRequest) => request.url ?? '/';
 * ```
 */
export interface NodeRequest extends AsyncIterable<Uint8Array> {
  /** Set for every request a server received (Node types it as optional). */
  readonly method?: string | undefined;
  /** Set for every request a server received (Node types it as optional). */
  readonly url?: string | undefined;
  /** `1.1`, `1.0`, … */
  readonly httpVersion?: string;
  /** The request's headers, by lowercase name. */
  readonly headers: Record<string, string | string[] | undefined>;
  /** The connection it came on. */
  readonly socket: {
    /** The client's IP address. */
    readonly remoteAddress?: string | undefined;
  };
  /** Whether the whole body has been read. */
  readonly complete: boolean;
}

/**
 * The part of `node:http`'s `ServerResponse` that `toNodeListener` uses.
 *
 * @example
 * ```ts
 * import type { NodeResponse } from '@kiri-dice/referee';
 *
 * const gone = (response: NodeResponse) => response.destroyed;
 * ```
 */
export interface NodeResponse {
  /** Whether the connection is gone. */
  readonly destroyed: boolean;
  /** Whether the status and headers are sent. */
  readonly headersSent: boolean;
  /** Sends the status and headers. */
  writeHead(status: number, headers: Record<string, string>): unknown;
  /** Sends a part of the body; `false` when the client must catch up first. */
  write(chunk: string | Uint8Array): boolean;
  /** Sends the rest of the body, and ends the answer. */
  end(body?: string | Uint8Array): unknown;
  /** Calls `listener` once, when the client caught up or the connection closed. */
  once(event: 'drain' | 'close', listener: () => void): unknown;
  /** Calls `listener` when the connection closes. */
  on(event: 'close', listener: () => void): unknown;
  /** Sets a header before they are sent. */
  setHeader(name: string, value: string): unknown;
  /** Closes the connection at once, with whatever is unsent. */
  destroy(): unknown;
}

/**
 * The part of a `net.Socket` that `answerClientError` uses: a connection whose request
 * Node could not read.
 *
 * @example
 * ```ts
 * import type { NodeSocket } from '@kiri-dice/referee';
 *
 * const closed = (socket: NodeSocket) => !socket.writable;
 * ```
 */
export interface NodeSocket {
  readonly writable: boolean;
  end(text: string): unknown;
  destroy(): unknown;
}

/** The part of a `net.Socket` the adapter uses to stop: a connection as the server accepted it. */
export interface NodeConnection {
  /** The bytes received so far: 0 on a connection that has sent nothing. */
  readonly bytesRead: number;
  destroy(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** The part of `node:http`'s `Server` the adapter uses. */
export interface NodeServer {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  listen(options: { port: number; host: string; backlog: number }, ready: () => void): unknown;
  address(): { readonly port: number } | string | null;
  close(done?: (error?: Error) => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
  on(
    event: 'clientError',
    listener: (error: Error & { code?: string }, socket: NodeSocket) => void,
  ): unknown;
  on(event: 'connect', listener: (request: NodeRequest, socket: NodeSocket) => void): unknown;
  on(event: 'connection', listener: (socket: NodeConnection) => void): unknown;
  on(
    event: 'checkExpectation',
    listener: (request: NodeRequest, response: NodeResponse) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of `node:http` the adapter uses. */
export interface NodeHttp {
  createServer(
    options: { connectionsCheckingInterval: number; requireHostHeader: boolean },
    listener: (request: NodeRequest, response: NodeResponse) => void,
  ): NodeServer;
}
