/**
 * The codes of a move the rules forbid: they appear in `MatchState.error`, never thrown.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type ActionErrorCode } from 'kiri-dice';
 *
 * const state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 1, amount: 5 });
 * const code: ActionErrorCode | undefined = state.error?.code;
 * code; // => 'NOT_YOUR_TURN'
 * ```
 */
export type ActionErrorCode =
  | 'INVALID_ACTION'
  | 'MATCH_OVER'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_TURN'
  | 'INVALID_STAKE'
  | 'INVALID_DICE';

/**
 * Every code a {@link KiriError} or a rejected action can carry: the six {@link ActionErrorCode}s
 * of a move the rules forbid, and four that are thrown: three for misuse of the API, and one for
 * a match record that does not replay (`kiri-dice/record`).
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
  | ActionErrorCode
  | 'INVALID_RULES'
  | 'INVALID_STATE'
  | 'INVALID_OPTIONS'
  | 'INVALID_RECORD'
  | 'UNSUPPORTED_RUNTIME';

/**
 * The six {@link ActionErrorCode} values, in the order the action checks run.
 *
 * @example
 * ```ts
 * import { actionErrorCodes, createMatch, reduce } from 'kiri-dice';
 *
 * // A rejected action's code is always one of the six.
 * const state = reduce(createMatch({ seed: 1 }), { type: 'roll', player: 0 });
 * actionErrorCodes.includes(state.error!.code); // => true
 * ```
 */
export const actionErrorCodes: readonly ActionErrorCode[] = /* @__PURE__ */ Object.freeze([
  'INVALID_ACTION',
  'MATCH_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'INVALID_STAKE',
  'INVALID_DICE',
] as const);

/**
 * All {@link KiriErrorCode} values: the six action codes in the order the action checks run,
 * then the five thrown ones.
 *
 * @example
 * ```ts
 * import { kiriErrorCodes } from 'kiri-dice';
 *
 * kiriErrorCodes.length; // => 11
 * kiriErrorCodes.slice(6); // => ['INVALID_RULES', 'INVALID_STATE', 'INVALID_OPTIONS', 'INVALID_RECORD', 'UNSUPPORTED_RUNTIME']
 * ```
 */
// Written out rather than spread from actionErrorCodes: a spread is not known to be pure, so
// bundlers would keep both lists in every bundle that throws a KiriError.
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
  'INVALID_RECORD',
  'UNSUPPORTED_RUNTIME',
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
  override readonly name = 'KiriError' as const;

  /**
   * @param code - the {@link KiriErrorCode}
   * @param message - what was wrong and what is allowed
   */
  constructor(code: KiriErrorCode, message: string) {
    super(message);
    this.code = code;
  }

  /**
   * The error as plain data, so that `JSON.stringify(error)` keeps its message (an `Error`'s
   * `message` is not an own enumerable field).
   *
   * @returns `{ name, code, message }`
   * @example
   * ```ts
   * import { KiriError } from 'kiri-dice';
   *
   * JSON.stringify(new KiriError('INVALID_DICE', 'no')); // => '{"name":"KiriError","code":"INVALID_DICE","message":"no"}'
   * ```
   */
  toJSON(): {
    /** Always `'KiriError'`. */
    readonly name: 'KiriError';
    /** The error's {@link KiriErrorCode}. */
    readonly code: KiriErrorCode;
    /** What was wrong and what is allowed. */
    readonly message: string;
  } {
    const { name, code, message } = this;
    return { name, code, message };
  }
}
