import { describe, expect, it } from 'vitest';
import { errorLine, fixed, table } from '../src/format.js';

describe('number and table formatting of the command line', () => {
  it('fixed: the given decimals, and a sign only when asked, + for zero too', () => {
    expect(fixed(0.548342231174, 6)).toBe('0.548342');
    expect(fixed(-1.5, 2)).toBe('-1.50');
    expect(fixed(0.031, 2, true)).toBe('+0.03');
    expect(fixed(0, 2, true)).toBe('+0.00');
    expect(fixed(-0.48, 2, true)).toBe('-0.48');
  });

  it('table: the first column left-aligned, the others right-aligned, two spaces apart, no trailing blanks', () => {
    expect(
      table([
        ['name', 'n', ''],
        ['Kvatra', '18', ''],
      ]),
    ).toBe('name     n\nKvatra  18\n');
  });
});

describe('errorLine: errors as text or JSON', () => {
  it('writes one line either way', () => {
    expect(errorLine('USAGE', "Unknown option '--fast'", false)).toBe(
      "kiri-dice: Unknown option '--fast'\n",
    );
    expect(errorLine('USAGE', 'say "hi"', true)).toBe(
      '{"error":{"code":"USAGE","message":"say \\"hi\\""}}\n',
    );
  });
});
