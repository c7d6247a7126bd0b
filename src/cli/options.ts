import { closeSync, openSync, readSync } from 'node:fs';
import { KiriError, standardRules, type Combination, type Rules } from '../index.js';
import { defineRules } from '../rules/index.js';
import { UsageError } from './io.js';
import { jsonErrorAt } from './jsonErrorAt.js';

/** The options every command takes. */
export const commonOptions = {
  rules: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** What `--rules FILE` and `--json` mean in every command's help. */
export const commonHelp = `  --rules FILE  house rules: a JSON rules table as defineRules takes it
                (default: the standard rules)
  --json        print one line of JSON instead of text (errors too, on stderr)
  --help        show this help
`;

/** The largest rules file read: a rules table is a few kB, and `--rules /dev/zero` must end. */
export const maxRulesBytes: number = 1024 * 1024;

/** Reads at most `maxRulesBytes + 1` bytes of `file`, enough to tell that it is too large. */
function readCapped(file: string): Buffer {
  const buffer = Buffer.alloc(maxRulesBytes + 1);
  const fd = openSync(file, 'r');
  try {
    let size = 0;
    for (let n = -1; n !== 0 && size < buffer.length; size += n)
      n = readSync(fd, buffer, size, buffer.length - size, null);
    return buffer.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}

/** Parses the text of a rules file, locating a syntax error by line and column. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const { line, column } = jsonErrorAt(text);
    // V8's message without its position and its quote of the text: the line and column say where.
    const why = (error as Error).message.replace(
      / in JSON at position \d+.*$|, ".*" is not valid JSON$/s,
      '',
    );
    throw new Error(`not valid JSON at ${line}:${column} (line:column): ${why}`, { cause: error });
  }
}

/** Reads and checks the rules of `--rules FILE`; a bad file is a bad argument. */
export function loadRules(file: string | undefined): Rules {
  if (file === undefined) return standardRules;
  try {
    const bytes = readCapped(file);
    if (bytes.length > maxRulesBytes)
      throw new Error('the file is larger than 1 MiB, too large for a rules table (a few kB)');
    // Editors on Windows may start a UTF-8 file with a byte order mark, which JSON.parse rejects.
    return defineRules(
      parseJson(new TextDecoder().decode(bytes)) as Parameters<typeof defineRules>[0],
    );
  } catch (error) {
    throw new UsageError(
      `--rules ${file}: ${(error as Error).message}`,
      error instanceof KiriError ? error.code : 'USAGE',
    );
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
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** A combination's English name, with the Russian one when it differs. */
export function nameOf(combination: Combination): string {
  const { en, ru } = combination.names;
  return en === ru ? en : `${en} (${ru})`;
}
