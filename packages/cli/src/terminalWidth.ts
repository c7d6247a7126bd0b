// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';

/** The width assumed when neither the terminal nor `COLUMNS` gives one. */
export const defaultWidth = 80;

/**
 * The terminal's width in columns: the one standard output reports, else `COLUMNS` from the
 * environment (set by shells, and by a person who pipes the output), else 80.
 *
 * @param io - the command's io: its `columns` and `env`
 * @returns a whole number of at least 1
 */
export function terminalWidth(io: CliIO): number {
  const columns = io.columns ?? Number(io.env?.COLUMNS);
  return Number.isSafeInteger(columns) && columns >= 1 ? columns : defaultWidth;
}
