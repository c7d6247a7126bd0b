// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import { solveRound, type PositionOdds, type RoundOdds } from 'kiri-dice/odds';
import { defineCommand, type Command } from '../command.js';
import { table } from '../format.js';
import type { Speech } from '../messages/Speech.js';
import { terminalJson, terminalText } from '../terminalText.js';
import { maxWhole, wholeOption } from '../optionValues.js';
import { UsageError } from '../UsageError.js';
import { wrapText } from '../wrapText.js';

/** A table of one figure for every score: rows the player to roll's points, columns the opponent's. */
function grid(cells: readonly (readonly number[])[], digits: number, speech: Speech): string {
  return table([
    ['', ...cells.map((_, o) => `${o}`)],
    ...cells.map((row, p) => [`${p}`, ...row.map((x) => speech.say.decimal(x, digits))]),
  ]);
}

/** The headline figures of a round and the tables of every score, as text. */
function roundText(odds: RoundOdds, rules: Rules, speech: Speech): string {
  const { decimal } = speech.say;
  return (
    speech.solveRound(
      terminalText(rules.name),
      rules.targetPoints,
      decimal(odds.firstRollerWins, 12),
      decimal(odds.expectedRolls, 12),
    ) +
    speech.solveWinTable +
    grid(odds.win, 4, speech) +
    speech.solveRollsTable +
    grid(odds.rolls, 2, speech) +
    speech.solveAnyPosition
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
  points: readonly [number, number],
  bonus: number,
  { win, rolls }: PositionOdds,
  speech: Speech,
): string {
  const { decimal } = speech.say;
  return speech.solvePosition(terminalText(rules.name), points, rules.targetPoints, bonus, {
    win: decimal(win, 12),
    lose: decimal(1 - win, 12),
    rolls: decimal(rolls, 12),
  });
}

/** Prints the exact round odds: the headline figures and tables, or one position. */
export const solveCommand: Command = defineCommand(
  'solve',
  (speech) => speech.help.solve,
  { points: { type: 'string' }, bonus: { type: 'string' } },
  (values, rules, io, speech) => {
    const odds = solveRound(rules);
    if (values.points === undefined && values.bonus === undefined) {
      io.out(
        values.json ? `${terminalJson(odds)}\n` : wrapText(roundText(odds, rules, speech), io),
      );
      return 0;
    }
    const [mine, theirs] = pointsOption(values.points, rules.targetPoints - 1);
    const bonus = wholeOption(values.bonus, 'bonus', 0, maxWhole, 0);
    const position = odds.at(mine, theirs, bonus);
    io.out(
      values.json
        ? `${terminalJson({ rules: rules.name, points: [mine, theirs], bonusRolls: bonus, win: position.win, rolls: position.rolls })}\n`
        : wrapText(positionText(rules, [mine, theirs], bonus, position, speech), io),
    );
    return 0;
  },
);
