// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { TextSource } from 'kiri-dice/record';

/**
 * Lines at least this long are kept once they are made strings: `replay` reads a record twice,
 * and a round of a million rolls is one line, which would otherwise be made twice.
 */
const LONG_LINE = 1 << 16;

/**
 * The bytes of a file from `from` on, valid UTF-8, as the record's line reader takes a text:
 * each line is made a string when it is read, so the file is never held twice, as bytes and as
 * a string (which is two bytes a character as soon as one character is not Latin-1). A long
 * line is made once however often it is read (they add up to the file's size at most).
 *
 * @param bytes - the file's bytes, valid UTF-8
 * @param from - where the text starts (past a byte order mark)
 * @returns the text's source
 */
export function byteSource(bytes: Buffer, from: number): TextSource {
  // Keyed by where a line starts, which says where it ends.
  const long = new Map<number, string>();
  return {
    length: bytes.length - from,
    lineFeed: (at) => {
      const i = bytes.indexOf(10, from + at);
      return i < 0 ? -1 : i - from;
    },
    codeAt: (at) => bytes[from + at]!,
    cut: (start, end) => {
      if (end - start < LONG_LINE) return bytes.toString('utf8', from + start, from + end);
      let line = long.get(start);
      if (line === undefined)
        long.set(start, (line = bytes.toString('utf8', from + start, from + end)));
      return line;
    },
  };
}
