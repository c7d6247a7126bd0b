import { describe, expect, it } from 'vitest';
import { replay, replaySteps } from '../../src/record/index.js';
import { sampleRecord } from './sampleRecord.js';

describe('replaySteps', () => {
  it('replays the moves of the record, or the moves given apart from it, one at a time', () => {
    const record = sampleRecord();
    const states = replay(record);
    const apart = function* () {
      yield* record.moves;
    };
    for (const steps of [replaySteps(record), replaySteps({ ...record, moves: [] }, apart())]) {
      const after = [];
      let step = steps.next();
      for (; !step.done; step = steps.next()) after.push(step.value.after);
      expect(after).toEqual(states.slice(1));
      expect(step.value).toEqual({
        rules: 'standard',
        start: record.start,
        rounds: null,
        last: states.at(-1),
      });
    }
  });

  it('stops at the first move that does not replay, naming itself and the move', () => {
    const record = sampleRecord();
    const steps = replaySteps({ ...record, moves: [record.moves[0], record.moves[0]] });
    expect(steps.next().value).toMatchObject({ after: { phase: 'accepting' } });
    expect(() => steps.next()).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: replaySteps: record.moves[1] (round 1): cannot bet now: waiting for player 1 to accept or decline 10 chips]`,
    );
    expect(() => replaySteps({ ...record, moves: 'x' }).next()).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: replaySteps: record.moves must be an array of moves, got "x"]`,
    );
  });
});
