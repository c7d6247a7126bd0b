// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination } from '../game/Combination.js';
import type { Rules } from '../rules/Rules.js';
import { addShifted, mul, over, unit, zeros, type Series } from './series.js';

/**
 * The law of a turn under one set of rules, as power series in z (the points gained): what
 * `solveRound` needs of the rules besides the points that win. Why series suffice is told at
 * `solveRound`.
 */
export type Turn = readonly [
  /** The probability that a roll loses the round at once. */
  lose: number,
  /** G: the points gained while the extra rolls go down by one, if the turn goes on that long. */
  g: Series,
  /** The expected rolls of one such passage, by the points it gains. */
  perPassage: Series,
  /** A turn from no extra rolls: where it passes the turn, by the points it gains. */
  pass: Series,
  /** A turn from no extra rolls: its expected rolls, by the points it gains. */
  rolls: Series,
];

/** [probability, points, extra rolls, ends the turn] of a combination that is not instant. */
type Roll = [number, number, number, boolean];

/** `[1, g, g^2, ..., g^most]`. */
function powers(g: Series, most: number): Series[] {
  const list = [unit(g.length)];
  for (let k = 1; k <= most; k++) list.push(mul(list[k - 1]!, g));
  return list;
}

/** One of Newton's steps on G = sum over rolls of q z^points G^extra, from `g`. */
function newtonStep(rolls: Roll[], most: number, g: Series): Series {
  const power = powers(g, most);
  const f = g.map((x) => -x);
  const slope = zeros(g.length);
  for (const [q, points, extra] of rolls) {
    addShifted(f, q, points, power[extra]!);
    if (extra) addShifted(slope, q * extra, points, power[extra - 1]!);
  }
  const step = over(f, slope);
  return g.map((x, d) => x + step[d]!);
}

/** The sum of a series' coefficients. */
const total = (s: Series): number => s.reduce((sum, x) => sum + x, 0);

/**
 * G, by Newton's method from 0. The right side is a polynomial in G whose coefficients are all
 * at least 0, so each step only raises G's coefficients towards the least fixed point, and
 * quadratically fast because every roll ends the passage with probability at least 1/64. The
 * first step that does not raise their sum is past the fixed point, where only rounding moves
 * them: there it stops. A sum that rises at every step never comes back to a value it had, so the
 * loop ends, and soon: the rules of the tests, near-critical ones included, take at most 8 steps.
 */
function passage(rolls: Roll[], most: number, n: number): Series {
  let g = zeros(n);
  let mass = 0;
  for (;;) {
    const next = newtonStep(rolls, most, g);
    const raised = total(next);
    if (!(raised > mass)) return g;
    g = next;
    mass = raised;
  }
}

/**
 * A turn from no extra rolls, from G: the rolls before the counter would go below 0, split by
 * whether the last one ends the turn (a) or not (b), the passages on the way (u) and the
 * expected rolls on the way (s).
 */
function fromPassage(lose: number, rolls: Roll[], most: number, g: Series): Turn {
  const n = g.length;
  const power = powers(g, most);
  const one = power[0]!;
  const u = zeros(n);
  const s = zeros(n);
  const a = zeros(n);
  const b = zeros(n);
  for (const [q, points, extra, endsTurn] of rolls) {
    if (extra) {
      addShifted(u, q, points, power[extra - 1]!);
      for (let k = 0; k < extra; k++) addShifted(s, q, points, power[k]!);
    } else addShifted(endsTurn ? a : b, q, points, one);
  }
  const perPassage = over(one, s);
  const notEnding = over(b, u);
  return [lose, g, perPassage, over(over(a, u), notEnding), over(perPassage, notEnding)];
}

/**
 * The law of a turn under `rules`, as series of `targetPoints` coefficients.
 *
 * @param rules - rules from `defineRules` (the caller checks them)
 * @returns the {@link Turn}
 */
export function turnOf(rules: Rules): Turn {
  // The share of the 64 outcomes, as combinationOdds counts it: counted here so that
  // solveRound alone does not ship combinationOdds.
  const share = (c: Combination): number => rules.table.filter((t) => t.id === c.id).length / 64;
  const lose = total(rules.combinations.filter((c) => c.instant === 'lose').map(share));
  const rolls = rules.combinations
    .filter((c) => !c.instant)
    .map((c): Roll => [share(c), c.points, c.bonusRolls, c.endsTurn]);
  const most = Math.max(...rules.combinations.map((c) => c.bonusRolls));
  return fromPassage(lose, rolls, most, passage(rolls, most, rules.targetPoints));
}
