import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchChain } from '../../src/odds/matchChain.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

describe('matchChain', () => {
  it('pins the chain of 4 chips: where each state goes, and the chance it goes up', () => {
    // Seat 0 stakes 2 with 2 chips and 1 elsewhere; seat 1 always stakes 1.
    const chain = matchChain(4, 0.75, [Int32Array.of(0, 1, 2, 1, 0), Int32Array.of(0, 1, 1, 1, 0)]);
    expect(chain.n).toBe(6);
    // States 2 (a - 1) + bettor for seat 0's purse a = 1, 2, 3: -1 is the end of the match.
    expect([...chain.up]).toEqual([2, 2, -1, 4, -1, -1]);
    expect([...chain.down]).toEqual([-1, -1, -1, 1, 3, 3]);
    expect([...chain.rise]).toEqual([0.25, 0.75, 0.25, 0.75, 0.25, 0.75]);
  });

  it('ends the match at a declined bet, as a round that seat 0 wins with its share', () => {
    const stakes = [Int32Array.of(0, 1, 2, 1, 0), Int32Array.of(0, 1, 1, 1, 0)] as const;
    // Seat 1 declines seat 0's bet at 3 chips; seat 0 declines seat 1's bet at 1 chip.
    const declined = [Uint8Array.of(0, 0, 0, 1, 0), Uint8Array.of(0, 1, 0, 0, 0)] as const;
    const chain = matchChain(4, 0.75, stakes, declined);
    expect([...chain.up]).toEqual([2, -1, -1, 4, -1, -1]);
    expect([...chain.down]).toEqual([-1, -1, -1, 1, -1, 3]);
    expect([...chain.rise]).toEqual([0.25, 0.25, 0.25, 0.75, 0.75, 0.75]);
  });

  it('moves each purse by the stake to the state of the round winner betting, or to the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.nat(), { minLength: 62, maxLength: 62 }),
        (t, q, draws) => {
          const stakes = [0, 1].map((k) =>
            Int32Array.from({ length: t + 1 }, (_, a) =>
              a % t ? 1 + (draws[2 * a + k]! % Math.min(a, t - a)) : 0,
            ),
          ) as [Int32Array, Int32Array];
          const { n, up, down, rise } = matchChain(t, q, stakes);
          expect([n, up.length, down.length, rise.length]).toEqual([2 * (t - 1), n, n, n]);
          for (let i = 0; i < n; i++) {
            const [a, k] = [(i >> 1) + 1, i & 1];
            const s = stakes[k]![a]!;
            expect(up[i]).toBe(a + s === t ? -1 : 2 * (a + s - 1));
            expect(down[i]).toBe(a === s ? -1 : 2 * (a - s - 1) + 1);
            expect(rise[i]).toBe(k ? q : 1 - q);
          }
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
