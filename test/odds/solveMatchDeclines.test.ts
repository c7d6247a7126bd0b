import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rules } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { evaluatePolicies, solveMatch, solveRound, type MatchOdds } from '../../src/odds/index.js';
import { answer } from '../../src/odds/solveMatch.js';
import { deadOnly, passOnScore, deadly } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';

// Solved in each test, not on import, so that the mutation run credits the solver to the tests.
let q: number;
beforeEach(() => {
  q = solveRound().firstRollerWins;
});

/** A fair coin: each seat wins half the rounds whoever bets (odd sums win, even ones lose). */
const coin: Rules = (() => {
  const pairs: [[number, number][], [number, number][]] = [[], []];
  for (let x = 1; x <= 8; x++) for (let y = x; y <= 8; y++) pairs[(x + y) % 2]!.push([x, y]);
  return defineRules({
    name: 'coin',
    combinations: [
      { id: 'odd', dice: pairs[1], instant: 'win' },
      { id: 'even', dice: pairs[0], instant: 'lose' },
    ],
  });
})();

/**
 * An independent reference: seat 0's expected share of the chips from every position of a match
 * of `t` chips with declines, by plain value iteration (Gauss-Seidel sweeps from the shares until
 * no value moves by more than 1e-16), straight from the game: the bettor stakes, the acceptor
 * then accepts (the acceptor wins the round with probability `acc`, and the winner bets next) or
 * declines (each keeps its chips: seat 0's share is a / t). `v[k][a]`: seat k bets, seat 0 holds a.
 */
function reference(t: number, acc: number): number[][] {
  const v = [0, 1].map(() => Array.from({ length: t + 1 }, (_, a) => a / t));
  for (let sweep = 0; sweep < 1e6; sweep++) {
    let moved = 0;
    for (let a = 1; a < t; a++) {
      for (const k of [0, 1]) {
        const seat0WinsRound = k === 1 ? acc : 1 - acc;
        const share = a / t;
        const worth: number[] = [];
        for (let s = 1; s <= Math.min(a, t - a); s++) {
          const played = seat0WinsRound * v[0]![a + s]! + (1 - seat0WinsRound) * v[1]![a - s]!;
          // The acceptor's best answer: seat 1 keeps seat 0 low, seat 0 keeps itself high.
          worth.push(k === 0 ? Math.min(played, share) : Math.max(played, share));
        }
        // The bettor's best stake, knowing the answer.
        const x = k === 0 ? Math.max(...worth) : Math.min(...worth);
        moved = Math.max(moved, Math.abs(x - v[k]![a]!));
        v[k]![a] = x;
      }
    }
    if (moved <= 1e-16) return v;
  }
  throw new Error('the reference did not settle');
}

/** Seat `j`'s value after the bet of `s` from (a, k), accepted, from the odds' own tables. */
function played(odds: MatchOdds, a: number, k: 0 | 1, s: number, j: 0 | 1): number {
  const up = k ? odds.acceptorWinsRound : 1 - odds.acceptorWinsRound;
  const table = j ? odds.seat1Wins : odds.seat0Wins;
  return up * table[0][a + s]! + (1 - up) * table[1][a - s]!;
}

describe('solveMatch with declines', () => {
  it('agrees with plain value iteration, and no stake or answer does better anywhere', () => {
    for (const [rules, t] of [
      [undefined, 2],
      [undefined, 9],
      [deadly, 10],
      [deadOnly, 8],
      [passOnScore, 7],
      [coin, 6],
    ] as const) {
      const odds = solveMatch({ totalChips: t, declines: true, ...(rules && { rules }) });
      expect(odds.declines).toBe(true);
      const ref = reference(t, odds.acceptorWinsRound);
      for (let a = 1; a < t; a++) {
        for (const k of [0, 1] as const) {
          expect(Math.abs(odds.seat0Wins[k][a]! - ref[k]![a]!)).toBeLessThan(1e-12);
          expect(Math.abs(odds.seat1Wins[k][a]! - (1 - ref[k]![a]!))).toBeLessThan(1e-12);
          // The acceptor's answer to the chosen stake is its best by the reference's values.
          const j = k ? 0 : 1;
          const share = j ? 1 - a / t : a / t;
          const s = odds.stakes[k][a]!;
          const acceptorKeeps = j ? 1 - ref[k]![a]! : ref[k]![a]!;
          expect(odds.declined[k][a]).toBe(share > played(odds, a, k, s, j) + 1e-12);
          expect(Math.abs(acceptorKeeps - Math.max(share, played(odds, a, k, s, j)))).toBeLessThan(
            1e-12,
          );
          // No stake is worth more to the bettor, once answered, than the chosen one.
          for (let other = 1; other <= Math.min(a, t - a); other++)
            expect(odds.bet(a, k, other).wins[k]).toBeLessThan(odds.bet(a, k, s).wins[k] + 1e-12);
        }
      }
    }
  });
});

describe('solveMatch with declines: the figures', () => {
  it('changes nothing under the standard rules: stake 1 everywhere, every bet accepted', () => {
    for (const t of [2, 10, 200]) {
      const accepting = solveMatch({ totalChips: t });
      const odds = solveMatch({ totalChips: t, declines: true });
      expect(odds.seat0Wins).toEqual(accepting.seat0Wins);
      expect(odds.seat1Wins).toEqual(accepting.seat1Wins);
      expect(odds.stakes).toEqual(accepting.stakes);
      expect(odds.declined.flat()).not.toContain(true);
      expect(accepting.declines).toBe(false);
    }
    // Accepting beats declining by (the acceptor's chips) (2q - 1) / (T (q T + 1 - 2q)).
    const t = 200;
    const odds = solveMatch({ totalChips: t, declines: true });
    for (const [a, k] of [
      [100, 0],
      [190, 0],
      [10, 1],
      [150, 1],
    ] as const) {
      const y = k ? a : t - a;
      const bet = odds.bet(a, k, 1);
      const j = k ? 0 : 1;
      expect(bet.accept[j] - bet.decline[j]).toBeCloseTo(
        (y * (2 * q - 1)) / (t * (q * t + 1 - 2 * q)),
        14,
      );
      expect(bet.declined).toBe(false);
    }
    expect(odds.at(100, 0)).toEqual(solveMatch({ totalChips: t }).at(100, 0));
  });

  it('declines every bet when the bettor is the favourite: each keeps its share, exactly', () => {
    for (const [rules, t] of [
      [deadly, 20],
      [deadOnly, 40],
    ] as const) {
      const odds = solveMatch({ totalChips: t, rules, declines: true });
      for (let a = 1; a < t; a++) {
        for (const k of [0, 1] as const) {
          expect(odds.at(a, k)).toEqual({ wins: [a / t, 1 - a / t], stake: 1, declined: true });
          for (let s = 1; s <= Math.min(a, t - a); s++)
            expect(odds.bet(a, k, s).declined).toBe(true);
        }
      }
    }
    // From 10 chips each, deadly: all-in wins 53.10% of matches if accepted, so it is declined.
    const odds = solveMatch({ totalChips: 20, rules: deadly, declines: true });
    const allIn = solveMatch({ totalChips: 20, rules: deadly });
    expect(allIn.at(10, 0).stake).toBe(10);
    const allInBet = odds.bet(10, 0, 10);
    expect(allInBet).toMatchObject({
      stake: 10,
      decline: [0.5, 0.5],
      declined: true,
      wins: [0.5, 0.5],
    });
    expect(allInBet.accept[0]).toBe(1 - odds.acceptorWinsRound);
    expect(allInBet.accept[1]).toBeCloseTo(odds.acceptorWinsRound, 15);
    expect(allInBet.accept[0].toFixed(4)).toBe('0.5310');
    // Even a stake of 1: accepting leaves the acceptor (9 + 2q) / 20 of the chips.
    expect(odds.bet(10, 0, 1).accept[1]).toBeCloseTo((9 + 2 * odds.acceptorWinsRound) / 20, 15);
  });

  it('accepts ties: on a fair coin every stake and either answer is worth the share', () => {
    const t = 10;
    const odds = solveMatch({ totalChips: t, rules: coin, declines: true });
    for (let a = 1; a < t; a++) {
      for (const k of [0, 1] as const) {
        expect(odds.at(a, k).stake).toBe(1);
        expect(odds.at(a, k).declined).toBe(false);
        expect(odds.at(a, k).wins[0]).toBeCloseTo(a / t, 14);
      }
    }
  });
});

describe('solveMatch with declines: invariants', () => {
  it('keeps values in [0, 1] adding up to 1, and answers each bet at its best', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom<Rules | undefined>(undefined, deadly, deadOnly, passOnScore),
        fc.nat(),
        fc.nat(),
        (t, rules, draw, pick) => {
          const options = { totalChips: t, ...(rules && { rules }) };
          const without = solveMatch(options);
          const odds = solveMatch({ ...options, declines: true });
          for (let a = 0; a <= t; a++) {
            for (const k of [0, 1] as const) {
              const pair = [odds.seat0Wins[k][a]!, odds.seat1Wins[k][a]!];
              for (const x of pair) expect(x >= 0 && x <= 1).toBe(true);
              expect(pair[0]! + pair[1]!).toBeCloseTo(1, 13);
              // Declining is worth its share to the acceptor, so with declines it gets at least
              // that; and a bettor never more than its own.
              const share = a / t;
              expect(pair[k ? 0 : 1]!).toBeGreaterThan((k ? share : 1 - share) - 1e-12);
              expect(pair[k]!).toBeLessThan((k ? 1 - share : share) + 1e-12);
            }
          }
          // Any one bet: the answer is the better of the two for the acceptor, ties accepted.
          const a = 1 + (draw % (t - 1));
          const k = (pick % 2) as 0 | 1;
          const s = 1 + (pick % Math.min(a, t - a));
          const bet = odds.bet(a, k, s);
          const j = k ? 0 : 1;
          for (const pair of [bet.accept, bet.decline, bet.wins]) {
            for (const x of pair) expect(x >= 0 && x <= 1).toBe(true);
            expect(pair[0] + pair[1]).toBeCloseTo(1, 13);
          }
          expect(bet.wins).toEqual(bet.declined ? bet.decline : bet.accept);
          // The value with declines is at least the value without, for the acceptor.
          expect(bet.wins[j]).toBeGreaterThanOrEqual(bet.accept[j]);
          expect(bet.wins[j]).toBeGreaterThan(bet.decline[j] - 1e-12);
          if (bet.accept[j] > bet.decline[j]) expect(bet.declined).toBe(false);
          expect(without.bet(a, k, s).declined).toBe(false);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});

describe('solveMatch with declines: errors', () => {
  it('refuses a declines that is not a boolean, and evaluatePolicies refuses it', () => {
    expect(() => solveMatch({ declines: 'yes' as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.declines must be false or true, got "yes"]`,
    );
    expect(() => solveMatch({ declines: 1 as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() =>
      evaluatePolicies([() => 1, () => 1], { declines: true } as never),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: options.declines must be absent (allowed: totalChips, rules), got true]`,
    );
    expect(() =>
      solveMatch({ totalChips: 10_001, declines: true }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001]`,
    );
    const odds = solveMatch({ totalChips: 10, declines: true });
    expect(() => odds.bet(4, 0, 5)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.bet: stake must be a whole number from 1 to 4, got 5]`,
    );
    expect(() => odds.bet(7, 1, 0)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.bet: stake must be a whole number from 1 to 3, got 0]`,
    );
    expect(() => odds.bet(10, 1, 1)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.bet: chips must be a whole number from 1 to 9, got 10]`,
    );
    expect(() => odds.bet(5, 2 as never, 1)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.bet: bettor must be 0 or 1, got 2]`,
    );
    expect(() => odds.bet(5, 0, 1.5)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe('answer', () => {
  it('switches an answer either way only when the other is better by more than 1e-12', () => {
    // 4 chips, rounds of even chances, seat 1 bets 1 everywhere; seat 0 answers. Seat 0's
    // chances by state 2 (a - 1) + bettor: accepting from 1 chip is worth 0.4 (share 0.25), from
    // 2 chips 0.5 + 5e-13 (share 0.5), from 3 chips 0.75 - 5e-13 (share 0.75).
    const seat0 = Float64Array.of(0, 0.5, 0.8, 0.5 - 1e-12, 0.5 + 1e-12, 0);
    const stakes = Int32Array.of(0, 1, 1, 1, 0);
    const declined = Uint8Array.of(0, 1, 1, 0, 0);
    expect(answer(4, 0.5, stakes, declined, 0, seat0)).toBe(true);
    // Accepting from 1 chip is far better: switched. From 2 and 3 chips, the other answer is
    // better by less than 1e-12: kept.
    expect([...declined]).toEqual([0, 0, 1, 0, 0]);
    expect(answer(4, 0.5, stakes, declined, 0, seat0)).toBe(false);
  });
});
