import { Agent, request } from 'node:http';

/** An answer of the referee: its status, its body's text and the body as JSON. */
export interface Answer {
  readonly status: number;
  readonly text: string;
  readonly body: unknown;
  /** The seconds of its `Retry-After` header, when it has one. */
  readonly retryAfter?: number;
}

/**
 * A client of the referee over keep-alive connections, bounded in number: `moves` sockets for
 * everything but long polls, and `polls` for those, so that waiting polls never hold up moves.
 */
export interface Client {
  readonly call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  readonly close: () => void;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly signal?: AbortSignal;
  /** Sent on the long-poll sockets. */
  readonly poll?: boolean;
}

/** How long a request may go unanswered before it is given up (the client then sends it again). */
export const ANSWER_WITHIN_MS = { call: 10_000, poll: 30_000 };

/** The error of a request given up: no answer came within its time. */
export class NoAnswer extends Error {}

/** Opens a client of the referee at `port` on 127.0.0.1. */
export function createClient(port: number, limits = { moves: 256, polls: 1_100 }): Client {
  // Every socket a pool opened stays open for the next request: with fewer free sockets kept
  // than open ones (Node's default keeps 256), each burst of answers would close sockets and the
  // next burst open new ones, by the hundred.
  const agents = {
    moves: new Agent({ keepAlive: true, maxSockets: limits.moves, maxFreeSockets: limits.moves }),
    polls: new Agent({ keepAlive: true, maxSockets: limits.polls, maxFreeSockets: limits.polls }),
  };
  const call = (method: string, path: string, options: CallOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const text = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
      if (text !== undefined) headers['content-length'] = String(Buffer.byteLength(text));
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers,
          agent: options.poll ? agents.polls : agents.moves,
          ...(options.signal ? { signal: options.signal } : {}),
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('error', reject);
          response.on('end', () => {
            const retryAfter = response.headers['retry-after'];
            try {
              resolve({
                status: response.statusCode ?? 0,
                text: body,
                body: JSON.parse(body) as unknown,
                ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }),
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      sent.setTimeout(options.poll ? ANSWER_WITHIN_MS.poll : ANSWER_WITHIN_MS.call, () =>
        sent.destroy(new NoAnswer(`no answer to ${method} ${path}`)),
      );
      sent.on('error', reject);
      sent.end(text);
    });
  return {
    call,
    close: () => {
      agents.moves.destroy();
      agents.polls.destroy();
    },
  };
}
