import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanRoundsAtStakeOne } from '../src/matchLength.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

/**
 * The same mean by brute force: value iteration over (seat 0's purse, who bets), one chip a
 * round, until the means settle.
 */
function iterated(chips: number, p: number): number {
  const total = 2 * chips;
  let mean = [new Array<number>(total + 1).fill(0), new Array<number>(total + 1).fill(0)];
  for (let sweep = 0; sweep < 200_000; sweep++) {
    const next = [new Array<number>(total + 1).fill(0), new Array<number>(total + 1).fill(0)];
    let change = 0;
    for (let a = 1; a < total; a++) {
      // Seat 0 bets: seat 1 accepts and wins with p (seat 0 down, seat 1 bets next).
      next[0]![a] = 1 + p * mean[1]![a - 1]! + (1 - p) * mean[0]![a + 1]!;
      next[1]![a] = 1 + p * mean[0]![a + 1]! + (1 - p) * mean[1]![a - 1]!;
      change = Math.max(change, Math.abs(next[0]![a]! - mean[0]![a]!));
    }
    mean = next;
    if (change < 1e-10) break;
  }
  return mean[0]![chips]!;
}

describe('meanRoundsAtStakeOne', () => {
  it('is the walk with persistence, as value iteration finds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        (chips, p) => {
          expect(meanRoundsAtStakeOne(chips, p)).toBeCloseTo(iterated(chips, p), 6);
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('is N² for a fair walk, N when the bettor always wins, endless when the acceptor always does', () => {
    expect(meanRoundsAtStakeOne(10, 0.5)).toBe(100);
    expect(meanRoundsAtStakeOne(10, 0)).toBe(10);
    expect(meanRoundsAtStakeOne(10, 1)).toBe(Infinity);
    expect(meanRoundsAtStakeOne(1, 1)).toBe(1);
  });
});
