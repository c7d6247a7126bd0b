// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from '../game/Combination.js';
import type { Rules } from '../rules/Rules.js';
import { rulesOf } from '../rules/rulesOf.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * An exact probability, always reduced: `{ numerator: 17, denominator: 32 }` is 34 of 64.
 *
 * @example
 * ```ts
 * import { combinationOdds, type Fraction } from 'kiri-dice/odds';
 *
 * const normal: Fraction | undefined = combinationOdds().find((c) => c.id === 'normal')?.fraction;
 * console.log(normal); // => { numerator: 17, denominator: 32 }
 * ```
 */
export interface Fraction {
  /** The numerator, a whole number of at least 1. */
  readonly numerator: number;
  /** The denominator, a power of two from 1 to 64. */
  readonly denominator: number;
}

/**
 * How often one combination comes up: its share of the 64 equally likely ordered outcomes of 2d8.
 *
 * @example
 * ```ts
 * import { combinationOdds, type CombinationOdds } from 'kiri-dice/odds';
 *
 * const kvatra: CombinationOdds | undefined = combinationOdds()[4];
 * console.log(kvatra); // => { id: 'kvatra', count: 18, fraction: { numerator: 9, denominator: 32 }, probability: 0.28125 }
 * ```
 */
export interface CombinationOdds<Id extends string = string> {
  /** The combination's id. */
  readonly id: Id;
  /** How many of the 64 ordered outcomes it claims (6+8 and 8+6 count as two). */
  readonly count: number;
  /** `count / 64`, reduced. */
  readonly fraction: Fraction;
  /** `count / 64` as a number. */
  readonly probability: number;
}

/**
 * Computes the exact odds of the standard combinations, in priority order.
 *
 * @returns one frozen entry per combination, in priority order
 * @example
 * ```ts
 * combinationOdds().map(({ id, count }) => `${id} ${count}/64`);
 * // ['dead 1/64', 'kiri 4/64', 'midKiri 5/64', 'reverse 2/64', 'kvatra 18/64', 'normal 34/64']
 * combinationOdds()[5]?.fraction; // { numerator: 17, denominator: 32 }
 * ```
 */
export function combinationOdds(): readonly CombinationOdds<CombinationId>[];
/**
 * Computes the exact odds of every combination of house rules, in priority order.
 *
 * @param rules - rules from `defineRules`
 * @returns one frozen entry per combination, in the rules' priority order
 * @throws {@link kiri-dice!KiriError} `INVALID_RULES` when `rules` did not come from `defineRules`
 * @example
 * ```ts
 * const rules = defineRules({ combinations: [{ id: 'win', dice: [[8, 8]], instant: 'win' }, { id: 'miss', dice: 'any', endsTurn: true }] });
 * combinationOdds(rules)[0]?.probability; // 0.015625
 * ```
 */
export function combinationOdds<Id extends string>(
  rules: Rules<Id>,
): readonly CombinationOdds<Id>[];
export function combinationOdds(rules: Rules = standardRules): readonly CombinationOdds[] {
  const { combinations, table } = rulesOf(rules, 'combinationOdds');
  return Object.freeze(
    combinations.map(({ id }) => {
      const count = table.filter((c) => c.id === id).length;
      // gcd(count, 64) is the lowest set bit of count (count is 1 to 64).
      const gcd = count & -count;
      return Object.freeze({
        id,
        count,
        fraction: Object.freeze({ numerator: count / gcd, denominator: 64 / gcd }),
        probability: count / 64,
      });
    }),
  );
}
