import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, parseSeed } from '../../src/index.js';

describe('parseSeed', () => {
  it('reads decimal digits as that number, up to 2^53 - 1', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('007')).toBe(7);
    expect(parseSeed('3802796912393646')).toBe(3802796912393646);
    expect(parseSeed('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives back every seed createMatch draws, from its decimal text', () => {
    fc.assert(fc.property(fc.maxSafeNat(), (n) => parseSeed(String(n)) === n));
    const { seed } = createMatch();
    expect(createMatch({ seed: parseSeed(String(seed)) }).rng).toEqual(createMatch({ seed }).rng);
  });

  it('keeps text that is not a number as text, for createMatch to hash', () => {
    expect(parseSeed('table-7')).toBe('table-7');
    expect(parseSeed('NaN')).toBe('NaN');
    expect(parseSeed('12abc')).toBe('12abc');
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(Number.isNaN(Number(text)));
        return parseSeed(text) === text;
      }),
    );
  });

  it('refuses text that looks like a number of another form', () => {
    expect(() => parseSeed('9007199254740992')).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseSeed: a seed must be decimal digits for a whole number from 0 to 9007199254740991, or text that is not a number, got "9007199254740992"]`,
    );
    for (const text of [
      '-1',
      '+1',
      '1e300',
      '1e3',
      '1.5',
      '0x10',
      ' 7',
      '',
      ' ',
      'Infinity',
      '-0',
    ]) {
      expect(() => parseSeed(text), text).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS', name: 'KiriError' }),
      );
    }
    expect(() => parseSeed(7 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseSeed: text must be a string, got 7]`,
    );
  });
});
