/** reduce is a pure function of plain data: it never throws on an action, never mutates, and returns frozen states. */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { actionErrorCodes, createMatch, reduce, type MatchState } from '../../src/index.js';
import { deepFreeze, isDeepFrozen } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
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
} from '@kiri-dice/testing/matchArbitraries';

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
  it('reduce never throws on random sequences of valid and garbage actions, returning each rejection as data', () => {
    fc.assert(
      fc.property(matchOptions, noisyMoves, (options, moves) => {
        for (const { action, after } of play({ options, moves }).steps)
          ensure(
            after.error === null ||
              (actionErrorCodes.includes(after.error.code) &&
                typeof after.error.message === 'string'),
            () => `${fc.stringify(action)} was answered with ${text(after)}`,
          );
      }),
      { numRuns: RUNS },
    );
  });

  it('deep-frozen inputs: reduce never writes to the state or the action', () => {
    fc.assert(
      fc.property(matchOptions, noisyMoves, (options, moves) => {
        // ES modules run in strict mode, so a write to a frozen object throws; the same moves
        // played on unfrozen inputs show that no such throw was caught and turned into an error.
        let frozen = deepFreeze(JSON.parse(text(createMatch(options))) as MatchState);
        let plain = JSON.parse(text(createMatch(options))) as MatchState;
        for (const m of moves) {
          const action = actionOf(m, plain);
          plain = reduce(plain, action as never);
          frozen = reduce(frozen, deepFreeze(action) as never);
          ensure(
            text(frozen) === text(plain),
            () => `frozen inputs played ${fc.stringify(action)} differently: ${text(frozen)}`,
          );
        }
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
