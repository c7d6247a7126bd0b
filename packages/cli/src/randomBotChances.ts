// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Seat } from 'kiri-dice';
import type { MatchOdds } from 'kiri-dice/odds';

/** The sweeps of the iteration at most: far more than a match of up to 10,000 chips needs. */
export const maxSweeps = 200_000;

/** The iteration stops once no chance moves by more than this in a sweep. */
const tolerance = 1e-13;

/**
 * Seat 0's chance to win the match from every position (`[bettor][a]`, as `MatchOdds.seat0Wins`)
 * when the person in seat `you` stakes as `best` suggests and the computer in the other seat
 * stakes at random, uniformly from 1 to the smaller purse (`createBot`'s `random`), and every bet
 * is accepted. `evaluatePolicies` takes one stake a position, so this solves the chain itself:
 * value iteration, each sweep O(total) with prefix sums over the computer's stakes, until no
 * chance moves by more than 1e-13 (at most 200,000 sweeps).
 *
 * @param best - the solved match, of the total of chips, whose stakes the person is suggested
 * @param you - the person's seat
 * @param sweeps - the sweeps at most ({@link maxSweeps})
 * @returns `[seat 0's chances when seat 0 bets, when seat 1 bets]`, indexed by seat 0's purse
 */
export function randomBotChances(
  best: MatchOdds,
  you: Seat,
  sweeps: number = maxSweeps,
): MatchOdds['seat0Wins'] {
  const p = best.acceptorWinsRound;
  let wins = ends(best.totalChips);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    const next = sweepOnce(wins, best, you, p);
    const change = largestChange(next, wins);
    wins = next;
    // Stryker disable next-line EqualityOperator: the sweeps stop when the largest change of a
    // chance is below the tolerance; one exactly equal to it, a difference of two sums of products
    // of chances, is a coincidence no test can arrange, and one more sweep then moves the chances
    // by less than the tolerance.
    if (change < tolerance) break;
  }
  return [Array.from(wins[0]), Array.from(wins[1])];
}

/** Seat 0's chances before a sweep sets them: 1 with every chip, 0 with none, 0 for the rest. */
function ends(t: number): readonly [Float64Array, Float64Array] {
  const chances = (): Float64Array => {
    const wins = new Float64Array(t + 1);
    wins[t] = 1;
    return wins;
  };
  return [chances(), chances()];
}

/** The most that a chance moved in a sweep, from `before` to `after`. */
function largestChange(
  after: readonly [Float64Array, Float64Array],
  before: readonly [Float64Array, Float64Array],
): number {
  let most = 0;
  for (let a = 0; a < after[0].length; a++)
    most = Math.max(
      most,
      Math.abs(after[0][a]! - before[0][a]!),
      Math.abs(after[1][a]! - before[1][a]!),
    );
  return most;
}

/** Prefix sums of a table: `sums[i]` is the sum of `table[0]` to `table[i - 1]`. */
function prefixSums(table: Float64Array): Float64Array {
  const sums = new Float64Array(table.length + 1);
  table.forEach((x, i) => (sums[i + 1] = sums[i]! + x));
  return sums;
}

/**
 * One Jacobi sweep. After a bet of `s` by the bettor `k`, the acceptor wins the round with `p`:
 * seat 0 then holds `a + s` and bets next, or `a - s` and seat 1 bets next.
 */
function sweepOnce(
  wins: readonly [Float64Array, Float64Array],
  best: MatchOdds,
  you: Seat,
  p: number,
): readonly [Float64Array, Float64Array] {
  const t = best.totalChips;
  const next = ends(t);
  const sums = [prefixSums(wins[0]), prefixSums(wins[1])] as const;
  for (const k of [0, 1] as const) {
    // Seat 0 wins the round with q: the acceptor's chance when seat 1 bets, the bettor's otherwise.
    const q = k ? p : 1 - p;
    for (let a = 1; a < t; a++) {
      if (k === you) {
        const s = best.stakes[k][a]!;
        next[k][a] = q * wins[0][a + s]! + (1 - q) * wins[1][a - s]!;
      } else {
        const m = Math.min(a, t - a);
        // The mean of wins[0][a + 1 .. a + m] and of wins[1][a - m .. a - 1].
        const up = (sums[0][a + m + 1]! - sums[0][a + 1]!) / m;
        const down = (sums[1][a]! - sums[1][a - m]!) / m;
        next[k][a] = q * up + (1 - q) * down;
      }
    }
  }
  return next;
}
