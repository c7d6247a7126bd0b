import { describe, expect, it } from 'vitest';
import { commitTo, createServerSeed, fairDice } from '../../src/fair/index.js';

describe('createServerSeed', () => {
  it('gives 64 lowercase hexadecimal digits, fresh each time', () => {
    const seeds = Array.from({ length: 100 }, createServerSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(100);
  });

  it('uses all 32 bytes: every hex digit shows up in every position over many seeds', () => {
    const seen = Array.from({ length: 64 }, () => new Set<string>());
    for (let i = 0; i < 2000; i++)
      Array.from(createServerSeed(), (digit, at) => seen[at]!.add(digit));
    expect(seen.map((digits) => digits.size)).toEqual(Array.from({ length: 64 }, () => 16));
  });

  it('gives a seed the other functions take', async () => {
    const seed = createServerSeed();
    expect(await commitTo(seed)).toMatch(/^[0-9a-f]{64}$/);
    const [a, b] = await fairDice(seed, 'players', 0);
    expect([a, b].every((die) => Number.isInteger(die) && die >= 1 && die <= 8)).toBe(true);
  });
});
