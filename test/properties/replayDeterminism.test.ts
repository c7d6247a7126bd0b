/** A match is a function of its seed and its actions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, createMatch, sfc32, standardRules } from '../../src/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { plan, play, text } from '@kiri-dice/testing/matchArbitraries';

const RUNS = runs(300);

describe('replay', () => {
  it('replaying the same seed and actions gives identical states', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const first = play(p);
        const again = play(p);
        expect(text(again)).toBe(text(first));
        // The same actions, replayed from the recorded actions alone.
        const replayed = first.steps.reduce(
          (s, step) => createGame().reduce(s, step.action as never),
          createMatch(p.options),
        );
        expect(text(replayed)).toBe(text(first.steps.at(-1)?.after ?? first.start));
      }),
      { numRuns: RUNS },
    );
  });

  it('a game built from the standard rules and sfc32 plays exactly as the top-level functions', () => {
    const game = createGame({ rules: standardRules, rng: sfc32 });
    fc.assert(
      fc.property(plan, (p) => {
        const standard = play(p);
        const built = play(p, game.reduce, game.createMatch(p.options));
        expect(text(built)).toBe(text(standard));
      }),
      { numRuns: RUNS },
    );
  });
});
