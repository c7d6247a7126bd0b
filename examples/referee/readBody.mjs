// @ts-check
// A request's body, read up to a cap: a client cannot make the referee hold more than `limit`
// bytes of it, whatever it sends or claims to send.
import { refuse } from './reply.mjs';

/** @typedef {import('./reply.mjs').Reply} Reply */

/**
 * Reads the body as JSON.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {number} limit the largest body accepted, in bytes
 * @returns {Promise<{ value: unknown } | { reply: Reply }>} the value, or the refusal to send
 */
export function readBody(request, limit) {
  const tooLarge = {
    reply: refuse(413, 'BODY_TOO_LARGE', `the body must be at most ${limit} bytes of JSON`),
  };
  // A body said to be too large is refused before it is read (the connection then closes).
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      // A chunked body has no length to refuse up front: past the cap, the rest is read and
      // dropped (the server's requestTimeout bounds how long), so that the client, still
      // sending, can read the answer. Only the first `limit` bytes are ever kept.
      if (size <= limit) chunks.push(chunk);
      else if (chunks.length > 0) chunks.length = 0;
    });
    request.on('error', reject);
    request.on('end', () => {
      if (size > limit) return resolve(tooLarge);
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ value: text === '' ? undefined : JSON.parse(text) });
      } catch {
        resolve({ reply: refuse(400, 'BAD_JSON', 'the body is not JSON') });
      }
    });
  });
}
