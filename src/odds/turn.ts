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

/**
 * G, by Newton's method on G = sum over rolls of q z^points G^extra: monotone from 0, and
 * quadratic because every roll ends the passage with probability at least 1/64.
 */
function passage(rolls: Roll[], most: number, n: number): Series {
  let g = zeros(n);
  for (let i = 0, step = unit(n); i < 99 && step.some((x) => Math.abs(x) > 1e-15); i++) {
    const power = powers(g, most);
    const f = g.map((x) => -x);
    const slope = zeros(n);
    for (const [q, points, extra] of rolls) {
      addShifted(f, q, points, power[extra]!);
      if (extra) addShifted(slope, q * extra, points, power[extra - 1]!);
    }
    step = over(f, slope);
    g = g.map((x, d) => x + step[d]!);
  }
  return g;
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
  let lose = 0;
  let most = 0;
  const rolls: Roll[] = [];
  for (const c of rules.combinations) {
    // The share of the 64 outcomes, as combinationOdds counts it: counted here so that
    // solveRound alone does not ship combinationOdds.
    const q = rules.table.filter((t) => t.id === c.id).length / 64;
    if (c.instant === 'lose') lose += q;
    if (!c.instant) rolls.push([q, c.points, c.bonusRolls, c.endsTurn]);
    most = Math.max(most, c.bonusRolls);
  }
  return fromPassage(lose, rolls, most, passage(rolls, most, rules.targetPoints));
}
