import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDice, fairRolls } from '../../src/fair/index.js';
import { chiSquare, CHI_SQUARE_999 } from '../rng/chiSquare.js';
import { CLIENT_SEED, ROLLS, SERVER_SEED } from './vectors.js';

const ROLL_COUNT = 100_000;

describe('fairRolls', () => {
  it('gives rolls 0 to count - 1, the dice OpenSSL’s HMACs give', async () => {
    const rolls = await fairRolls(SERVER_SEED, CLIENT_SEED, ROLLS.length);
    expect(rolls).toEqual(ROLLS.map(({ dice }) => dice));
    expect(Object.isFrozen(rolls)).toBe(true);
    expect(rolls.every((dice) => Object.isFrozen(dice))).toBe(true);
    expect(await fairRolls(SERVER_SEED, CLIENT_SEED, 0)).toEqual([]);
  });

  it('gives what fairDice gives roll by roll, for any seeds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1, unit: 'grapheme' }),
        fc.nat({ max: 12 }),
        async (bytes, clientSeed, count) => {
          const serverSeed = Buffer.from(bytes).toString('hex');
          const one = await Promise.all(
            Array.from({ length: count }, (_, n) => fairDice(serverSeed, clientSeed, n)),
          );
          expect(await fairRolls(serverSeed, clientSeed, count)).toEqual(one);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rejects a bad seed or count, naming the field and the form allowed', async () => {
    await expect(
      fairRolls(SERVER_SEED, CLIENT_SEED, -1),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRolls: count must be a whole number from 0 to 1000000, got -1]`,
    );
    await expect(
      fairRolls(SERVER_SEED, CLIENT_SEED, 1_000_001),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRolls: count must be a whole number from 0 to 1000000, got 1000001]`,
    );
    await expect(
      fairRolls(SERVER_SEED, CLIENT_SEED, 2 ** 32),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRolls: count must be a whole number from 0 to 1000000, got 4294967296]`,
    );
    await expect(fairRolls(SERVER_SEED, '', 1)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRolls: clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got ""]`,
    );
    await expect(fairRolls('x', CLIENT_SEED, 1)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRolls: serverSeed must be 64 hexadecimal digits (32 bytes), got "x"]`,
    );
  });
});

/**
 * 100,000 fair rolls of one fixed pair of seeds: the faces of each die and the 64 ordered pairs
 * against the uniform distribution. The seeds are fixed, so the test is deterministic; a fair
 * source exceeds the 0.1% points once in a thousand seeds.
 */
describe('fair dice (chi-square, 100,000 rolls of fixed seeds)', () => {
  let taken: Promise<{ first: number[]; second: number[]; pairs: number[] }> | undefined;
  const counts = () =>
    (taken ??= fairRolls(SERVER_SEED, 'chi-square', ROLL_COUNT).then((rolls) => {
      const first = Array.from({ length: 8 }, () => 0);
      const second = Array.from({ length: 8 }, () => 0);
      const pairs = Array.from({ length: 64 }, () => 0);
      for (const [a, b] of rolls) {
        first[a - 1]!++;
        second[b - 1]!++;
        pairs[(a - 1) * 8 + b - 1]!++;
      }
      return { first, second, pairs };
    }));
  const uniform = (cells: number) => Array.from({ length: cells }, () => ROLL_COUNT / cells);

  it('each face of the first die comes up 1/8 of the time', async () => {
    const { first } = await counts();
    expect(first.reduce((a, b) => a + b)).toBe(ROLL_COUNT);
    expect(chiSquare(first, uniform(8))).toBeLessThan(CHI_SQUARE_999[7]);
  });

  it('each face of the second die comes up 1/8 of the time', async () => {
    const { second } = await counts();
    expect(chiSquare(second, uniform(8))).toBeLessThan(CHI_SQUARE_999[7]);
  });

  it('the 64 ordered pairs come up 1/64 of the time each (the dice are independent)', async () => {
    const { pairs } = await counts();
    expect(pairs.every((count) => count > 0)).toBe(true);
    expect(chiSquare(pairs, uniform(64))).toBeLessThan(CHI_SQUARE_999[63]);
  });

  it('the test can fail: a first die that shows 1 on 13.5% of rolls instead of 12.5% is caught', async () => {
    const { pairs } = await counts();
    const biased = pairs.map((count, i) => (i < 8 ? count * 1.08 : count * (1 - 0.08 / 7)));
    expect(chiSquare(biased, uniform(64))).toBeGreaterThan(CHI_SQUARE_999[63]);
  });
});
