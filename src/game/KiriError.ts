// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The codes of a move the rules forbid: they appear in `MatchState.error`, never thrown.
 *
 * @example
 * ```ts
 * import { createMatch, reduce, type ActionErrorCode } from 'kiri-dice';
 *
 * const state = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 1, amount: 5 });
 * const code: ActionErrorCode | undefined = state.error?.code;
 * console.log(code); // => 'NOT_YOUR_TURN'
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
 * console.log(codeOf(() => classifyRoll(0, 3))); // => 'INVALID_DICE'
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
 * console.log(actionErrorCodes.includes(state.error!.code)); // => true
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
 * console.log(kiriErrorCodes.length); // => 11
 * console.log(kiriErrorCodes.slice(6)); // => ['INVALID_RULES', 'INVALID_STATE', 'INVALID_OPTIONS', 'INVALID_RECORD', 'UNSUPPORTED_RUNTIME']
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

/** The brand of every KiriError, shared by every copy of kiri-dice in a program. */
const BRAND: unique symbol = /* @__PURE__ */ Symbol.for('kiri-dice.KiriError');

/**
 * The errors this copy made, by identity: the brand tells a KiriError of any copy, and anyone can
 * forge it; what this copy threw itself is known for sure (see {@link isOwnKiriError}).
 */
const made = /* @__PURE__ */ new WeakSet();

/**
 * @internal Whether `error` is a KiriError this copy of kiri-dice made (never a caller's forgery,
 * whatever its traps say): `guarded` rethrows those, and wraps anything else.
 */
export function isOwnKiriError(error: unknown): boolean {
  // A WeakSet holds no value but objects, and answers false for any other.
  return made.has(error as WeakKey);
}

/**
 * The one error class of kiri-dice: thrown for misuse of the API, returned by `validateAction`.
 *
 * A move the rules forbid is never thrown by `reduce`; it is reported in `MatchState.error` as
 * plain data with the same `code` and `message`.
 *
 * `instanceof KiriError` holds for the errors of every copy of kiri-dice in the program: a
 * program that loads both builds (an ES module `import` and a CommonJS `require`, as when two
 * dependencies differ) gets errors of either, and each carries the brand
 * `Symbol.for('kiri-dice.KiriError')` that the check looks for.
 *
 * @example
 * ```ts
 * try {
 *   classifyRoll(0, 3);
 * } catch (error) {
 *   if (error instanceof KiriError) console.log(error.code); // => 'INVALID_DICE'
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
    // Not enumerable: the error's fields and its JSON stay { name, code, message }.
    Object.defineProperty(this, BRAND, { value: true });
    made.add(this);
  }

  /**
   * Whether `value` is a KiriError of any copy of kiri-dice (see the brand above). Never throws:
   * a Proxy whose trap throws is simply not one.
   *
   * @param value - anything
   * @returns true for a KiriError of this copy or of another one
   * @example
   * ```ts
   * import { KiriError } from 'kiri-dice';
   *
   * console.log(new KiriError('INVALID_DICE', 'no') instanceof KiriError); // => true
   * console.log(new Error('no') instanceof KiriError); // => false
   * ```
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    try {
      // A value with no fields (`null`, `undefined`) throws here, and is not one.
      return Object.hasOwn(value as object, BRAND);
    } catch {
      return false;
    }
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
   * console.log(JSON.stringify(new KiriError('INVALID_DICE', 'no'))); // => '{"name":"KiriError","code":"INVALID_DICE","message":"no"}'
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
