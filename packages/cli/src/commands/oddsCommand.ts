// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Combination, Rules } from 'kiri-dice';
import { combinationOdds, type CombinationOdds } from 'kiri-dice/odds';
import { defineCommand, type Command } from '../command.js';
import { nameOf, table } from '../format.js';
import { terminalJson, terminalText } from '../terminalText.js';
import { originalOdds } from '../originalOdds.js';
import { wrapText } from '../wrapText.js';

/** One combination's row, as `--json` prints it. */
interface OddsRow extends CombinationOdds {
  readonly names: Combination['names'];
  readonly percent: number;
  readonly original: number | null;
  readonly difference: number | null;
}

/** Rounds away float noise such as 28.125 - 25.000000000000004. */
const clean = (x: number): number => Math.round(x * 1e9) / 1e9;

/** The exact odds of each combination of `rules`, beside the original's where the ids match. */
function oddsRows(rules: Rules): readonly OddsRow[] {
  return combinationOdds(rules).map(({ id, count, fraction, probability }, i) => {
    const original = Object.hasOwn(originalOdds, id) ? originalOdds[id]! : null;
    const percent = clean(probability * 100);
    return {
      id,
      names: rules.combinations[i]!.names,
      count,
      fraction,
      probability,
      percent,
      original,
      difference: original === null ? null : clean(percent - original),
    };
  });
}

/**
 * The original prints percents to one decimal, so only a difference of more than 0.05 is not
 * rounding (Kiri: 6.25% printed as 6.3%, -0.05 exactly, is rounding).
 */
const off = (d: number | null): boolean => Math.abs(d ?? 0) > 0.05;

/** The rows as the text table prints them. */
function oddsTable(rules: Rules, rows: readonly OddsRow[]): string {
  return table([
    ['combination', 'outcomes', 'exact', 'percent', 'original', 'difference'],
    ...rows.map(({ count, fraction, percent, original, difference }, i) => [
      nameOf(rules.combinations[i]!),
      `${count}/64`,
      `${fraction.numerator}/${fraction.denominator}`,
      `${percent}%`,
      original === null ? '-' : `${original}%`,
      difference === null
        ? '-'
        : `${difference > 0 ? '+' : ''}${difference}${off(difference) ? ' *' : ''}`,
    ]),
  ]);
}

/** Prints the exact combination odds and the original's table with the difference. */
export const oddsCommand: Command = defineCommand(
  'odds',
  (speech) => speech.help.odds,
  {},
  (values, rules, io) => {
    const rows = oddsRows(rules);
    if (values.json) {
      io.out(`${terminalJson({ rules: rules.name, combinations: rows })}\n`);
      return 0;
    }
    io.out(
      `Exact odds of each combination · ${terminalText(rules.name)} rules · 64 ordered outcomes of 2d8\n\n`,
    );
    io.out(oddsTable(rules, rows));
    io.out(
      wrapText(
        `\noriginal: the "odds, for reference" table of the original rules; difference: exact minus original, in percentage points.${rows.some((row) => off(row.difference)) ? ' * more than rounding to 0.1 explains.' : ''}\n`,
        io,
      ),
    );
    return 0;
  },
);
