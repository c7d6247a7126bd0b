// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { RefereeReply } from '../core/RefereeReply.js';
import type { ExchangeAnswer } from './Exchange.js';

/** The headers of every JSON answer. */
const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** A reply as an HTTP answer: an answer's text, or a refusal as `{ code, message }`. */
export function respond(
  reply: RefereeReply<unknown>,
  extra: Record<string, string> = {},
): ExchangeAnswer {
  if (reply.type === 'answer')
    return {
      type: 'whole',
      status: reply.status,
      headers: { ...JSON_HEADERS, ...extra },
      text: reply.text,
    };
  const headers: Record<string, string> = { ...JSON_HEADERS, ...extra };
  // A store that is away for a moment: a client may try again after a second.
  if (reply.status === 503) headers['retry-after'] = '1';
  return {
    type: 'whole',
    status: reply.status,
    headers,
    text: JSON.stringify({ code: reply.code, message: reply.message }),
  };
}
