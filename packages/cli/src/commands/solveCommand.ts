// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import { solveRound, type PositionOdds, type RoundOdds } from 'kiri-dice/odds';
import { defineCommand, type Command } from '../command.js';
import { fixed, table } from '../format.js';
import { terminalJson, terminalText } from '../terminalText.js';
import { maxWhole, wholeOption } from '../optionValues.js';
import { UsageError } from '../UsageError.js';
import { wrapText } from '../wrapText.js';

/** A table of one figure for every score: rows the player to roll's points, columns the opponent's. */
function grid(cells: readonly (readonly number[])[], digits: number): string {
  return table([
    ['', ...cells.map((_, o) => `${o}`)],
    ...cells.map((row, p) => [`${p}`, ...row.map((x) => fixed(x, digits))]),
  ]);
}

/** The headline figures of a round and the tables of every score, as text. */
function roundText(odds: RoundOdds, rules: Rules): string {
  return (
    `Exact round odds · ${terminalText(rules.name)} rules · first to ${rules.targetPoints} points\n\n` +
    `The player who rolls first wins ${fixed(odds.firstRollerWins, 12)} of rounds.\n` +
    `A round lasts ${fixed(odds.expectedRolls, 12)} rolls on average.\n\n` +
    `Chance that the player to roll wins (rows: their points, columns: the opponent's):\n` +
    grid(odds.win, 4) +
    `\nExpected rolls left:\n` +
    grid(odds.rolls, 2) +
    `\n(with no extra rolls left; kiri-dice solve --points A,B --bonus N for any position)\n`
  );
}

/** Reads `--points A,B`: two scores below the target, or a {@link UsageError}. */
function pointsOption(text: string | undefined, top: number): readonly [number, number] {
  const match = /^(\d+),(\d+)$/.exec(text ?? '0,0');
  const mine = Number(match?.[1]);
  const theirs = Number(match?.[2]);
  if (!match || mine > top || theirs > top) {
    throw new UsageError(
      `--points must be two whole numbers from 0 to ${top}, like 2,1, got '${text}'`,
    );
  }
  return [mine, theirs];
}

/** The odds of one position of a round, as text. */
function positionText(
  rules: Rules,
  [mine, theirs]: readonly [number, number],
  bonus: number,
  { win, rolls }: PositionOdds,
): string {
  return (
    `Position · ${terminalText(rules.name)} rules: the player to roll has ${mine} of ${rules.targetPoints} points, ` +
    `the opponent ${theirs}, ${bonus} extra roll${bonus === 1 ? '' : 's'} left\n\n` +
    `The player to roll wins the round with probability ${fixed(win, 12)}\n` +
    `(the opponent ${fixed(1 - win, 12)}); ${fixed(rolls, 12)} rolls left on average.\n`
  );
}

/** Prints the exact round odds: the headline figures and tables, or one position. */
export const solveCommand: Command = defineCommand(
  'solve',
  (speech) => speech.help.solve,
  { points: { type: 'string' }, bonus: { type: 'string' } },
  (values, rules, io) => {
    const odds = solveRound(rules);
    if (values.points === undefined && values.bonus === undefined) {
      io.out(values.json ? `${terminalJson(odds)}\n` : wrapText(roundText(odds, rules), io));
      return 0;
    }
    const [mine, theirs] = pointsOption(values.points, rules.targetPoints - 1);
    const bonus = wholeOption(values.bonus, 'bonus', 0, maxWhole, 0);
    const position = odds.at(mine, theirs, bonus);
    io.out(
      values.json
        ? `${terminalJson({ rules: rules.name, points: [mine, theirs], bonusRolls: bonus, win: position.win, rolls: position.rolls })}\n`
        : wrapText(positionText(rules, [mine, theirs], bonus, position), io),
    );
    return 0;
  },
);
