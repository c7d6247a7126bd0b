/** Every reachable state is plain JSON: it survives a round trip and parseMatchState unchanged. */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMatchState, reduce } from '../../src/index.js';
import { isDeepFrozen } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { anyAction, ensure, plan, statesOf, text } from '@kiri-dice/testing/matchArbitraries';

const RUNS = runs(300);

describe('serialization', () => {
  it('every reachable state survives JSON.parse(JSON.stringify(s)) unchanged', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const s of statesOf(p))
          ensure(
            isDeepStrictEqual(JSON.parse(text(s)), s),
            () => `${text(s)} does not survive JSON`,
          );
      }),
      { numRuns: RUNS },
    );
  });

  it('parseMatchState accepts every reachable state and returns an equal, deeply frozen copy', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const states = statesOf(p);
        for (const s of states) {
          // Equal JSON text: the same fields, in the same order, with the same values.
          const saved = text(s);
          const parsed = parseMatchState(JSON.parse(saved));
          ensure(
            text(parsed) === saved && isDeepFrozen(parsed),
            () => `${saved} came back as ${text(parsed)}`,
          );
        }
        // From JSON text too (the same checks run on what it parses).
        const last = text(states.at(-1));
        expect(text(parseMatchState(last))).toBe(last);
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
        expect(reduce(parseMatchState(JSON.stringify(s)), next as never)).toEqual(
          reduce(s, next as never),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
