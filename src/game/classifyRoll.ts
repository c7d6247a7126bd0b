// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination, CombinationId } from './Combination.js';
import { KiriError } from './KiriError.js';
import type { Rules } from '../rules/Rules.js';
import { isDie } from '../guard/isDie.js';
import { isKnownRules } from '../rules/knownRules.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * A die for the message: its value when it is a number, else its type. Not `describe`, which
 * renders any value safely: it would add a third to this function's bundle (806 B against the
 * 600 B budget), and a die that is not a number needs no more than its type.
 */
const show = (die: unknown): number | string => (typeof die === 'number' ? die : typeof die);

/**
 * Tells which combination two dice make under the standard rules: one table read after the
 * input check.
 *
 * @param a - one die, a whole number from 1 to 8
 * @param b - the other die; order does not matter
 * @returns the frozen {@link Combination}
 * @throws {@link KiriError} `INVALID_DICE` when a die is not a whole number from 1 to 8
 * @example
 * ```ts
 * classifyRoll(8, 6).id;     // 'kiri'
 * classifyRoll(2, 2).points; // 2 (Mid Kiri, not Kvatra)
 * ```
 */
export function classifyRoll(a: number, b: number): Combination<CombinationId>;
/**
 * Tells which combination two dice make under house rules.
 *
 * @param a - one die, a whole number from 1 to 8
 * @param b - the other die; order does not matter
 * @param rules - rules from `defineRules`
 * @returns the frozen {@link Combination}
 * @throws {@link KiriError} `INVALID_DICE` when a die is not a whole number from 1 to 8;
 * `INVALID_RULES` when `rules` did not come from `defineRules`
 * @example
 * ```ts
 * const rules = defineRules({ combinations: [{ id: 'win', dice: 'any', instant: 'win' }] });
 * console.log(classifyRoll(1, 1, rules).id); // => 'win'
 * ```
 */
export function classifyRoll<Id extends string>(
  a: number,
  b: number,
  rules: Rules<Id>,
): Combination<Id>;
export function classifyRoll(a: number, b: number, rules: Rules = standardRules): Combination {
  if (!isDie(a) || !isDie(b)) {
    throw new KiriError(
      'INVALID_DICE',
      `classifyRoll: dice must be whole numbers from 1 to 8, got ${show(a)} and ${show(b)}`,
    );
  }
  // rulesOf, inlined with its message: a call costs this bundle 15 B, over its 600 B budget.
  if (!isKnownRules(rules))
    throw new KiriError('INVALID_RULES', 'classifyRoll: rules must be rules from defineRules()');
  return rules.table[(a - 1) * 8 + b - 1]!;
}
