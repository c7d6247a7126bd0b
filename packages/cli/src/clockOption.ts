// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { ClockOptions } from '@kiri-dice/referee';
import { UsageError } from './UsageError.js';

/**
 * The clock of `serve` when `--clock` is not given: 15 s for each action, then a 3-minute
 * reserve. An action is one tap (a bet, an answer, a roll), so 15 s lets a player read the
 * chances first; the reserve covers a few long thoughts over big stakes and a short loss of
 * network; and a player who left loses within 3 min 15 s, not never.
 */
export const DEFAULT_CLOCK: ClockOptions = Object.freeze({ perAction: 15_000, reserve: 180_000 });

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d{1,9})(ms|s|m|h)$/;

/** Milliseconds of a duration such as `15s`, or `undefined` when it is none. */
function milliseconds(text: string): number | undefined {
  // Stryker disable next-line ArrayDeclaration: an array of one element leaves `amount` and `unit`
  // undefined, as the empty one does.
  const [, amount, unit] = DURATION.exec(text) ?? [];
  return unit === undefined ? undefined : Number(amount) * UNITS[unit]!;
}

/**
 * The clock of `--clock PERACTION+RESERVE` (such as `15s+3m`), `null` for `--clock off`, or
 * {@link DEFAULT_CLOCK} when it is not given. Its bounds are the referee's, which checks them.
 */
export function clockOption(value: string | undefined): ClockOptions | null {
  if (value === undefined) return DEFAULT_CLOCK;
  if (value === 'off') return null;
  const [perAction, reserve, ...more] = value.split('+').map(milliseconds);
  if (perAction === undefined || reserve === undefined || more.length > 0)
    throw new UsageError(
      `--clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '${value}'`,
    );
  return { perAction, reserve };
}
