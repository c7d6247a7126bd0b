import { describe, expect, it } from 'vitest';
import { readRecordSteps, replay, replaySteps, type MatchRecord } from '../../src/record/index.js';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { messageOf } from './messageOf.js';

describe('runRecord and runRecordSteps', () => {
  it('count a round accepted once, not its rolls, for the bound on its reveals', () => {
    const [first] = example.rounds.reveals;
    // One round accepted and rolled three times: two reveals at most.
    const record: MatchRecord = {
      ...example.record,
      rounds: { ...example.rounds, reveals: [...example.rounds.reveals, first!] },
    };
    const drain = (steps: Iterator<unknown>) => {
      while (!steps.next().done);
    };
    expect(
      [
        () => replay(record),
        () => drain(replaySteps(record)),
        () => drain(readRecordSteps(JSON.stringify(record))),
      ].map(messageOf),
    ).toEqual(
      ['replay', 'replaySteps', 'readRecordSteps'].map(
        (name) =>
          `INVALID_RECORD: ${name}: record.rounds.reveals must be a list of at most 2 reveals (two for each of the 1 rounds accepted), got an array`,
      ),
    );
  });
});
