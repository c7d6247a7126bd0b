// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { terminalJson, terminalText } from './terminalText.js';

/**
 * Lays rows out in columns: the first left-aligned, the others right-aligned.
 *
 * @param rows - the cells, row by row, every row as long as the first
 * @returns the lines, newline-terminated, with no trailing blanks
 */
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

/**
 * A message as the terminal gets it: control characters, which may come from the user's text (a
 * newline, an escape sequence), are written as escapes, so the message stays one line and cannot
 * drive the terminal.
 *
 * @param text - the message
 * @returns the message with its control characters escaped
 */
export function printable(text: string): string {
  return terminalText(text);
}

/**
 * A failure as stderr gets it: `kiri-dice: message`, or with `--json` one line of JSON,
 * `{"error":{"code":"USAGE","message":"..."}}`.
 *
 * @param code - `USAGE` for a bad command line, a KiriError's code, or a system error's (`ENOSPC`)
 * @param message - one line
 * @param json - whether the command line asked for JSON
 * @returns the line, newline-terminated
 */
export function errorLine(code: string, message: string, json: boolean): string {
  return json
    ? `${terminalJson({ error: { code, message } })}\n`
    : `kiri-dice: ${printable(message)}\n`;
}
