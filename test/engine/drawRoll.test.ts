import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWith, sfc32Roll } from '../../src/engine/drawRoll.js';
import { recent } from '../../src/engine/recent.js';
import { sfc32 } from '../../src/rng/sfc32.js';

const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('sfc32Roll', () => {
  it('draws what two calls of sfc32.next draw, from a fresh state or the one it returned', () => {
    fc.assert(
      fc.property(fc.tuple(word, word, word, word), fc.integer({ min: 1, max: 5 }), (s, n) => {
        let state = Object.freeze([...s]);
        let other = state;
        const slow = drawWith(sfc32);
        for (let i = 0; i < n; i++) {
          const [outcome, next] = sfc32Roll(state);
          const [expected, after] = slow(other);
          expect(outcome).toBe(expected);
          expect(next).toEqual(after);
          expect(Object.isFrozen(next)).toBe(true);
          [state, other] = [next, after];
        }
      }),
    );
  });

  it('reads the state it returned last from its plain copy, advanced in place', () => {
    const [, next] = sfc32Roll(Object.freeze([1, 2, 3, 4]));
    const words = recent.words;
    expect(recent.rng).toBe(next);
    sfc32Roll(next);
    expect(recent.words).toBe(words);
    // Any other state, even with the same words, is copied.
    sfc32Roll(Object.freeze([...recent.words]));
    expect(recent.words).not.toBe(words);
  });
});
