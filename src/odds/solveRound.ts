// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Rules } from '../rules/Rules.js';
import { failure, whole } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { mul, over, unit, zeros, type Series } from './series.js';
import { standardRules } from '../rules/standardRules.js';
import { turnOf, type Turn } from './turn.js';

/**
 * The exact odds of one position of a round.
 *
 * @example
 * ```ts
 * import { solveRound, type PositionOdds } from 'kiri-dice/odds';
 *
 * // The roller has 3 points, the opponent 2, and 2 extra rolls are left (from a Reverse).
 * const odds: PositionOdds = solveRound().at(3, 2, 2);
 * console.log(odds.win.toFixed(4)); // => '0.8323'
 * console.log(odds.rolls.toFixed(4)); // => '2.5643'
 * ```
 */
export interface PositionOdds {
  /** The probability that the player to roll wins the round. */
  readonly win: number;
  /** The expected number of rolls until the round ends, this one included. */
  readonly rolls: number;
}

/**
 * The exact solution of a round of Kiri under one set of rules.
 *
 * @example
 * ```ts
 * import { solveRound, type RoundOdds } from 'kiri-dice/odds';
 *
 * const round: RoundOdds = solveRound();
 * console.log(round.firstRollerWins.toFixed(6)); // => '0.548342'
 * console.log(round.expectedRolls.toFixed(6)); // => '7.317216'
 * console.log(round.win[0]?.[0] === round.firstRollerWins); // => true
 * // The roller leads 3 points to 2, with no extra rolls left:
 * console.log(round.win[3]?.[2]?.toFixed(4)); // => '0.7200'
 * ```
 */
export interface RoundOdds {
  /** The name of the rules. */
  readonly rules: string;
  /** The points that win a round under these rules. */
  readonly targetPoints: number;
  /** The probability that the player who rolls first (the acceptor) wins the round. */
  readonly firstRollerWins: number;
  /** The expected length of a round in rolls. */
  readonly expectedRolls: number;
  /**
   * `win[points][opponentPoints]`: the probability that the player to roll wins, with no extra
   * rolls left (one extra roll left is the same position: the next roll decides either way).
   */
  readonly win: readonly (readonly number[])[];
  /** `rolls[points][opponentPoints]`: the expected rolls left, with no extra rolls left. */
  readonly rolls: readonly (readonly number[])[];
  /**
   * The odds of any position, with any number of extra rolls left. The only member that is not
   * plain data: `JSON.stringify` keeps everything else.
   *
   * @param points - the roller's points, 0 to `targetPoints - 1`
   * @param opponentPoints - the opponent's points, 0 to `targetPoints - 1`
   * @param bonusRolls - extra rolls left (default 0)
   * @returns the roller's chance to win and the expected rolls left
   * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for an argument out of range
   */
  readonly at: (points: number, opponentPoints: number, bonusRolls?: number) => PositionOdds;
}

/**
 * Solves a round exactly: for every position (the roller's points, the opponent's points, extra
 * rolls left) the probability that the player to roll wins, and the expected rolls left.
 *
 * The extra-roll counter is unbounded (Reverse can follow Reverse), yet the answer is exact up
 * to floating point, with no truncation. The counter only ever goes down one step at a time, so
 * the passage from k extra rolls to k - 1 follows the same law at every k; and a roll changes the
 * roller's points by an amount that does not depend on the points held. The law of one passage
 * is therefore a single power series G in z (the points gained on the way), the least solution
 * of G = sum over combinations c of P(c) z^points(c) G^bonusRolls(c), found by Newton's method
 * (monotone from 0, and quadratic because every roll ends the passage with probability at least
 * 1/64). A turn, the points it gains and the rolls it takes follow from G by series algebra;
 * the positions then solve from the most points down, each pair of mirrored positions (who
 * rolls) being a 2 x 2 linear system. Cost: polynomial in `targetPoints` and the largest number
 * of extra rolls, microseconds for the standard rules.
 *
 * @param rules - rules from `defineRules` (default `standardRules`)
 * @returns the frozen {@link RoundOdds}
 * @throws {@link kiri-dice!KiriError} `INVALID_RULES` when `rules` did not come from `defineRules`
 * @example
 * ```ts
 * const odds = solveRound();
 * odds.firstRollerWins;      // 0.5483422311739...
 * odds.expectedRolls;        // 7.317216288876...
 * odds.at(3, 0).win;         // the roller, 3 to 0 up
 * odds.at(0, 0, 2).win;      // just rolled Reverse
 * ```
 */
export function solveRound(rules: Rules = standardRules): RoundOdds {
  const { name, targetPoints } = rulesOf(rules, 'solveRound');
  const turn = turnOf(rules);
  const [win, left, value] = solvePositions(turn);
  return Object.freeze({
    rules: name,
    targetPoints,
    firstRollerWins: win[0]![0]!,
    expectedRolls: left[0]![0]!,
    win: frozen(win),
    rolls: frozen(left),
    at: oddsAt(turn, value),
  });
}

/** The odds of the roller at `p` points against `o`, from where their turn passes and its rolls. */
type Position = (passes: Series, rolled: Series, p: number, o: number) => PositionOdds;

/**
 * The tables `[win, rolls]` of the positions with no extra rolls, solved from the most points
 * down, each pair of mirrored positions (who rolls) a 2 x 2 linear system; and the odds of a
 * position from the tables.
 */
function solvePositions([lose, , , pass, rolls]: Turn): [Series[], Series[], Position] {
  const n = pass.length;
  const win = Array.from({ length: n }, () => zeros(n));
  const left = Array.from({ length: n }, () => zeros(n));
  // The roller wins unless they lose at once or the opponent wins after the turn passes; the
  // turn passing without points refers to the mirrored position, still 0 in the tables while it
  // is being solved.
  const value: Position = (passes, rolled, p, o) => {
    let w = 1;
    let r = 0;
    for (let d = 0; p + d < n; d++) {
      w -= lose * rolled[d]! + passes[d]! * win[o]![p + d]!;
      r += rolled[d]! + passes[d]! * left[o]![p + d]!;
    }
    return { win: w, rolls: r };
  };
  const c = pass[0]!;
  const det = 1 - c * c;
  // Stryker disable next-line ArithmeticOperator: totals above `2n - 2` hold no position (each
  // needs a purse of `n` or more), so the loop starting higher adds empty passes.
  for (let total = 2 * n - 2; total >= 0; total--) {
    for (let p = Math.max(0, total - n + 1); 2 * p <= total; p++) {
      const o = total - p;
      const x = value(pass, rolls, p, o);
      const y = value(pass, rolls, o, p);
      // x' = x - c y', y' = y - c x' for the chances; x' = x + c y', y' = y + c x' for the rolls.
      win[p]![o] = (x.win - c * y.win) / det;
      win[o]![p] = (y.win - c * x.win) / det;
      left[p]![o] = (x.rolls + c * y.rolls) / det;
      left[o]![p] = (y.rolls + c * x.rolls) / det;
    }
  }
  return [win, left, value];
}

/** `RoundOdds.at`: the odds of a position with any number of extra rolls left. */
function oddsAt([, g, perPassage, pass, rolls]: Turn, value: Position): RoundOdds['at'] {
  const n = g.length;
  const one = unit(n);
  const fail = failure('INVALID_OPTIONS', 'RoundOdds.at');
  return (points, opponentPoints, bonusRolls = 0) => {
    const p = whole(fail, points, 'points', 0, n - 1);
    const o = whole(fail, opponentPoints, 'opponentPoints', 0, n - 1);
    // With k + 1 extra rolls, k passages down to one extra roll come first.
    let k = Math.max(whole(fail, bonusRolls, 'bonusRolls', 0, 9007199254740991), 1) - 1;
    let gk = one;
    for (let x = g; k; k = Math.floor(k / 2), x = mul(x, x)) if (k % 2) gk = mul(gk, x);
    const before = mul(
      perPassage,
      over(
        gk.map((x, d) => one[d]! - x),
        g,
      ),
    );
    return Object.freeze(
      value(
        mul(gk, pass),
        mul(gk, rolls).map((x, d) => x + before[d]!),
        p,
        o,
      ),
    );
  };
}

/** A table, frozen with its rows. */
function frozen(table: Series[]): readonly (readonly number[])[] {
  return Object.freeze(table.map((row) => Object.freeze(row)));
}
