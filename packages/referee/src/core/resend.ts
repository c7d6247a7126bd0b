// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredRequest } from './Store.js';
import type { RefereeReply } from './RefereeReply.js';
import { answerOfText, refuse } from './reply.js';

/** The answer to a request id already answered: the same bytes if it is the same request. */
export function resend<T>(
  prior: StoredRequest,
  sent: string,
  requestId: string,
  status: 200 | 201 = 200,
): RefereeReply<T> {
  if (prior.body !== sent)
    return refuse(
      409,
      'REQUEST_ID_REUSED',
      `request ${requestId} was already answered for another request`,
    );
  return answerOfText<T>(status, prior.answer);
}
