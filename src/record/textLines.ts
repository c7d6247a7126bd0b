// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Cursor } from './lineCursor.js';

/**
 * A record's text as the line reader sees it, read by its units: the UTF-16 units of a string,
 * or the bytes of a file, which `readRecordSteps` then reads without making one string of them.
 * Line feeds and carriage returns are the same units in both, since UTF-8 never puts their
 * bytes inside another character. `cut` decodes a line (UTF-8, for bytes).
 *
 * @example
 * ```ts
 * import { readRecordSteps, type TextSource } from 'kiri-dice/record';
 *
 * const bytes = new TextEncoder().encode('format 1\nseed 1\nchips 9 9\nfirst-bettor 0\nrules standard\n');
 * const source: TextSource = {
 *   length: bytes.length,
 *   lineFeed: (from) => bytes.indexOf(10, from),
 *   codeAt: (at) => bytes[at] ?? NaN,
 *   cut: (from, to) => new TextDecoder().decode(bytes.subarray(from, to)),
 * };
 * console.log((readRecordSteps(source).next().value as { last: { round: number } }).last.round); // => 1
 * ```
 */
export interface TextSource {
  /** How many units (UTF-16 units of a string, bytes of a file) the text holds. */
  readonly length: number;
  /** The index of the first line feed at `from` or after it, or -1. */
  readonly lineFeed: (from: number) => number;
  /** The unit at `at`. */
  readonly codeAt: (at: number) => number;
  /** The text from `from` to `to`, as a string. */
  readonly cut: (from: number, to: number) => string;
}

/** A blank line: empty, or spaces and tabs only. */
const BLANK = /^[ \t]*$/;

/**
 * The lines of a text that are not blank, one cursor each, then one past the end. Each line is
 * cut from the text when it is reached, so that a long text is never held as a list of lines.
 * A line ends at a line feed, and a carriage return just before it is part of the line's end
 * (`\r\n`); the last line's end may be missing.
 *
 * @param text - the record's text, its byte order mark already skipped
 * @returns the reader of the next line
 */
export function linesOf(text: TextSource): () => Cursor {
  const { length, lineFeed, codeAt, cut } = text;
  let from = 0;
  let line = 0;
  return () => {
    while (from <= length) {
      const end = lineFeed(from);
      const stop = end < 0 ? length : end;
      // `\r\n` ends a line, as `\n` does; a carriage return alone is part of the line.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a line empty at `from`
      // follows a line feed (or the text's start), never a carriage return.
      const content = cut(from, end > from && codeAt(end - 1) === 13 ? end - 1 : stop);
      from = stop + 1;
      line++;
      // A line of spaces and tabs only is blank, as an empty one is.
      if (!BLANK.test(content)) return { text: content, line, at: 0, past: false };
    }
    // The line after the last: a text that ends with a newline ends with an empty "line".
    const ended = length === 0 || codeAt(length - 1) === 10;
    return { text: '', line: ended ? line : line + 1, at: 0, past: true };
  };
}

/**
 * A string as a {@link TextSource}.
 *
 * @param text - the text
 * @returns its source
 */
export function stringSource(text: string): TextSource {
  return {
    length: text.length,
    lineFeed: (from) => text.indexOf('\n', from),
    codeAt: (at) => text.charCodeAt(at),
    cut: (from, to) => text.slice(from, to),
  };
}
