/**
 * The properties every random generator of kiri-dice must have, as one reusable suite (as
 * pure-rand tests each of its generators): call `describeRandomGenerator` once per generator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomGenerator, RandomState } from '../../src/index.js';
import { deepFreeze } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { chiSquare, CHI_SQUARE_999 } from './chiSquare.js';

const seed = fc.maxSafeNat();

/** `n` values from a state, and the state after them. */
export function draw(
  g: RandomGenerator,
  state: RandomState,
  n: number,
): { values: number[]; state: RandomState } {
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    const [value, next] = g.next(state);
    values.push(value);
    state = next;
  }
  return { values, state };
}

export function describeRandomGenerator(g: RandomGenerator): void {
  describe(`random generator ${g.name}`, () => {
    it('the same seed gives the same sequence', () => {
      fc.assert(
        fc.property(seed, fc.integer({ min: 1, max: 50 }), (s, n) => {
          expect(draw(g, g.seed(s), n).values).toEqual(draw(g, g.seed(s), n).values);
        }),
        { numRuns: runs(300) },
      );
    });

    it('different seeds give different sequences', () => {
      fc.assert(
        fc.property(seed, seed, (a, b) => {
          fc.pre(a !== b);
          // Two equal 64-bit prefixes happen with probability 2^-64 for a good generator.
          expect(draw(g, g.seed(a), 2).values).not.toEqual(draw(g, g.seed(b), 2).values);
        }),
        { numRuns: runs(1000) },
      );
    });

    it('neighbouring seeds (s and s + 1, s and s + 2^32) give unrelated first outputs', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 52 }), (s) => {
          const [first] = g.next(g.seed(s));
          expect(g.next(g.seed(s + 1))[0]).not.toBe(first);
          expect(g.next(g.seed(s + 2 ** 32))[0]).not.toBe(first);
        }),
        { numRuns: runs(1000) },
      );
    });

    it('draws whole numbers from 0 to 2^32 - 1, from states of 32-bit integers of a fixed length', () => {
      const length = g.seed(0).length;
      fc.assert(
        fc.property(seed, fc.integer({ min: 0, max: 20 }), (s, n) => {
          const { values, state } = draw(g, g.seed(s), n + 1);
          for (const v of values) expect(v >>> 0).toBe(v);
          expect(state).toHaveLength(length);
          // Signed or unsigned: either way the same 32 bits, as the engine accepts them.
          for (const v of state) expect([v | 0, v >>> 0]).toContain(v);
        }),
        { numRuns: runs(300) },
      );
    });

    it('the state round-trips through JSON: the sequence goes on unchanged', () => {
      fc.assert(
        fc.property(seed, fc.integer({ min: 0, max: 20 }), (s, n) => {
          const { state } = draw(g, g.seed(s), n);
          const restored = JSON.parse(JSON.stringify(state)) as RandomState;
          expect(draw(g, restored, 10).values).toEqual(draw(g, state, 10).values);
        }),
        { numRuns: runs(300) },
      );
    });

    it('next is pure: it never writes to the given state, and the same state gives the same value', () => {
      fc.assert(
        fc.property(seed, (s) => {
          const state = deepFreeze([...g.seed(s)]);
          const [a, after] = g.next(state);
          expect(g.next(state)).toEqual([a, after]);
          expect(after).not.toBe(state);
        }),
        { numRuns: runs(300) },
      );
    });

    it('gives each face of a die (the top three bits) 1/8 of a large sample (chi-square, fixed seed)', () => {
      const n = 64_000;
      const faces = Array.from({ length: 8 }, () => 0);
      const pairs = Array.from({ length: 64 }, () => 0);
      let state = g.seed(20_240_601);
      for (let i = 0; i < n; i++) {
        const [a, s1] = g.next(state);
        const [b, s2] = g.next(s1);
        state = s2;
        faces[a >>> 29]!++;
        faces[b >>> 29]!++;
        pairs[(a >>> 29) * 8 + (b >>> 29)]!++;
      }
      expect(
        chiSquare(
          faces,
          Array.from({ length: 8 }, () => (2 * n) / 8),
        ),
      ).toBeLessThan(CHI_SQUARE_999[7]);
      expect(
        chiSquare(
          pairs,
          Array.from({ length: 64 }, () => n / 64),
        ),
      ).toBeLessThan(CHI_SQUARE_999[63]);
    });
  });
}
