import { describe, expect, it, vi } from 'vitest';
import { byteSource } from '../src/byteSource.js';

describe('byteSource', () => {
  it('reads the bytes past `from` as a text: its length, line feeds, units and cuts', () => {
    const bytes = Buffer.from('\ufeffab\né\nc');
    const source = byteSource(bytes, 3);
    expect(source.length).toBe(7);
    expect([0, 2, 3, 5, 6].map(source.lineFeed)).toEqual([2, 2, 5, 5, -1]);
    expect([0, 1, 2, 3, 4].map(source.codeAt)).toEqual([97, 98, 10, 0xc3, 0xa9]);
    expect(source.cut(0, 2)).toBe('ab');
    expect(source.cut(3, 5)).toBe('é');
    expect(source.cut(5, 7)).toBe('\nc');
    expect(byteSource(Buffer.from('\nx'), 0).lineFeed(0)).toBe(0);
  });

  it('makes a line of 65,536 bytes or more a string once, however often it is cut, and a shorter one each time', () => {
    const long = 1 << 16;
    const bytes = Buffer.from(`${'a'.repeat(long - 1)}\n${'b'.repeat(long)}\n${'c'.repeat(long)}`);
    const made = vi.spyOn(bytes, 'toString');
    const source = byteSource(bytes, 0);
    const lines: [number, number][] = [
      [0, long - 1],
      [long, 2 * long],
      [2 * long + 1, 3 * long + 1],
    ];
    for (let again = 0; again < 3; again++)
      for (const [start, end] of lines) expect(source.cut(start, end)).toHaveLength(end - start);
    // The short line three times; each long one once, told apart by where it starts.
    expect(made).toHaveBeenCalledTimes(3 + 1 + 1);
    // A short line far into the file is short all the same: made each time.
    made.mockClear();
    source.cut(long, long + 10);
    source.cut(long, long + 10);
    expect(made).toHaveBeenCalledTimes(2);
    expect(source.cut(2 * long + 1, 3 * long + 1)).toBe('c'.repeat(long));
    expect(source.cut(long, 2 * long)).toBe('b'.repeat(long));
  });
});
