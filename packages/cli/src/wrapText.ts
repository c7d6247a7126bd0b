// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';
import { terminalWidth } from './terminalWidth.js';

/** Text is wrapped at the terminal's width, but no narrower than this (the option column is 16 wide)... */
const narrowest = 40;
/** ...and no wider than this: longer lines are hard to read. */
const widest = 100;

/** The width text is wrapped at: the terminal's, 80 when unknown, from 40 to 100 columns. */
export function textWidth(io: CliIO): number {
  return Math.min(widest, Math.max(narrowest, terminalWidth(io)));
}

/**
 * A word: what no blank breaks, but for a no-break space, which holds a Russian number and its
 * unit together (`5 001`, `45,2 %`), as the figure space and the narrow one do.
 */
export const wordPattern: RegExp = /(?:\S|[\u00a0\u2007\u202f])+/g;

/**
 * One line wrapped between words at `width`: its first `hang` characters start it, and every line
 * after it starts with `hang` spaces. `words` finds the words (a help keeps `[--seed S]` whole).
 * A word longer than the line stays whole.
 */
export function wrapLine(
  line: string,
  width: number,
  hang: number,
  words: RegExp = wordPattern,
): string[] {
  const lines: string[] = [];
  let current = line.slice(0, hang);
  let empty = true;
  for (const word of line.slice(hang).match(words) ?? []) {
    if (!empty && current.length + 1 + word.length > width) {
      lines.push(current);
      current = ' '.repeat(hang);
      empty = true;
    }
    current += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(current.trimEnd());
  return lines;
}

/**
 * A command's output laid out for the terminal: a line that fits is kept as it is (a table's
 * columns too), and a longer one is wrapped between words, each line after the first at its indent.
 *
 * @param text - the output, newline-terminated, one paragraph or row a line
 * @param io - the command's io, for the terminal's width
 * @returns the output, newline-terminated
 */
export function wrapText(text: string, io: CliIO): string {
  const width = textWidth(io);
  return text
    .split('\n')
    .flatMap((line) =>
      line.length <= width ? [line] : wrapLine(line, width, line.length - line.trimStart().length),
    )
    .join('\n');
}
