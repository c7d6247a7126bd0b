import { solveRound } from '../odds/index.js';
import { maxWhole, UsageError, wholeOption, type CliIO } from './io.js';
import { commonHelp, commonOptions, fixed, loadRules, table } from './options.js';
import { parseOptions } from './parseOptions.js';

export const solveHelp: string = `Usage: kiri-dice solve [--points A,B] [--bonus N] [--rules FILE] [--json]

Solves a round exactly. Without --points and --bonus: the chance that the player who rolls
first wins the round, the expected length of a round, and the chance to win and the expected
rolls left from every score. With them: one position of a round.

Options:
  --points A,B  the player to roll has A points, the opponent B (default 0,0)
  --bonus N     extra rolls left (default 0)
${commonHelp}`;

/** Prints the exact round odds: the headline figures and tables, or one position. */
export function solve(args: readonly string[], io: CliIO): number {
  const values = parseOptions(args, {
    ...commonOptions,
    points: { type: 'string' },
    bonus: { type: 'string' },
  });
  if (values.help) {
    io.out(solveHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const odds = solveRound(rules);
  const top = rules.targetPoints - 1;
  if (values.points === undefined && values.bonus === undefined) {
    if (values.json) {
      io.out(`${JSON.stringify(odds)}\n`);
      return 0;
    }
    const grid = (cells: readonly (readonly number[])[], digits: number) =>
      table([
        ['', ...cells.map((_, o) => `${o}`)],
        ...cells.map((row, p) => [`${p}`, ...row.map((x) => fixed(x, digits))]),
      ]);
    io.out(
      `Exact round odds · ${rules.name} rules · first to ${rules.targetPoints} points\n\n` +
        `The player who rolls first wins ${fixed(odds.firstRollerWins, 12)} of rounds.\n` +
        `A round lasts ${fixed(odds.expectedRolls, 12)} rolls on average.\n\n` +
        `Chance that the player to roll wins (rows: their points, columns: the opponent's):\n` +
        grid(odds.win, 4) +
        `\nExpected rolls left:\n` +
        grid(odds.rolls, 2) +
        `\n(with no extra rolls left; kiri-dice solve --points A,B --bonus N for any position)\n`,
    );
    return 0;
  }
  const match = /^(\d+),(\d+)$/.exec(values.points ?? '0,0');
  const mine = Number(match?.[1]);
  const theirs = Number(match?.[2]);
  if (!match || mine > top || theirs > top) {
    throw new UsageError(
      `--points must be two whole numbers from 0 to ${top}, like 2,1, got '${values.points}'`,
    );
  }
  const bonus = wholeOption(values.bonus, 'bonus', 0, maxWhole, 0);
  const { win, rolls } = odds.at(mine, theirs, bonus);
  if (values.json) {
    io.out(
      `${JSON.stringify({ rules: rules.name, points: [mine, theirs], bonusRolls: bonus, win, rolls })}\n`,
    );
    return 0;
  }
  io.out(
    `Position · ${rules.name} rules: the player to roll has ${mine} of ${rules.targetPoints} points, ` +
      `the opponent ${theirs}, ${bonus} extra roll${bonus === 1 ? '' : 's'} left\n\n` +
      `The player to roll wins the round with probability ${fixed(win, 12)}\n` +
      `(the opponent ${fixed(1 - win, 12)}); ${fixed(rolls, 12)} rolls left on average.\n`,
  );
  return 0;
}
