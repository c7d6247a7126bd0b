// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchState } from '../game/MatchState.js';
import type { Rules } from '../rules/Rules.js';
import { makeContext, type GameContext } from '../engine/GameContext.js';
import { readState } from '../engine/readState.js';
import { rulesOf } from '../rules/rulesOf.js';
import { solveRound, type RoundOdds } from './solveRound.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * Solutions by rules, and the context that checks states against them (of any generator).
 * Keyed by rules that `defineRules` built and froze, so one solve serves every later call and no
 * caller's value is ever stored.
 */
const solved = /* @__PURE__ */ new WeakMap<
  Rules,
  { readonly odds: RoundOdds; readonly ctx: GameContext }
>();

/** The state, checked against the rules; a standard check that fails may be a house match given without its rules. */
function read(ctx: GameContext, state: unknown, rules: Rules): MatchState<string> {
  try {
    return readState(ctx, state, 'winProbability');
  } catch (error) {
    const { message } = error as KiriError;
    // Points, the last roll and the last round depend on the rules.
    if (rules !== standardRules || !/ state\.(points|lastRoll|lastRound)/.test(message))
      throw error;
    throw new KiriError(
      'INVALID_STATE',
      `${message} (a match of house rules needs its rules: winProbability(state, rules))`,
    );
  }
}

/**
 * Tells each seat's chance to win the round, exactly, from a live standard match.
 *
 * While rolling: the round in play, from the roller's points, the opponent's and the extra rolls
 * left. While betting or accepting: the round about to start, which the acceptor (the seat that
 * is not the bettor) rolls first. Once the match is over: its result, 1 for the winner and 0 for
 * the other (0 for both after a decline or a halt). The solution of the rules is computed once and
 * cached.
 *
 * @param state - the current state
 * @returns `[seat 0's chance, seat 1's chance]`, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_STATE` when `state` is not a valid state of the rules
 * @example
 * ```ts
 * let state = createMatch({ seed: 1 });
 * winProbability(state); // [0.4516577688260..., 0.5483422311739...]: seat 1 will roll first
 * ```
 */
export function winProbability(state: MatchState): readonly [number, number];
/**
 * Tells each seat's chance to win the round, exactly, from a live match of house rules.
 *
 * @param state - the current state, of a game made with `rules`
 * @param rules - the rules the match is played by, from `defineRules`
 * @returns `[seat 0's chance, seat 1's chance]`, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_STATE` when `state` is not a valid state of the
 * rules; `INVALID_RULES` for rules not from `defineRules`
 * @example
 * ```ts
 * const game = createGame({ rules: passOnScore });
 * winProbability(game.createMatch({ seed: 1 }), passOnScore); // [0.464..., 0.535...]
 * ```
 */
export function winProbability<Id extends string>(
  state: MatchState<Id>,
  rules: Rules<Id>,
): readonly [number, number];
export function winProbability(
  state: MatchState<string>,
  rules: Rules = standardRules,
): readonly [number, number] {
  rulesOf(rules, 'winProbability');
  let known = solved.get(rules);
  if (!known)
    solved.set(
      rules,
      (known = { odds: solveRound(rules), ctx: makeContext(rules, null, null, 0) }),
    );
  const s = read(known.ctx, state, rules);
  if (s.phase === 'over')
    return Object.freeze(s.winner === null ? [0, 0] : s.winner ? [0, 1] : [1, 0]);
  const seat = s.phase === 'rolling' ? s.roller : s.bettor ? 0 : 1;
  // Before the rolling starts, points and extra rolls are 0: the first roller's position.
  const mine = known.odds.at(s.points[seat], s.points[1 - seat]!, s.bonusRolls).win;
  return Object.freeze(seat ? [1 - mine, mine] : [mine, 1 - mine]);
}
