/**
 * Every code a {@link KiriError} or a rejected action can carry.
 *
 * The first six describe a move the rules forbid (they appear in `MatchState.error`); the last
 * three describe misuse of the API and are thrown.
 *
 * @example
 * ```ts
 * import { KiriError, classifyRoll, type KiriErrorCode } from 'kiri-dice';
 *
 * function codeOf(run: () => unknown): KiriErrorCode | null {
 *   try {
 *     run();
 *     return null;
 *   } catch (error) {
 *     if (error instanceof KiriError) return error.code;
 *     throw error;
 *   }
 * }
 * codeOf(() => classifyRoll(0, 3)); // => 'INVALID_DICE'
 * ```
 */
export type KiriErrorCode =
  | 'INVALID_ACTION'
  | 'MATCH_OVER'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_TURN'
  | 'INVALID_STAKE'
  | 'INVALID_DICE'
  | 'INVALID_RULES'
  | 'INVALID_STATE'
  | 'INVALID_OPTIONS';

/**
 * All {@link KiriErrorCode} values, in the order the action checks run.
 *
 * @example
 * ```ts
 * kiriErrorCodes.includes(state.error.code); // true for every rejected action
 * ```
 */
export const kiriErrorCodes: readonly KiriErrorCode[] = /* @__PURE__ */ Object.freeze([
  'INVALID_ACTION',
  'MATCH_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'INVALID_STAKE',
  'INVALID_DICE',
  'INVALID_RULES',
  'INVALID_STATE',
  'INVALID_OPTIONS',
] as const);

/**
 * The one error class of kiri-dice: thrown for misuse of the API, returned by `validateAction`.
 *
 * A move the rules forbid is never thrown by `reduce`; it is reported in `MatchState.error` as
 * plain data with the same `code` and `message`.
 *
 * @example
 * ```ts
 * try {
 *   classifyRoll(0, 3);
 * } catch (error) {
 *   if (error instanceof KiriError) console.log(error.code); // 'INVALID_DICE'
 * }
 * ```
 */
export class KiriError extends Error {
  /** What went wrong, as a stable machine-readable code. */
  readonly code: KiriErrorCode;
  /** Always `'KiriError'`, so logs and `error.name` checks work across bundles. */
  override readonly name: 'KiriError' = 'KiriError';

  /**
   * @param code - the {@link KiriErrorCode}
   * @param message - what was wrong and what is allowed
   */
  constructor(code: KiriErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
