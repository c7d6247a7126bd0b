import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../../src/referee/http/utf8Length.js';
import { runs } from '../../propertyRuns.js';

describe('utf8Length', () => {
  it('is the length of the UTF-8 that TextEncoder writes, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        for (const text of [a, b, a + b, `${a}\ud800`, `\udc00${b}`])
          expect(utf8Length(text)).toBe(new TextEncoder().encode(text).byteLength);
      }),
      { numRuns: runs(500) },
    );
  });

  it('counts each width', () => {
    expect([utf8Length('a'), utf8Length('é'), utf8Length('€'), utf8Length('😀')]).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
