// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { RefereeRefusal } from '../core/RefereeReply.js';
import { refuse } from '../core/reply.js';
import type { ExchangeRequest } from './Exchange.js';

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * A request's body as JSON, read up to `limit` bytes: a client cannot make the referee hold
 * more, whatever it sends or claims to send. Only `Content-Type: application/json` is read, so
 * that a form on another site (which can send `text/plain` without asking) changes nothing.
 * The bytes must be UTF-8: text that is not is refused, never read with replacement characters.
 */
export async function readJsonBody(
  request: ExchangeRequest,
  limit: number,
): Promise<{ readonly value: unknown } | RefereeRefusal> {
  // Stryker disable next-line StringLiteral: a missing `Content-Type` read as any other text that
  // is no JSON type is refused alike.
  if (!JSON_TYPE.test(request.header('content-type') ?? ''))
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the body as Content-Type: application/json');
  const tooLarge = refuse(413, 'BODY_TOO_LARGE', `the body must be at most ${limit} bytes of JSON`);
  if (Number(request.header('content-length') ?? 0) > limit) return tooLarge;
  let bytes: Uint8Array | null;
  try {
    bytes = await request.body(limit);
  } catch {
    // The client hung up mid-body: nobody hears this answer, and it is no failure of the referee.
    return refuse(400, 'BODY_INCOMPLETE', 'the body ended before it was whole');
  }
  if (bytes === null) return tooLarge;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return refuse(400, 'BAD_JSON', 'the body is not UTF-8 text');
  }
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, 'BAD_JSON', 'the body is not JSON');
  }
}
