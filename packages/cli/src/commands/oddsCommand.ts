// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Combination, Rules } from 'kiri-dice';
import { combinationOdds, type CombinationOdds } from 'kiri-dice/odds';
import { defineCommand, type Command } from '../command.js';
import { table } from '../format.js';
import type { Speech } from '../messages/Speech.js';
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

/** The rows as the text table prints them, in the speech's language. */
function oddsTable(rules: Rules, rows: readonly OddsRow[], speech: Speech): string {
  const { decimal } = speech.say;
  return table([
    speech.oddsColumns,
    ...rows.map(({ count, fraction, percent, original, difference }, i) => [
      terminalText(speech.combination(rules.combinations[i]!.names)),
      `${count}/64`,
      `${fraction.numerator}/${fraction.denominator}`,
      speech.oddsPercent(percent),
      original === null ? '-' : speech.oddsPercent(original),
      difference === null
        ? '-'
        : `${difference > 0 ? '+' : ''}${decimal(difference)}${off(difference) ? ' *' : ''}`,
    ]),
  ]);
}

/** Prints the exact combination odds and the original's table with the difference. */
export const oddsCommand: Command = defineCommand(
  'odds',
  (speech) => speech.help.odds,
  {},
  (values, rules, io, speech) => {
    const rows = oddsRows(rules);
    if (values.json) {
      io.out(`${terminalJson({ rules: rules.name, combinations: rows })}\n`);
      return 0;
    }
    io.out(speech.oddsTitle(terminalText(rules.name)));
    io.out(oddsTable(rules, rows, speech));
    io.out(wrapText(speech.oddsNote(rows.some((row) => off(row.difference))), io));
    return 0;
  },
);
