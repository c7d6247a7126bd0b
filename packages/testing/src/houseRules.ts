/**
 * House rules for the tests: fixed tables with pinned answers, and one arbitrary of random tables,
 * as the JSON data a rules file holds (read by the model) or built by defineRules.
 */
import fc from 'fast-check';
import { type Rules, type RulesSpec } from 'kiri-dice';
import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
import { modelRulesOf, type HouseRulesData } from './modelRules.js';

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

/** Rules under which the bettor is the favourite (Dead on 7 of the 36 pairs): bets are declined. */
export const deadly: Rules = defineRules({
  name: 'deadly',
  combinations: [
    {
      id: 'dead',
      dice: [
        [1, 1],
        [1, 2],
        [2, 2],
        [1, 3],
        [2, 3],
        [3, 3],
        [1, 4],
      ],
      instant: 'lose',
    },
    {
      id: 'kiri',
      dice: [
        [8, 6],
        [8, 7],
      ],
      instant: 'win',
    },
    { id: 'normal', dice: 'any', endsTurn: true },
  ],
});

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

const die = fc.integer({ min: 1, max: 8 });

/**
 * Dice as a rules file gives them: listed pairs (in either order, repeats allowed), a range of
 * sums, or 'any'. Mostly pairs, so that the earlier combinations seldom leave the later no roll.
 */
const dice: fc.Arbitrary<HouseCombination['dice']> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.tuple(die, die), { minLength: 1, maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { minSum: fc.integer({ min: 2, max: 16 }), maxSum: fc.integer({ min: 2, max: 16 }) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constant('any' as const) },
);

/** A third of the time an instant win or loss (scoring nothing), else points and extra rolls. */
function effect(maxBonusRolls: number): fc.Arbitrary<Omit<HouseCombination, 'id' | 'dice'>> {
  return fc.oneof(
    {
      weight: 1,
      arbitrary: fc.record({
        points: fc.constant(0),
        bonusRolls: fc.constant(0),
        endsTurn: fc.boolean(),
        instant: fc.constantFrom('win' as const, 'lose' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        points: fc.nat(3),
        bonusRolls: fc.nat(maxBonusRolls),
        endsTurn: fc.boolean(),
        instant: fc.constant(null),
      }),
    },
  );
}

/**
 * Random house rules as JSON data: up to ten combinations with pairs, sum ranges or 'any', any
 * effect, up to `maxBonusRolls` extra rolls and a target of up to `maxTarget` points.
 * Combinations that claim no roll are dropped and a final 'any' fills the gaps, so every table is
 * one the rules page allows; defineRules must accept it.
 */
export function houseRulesData(maxBonusRolls = 4, maxTarget = 6): fc.Arbitrary<HouseRulesData> {
  return fc
    .record({
      targetPoints: fc.integer({ min: 1, max: maxTarget }),
      combinations: fc.array(fc.record({ dice, effect: effect(maxBonusRolls) }), {
        minLength: 1,
        maxLength: 10,
      }),
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
}

/** Random house rules as JSON data, with the default bounds. */
export const houseRules: fc.Arbitrary<HouseRulesData> = houseRulesData();

/** The same random house rules, built by defineRules. */
export function rulesArbitrary(maxBonusRolls = 4, maxTarget = 6): fc.Arbitrary<Rules> {
  return houseRulesData(maxBonusRolls, maxTarget).map((data) => defineRules(data));
}
