/** Random house rules, as the JSON data a rules file would hold. */
import fc from 'fast-check';
import { modelRulesOf, type HouseRulesData } from './modelRules.js';

const die = fc.integer({ min: 1, max: 8 });

/**
 * House rules as JSON data: up to seven combinations with pairs, sum ranges or 'any', any effect.
 * Combinations that claim no roll are dropped and a final 'any' fills the gaps, so every table is
 * one the rules page allows; defineRules must accept it.
 */
export const houseRules: fc.Arbitrary<HouseRulesData> = fc
  .record({
    targetPoints: fc.integer({ min: 1, max: 6 }),
    combinations: fc.array(
      fc.record({
        dice: fc.oneof(
          fc.array(fc.tuple(die, die), { minLength: 1, maxLength: 8 }),
          fc.record(
            { minSum: fc.integer({ min: 2, max: 16 }), maxSum: fc.integer({ min: 2, max: 16 }) },
            { requiredKeys: [] },
          ),
          fc.constant('any' as const),
        ),
        effect: fc.oneof(
          fc.record({
            points: fc.constant(0),
            bonusRolls: fc.constant(0),
            endsTurn: fc.boolean(),
            instant: fc.constantFrom('win' as const, 'lose' as const),
          }),
          fc.record({
            points: fc.nat(3),
            bonusRolls: fc.nat(3),
            endsTurn: fc.boolean(),
            instant: fc.constant(null),
          }),
        ),
      }),
      { minLength: 1, maxLength: 7 },
    ),
  })
  .map(({ targetPoints, combinations }) => {
    const claimed = new Set<number>();
    const kept: HouseCombination[] = [];
    for (const { dice, effect } of combinations) {
      const c: HouseCombination = { id: `c${kept.length}`, dice, ...effect };
      const fresh = pairsOf(c).filter((pair) => !claimed.has(pair));
      if (fresh.length > 0) {
        kept.push(c);
        for (const pair of fresh) claimed.add(pair);
      }
    }
    if (claimed.size < 36)
      kept.push({
        id: `c${kept.length}`,
        dice: 'any',
        points: 0,
        bonusRolls: 0,
        endsTurn: true,
        instant: null,
      });
    return { name: 'house', targetPoints, combinations: kept };
  })
  .filter((rules) => rules.combinations.some((c) => c.instant !== null || c.points > 0));

export type HouseCombination = HouseRulesData['combinations'][number];

/** The unordered pairs (as a * 8 + b with a <= b) that a combination's dice match, read by the model. */
export function pairsOf(c: HouseCombination): number[] {
  const { matches } = modelRulesOf({ name: '', targetPoints: 1, combinations: [c] })
    .combinations[0]!;
  const pairs: number[] = [];
  for (let a = 1; a <= 8; a++)
    for (let b = a; b <= 8; b++) if (matches(a, b)) pairs.push(a * 8 + b);
  return pairs;
}
