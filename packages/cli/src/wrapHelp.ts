// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';
import { textWidth, wordPattern, wrapLine } from './wrapText.js';

/** The words of a help: an option's usage in brackets (`[--seed S]`) is one. */
const helpWords = new RegExp(`\\[[^\\]]*\\]|${wordPattern.source}`, 'g');

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
  // A usage line, in any language: `Usage: kiri-dice play `, `Запуск: kiri-dice play `.
  const head = /^\S+: kiri-dice \S+ /.exec(line) ?? /^ +\S+(?: \S+)*? {2,}(?=\S)/.exec(line);
  return head ? head[0].length : line.length - line.trimStart().length;
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
  const width = textWidth(io);
  return (
    text
      .replace(/\n$/, '')
      .split('\n')
      // A bracketed group (`[--seed S]`) is one word.
      .flatMap((line) => wrapLine(line, width, hangOf(line), helpWords))
      .join('\n') + '\n'
  );
}
