import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomSeed } from '../src/randomSeed.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes the next random draw give the two words `hi` and `lo`. */
function drawing(hi: number, lo: number): void {
  vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(
    <T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array).set([hi, lo]);
      return array;
    },
  );
}

describe('randomSeed', () => {
  it('is 53 random bits: 21 of the first word, above all 32 of the second', () => {
    drawing(0xffff_ffff, 0xffff_ffff);
    expect(randomSeed()).toBe(Number.MAX_SAFE_INTEGER);
    drawing(0xffe0_0001, 7);
    expect(randomSeed()).toBe(2 ** 32 + 7);
    drawing(0, 0);
    expect(randomSeed()).toBe(0);
  });

  it('draws a new seed each time', () => {
    const seeds = new Set(Array.from({ length: 100 }, randomSeed));
    expect(seeds.size).toBe(100);
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
  });
});
