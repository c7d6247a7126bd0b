/**
 * The rounds of a match as an absorbing Markov chain, for one stake in every position.
 *
 * A position is seat 0's purse `a` (seat 1 holds the rest of the `totalChips`) and the seat that
 * bets, `k`; it is state `2 (a - 1) + k`, for `a` from 1 to `totalChips - 1`. The winner of a
 * round bets next, so from every state the chain moves up (seat 0 won the stake: seat 0 bets) or
 * down (seat 1 won: seat 1 bets), and leaves the chain when a purse reaches 0.
 */
export interface MatchChain {
  /** The number of states, `2 (totalChips - 1)`. */
  readonly n: number;
  /** `up[i]`: the state after seat 0 wins the round, or -1 when seat 0 has then won the match. */
  readonly up: Int32Array;
  /** `down[i]`: the state after seat 1 wins the round, or -1 when seat 1 has then won the match. */
  readonly down: Int32Array;
  /** `rise[i]`: the probability that seat 0 wins the round. */
  readonly rise: Float64Array;
}

/**
 * The chain of `totalChips` chips in which the acceptor wins a round with probability
 * `acceptorWins` and `stakes[k][a]` is staked when seat `k` bets with seat 0 holding `a`.
 */
export function matchChain(
  totalChips: number,
  acceptorWins: number,
  stakes: readonly [Int32Array, Int32Array],
): MatchChain {
  const n = 2 * (totalChips - 1);
  const purse = (i: number) => (i >> 1) + 1;
  const stake = (i: number) => stakes[i & 1]![purse(i)]!;
  const each = { length: n };
  return {
    n,
    up: Int32Array.from(each, (_, i) => {
      const to = purse(i) + stake(i);
      return to < totalChips ? 2 * (to - 1) : -1;
    }),
    // Seat 1 betting with seat 0's purse a - s: state 2 (a - s - 1) + 1, which is -1 (the
    // end) exactly when seat 0 has lost every chip.
    down: Int32Array.from(each, (_, i) => 2 * (purse(i) - stake(i)) - 1),
    rise: Float64Array.from(each, (_, i) => (i & 1 ? acceptorWins : 1 - acceptorWins)),
  };
}
