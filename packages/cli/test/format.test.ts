import { describe, expect, it } from 'vitest';
import { errorLine, table } from '../src/format.js';

describe('number and table formatting of the command line', () => {
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
