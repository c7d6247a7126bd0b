// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { KiriError, standardRules, type Rules } from 'kiri-dice';
import { defineRules } from 'kiri-dice/rules';
import { readJsonFile } from './readJsonFile.js';
import { UsageError } from './UsageError.js';

/** The largest rules file read: a rules table is a few kB, and `--rules /dev/zero` must end. */
export const maxRulesBytes: number = 1024 * 1024;

/**
 * Reads and checks the rules of `--rules FILE`; a bad file is a bad argument.
 *
 * @param file - the option's text, or `undefined` for the standard rules
 * @returns the rules, from `defineRules`
 */
export function loadRules(file: string | undefined): Rules {
  if (file === undefined) return standardRules;
  try {
    return defineRules(
      readJsonFile(file, maxRulesBytes, 'a rules table (a few kB)') as Parameters<
        typeof defineRules
      >[0],
    );
  } catch (error) {
    throw new UsageError(
      `--rules ${file}: ${(error as Error).message}`,
      error instanceof KiriError ? error.code : 'USAGE',
    );
  }
}
