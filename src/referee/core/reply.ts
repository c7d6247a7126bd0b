import type { RefereeAnswer, RefereeRefusal, RefusalCode } from './RefereeReply.js';

/** A refusal, frozen. */
export function refuse(status: number, code: RefusalCode, message: string): RefereeRefusal {
  return Object.freeze({ type: 'refusal', status, code, message });
}

/** An answer of `body`, with its JSON text. */
export function answer<T>(status: 200 | 201, body: T): RefereeAnswer<T> {
  return Object.freeze({ type: 'answer', status, body, text: JSON.stringify(body) });
}

/** An answer read back from the text a store kept (a resend gets the first answer's bytes). */
export function answerOfText<T>(status: 200 | 201, text: string): RefereeAnswer<T> {
  return Object.freeze({ type: 'answer', status, body: JSON.parse(text) as T, text });
}
