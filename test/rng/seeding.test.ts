/** Where a match's seed comes from: the option, a hashed string, or crypto.getRandomValues. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch, sfc32 } from '../../src/index.js';

describe('seeding a match', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('without a seed, draws 53 bits from crypto.getRandomValues: 21 from the first value, 32 from the second', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const seedFrom = (hi: number, lo: number) => {
      spy.mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint32Array).set([hi, lo]);
        return array;
      });
      return createMatch().seed;
    };
    expect(seedFrom(0, 0)).toBe(0);
    expect(seedFrom(0xffffffff, 0xffffffff)).toBe(2 ** 53 - 1);
    expect(seedFrom(1, 2)).toBe(2 ** 32 + 2);
    expect(seedFrom(0x00200000, 7)).toBe(7); // bit 21 of the first value is dropped
  });

  it('without a seed, gives every match its own replayable seed', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const { seed, rng } = createMatch();
      expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
      expect(rng).toEqual(sfc32.seed(seed));
      seeds.add(seed);
    }
    // 200 draws of 53 bits collide with probability below 1e-11.
    expect(seeds.size).toBe(200);
  });

  it('keeps a numeric seed as it is', () => {
    for (const seed of [0, 1, 2 ** 32, 2 ** 53 - 1])
      expect(createMatch({ seed })).toMatchObject({ seed, rng: sfc32.seed(seed) });
  });
});
