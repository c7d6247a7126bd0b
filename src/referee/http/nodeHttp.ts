/** The part of `node:http`'s `IncomingMessage` the adapter uses. */
export interface NodeRequest extends AsyncIterable<Uint8Array> {
  /** Set for every request a server received (Node types it as optional). */
  readonly method?: string | undefined;
  /** Set for every request a server received (Node types it as optional). */
  readonly url?: string | undefined;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly socket: { readonly remoteAddress?: string | undefined };
  readonly complete: boolean;
}

/** The part of `node:http`'s `ServerResponse` the adapter uses. */
export interface NodeResponse {
  readonly destroyed: boolean;
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: Uint8Array): boolean;
  end(body?: string | Uint8Array): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  setHeader(name: string, value: string): unknown;
}

/** The part of a `net.Socket` the adapter uses to answer a client error. */
export interface NodeSocket {
  readonly writable: boolean;
  end(text: string): unknown;
  destroy(): unknown;
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
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of `node:http` the adapter uses. */
export interface NodeHttp {
  createServer(
    options: { connectionsCheckingInterval: number },
    listener: (request: NodeRequest, response: NodeResponse) => void,
  ): NodeServer;
}
