import { describe, expect, it } from 'vitest';
import { linesOf, stringSource } from '../../src/record/textLines.js';

/** Every cursor `linesOf` gives for `text`, the one past the end included. */
function cursors(text: string) {
  const next = linesOf(stringSource(text));
  const all = [next()];
  while (!all.at(-1)!.past) all.push(next());
  return all.map(({ text: line, line: n, past }) => (past ? `past ${n}` : `${n} ${line}`));
}

describe('linesOf', () => {
  it('gives the lines that are not blank, numbered as an editor numbers them', () => {
    expect(cursors('a\nb')).toEqual(['1 a', '2 b', 'past 3']);
    expect(cursors('a\nb\n')).toEqual(['1 a', '2 b', 'past 3']);
    expect(cursors('\n\na\n \t\nb\n\n')).toEqual(['3 a', '5 b', 'past 7']);
    expect(cursors('')).toEqual(['past 1']);
    expect(cursors('\n')).toEqual(['past 2']);
  });

  it('ends a line at \\r\\n as at \\n, and keeps a carriage return alone', () => {
    expect(cursors('a\r\n\r\nb\r\n')).toEqual(['1 a', '3 b', 'past 4']);
    expect(cursors('a\rb\n\rc')).toEqual(['1 a\rb', '2 \rc', 'past 3']);
  });

  it('gives an empty text past the end', () => {
    const next = linesOf(stringSource('a'));
    next();
    expect(next()).toEqual({ text: '', line: 2, at: 0, past: true });
  });
});
