// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * A match's clock: each action has `perAction` milliseconds first, then draws on its seat's
 * reserve, which never grows (a simple delay). Running out loses the match.
 *
 * @example
 * ```ts
 * import type { ClockOptions } from '@kiri-dice/referee';
 *
 * const blitz: ClockOptions = { perAction: 15_000, reserve: 180_000 };
 * ```
 */
export interface ClockOptions {
  /** The time each action has before it draws on the reserve, in ms (1,000 to 3,600,000). */
  readonly perAction: number;
  /** Each seat's reserve at the start, in ms (0 to 86,400,000). */
  readonly reserve: number;
}

/**
 * A match's clock as a store keeps it: its options and each seat's reserve left.
 *
 * @example
 * ```ts
 * import type { MatchClock } from '@kiri-dice/referee';
 *
 * const low = (clock: MatchClock, seat: 0 | 1) => clock.reserveLeft[seat] < 10_000;
 * ```
 */
export interface MatchClock extends ClockOptions {
  /** Each seat's reserve left, in ms, in seat order. */
  readonly reserveLeft: readonly [number, number];
}

/** The bounds of a clock's options, in ms. */
export const CLOCK_BOUNDS: Readonly<Record<keyof ClockOptions, readonly [number, number]>> =
  Object.freeze({ perAction: [1000, 3_600_000], reserve: [0, 86_400_000] });

/**
 * The clock `given` describes, or why it is none: a message that names `name`, the field and
 * its bounds.
 */
export function readClockOptions(given: unknown, name: string): ClockOptions | string {
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return `${name} must be { perAction, reserve } in milliseconds, or null for no clock`;
  const extra = Object.keys(given).find((key) => !Object.hasOwn(CLOCK_BOUNDS, key));
  if (extra !== undefined) return `${name} has no field ${extra} (allowed: perAction, reserve)`;
  for (const [key, [low, high]] of Object.entries(CLOCK_BOUNDS)) {
    const value = (given as Record<string, unknown>)[key];
    if (!Number.isSafeInteger(value) || (value as number) < low || (value as number) > high)
      return `${name}.${key} must be a whole number of milliseconds from ${low} to ${high}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`;
  }
  const { perAction, reserve } = given as ClockOptions;
  return { perAction, reserve };
}

/** A new match's clock: both reserves full. */
export const startClock = ({ perAction, reserve }: ClockOptions): MatchClock => ({
  perAction,
  reserve,
  reserveLeft: [reserve, reserve],
});
