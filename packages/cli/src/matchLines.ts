// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Combination, MatchState, RoundResult, Rules, Seat } from 'kiri-dice';
import { counted } from './counted.js';
import { nameOf } from './format.js';

/**
 * How the lines name the two seats: `player 0` and `player 1`, or in the game against the
 * computer `you` and `the computer`.
 */
export type SeatNames = readonly [string, string];

/** The seats as the demo and the replay name them. */
export const playerNames: SeatNames = ['player 0', 'player 1'];

/**
 * A seat and its verb, which agrees with "you": `player 1 rolls`, `you roll`.
 *
 * @param names - how the seats are named
 * @param seat - the seat
 * @param verb - the verb, as "you" takes it (`roll`)
 * @returns the words
 */
export function seatDoes(names: SeatNames, seat: Seat, verb: string): string {
  return `${names[seat]} ${verbOf(names, seat, verb)}`;
}

/**
 * Two figures of the seats (chips, points) as `A:B`: the person's first in the game against the
 * computer, whichever seat it plays (its header says so), else player 0's.
 *
 * @param names - how the seats are named
 * @param pair - the figures of seat 0 and seat 1
 * @returns the words
 */
export function pairText(names: SeatNames, pair: readonly [number, number]): string {
  return names[1] === 'you' ? `${pair[1]}:${pair[0]}` : `${pair[0]}:${pair[1]}`;
}

/** The verb as the seat takes it: `rolls`, or `roll` after "you". */
function verbOf(names: SeatNames, seat: Seat, verb: string): string {
  return names[seat] === 'you' ? verb : `${verb}s`;
}

/** What a roll did, as its line says it: points, extra rolls, the turn passing, or nothing. */
function effectOf(
  before: MatchState<string>,
  after: MatchState<string>,
  combination: Combination,
): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? `+${combination.points}` : '';
  }
  if (combination.bonusRolls > 0) return `+${counted(combination.bonusRolls, 'extra roll')}`;
  if (before.roller !== after.roller) return 'turn passes';
  // A roll that does nothing: a Normal on an extra roll, or a house rule's idle combination.
  return before.bonusRolls > 0 ? 'extra roll used' : '';
}

/** How the roll lines of some rules lay out their columns: each name padded, the effects' width. */
interface Columns {
  /** Each combination's name, as wide as the longest name of the rules. */
  readonly names: ReadonlyMap<Combination, string>;
  /** The width of the longest effect (`extra roll used`, or a house rule's `+12 extra rolls`). */
  readonly effect: number;
}

/**
 * The columns of each rules' roll lines, made once: a match prints millions of lines. Keyed by
 * the rules, which defineRules built and froze (the command line plays no other), so the
 * columns stay those of the rules.
 */
const columns = /* @__PURE__ */ new WeakMap<Rules, Columns>();

/**
 * The columns of a roll line under `rules`: the longest combination name, and the longest effect
 * (`extra roll used`, or a house rule's `+100 extra rolls`).
 */
function columnsOf(rules: Rules): Columns {
  const known = columns.get(rules);
  // Stryker disable next-line ConditionalExpression: the columns of a rules' lines, made again
  // instead of taken from the cache, are the same.
  if (known) return known;
  let name = 0;
  let effect = 'extra roll used'.length;
  for (const combination of rules.combinations) {
    name = Math.max(name, nameOf(combination).length);
    // Points (`+12`) are never wider than `extra roll used`, nor are extra rolls below 100 (a
    // rule's numbers are 100 at most; none gives `+0 extra rolls`, which would be narrower).
    effect = Math.max(effect, `+${counted(combination.bonusRolls, 'extra roll')}`.length);
  }
  const names = new Map(rules.combinations.map((c) => [c, nameOf(c).padEnd(name)] as const));
  const made = { names, effect };
  columns.set(rules, made);
  return made;
}

/**
 * The line of the roll that took `before` to `after`: who, dice, combination, effect, points.
 * Its columns are as wide as the longest name and effect of the rules in play, house rules too,
 * so that the lines of a match stay aligned and a name never runs into its effect.
 *
 * @param before - the state before the roll
 * @param after - the state after it
 * @param rules - the rules of the match
 * @param names - how the seats are named (default `player 0`, `player 1`)
 * @returns the line, newline-terminated
 */
export function rollLine(
  before: MatchState<string>,
  after: MatchState<string>,
  rules: Rules,
  names: SeatNames = playerNames,
): string {
  const roll = after.lastRoll!;
  const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const effect = effectOf(before, after, combination);
  const points = after.phase === 'rolling' ? after.points : after.lastRound!.points;
  const layout = columnsOf(rules);
  const who = Math.max(seatDoes(names, 0, 'roll').length, seatDoes(names, 1, 'roll').length);
  return (
    `  ${seatDoes(names, roll.player, 'roll').padEnd(who)} ${roll.dice[0]}+${roll.dice[1]}  ` +
    `${layout.names.get(combination)!}  ${effect.padEnd(layout.effect)}  points ${pairText(names, points)}\n`
  );
}

/**
 * The line of a round's end: who won it, how, and the chips after it.
 *
 * @param result - the round's result
 * @param chips - the chips after it
 * @param names - how the seats are named (default `player 0`, `player 1`)
 * @returns the line, newline-terminated
 */
export function roundEndLine(
  result: RoundResult,
  chips: readonly [number, number],
  names: SeatNames = playerNames,
): string {
  const loser = names[result.winner ? 0 : 1];
  const how =
    result.reason === 'kiri'
      ? 'Kiri'
      : result.reason === 'dead'
        ? `${loser} rolled Dead`
        : result.reason === 'timeout'
          ? `${loser} ran out of time`
          : `${result.points[result.winner]} points`;
  const takes = verbOf(names, result.winner, 'take');
  return `  ${seatDoes(names, result.winner, 'win')} round ${result.round} (${how}) and ${takes} ${result.pot} chips; chips ${pairText(names, chips)}\n`;
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
