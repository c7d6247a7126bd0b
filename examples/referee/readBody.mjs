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
export async function readBody(request, limit) {
  const tooLarge = () => ({
    reply: refuse(413, 'BODY_TOO_LARGE', `the body must be at most ${limit} bytes of JSON`),
  });
  if (Number(request.headers['content-length'] ?? 0) > limit) return tooLarge();
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += /** @type {Buffer} */ (chunk).length;
    // A chunked body has no length to refuse up front: stop reading at the cap.
    if (size > limit) return tooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { value: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { reply: refuse(400, 'BAD_JSON', 'the body is not JSON') };
  }
}
