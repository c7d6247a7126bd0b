import fc from 'fast-check';
import { type CombinationSpec, type DicePair, type Rules, type RulesSpec } from '../src/index.js';
import { defineRules, standardRulesSpec } from '../src/rules/index.js';

/** The standard rules, except that scoring passes the turn (the rules contract's variant). */
export const passOnScoreSpec: RulesSpec = {
  ...standardRulesSpec,
  name: 'pass-on-score',
  combinations: standardRulesSpec.combinations.map((c) =>
    c.points ? { ...c, endsTurn: true } : c,
  ),
};
export const passOnScore: Rules = defineRules(passOnScoreSpec);

/** The standard combinations, first to 6 points. */
export const toSix: Rules = defineRules({ ...standardRulesSpec, name: 'to-six', targetPoints: 6 });

/**
 * A table that uses every feature: a scoring roll that also gives 3 extra rolls and ends the
 * turn, a roll that gives one extra roll, a roll that does nothing and keeps the turn.
 * Outcomes of 64: jackpot 1, bust 3, triple 3, double 10, again 3, idle 2, pass 42.
 */
export const houseSpec: RulesSpec = {
  name: 'house',
  targetPoints: 5,
  combinations: [
    { id: 'jackpot', dice: [[8, 8]], instant: 'win' },
    {
      id: 'bust',
      dice: [
        [1, 1],
        [1, 2],
      ],
      instant: 'lose',
    },
    {
      id: 'triple',
      dice: [
        [2, 2],
        [3, 3],
        [4, 4],
      ],
      points: 1,
      bonusRolls: 3,
      endsTurn: true,
    },
    { id: 'double', dice: { maxSum: 6 }, points: 2, endsTurn: true },
    {
      id: 'again',
      dice: [
        [5, 5],
        [6, 6],
        [7, 7],
      ],
      bonusRolls: 1,
    },
    { id: 'idle', dice: { minSum: 15 } },
    { id: 'pass', dice: 'any', endsTurn: true },
  ],
};
export const house: Rules = defineRules(houseSpec);

/** Rounds that last long: only Dead ends them (mean 64 rolls), and every other roll passes. */
export const deadOnly: Rules = defineRules({
  name: 'dead-only',
  combinations: [
    { id: 'dead', dice: [[1, 1]], instant: 'lose' },
    { id: 'normal', dice: 'any', endsTurn: true },
  ],
});

/** The 36 unordered pairs a <= b. */
const PAIRS: DicePair[] = [];
for (let a = 1; a <= 8; a++) for (let b = a; b <= 8; b++) PAIRS.push([a, b]);

/**
 * Random valid house rules: up to six combinations with random effects, each unordered pair of
 * dice given to one of them; tables where no round could end get 1 point on their first row.
 */
export function rulesArbitrary(maxBonusRolls = 4, maxTarget = 6): fc.Arbitrary<Rules> {
  const effect = fc.record({
    points: fc.integer({ min: 0, max: 3 }),
    bonusRolls: fc.integer({ min: 0, max: maxBonusRolls }),
    endsTurn: fc.boolean(),
    instant: fc.constantFrom(null, null, null, 'win' as const, 'lose' as const),
  });
  return fc
    .record({
      targetPoints: fc.integer({ min: 1, max: maxTarget }),
      effects: fc.array(effect, { minLength: 1, maxLength: 6 }),
      owners: fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
    })
    .map(({ targetPoints, effects, owners }) => {
      const combinations: CombinationSpec[] = effects
        .map(({ instant, points, bonusRolls, endsTurn }, i) => ({
          id: `c${i}`,
          dice: PAIRS.filter((_, j) => owners[j]! % effects.length === i),
          ...(instant ? { instant } : { points, bonusRolls }),
          endsTurn,
        }))
        .filter((c) => c.dice.length > 0);
      if (!combinations.some((c) => c.instant || c.points))
        combinations[0] = { ...combinations[0]!, points: 1 };
      return defineRules({ name: 'random', targetPoints, combinations });
    });
}
