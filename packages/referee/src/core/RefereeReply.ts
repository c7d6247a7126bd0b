// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The codes of the referee's refusals: each comes with an HTTP status and a message a player
 * can read. The engine's own codes (`NOT_YOUR_TURN`, `INVALID_STAKE`, …) pass through as they are.
 */
export type RefusalCode =
  | 'BAD_REQUEST'
  | 'BAD_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BODY_TOO_LARGE'
  | 'UNAUTHORIZED'
  | 'NOT_YOUR_MATCH'
  | 'NOT_YOUR_SEAT'
  | 'NOT_INVITED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'SEATS_TAKEN'
  | 'WAITING_FOR_PLAYER'
  | 'WAITING_FOR_SEEDS'
  | 'SEED_ALREADY_REVEALED'
  | 'SEED_MISMATCH'
  | 'SEED_REUSED'
  | 'WAITING_FOR_VALUE'
  | 'VERSION_CONFLICT'
  | 'REQUEST_ID_REUSED'
  | 'TOKEN_NOT_KEPT'
  | 'MATCH_EXPIRED'
  | 'MATCH_NOT_OVER'
  | 'OUT_OF_TIME'
  | 'TOO_MANY_POLLS'
  | 'RATE_LIMITED'
  | 'STORE_UNAVAILABLE'
  | 'SHUTTING_DOWN'
  | 'INTERNAL'
  | (string & {});

/**
 * A request the referee refused, or could not serve: the HTTP status it answers with, a code to
 * branch on, and a message to show. Nothing was changed.
 *
 * @example
 * ```ts
 * import type { RefereeRefusal } from '@kiri-dice/referee';
 *
 * const retry = (refusal: RefereeRefusal) => refusal.status === 503 || refusal.code === 'VERSION_CONFLICT';
 * ```
 */
export interface RefereeRefusal {
  /** Discriminant. */
  readonly type: 'refusal';
  /** The HTTP status: 4xx for a refusal, 5xx for the referee's own failure. */
  readonly status: number;
  /** What was refused, as a stable code. */
  readonly code: RefusalCode;
  /** Why, and what is allowed, in words. */
  readonly message: string;
}

/**
 * A request the referee served: its status, its body as data, and the same body as the JSON
 * text it was first answered with (a resend gets these bytes again).
 *
 * @example
 * ```ts
 * import type { RefereeAnswer } from '@kiri-dice/referee';
 *
 * const created = (answer: RefereeAnswer<unknown>) => answer.status === 201;
 * ```
 */
export interface RefereeAnswer<T> {
  /** Discriminant. */
  readonly type: 'answer';
  /** 200, or 201 for a match or a seat made. */
  readonly status: 200 | 201;
  /** The answer as data. */
  readonly body: T;
  /** The answer as JSON text. */
  readonly text: string;
}

/**
 * What every call of the referee's API gives: an answer or a refusal, told apart by `type`.
 *
 * @example
 * ```ts
 * import type { RefereeReply } from '@kiri-dice/referee';
 *
 * const ok = (reply: RefereeReply<unknown>) => reply.type === 'answer';
 * ```
 */
export type RefereeReply<T> = RefereeAnswer<T> | RefereeRefusal;
