/** Every reachable state is plain JSON: it survives a round trip and parseMatchState unchanged. */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMatchState, reduce } from '../../src/index.js';
import { isDeepFrozen } from '../helpers.js';
import { runs } from '../propertyRuns.js';
import { anyAction, plan, statesOf } from './matchArbitraries.js';

const RUNS = runs(300);

describe('serialization', () => {
  it('every reachable state survives JSON.parse(JSON.stringify(s)) unchanged', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const s of statesOf(p)) expect(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('parseMatchState accepts every reachable state and returns an equal, deeply frozen copy', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const s of statesOf(p)) {
          const text = JSON.stringify(s);
          // Equal JSON text: the same fields, in the same order, with the same values.
          const parsed = parseMatchState(JSON.parse(text));
          expect(JSON.stringify(parsed)).toBe(text);
          expect(isDeepFrozen(parsed)).toBe(true);
          expect(JSON.stringify(parseMatchState(text))).toBe(text);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a state restored from JSON plays on exactly as the original', () => {
    fc.assert(
      fc.property(plan, fc.nat(), anyAction, fc.boolean(), (p, index, action, legal) => {
        const states = statesOf(p);
        const s = states[index % states.length]!;
        const next = legal && s.phase === 'rolling' ? { type: 'roll', player: s.roller } : action;
        expect(reduce(parseMatchState(JSON.stringify(s)), next as never)).toEqual(reduce(s, next as never));
      }),
      { numRuns: RUNS },
    );
  });
});
