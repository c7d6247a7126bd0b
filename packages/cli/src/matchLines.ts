// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Combination, MatchState, RoundResult, Rules } from 'kiri-dice';
import { terminalText } from './terminalText.js';
import type { Pair } from './messages/Messages.js';
import type { Speech } from './messages/Speech.js';
import type { Who } from './messages/Who.js';

/**
 * How the lines name the two seats: by their numbers, or in the game against the computer
 * `you` and `computer`.
 */
export type SeatNames = readonly [Who, Who];

/** The seats as the demo and the replay name them. */
export const playerNames: SeatNames = [0, 1];

/**
 * Two figures of the seats (chips, points) in the order the lines show them: the person's first
 * in the game against the computer, whichever seat it plays (its header says so), else player 0's.
 *
 * @param names - how the seats are named
 * @param pair - the figures of seat 0 and seat 1
 * @returns the figures in the lines' order
 */
export function seatOrder(names: SeatNames, pair: Pair): Pair {
  return names[1] === 'you' ? [pair[1], pair[0]] : pair;
}

/** What a roll did, as its line says it: points, extra rolls, the turn passing, or nothing. */
function effectOf(
  before: MatchState<string>,
  after: MatchState<string>,
  combination: Combination,
  speech: Speech,
): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? speech.gained(combination.points) : '';
  }
  if (combination.bonusRolls > 0) return speech.extraRolls(combination.bonusRolls);
  if (before.roller !== after.roller) return speech.turnPasses;
  // A roll that does nothing: a Normal on an extra roll, or a house rule's idle combination.
  return before.bonusRolls > 0 ? speech.extraRollUsed : '';
}

/** How the roll lines of some rules lay out their columns: each name padded, the effects' width. */
interface Columns {
  /** Each combination's name, as wide as the longest name of the rules. */
  readonly names: ReadonlyMap<Combination, string>;
  /** The width of the longest effect (`extra roll used`, or a house rule's `+12 extra rolls`). */
  readonly effect: number;
}

/**
 * The columns of each rules' roll lines in each language, made once: a match prints millions of
 * lines. Keyed by the rules, which defineRules built and froze (the command line plays no
 * other), and by the speech, which a command makes once: the columns stay theirs.
 */
const columns = /* @__PURE__ */ new WeakMap<Rules, WeakMap<Speech, Columns>>();

/**
 * A combination's name in the speech's language: names may come from a rules or record file, so
 * they are escaped, as everything from a file is.
 */
function spokenName(combination: Combination, speech: Speech): string {
  return terminalText(speech.combination(combination.names));
}

/**
 * The columns of a roll line under `rules` in `speech`: the longest combination name, and the
 * longest effect (`extra roll used`, or a house rule's `+100 extra rolls`).
 */
function columnsOf(rules: Rules, speech: Speech): Columns {
  let spoken = columns.get(rules);
  // Stryker disable next-line ConditionalExpression: a map made again for the rules only loses
  // what the cache held; the columns made then are the same.
  if (!spoken) columns.set(rules, (spoken = new WeakMap()));
  const known = spoken.get(speech);
  // Stryker disable next-line ConditionalExpression: the columns of a rules' lines, made again
  // instead of taken from the cache, are the same.
  if (known) return known;
  let name = 0;
  let effect = Math.max(speech.extraRollUsed.length, speech.turnPasses.length);
  for (const combination of rules.combinations) {
    name = Math.max(name, spokenName(combination, speech).length);
    // Points (`+12`) are never wider than `extra roll used`, nor are extra rolls below 100 (a
    // rule's numbers are 100 at most; none gives `+0 extra rolls`, which would be narrower).
    effect = Math.max(effect, speech.extraRolls(combination.bonusRolls).length);
  }
  const names = new Map(
    rules.combinations.map((c) => [c, spokenName(c, speech).padEnd(name)] as const),
  );
  const made = { names, effect };
  spoken.set(speech, made);
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
 * @param speech - the language of the line
 * @param names - how the seats are named (default by their numbers)
 * @returns the line, newline-terminated
 */
export function rollLine(
  before: MatchState<string>,
  after: MatchState<string>,
  rules: Rules,
  speech: Speech,
  names: SeatNames = playerNames,
): string {
  const roll = after.lastRoll!;
  const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const effect = effectOf(before, after, combination, speech);
  const points = after.phase === 'rolling' ? after.points : after.lastRound!.points;
  const layout = columnsOf(rules, speech);
  const who = Math.max(speech.does(names[0], 'roll').length, speech.does(names[1], 'roll').length);
  return (
    `  ${speech.does(names[roll.player], 'roll').padEnd(who)} ${roll.dice[0]}+${roll.dice[1]}  ` +
    `${layout.names.get(combination)!}  ${effect.padEnd(layout.effect)}  ${speech.points(seatOrder(names, points))}\n`
  );
}

/**
 * The line of a round's end: who won it, how, and the chips after it.
 *
 * @param result - the round's result
 * @param chips - the chips after it
 * @param speech - the language of the line
 * @param names - how the seats are named (default by their numbers)
 * @returns the line, newline-terminated
 */
export function roundEndLine(
  result: RoundResult,
  chips: Pair,
  speech: Speech,
  names: SeatNames = playerNames,
): string {
  return speech.roundEnd({
    winner: names[result.winner],
    round: result.round,
    reason: result.reason,
    points: result.points[result.winner],
    pot: result.pot,
    chips: seatOrder(names, chips),
  });
}

/**
 * The line of a round's start, once the stake is accepted: the round, the bet and the pot.
 *
 * @param state - the state after the accept
 * @param speech - the language of the line
 * @returns the line after a blank one, newline-terminated
 */
export function roundStartLine(state: MatchState<string>, speech: Speech): string {
  return speech.roundStart(
    { round: state.round, bettor: state.bettor, stake: state.stake },
    state.pot,
  );
}

/**
 * The line of a match won: after how many rounds, and who won.
 *
 * @param state - the state of the match over, with a winner
 * @param speech - the language of the line
 * @returns the line after a blank one, newline-terminated
 */
export function matchOverLine(state: MatchState<string>, speech: Speech): string {
  return speech.matchOver(state.lastRound!.round, state.winner!, state.totalChips);
}
