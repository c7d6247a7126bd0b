// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { RefereeAnswer, RefereeRefusal, RefusalCode } from './RefereeReply.js';

/** A refusal, frozen. */
export function refuse(status: number, code: RefusalCode, message: string): RefereeRefusal {
  return Object.freeze({ type: 'refusal', status, code, message });
}

/** An answer of `body`, with its JSON text. */
export function answer<T>(status: 200 | 201, body: T): RefereeAnswer<T> {
  return Object.freeze({ type: 'answer', status, body, text: JSON.stringify(body) });
}

/** An answer of `body` whose JSON text, `text`, the caller wrote. */
export function answerOf<T>(status: 200 | 201, body: T, text: string): RefereeAnswer<T> {
  return Object.freeze({ type: 'answer', status, body, text });
}

/**
 * The answer of `first`'s fields followed by those of `rest` (an answer of an object, none of
 * whose fields `first` has; both have fields, none named as an array index), its text written around `rest`'s, which is not
 * written again: the same text as `answer(status, { ...first, ...rest.body })`.
 */
export function answerBefore<F extends object, R extends object>(
  status: 200 | 201,
  first: F,
  rest: RefereeAnswer<R>,
): RefereeAnswer<F & R> {
  const text = `${JSON.stringify(first).slice(0, -1)},${rest.text.slice(1)}`;
  return Object.freeze({ type: 'answer', status, body: { ...first, ...rest.body }, text });
}

/** An answer read back from the text a store kept (a resend gets the first answer's bytes). */
export function answerOfText<T>(status: 200 | 201, text: string): RefereeAnswer<T> {
  return Object.freeze({ type: 'answer', status, body: JSON.parse(text) as T, text });
}
