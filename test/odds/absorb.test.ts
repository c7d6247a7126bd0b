import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { KiriError } from '../../src/game/KiriError.js';
import { absorb, eliminateSparse } from '../../src/odds/absorb.js';
import { evaluatePolicies, solveRound } from '../../src/odds/index.js';
import { matchChain, type MatchChain } from '../../src/odds/matchChain.js';
import { mutationRun, runs } from '@kiri-dice/testing/propertyRuns';

// Solved in each test, not on import, so that the mutation run can credit the solver's lines to the tests
// that reach them (code run on import reaches no test in particular, and every test runs for it).
let q: number;
beforeEach(() => {
  q = solveRound().firstRollerWins;
});

/** Stakes of one seat over `t` chips: 1 everywhere but at the given purses. */
const stakesOf = (t: number, big: ReadonlyMap<number, number>): Int32Array =>
  Int32Array.from({ length: t + 1 }, (_, a) => (a % t ? Math.min(big.get(a) ?? 1, a, t - a) : 0));

describe('absorb', () => {
  it('the sparse elimination gives the banded one, to 12 digits (random stakes)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 30 })), { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 30 })), { maxLength: 8 }),
        (t, big0, big1) => {
          const at = (big: [number, number][]) =>
            new Map(big.map(([a, s]) => [1 + (a % (t - 1)), s]));
          const chain = matchChain(t, q, [stakesOf(t, at(big0)), stakesOf(t, at(big1))]);
          const [b0, b1] = absorb(chain, 'test');
          const [s0, s1] = eliminateSparse(chain)!;
          for (let i = 0; i < chain.n; i++) {
            expect(s0[i]).toBeCloseTo(b0[i]!, 12);
            expect(s1[i]).toBeCloseTo(b1[i]!, 12);
          }
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('the sparse elimination gives up past its bound of work', () => {
    const t = 40;
    const wild = Int32Array.from({ length: t + 1 }, (_, a) =>
      a % t ? 1 + (a % Math.min(a, t - a)) : 0,
    );
    expect(eliminateSparse(matchChain(t, q, [wild, wild]), 10)).toBeNull();
  });

  it('solves one large stake among stakes of 1 in bounded time (it used to iterate for minutes)', () => {
    // The mutation run's instrumented copy is some 250 times slower: it solves the same shapes,
    // fifty times smaller.
    const [pair, total, big] = mutationRun ? [[50, 60], 200, 6] : [[2500, 3000], 10_000, 300];
    for (const t of pair) {
      const odds = evaluatePolicies([(m, o) => (m === t / 2 && o === t / 2 ? t / 2 : 1), () => 1], {
        totalChips: t,
      });
      const { wins } = odds.at(t / 2, 0);
      expect(wins[0] + wins[1]).toBeCloseTo(1, 12);
      expect(odds.at(t / 2, 0).stake).toBe(t / 2);
    }
    const odds = evaluatePolicies([(m) => (m === total / 2 ? big : 1), () => 1], {
      totalChips: total,
    });
    const { wins } = odds.at(total / 2, 1);
    expect(wins[0] + wins[1]).toBeCloseTo(1, 12);
  }, 60_000);

  it('the sparse elimination holds each bound to the product and to the entry', () => {
    // 16 chips, stakes of every size: 56 products and 89 entries at most, found once and pinned.
    const t = 16;
    const wild = Int32Array.from({ length: t + 1 }, (_, a) =>
      a % t ? 1 + (a % Math.min(a, t - a)) : 0,
    );
    const chain = matchChain(t, q, [wild, wild]);
    expect(eliminateSparse(chain, 56)).not.toBeNull();
    expect(eliminateSparse(chain, 55)).toBeNull();
    expect(eliminateSparse(chain, 2 ** 25, 89)).not.toBeNull();
    expect(eliminateSparse(chain, 2 ** 25, 88)).toBeNull();
  });

  /** The chain of `t` chips in which both seats stake `stake(a)` (capped at the purses). */
  const chainOf = (t: number, stake: (a: number) => number) => {
    const stakes = Int32Array.from({ length: t + 1 }, (_, a) =>
      a % t ? Math.min(stake(a), a, t - a) : 0,
    );
    return matchChain(t, q, [stakes, stakes]);
  };
  /** Whether absorb solves the chain within the bounds, or refuses it. */
  const solves = (chain: MatchChain, bandLimit: number, sweepWork: number, sparseWork: number) => {
    try {
      absorb(chain, 'test', bandLimit, sweepWork, sparseWork);
      return true;
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_OPTIONS' });
      return false;
    }
  };

  it('iterates exactly the sweeps it is given, and stops once every state is decided', () => {
    // 16 chips, stakes of 6: the two chances add up to within 1e-14 of 1 after 21 sweeps (found
    // once and pinned), well before the sweeps stop changing anything. No elimination allowed.
    const chain = chainOf(16, () => 6);
    expect(solves(chain, 0, 21 * chain.n, 0)).toBe(true);
    expect(solves(chain, 0, 20 * chain.n, 0)).toBe(false);
  });

  it('with a band that fits, iterates for a quarter of its width squared, then eliminates', () => {
    // Stakes of 6 over 16 chips: a band of 12 either side, 36 sweeps, and 21 are enough, so the
    // answer is iteration's to the last bit.
    const iterated = chainOf(16, () => 6);
    expect(absorb(iterated, 'test')).toEqual(absorb(iterated, 'test', 0));
    // Stakes of 4 over 12 chips: a band of 8, 16 sweeps, and 28 are needed: elimination's
    // answer, as with no sweeps to spare.
    const eliminated = chainOf(12, () => 4);
    expect(absorb(eliminated, 'test')).toEqual(absorb(eliminated, 'test', 2 ** 24, 0));
    expect(absorb(eliminated, 'test')).not.toEqual(absorb(eliminated, 'test', 0));
  });

  it('allocates a band up to its limit exactly, as wide as the farthest move within the match', () => {
    // Stakes of 2 over 10 chips: 18 states, a band of 4 either side, 18 * 9 = 162 numbers.
    const twos = chainOf(10, () => 2);
    expect(solves(twos, 162, 0, 0)).toBe(true);
    expect(solves(twos, 161, 0, 0)).toBe(false);
    // Stakes of 1, but all 5 at 5 chips each: that move ends the match either way, so the band
    // is 2 either side, 18 * 5 = 90 numbers.
    const allIn = chainOf(10, (a) => (a === 5 ? 5 : 1));
    expect(solves(allIn, 90, 0, 0)).toBe(true);
    expect(solves(allIn, 89, 0, 0)).toBe(false);
  });

  const every = (m: number, o: number) => 1 + ((m * 7919) % Math.min(m, o));

  it('refuses a chain past every bound it is given, naming the caller', () => {
    // Bounds far below the solver's, over 300 chips: the path of the test below, fast
    // enough for the mutation run, which skips the full size.
    const t = 300;
    const wild = Int32Array.from({ length: t + 1 }, (_, a) => (a % t ? every(a, t - a) : 0));
    const one = Int32Array.from({ length: t + 1 }, (_, a) => (a % t ? 1 : 0));
    const chain = matchChain(t, q, [wild, one]);
    let refusal: unknown;
    try {
      absorb(chain, 'evaluatePolicies', 2 ** 10, 2 ** 12, 2 ** 12);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(KiriError);
    expect(refusal).toMatchObject({ code: 'INVALID_OPTIONS' });
    expect(String(refusal)).toMatch(
      /^KiriError: evaluatePolicies: the stakes are past the solver's bounds/,
    );
    // Each bound alone lets it through: elimination in the band, or sparse with more room.
    expect(absorb(chain, 'test', 2 ** 24, 2 ** 12, 2 ** 12)[0].length).toBe(chain.n);
    expect(absorb(chain, 'test', 2 ** 10, 2 ** 12, 2 ** 30)[0].length).toBe(chain.n);
  });

  // The mutation run skips it only where the solver itself is instrumented (its copy holds the
  // mutants' switches), which makes it minutes long; elsewhere it names evaluatePolicies.
  const instrumented = String(absorb).includes('stryMutAct');
  it.skipIf(mutationRun && instrumented)(
    'refuses stakes past every bound with INVALID_OPTIONS, in bounded time',
    () => {
      expect(() =>
        evaluatePolicies([every, () => 1], { totalChips: 10_000 }),
      ).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: evaluatePolicies: the stakes are past the solver's bounds (2^25 steps, 2^20 entries): use fewer sizes of stake or fewer chips]`,
      );
    },
    60_000,
  );
});
