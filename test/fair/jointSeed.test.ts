import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/fair/hex.js';
import { jointSeed } from '../../src/fair/jointSeed.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('jointSeed', () => {
  it("joins the seats' seeds as the lowercase hex of their bytes, in seat order", () => {
    fc.assert(
      fc.property(fc.array(seed, { minLength: 1, maxLength: 16 }), fc.boolean(), (seeds, upper) => {
        const texts = seeds.map((bytes) => (upper ? toHex(bytes).toUpperCase() : toHex(bytes)));
        expect(jointSeed(texts)).toBe(seeds.map(toHex).join(':'));
      }),
      { numRuns: runs(100) },
    );
  });

  it('takes 1 to 16 seeds of 64 hexadecimal digits, and refuses anything else by name', () => {
    const one = 'a'.repeat(64);
    expect(jointSeed(Array.from({ length: 16 }, () => one))).toHaveLength(16 * 65 - 1);
    const refusals = [
      [],
      Array.from({ length: 17 }, () => one),
      'ab'.repeat(32),
      [one, 'g'.repeat(64)],
      [[one]],
      [one, one.slice(1)],
    ].map((seeds) => {
      try {
        jointSeed(seeds as never);
        return 'accepted';
      } catch (error) {
        const { name, code, message } = error as { name: string; code: string; message: string };
        return `${name} ${code}: ${message.slice(0, 80)}`;
      }
    });
    expect(refusals).toMatchInlineSnapshot(`
      [
        "KiriError INVALID_OPTIONS: jointSeed: seeds must be a list of 1 to 16 seeds, got an array",
        "KiriError INVALID_OPTIONS: jointSeed: seeds must be a list of 1 to 16 seeds, got an array",
        "KiriError INVALID_OPTIONS: jointSeed: seeds must be a list of 1 to 16 seeds, got "ababababababababababababa",
        "KiriError INVALID_OPTIONS: jointSeed: seeds[1] must be 64 hexadecimal digits (32 bytes), got "ggggggggggggg",
        "KiriError INVALID_OPTIONS: jointSeed: seeds[0] must be 64 hexadecimal digits (32 bytes), got an array",
        "KiriError INVALID_OPTIONS: jointSeed: seeds[1] must be 64 hexadecimal digits (32 bytes), got "aaaaaaaaaaaaa",
      ]
    `);
  });
});
