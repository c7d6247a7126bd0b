import { readFileSync } from 'node:fs';
import { standardRules, type Combination, type Rules } from '../index.js';
import { defineRules } from '../rules/index.js';
import { UsageError } from './io.js';

/** The options every command takes. */
export const commonOptions = {
  rules: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** What `--rules FILE` and `--json` mean in every command's help. */
export const commonHelp = `  --rules FILE  house rules: a JSON rules table as defineRules takes it
                (default: the standard rules)
  --json        print JSON instead of text
  --help        show this help
`;

/** Reads and checks the rules of `--rules FILE`; a bad file is a bad argument. */
export function loadRules(file: string | undefined): Rules {
  if (file === undefined) return standardRules;
  try {
    return defineRules(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new UsageError(`--rules ${file}: ${(error as Error).message}`);
  }
}

/** `0.5483`-style text with `digits` decimals, and `+`/`-` when `signed`. */
export function fixed(value: number, digits: number, signed = false): string {
  const text = value.toFixed(digits);
  return signed && value >= 0 ? `+${text}` : text;
}

/** Lays rows out in columns: the first left-aligned, the others right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd()).join('\n') + '\n';
}

/** A combination's English name, with the Russian one when it differs. */
export function nameOf(combination: Combination): string {
  const { en, ru } = combination.names;
  return en === ru ? en : `${en} (${ru})`;
}
