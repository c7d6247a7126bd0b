import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../src/http/utf8Length.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

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

  it('counts each width at its edges, and pairs and lone surrogates side by side', () => {
    const cases: [string, number][] = [
      ['\u007f', 1],
      ['\u0080', 2],
      ['\u07ff', 2],
      ['\u0800', 3],
      ['\ud7ff', 3],
      ['\ud800\udc00', 4],
      ['\udbff\udfff', 4],
      ['\ue000', 3],
      ['€é', 5],
      ['€\udc00', 6],
      ['\udc00\udc00', 6],
      ['\ud800é', 5],
      ['\ud800\ud800\udc00', 7],
    ];
    for (const [text, bytes] of cases) {
      expect(new TextEncoder().encode(text).byteLength).toBe(bytes);
      expect([text, utf8Length(text)]).toEqual([text, bytes]);
    }
  });

  it('counts each width', () => {
    expect([utf8Length('a'), utf8Length('é'), utf8Length('€'), utf8Length('😀')]).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
