// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The part of an `AbortSignal` the referee uses: a request's signal, aborted when its client
 * goes away. Any runtime's `AbortSignal` is one.
 *
 * @example
 * ```ts
 * import type { AbortSignalLike } from '@kiri-dice/referee';
 *
 * const gone = (signal: AbortSignalLike) => signal.aborted;
 * ```
 */
export interface AbortSignalLike {
  /** Whether it has aborted. */
  readonly aborted: boolean;
  /** Calls `listener` when it aborts. */
  addEventListener(type: 'abort', listener: () => void): void;
  /** Stops calling `listener`. */
  removeEventListener(type: 'abort', listener: () => void): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const timers = globalThis as unknown as Timers;

/** Calls `callback` after `ms` milliseconds; the handle cancels it. */
export const after = (ms: number, callback: () => void): unknown => timers.setTimeout(callback, ms);

/** Cancels a call that `after` planned. */
export const cancel = (handle: unknown): void => timers.clearTimeout(handle);

/** The clock, in milliseconds since 1970 (the referee stamps matches with it; the engine never). */
export const now = (): number => Date.now();
