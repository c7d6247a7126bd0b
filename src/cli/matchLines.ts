import type { Combination, MatchState, RoundResult, Rules } from '../index.js';
import { nameOf } from './format.js';

/** What a roll did, as its line says it: points, extra rolls, the turn passing, or nothing. */
function effectOf(
  before: MatchState<string>,
  after: MatchState<string>,
  combination: Combination,
): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? `+${combination.points}` : '';
  }
  if (combination.bonusRolls > 0) return `+${combination.bonusRolls} extra rolls`;
  if (before.roller !== after.roller) return 'turn passes';
  // A roll that does nothing: a Normal on an extra roll, or a house rule's idle combination.
  return before.bonusRolls > 0 ? 'extra roll used' : '';
}

/**
 * The line of the roll that took `before` to `after`: dice, combination, effect, points.
 *
 * @param before - the state before the roll
 * @param after - the state after it
 * @param rules - the rules of the match
 * @returns the line, newline-terminated
 */
export function rollLine(
  before: MatchState<string>,
  after: MatchState<string>,
  rules: Rules,
): string {
  const roll = after.lastRoll!;
  const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const effect = effectOf(before, after, combination);
  const points = after.phase === 'rolling' ? after.points : after.lastRound!.points;
  return (
    `  player ${roll.player} rolls ${roll.dice[0]}+${roll.dice[1]}  ${nameOf(combination).padEnd(20)}` +
    `${effect.padEnd(16)}points ${points[0]}:${points[1]}\n`
  );
}

/**
 * The line of a round's end: who won it, how, and the chips after it.
 *
 * @param result - the round's result
 * @param chips - the chips after it
 * @returns the line, newline-terminated
 */
export function roundEndLine(result: RoundResult, chips: readonly [number, number]): string {
  const how =
    result.reason === 'kiri'
      ? 'Kiri'
      : result.reason === 'dead'
        ? `player ${1 - result.winner} rolled Dead`
        : `${result.points[result.winner]} points`;
  return `  player ${result.winner} wins round ${result.round} (${how}) and takes ${result.pot} chips; chips ${chips[0]}:${chips[1]}\n`;
}

/**
 * The line of a round's start, once the stake is accepted: the round, the bet and the pot.
 *
 * @param state - the state after the accept
 * @returns the line after a blank one, newline-terminated
 */
export function roundStartLine(state: MatchState<string>): string {
  const acceptor = state.bettor === 0 ? 1 : 0;
  return `\nRound ${state.round}: player ${state.bettor} bets ${state.stake}, player ${acceptor} accepts (pot ${state.pot})\n`;
}

/**
 * The line of a match won: after how many rounds, and who won.
 *
 * @param state - the state of the match over, with a winner
 * @returns the line after a blank one, newline-terminated
 */
export function matchOverLine(state: MatchState<string>): string {
  const rounds = state.lastRound!.round;
  return `\nMatch over after ${rounds} round${rounds === 1 ? '' : 's'}: player ${state.winner} wins all ${state.totalChips} chips.\n`;
}
