import { closeSync, openSync, readSync } from 'node:fs';
import { KiriError, standardRules, type Rules } from '../index.js';
import { defineRules } from '../rules/index.js';
import { jsonErrorAt } from './jsonErrorAt.js';
import { UsageError } from './UsageError.js';

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

/**
 * Reads and checks the rules of `--rules FILE`; a bad file is a bad argument.
 *
 * @param file - the option's text, or `undefined` for the standard rules
 * @returns the rules, from `defineRules`
 */
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
