// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';
import { terminalWidth } from './terminalWidth.js';

/** Help is wrapped at the terminal's width, but no narrower than this (the option column is 16 wide)... */
const narrowest = 40;
/** ...and no wider than this: longer lines are hard to read. */
const widest = 100;

/** The column where an option's description starts. */
const optionColumn = 16;

/**
 * Where the lines after the first of a help line start: after `Usage: kiri-dice NAME `, after the
 * term of a two-column item (`  --seed S      seed of...`: a term, two spaces or more, its
 * description; or an option's term of 13 characters and one space), or at the line's own indent.
 */
function hangOf(line: string): number {
  // An option whose term fills the column (`  --record FILE write...`) is followed by one space.
  if (/^ {2}-\S.{11} \S/.test(line)) return optionColumn;
  const head = /^Usage: \S+ \S+ /.exec(line) ?? /^ +\S+(?: \S+)*? {2,}(?=\S)/.exec(line);
  return head ? head[0].length : line.length - line.trimStart().length;
}

/** One line of a help text, wrapped between words at `width`: a bracketed group (`[--seed S]`) is one word. */
function wrapLine(line: string, width: number): string[] {
  const hang = hangOf(line);
  const words = line.slice(hang).match(/\[[^\]]*\]|\S+/g) ?? [];
  const lines: string[] = [];
  let current = line.slice(0, hang);
  let empty = true;
  for (const word of words) {
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
 * A help text laid out for the terminal: each line of `text` is one paragraph or one item,
 * wrapped between words (never inside one) at the terminal's width, 80 when unknown, from 40 to
 * 100 columns; an item's description and a usage line's options keep their column. A word longer
 * than the line (none in the help) stays whole.
 *
 * @param text - the help, one paragraph or item per line
 * @param io - the command's io, for the terminal's width
 * @returns the help, newline-terminated
 */
export function wrapHelp(text: string, io: CliIO): string {
  const width = Math.min(widest, Math.max(narrowest, terminalWidth(io)));
  return (
    text
      .replace(/\n$/, '')
      .split('\n')
      .flatMap((line) => wrapLine(line, width))
      .join('\n') + '\n'
  );
}
