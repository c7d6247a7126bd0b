/** reduce is a pure function of plain data: it never throws on an action, never mutates, and returns frozen states. */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, reduce, type MatchState } from '../../src/index.js';
import { deepFreeze, isDeepFrozen } from '../helpers.js';
import { runs } from '../propertyRuns.js';
import {
  actionOf,
  anyAction,
  ensure,
  matchOptions,
  move,
  plan,
  play,
  text,
  type Move,
} from './matchArbitraries.js';

const RUNS = runs(300);
/** Mostly garbage: three arbitrary actions for each move the phase calls for. */
const noisyMoves = fc.array(
  fc.oneof(
    { weight: 1, arbitrary: move },
    { weight: 3, arbitrary: anyAction.map((action): Move => ({ kind: 'any', action })) },
  ),
  { maxLength: 200, size: 'max' },
);

describe('purity', () => {
  it('reduce never throws on random sequences of valid and garbage actions', () => {
    fc.assert(
      fc.property(matchOptions, noisyMoves, (options, moves) => {
        const { steps } = play({ options, moves });
        expect(steps).toHaveLength(moves.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('deep-frozen inputs: reduce never writes to the state or the action', () => {
    fc.assert(
      fc.property(matchOptions, noisyMoves, (options, moves) => {
        // ES modules run in strict mode, so any write to a frozen object would throw here.
        let state = deepFreeze(JSON.parse(JSON.stringify(createMatch(options))));
        for (const m of moves) state = reduce(state, deepFreeze(actionOf(m, state)) as never);
      }),
      { numRuns: RUNS },
    );
  });

  it('unfrozen inputs: the state and the action are left exactly as they were', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, action } of play(p).steps) {
          const saved = text(before);
          const state = JSON.parse(saved) as MatchState;
          // Two clones (a clone loses null prototypes, so compare clone with clone).
          const copy = structuredClone(action);
          const snapshot = structuredClone(action);
          reduce(state, copy as never);
          ensure(text(state) === saved, () => `the state changed: ${saved}`);
          ensure(
            isDeepStrictEqual(copy, snapshot),
            () => `the action changed: ${fc.stringify(action)}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every state reduce returns is deeply frozen', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { start, steps } = play(p);
        ensure(isDeepFrozen(start), () => 'createMatch returned a state that is not deeply frozen');
        for (const { action, after } of steps)
          ensure(
            isDeepFrozen(after),
            () => `not deeply frozen after ${fc.stringify(action)}: ${text(after)}`,
          );
      }),
      { numRuns: RUNS },
    );
  });

  it('unchanged parts keep their identity, so React and Redux selectors can compare by reference', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, action, after } of play(p).steps) {
          for (const key of ['chips', 'points', 'rng', 'lastRoll', 'lastRound'] as const) {
            if (text(before[key]) === text(after[key]))
              ensure(
                before[key] === after[key],
                () => `${key} was copied although unchanged by ${fc.stringify(action)}`,
              );
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
