// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { absorb } from './absorb.js';
import { matchChain } from './matchChain.js';
import { matchOdds, type MatchOdds } from './MatchOdds.js';
import { readMatchOptions, type SolveMatchOptions } from './SolveMatchOptions.js';
import { TIE } from './tie.js';

/**
 * {@link TIE}, as this module's own binding. Speed: the loops of `improve` read it for every
 * stake, and some loaders (the test runner's among them) read an imported binding through its
 * module at every use, which made the whole solve 3 to 5 times slower there.
 */
const tie = TIE;

/**
 * Solves a whole match exactly: each seat's chance to win it from every position (both purses,
 * who bets) when both stake to win the match and every bet is accepted, and the best stake in
 * every position; with `declines`, each seat's expected share of all the chips at the end when
 * the acceptor may also decline (ending the match, each seat keeping its own chips), and the
 * best stake and the best answer in every position.
 *
 * The match depends on the rules only through the chance q that the acceptor wins a round
 * (`solveRound`'s `firstRollerWins`). It is a stochastic game with cycles (a position can come
 * back), in which every choice of stakes and answers ends the match with probability 1, so it
 * has one value and both seats have best choices that depend on the position only. They are
 * found by Hoffman and Karp's strategy iteration: against seat 1's choices, seat 0's best answer
 * by Howard's policy iteration; then seat 1 switches to a better choice wherever there is one,
 * and again, until neither can gain more than 1e-12 anywhere (a finite number of steps: each one
 * strictly improves). A seat chooses its stake where it bets and, with declines, its answer where
 * it accepts: declining is worth the same whatever the stake, so the answer is one per position
 * (decline whatever is bet, or accept), weighed against the bettor's best stake. Each step
 * solves the match for the given choices exactly (see `evaluatePolicies`); a declined bet ends
 * it, worth as much as winning every chip with the chance of one's share. Under the standard
 * rules (q > 1/2) the first step is the last: staking 1 is the best, everywhere, and with
 * declines every bet is accepted all the same.
 *
 * Cost: mostly checking every stake in every position (T^2 / 2 of them). For the standard rules,
 * 4 ms for 100 + 100 chips, 11 ms for 1,000 in all, 0.9 s for 10,000; rules under which the
 * bettor is the favourite take a few more steps (0.15 s for 1,000, 10 s for 10,000). Declines
 * add a check of each answer (T of them) to each step.
 *
 * @param options - `totalChips` (default 200), `rules` (default `standardRules`) and `declines`
 * (default `false`: every bet is accepted)
 * @returns the frozen {@link MatchOdds}, with the best stakes (of equally good stakes, the
 * smallest) and, with declines, the acceptor's best answers (declining only when it is better)
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for a total out of range (from 2 to 10,000),
 * a `declines` that is not a boolean or an unknown option; `INVALID_RULES` for rules not from
 * `defineRules`, or under which the acceptor always wins
 * @example
 * ```ts
 * import { solveMatch } from 'kiri-dice/odds';
 *
 * const match = solveMatch({ totalChips: 100 });
 * console.log(match.at(50, 1).wins[0].toFixed(4)); // => '0.5009'
 * console.log(match.at(50, 1).stake); // => 1
 * console.log(solveMatch({ totalChips: 100, declines: true }).at(50, 1).declined); // => false
 * ```
 */
export function solveMatch(options?: SolveMatchOptions): MatchOdds {
  const caller = 'solveMatch';
  const {
    totalChips: t,
    rules,
    acceptorWins: q,
    declines,
  } = readMatchOptions(caller, options, true);
  // Start where the answer lies when the acceptor is the favourite (or neither is): the smallest
  // stake; when the bettor is, from the largest.
  const start = Int32Array.from({ length: t + 1 }, (_, a) =>
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator,EqualityOperator: the
    // stakes strategy iteration starts from. From any start it reaches the same best stakes (each
    // step strictly improves, and the smallest of ties is taken at the end, from no stake at all),
    // only in more steps; positions 0 and `t` are no positions and never read; and at a chance of
    // exactly 1/2, where every stake ties, any start's chances are the purse's share, equal to
    // rounding.
    a % t === 0 ? 0 : q >= 0.5 ? 1 : Math.min(a, t - a),
  );
  const stakes = [start, start.slice()] as const;
  // declined[k][a]: 1 where the acceptor declines whatever seat k bets. Every bet is accepted at
  // first, and without declines for ever.
  const declined = [new Uint8Array(t + 1), new Uint8Array(t + 1)] as const;
  let chances: [Float64Array, Float64Array];
  /** Seat k's better choices against the other's: its stakes, then with declines its answers. */
  const step = (k: 0 | 1): boolean => {
    const staked = improve(t, q, stakes[k], k, chances[0]);
    return (
      (declines && answer(t, q, stakes[k ? 0 : 1], declined[k ? 0 : 1], k, chances[0])) || staked
    );
  };
  do {
    do chances = absorb(matchChain(t, q, stakes, declines ? declined : undefined), caller);
    while (step(0));
  } while (step(1));
  const best = [stakes[0].map(() => 0), stakes[1].map(() => 0)] as const;
  improve(t, q, best[0], 0, chances[0], declines);
  improve(t, q, best[1], 1, chances[0], declines);
  return matchOdds(rules.name, t, q, best, chances, declines);
}

/**
 * Switches the stakes of seat `k` to better ones against `seat0` (seat 0's chances, which seat
 * 0 raises and seat 1 lowers) wherever one is better by more than {@link TIE}; a stake of 0
 * (none yet) takes the best, the smallest of ties. With `answered`, a stake is worth what it is
 * once the acceptor answers it at its best: never more to the bettor than its share, which
 * declining leaves it. True when a stake changed.
 */
function improve(
  t: number,
  q: number,
  stakes: Int32Array,
  k: 0 | 1,
  seat0: Float64Array,
  answered = false,
): boolean {
  const rise = k ? q : 1 - q;
  const sign = k ? -1 : 1;
  let changed = false;
  // Stryker disable next-line EqualityOperator: position `t` is no position: its stake is 0, no
  // stake is tried there (`Math.min(t, 0)` is 0), and nothing changes.
  for (let a = 1; a < t; a++) {
    // Speed: the cap is one `Math.min` per stake, cheap beside the two reads of `after`; the
    // iteration itself never caps (see `answer`).
    const cap = answered ? (sign * a) / t : Infinity;
    let stake = stakes[a]!;
    let best = stake ? Math.min(sign * after(t, rise, seat0, a, stake), cap) : -Infinity;
    // Stryker disable next-line MethodExpression,ArithmeticOperator: stakes past a purse are tried
    // too, but they read past the end of the chances (`undefined`, so `NaN`), which is never better
    // than anything, so never taken.
    for (let s = 1, top = Math.min(a, t - a); s <= top; s++) {
      const v = Math.min(sign * after(t, rise, seat0, a, s), cap);
      // Stryker disable next-line EqualityOperator: a stake better by exactly `TIE` (1e-12) counts
      // as better under `>=`; no difference of two chances comes out at exactly that number.
      if (v > best + tie) {
        stake = s;
        best = v;
      }
    }
    changed ||= stake !== stakes[a];
    stakes[a] = stake;
  }
  return changed;
}

/**
 * Switches the answers of seat `k`, as the acceptor, to the other seat's `stakes` wherever the
 * other answer is better for seat k by more than {@link TIE}: declining leaves seat 0 its share
 * a / t, accepting plays the stake. The iteration compares with the stake the bettor bets, never
 * with the bettor's best (its stakes are improved even where they are declined, so at the end of
 * each seat's turn they are its best). True when an answer changed. Exported for its tests: the
 * solves they run never switch an answer back.
 */
export function answer(
  t: number,
  q: number,
  stakes: Int32Array,
  declined: Uint8Array,
  k: 0 | 1,
  seat0: Float64Array,
): boolean {
  // The other seat bets: seat 0 wins the round with the acceptor's chance when seat 0 accepts.
  const rise = k ? 1 - q : q;
  const sign = k ? -1 : 1;
  let changed = false;
  // Stryker disable next-line EqualityOperator: position `t` is no position: its stake is 0, so
  // accepting reads past the end of the chances (`NaN`), which never beats declining.
  for (let a = 1; a < t; a++) {
    const accept = sign * after(t, rise, seat0, a, stakes[a]!);
    const decline = (sign * a) / t;
    // Stryker disable next-line EqualityOperator: an answer better by exactly `TIE` (1e-12) counts
    // as better under `<` or `>=`; no difference of a chance and a share comes out at that number.
    const no = declined[a] ? accept <= decline + tie : decline > accept + tie;
    changed ||= no !== Boolean(declined[a]);
    declined[a] = Number(no);
  }
  return changed;
}

/** Seat 0's chance after the stake `s` from purse `a`: seat 0 goes up to a + s or down to a - s. */
function after(t: number, rise: number, seat0: Float64Array, a: number, s: number): number {
  return (
    rise * (a + s === t ? 1 : seat0[2 * (a + s - 1)]!) +
    (1 - rise) * (a === s ? 0 : seat0[2 * (a - s) - 1]!)
  );
}
