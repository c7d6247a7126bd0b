import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { KiriError } from '../../src/KiriError.js';
import { absorb, eliminateSparse } from '../../src/odds/absorb.js';
import { evaluatePolicies, solveRound } from '../../src/odds/index.js';
import { matchChain } from '../../src/odds/matchChain.js';
import { mutationRun, runs } from '../propertyRuns.js';

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
