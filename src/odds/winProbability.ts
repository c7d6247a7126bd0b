import type { MatchState } from '../MatchState.js';
import type { Rules } from '../Rules.js';
import { assertState } from '../internal/assertState.js';
import { solveRound, type RoundOdds } from './solveRound.js';
import { standardRules } from '../standardRules.js';

/** Solutions by rules: frozen rules never change, so one solve serves every later call. */
const solved = /* @__PURE__ */ new WeakMap<Rules, RoundOdds>();

/**
 * Tells each seat's chance to win the round, exactly, from a live match.
 *
 * While rolling: the round in play, from the roller's points, the opponent's and the extra rolls
 * left. While betting or accepting: the round about to start, which the acceptor (the seat that
 * is not the bettor) rolls first. Once the match is over: its result, 1 for the winner and 0 for
 * the other (0 for both after a declined bet). The solution of the rules is computed once and
 * cached.
 *
 * @param state - the current state
 * @param rules - the rules the match is played by (default `standardRules`)
 * @returns `[seat 0's chance, seat 1's chance]`
 * @throws {@link kiri-dice!KiriError} `INVALID_STATE` when `state` is not a state; `INVALID_RULES` for
 * rules not from `defineRules`; `INVALID_OPTIONS` when the state's points do not fit the rules
 * @example
 * ```ts
 * let state = createMatch({ seed: 1 });
 * winProbability(state); // [0.4516577688260..., 0.5483422311739...]: seat 1 will roll first
 * ```
 */
export function winProbability(state: MatchState, rules: Rules = standardRules): readonly [number, number] {
  assertState(state, 'winProbability');
  let odds = solved.get(rules);
  if (!odds) solved.set(rules, (odds = solveRound(rules)));
  if (state.phase === 'over') return state.winner === null ? [0, 0] : state.winner ? [0, 1] : [1, 0];
  const seat = state.phase === 'rolling' ? state.roller : state.bettor ? 0 : 1;
  // Before the rolling starts, points and extra rolls are 0: the first roller's position.
  const mine = odds.at(state.points[seat], state.points[1 - seat]!, state.bonusRolls).win;
  return seat ? [1 - mine, mine] : [mine, 1 - mine];
}
