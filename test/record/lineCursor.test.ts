import { describe, expect, it } from 'vitest';
import { wholeAt, type Cursor } from '../../src/record/lineCursor.js';

const cursor = (text: string, at = 0): Cursor => ({ text, line: 1, at, past: false });

describe('wholeAt', () => {
  it('reads the digits next, and stops at the first unit that is not one', () => {
    for (const [text, n, end] of [
      ['12a', 12, 2],
      ['7/', 7, 1],
      ['30:', 30, 2],
      ['9', 9, 1],
    ] as const) {
      const c = cursor(text);
      expect(wholeAt(c, 'a number', 0, 100)).toBe(n);
      expect(c.at).toBe(end);
    }
  });

  it('refuses no digits, leading zeros and a number out of range, where it stands', () => {
    const refusals = ['x1', '007', '101', ''].map((text) => {
      try {
        return wholeAt(cursor(`P ${text}`, 2), 'chips', 0, 100);
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(refusals).toMatchInlineSnapshot(`
      [
        "parseRecord: line 1:3: expected chips, got "x1"",
        "parseRecord: line 1:3: expected chips, written without leading zeros, got "007"",
        "parseRecord: line 1:3: expected chips, got "101"",
        "parseRecord: line 1:3: expected chips, got the end of the line",
      ]
    `);
  });
});
