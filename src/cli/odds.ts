import { combinationOdds } from '../odds/index.js';
import type { CliIO } from './io.js';
import { commonHelp, commonOptions, loadRules, nameOf, table } from './options.js';
import { originalOdds } from './originalOdds.js';
import { parseOptions } from './parseOptions.js';

export const oddsHelp: string = `Usage: kiri-dice odds [--rules FILE] [--json]

Prints the exact odds of every combination, counted over the 64 equally likely ordered
outcomes of two eight-sided dice, beside the original rules' reference table.

Options:
${commonHelp}`;

/** Rounds away float noise such as 28.125 - 25.000000000000004. */
const clean = (x: number): number => Math.round(x * 1e9) / 1e9;

/** Prints the exact combination odds and the original's table with the difference. */
export function odds(args: readonly string[], io: CliIO): number {
  const values = parseOptions(args, commonOptions);
  if (values.help) {
    io.out(oddsHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const rows = combinationOdds(rules).map(({ id, count, fraction, probability }, i) => {
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
  if (values.json) {
    io.out(`${JSON.stringify({ rules: rules.name, combinations: rows })}\n`);
    return 0;
  }
  // The original prints percents to one decimal, so only a difference of more than 0.05 is not
  // rounding (Kiri: 6.25% printed as 6.3%, -0.05 exactly, is rounding).
  const off = (d: number | null) => Math.abs(d ?? 0) > 0.05;
  io.out(`Exact odds of each combination · ${rules.name} rules · 64 ordered outcomes of 2d8\n\n`);
  io.out(
    table([
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
    ]),
  );
  io.out(
    `\noriginal: the "odds, for reference" table of the original rules; difference: exact minus\n` +
      `original, in percentage points.${rows.some((row) => off(row.difference)) ? ' * more than rounding to 0.1 explains.' : ''}\n`,
  );
  return 0;
}
