// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * The mean number of rounds of a match of `chips` each when every stake is 1, every bet is
 * accepted, and the acceptor (who rolls first) wins a round with probability `acceptorWins`.
 *
 * Seat 0's purse then walks by one chip a round, and the next bettor is the round's winner, so
 * a step repeats the last one's direction with probability q = 1 - acceptorWins: a walk with
 * persistence. Its mean time from the middle to either end, first-step analysis over (purse,
 * last direction), is N + N(N - 1) p / q: N² when p = q = 1/2 (the plain walk), N when the
 * bettor always wins (the walk runs straight to an end), and never over when the acceptor
 * always wins (every round undoes the last).
 *
 * @param chips - each player's chips at the start, N, at least 1
 * @param acceptorWins - the acceptor's chance to win a round, p, from 0 to 1
 * @returns the mean number of rounds, `Infinity` when the match never ends
 */
export function meanRoundsAtStakeOne(chips: number, acceptorWins: number): number {
  if (chips === 1) return 1;
  // When the acceptor always wins, q = 0 and the division gives Infinity: the match never ends.
  return chips + (chips * (chips - 1) * acceptorWins) / (1 - acceptorWins);
}
