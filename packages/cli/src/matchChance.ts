// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { MatchState, OverState } from 'kiri-dice';
import type { MatchOdds } from 'kiri-dice/odds';

/** A match that someone must act in: betting, accepting or rolling. */
export type LiveState = Exclude<MatchState<string>, OverState<string>>;

/**
 * Seat 0's chance to win the match from any moment of it, when from now on both seats stake as
 * `odds` was solved for (both as `solveMatch` does, by default) and every bet is accepted. Between rounds it is the solver's; once a stake is
 * on offer or in the pot, the round decides which of two positions comes next: seat 0 wins the
 * round with its chance `round0` and goes up by the stake, or loses it and goes down.
 *
 * @param odds - the solved match, of the state's total of chips: seat 0's chances between rounds
 * @param state - the match, not over
 * @param round0 - seat 0's chance to win the round (`winProbability`)
 * @returns seat 0's chance to win the match (seat 1's is the rest)
 */
export function matchChance(
  odds: Pick<MatchOdds, 'seat0Wins'>,
  state: LiveState,
  round0: number,
): number {
  const [wins0After0Wins, wins0After1Wins] = odds.seat0Wins;
  const a = state.chips[0];
  if (state.phase === 'betting') return odds.seat0Wins[state.bettor][a]!;
  // Accepting, the stake is still in the purses; rolling, it is in the pot.
  const [up, down] =
    state.phase === 'accepting' ? [a + state.stake, a - state.stake] : [a + state.pot, a];
  return round0 * wins0After0Wins[up]! + (1 - round0) * wins0After1Wins[down]!;
}
