// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The rounds of a match as an absorbing Markov chain, for one stake in every position.
 *
 * A position is seat 0's purse `a` (seat 1 holds the rest of the `totalChips`) and the seat that
 * bets, `k`; it is state `2 (a - 1) + k`, for `a` from 1 to `totalChips - 1`. The winner of a
 * round bets next, so from every state the chain moves up (seat 0 won the stake: seat 0 bets) or
 * down (seat 1 won: seat 1 bets), and leaves the chain when a purse reaches 0 (or when the bet
 * is declined).
 */
export interface MatchChain {
  /** The number of states, `2 (totalChips - 1)`. */
  readonly n: number;
  /** `up[i]`: the state after seat 0 wins the round, or -1 when seat 0 has then won the match. */
  readonly up: Int32Array;
  /** `down[i]`: the state after seat 1 wins the round, or -1 when seat 1 has then won the match. */
  readonly down: Int32Array;
  /**
   * `rise[i]`: the probability that seat 0 wins the round; for a declined bet, seat 0's share of
   * the chips.
   */
  readonly rise: Float64Array;
}

/**
 * The chain of `totalChips` chips in which the acceptor wins a round with probability
 * `acceptorWins` and `stakes[k][a]` is staked when seat `k` bets with seat 0 holding `a`; where
 * `declined[k][a]` is 1, the acceptor declines that bet instead.
 */
export function matchChain(
  totalChips: number,
  acceptorWins: number,
  stakes: readonly [Int32Array, Int32Array],
  declined?: readonly [Uint8Array, Uint8Array],
): MatchChain {
  const n = 2 * (totalChips - 1);
  const up = new Int32Array(n);
  const down = new Int32Array(n);
  const rise = new Float64Array(n);
  // Counting down, the loop has no bound to get wrong; solveMatch builds a chain at every step
  // of its policy iteration, so this stays a plain loop over typed arrays (a callback per state
  // made the whole solve 12 to 18% slower).
  for (let i = n; i--;) {
    const k = i & 1;
    const a = (i >> 1) + 1;
    const s = stakes[k]![a]!;
    up[i] = a + s < totalChips ? 2 * (a + s - 1) : -1;
    // Seat 1 betting with seat 0's purse a - s: state 2 (a - s - 1) + 1, which is -1 (the end)
    // exactly when seat 0 has lost every chip.
    down[i] = 2 * (a - s) - 1;
    rise[i] = k ? acceptorWins : 1 - acceptorWins;
  }
  // A declined bet ends the match with seat 0 holding a of the chips: worth as much as winning
  // them all with probability a / totalChips, so it is a round that ends the match either way.
  // A loop of its own, so that the chains of accepted bets cost what they did.
  if (declined) {
    for (let i = n; i--;) {
      const a = (i >> 1) + 1;
      if (declined[i & 1]![a]) {
        up[i] = -1;
        down[i] = -1;
        rise[i] = a / totalChips;
      }
    }
  }
  return { n, up, down, rise };
}
