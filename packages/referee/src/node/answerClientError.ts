// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { NodeSocket } from './nodeHttp.js';

/**
 * Node's own refusals of a request it could not read, by the error's code: status, reason, code
 * and message. A map, not an object: no code (or its absence) can read an inherited member.
 */
const CLIENT_ERRORS: ReadonlyMap<string | undefined, readonly [number, string, string, string]> =
  new Map([
    [
      'HPE_HEADER_OVERFLOW',
      [
        431,
        'Request Header Fields Too Large',
        'HEADERS_TOO_LARGE',
        'the request headers are too large',
      ],
    ],
    [
      'ERR_HTTP_REQUEST_TIMEOUT',
      [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'the request took too long to arrive'],
    ],
  ] as const);

/** What Node's other refusals become: the request could not be read as HTTP. */
const UNREADABLE = [
  400,
  'Bad Request',
  'BAD_REQUEST',
  'the request is not HTTP/1.1 the referee can read',
] as const;

/**
 * Answers a request Node could not read (its `clientError`) with a JSON refusal, as every
 * other refusal is: 431 `HEADERS_TOO_LARGE`, 408 `REQUEST_TIMEOUT`, else 400 `BAD_REQUEST`.
 * A socket that can no longer be written is closed, and so is one whose answer has begun (an
 * event stream): a refusal written there would land inside it. Node's own handler decides the
 * same way. `serveNode` sets it; a server of your own with `toNodeListener` sets it too.
 *
 * @param error - Node's error, whose `code` names the refusal
 * @param socket - the connection the request came on
 * @returns nothing: the refusal is written and the socket ended, or the socket destroyed
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
export function answerClientError(error: Error & { code?: string }, socket: NodeSocket): void {
  // Node's own handle of the answer a socket carries (its default handler reads it too).
  const answer = (socket as { readonly _httpMessage?: { readonly headersSent?: boolean } })
    ._httpMessage;
  if (!socket.writable || answer?.headersSent === true) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] = CLIENT_ERRORS.get(error.code) ?? UNREADABLE;
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
  );
}
