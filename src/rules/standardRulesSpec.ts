import type { CombinationId } from '../Combination.js';
import type { DicePair, Rules, RulesSpec } from './Rules.js';
import { standardRules } from './standardRules.js';

/** Writes compiled rules back as a spec: each combination with the unordered pairs it claims. */
function specOf<Id extends string>({
  name,
  targetPoints,
  combinations,
  table,
}: Rules<Id>): RulesSpec<Id> {
  return Object.freeze({
    name,
    targetPoints,
    combinations: Object.freeze(
      combinations.map(({ id, names, points, bonusRolls, endsTurn, instant }) => {
        const dice: DicePair[] = [];
        table.forEach((c, i) => {
          if (c.id === id && i >> 3 <= (i & 7))
            dice.push(Object.freeze([(i >> 3) + 1, (i & 7) + 1] as const));
        });
        return Object.freeze({
          id,
          names,
          dice: Object.freeze(dice),
          points,
          bonusRolls,
          endsTurn,
          instant,
        });
      }),
    ),
  });
}

/**
 * The standard rules as data: every combination with the dice pairs it claims, plain JSON and
 * frozen; the starting point for house rules. `defineRules(standardRulesSpec)` equals
 * `standardRules` (a test checks it).
 *
 * @example
 * ```ts
 * const toEight = defineRules({ ...standardRulesSpec, name: 'to-eight', targetPoints: 8 });
 * ```
 */
export const standardRulesSpec: RulesSpec<CombinationId> = /* @__PURE__ */ specOf(standardRules);
