import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play, resumeRecord, startRecord } from '../../src/record/index.js';
import { isDeepFrozen } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { messageOf } from './messageOf.js';
import { played } from '@kiri-dice/testing/recordArbitraries';

describe('resumeRecord', () => {
  it('continues a stored record from its last state', () => {
    const saved = JSON.stringify(
      play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }).record,
    );
    const match = resumeRecord(JSON.parse(saved));
    expect(match.state).toMatchObject({ phase: 'accepting', stake: 10 });
    expect(JSON.stringify(match.record)).toBe(saved);
    expect(isDeepFrozen(match)).toBe(true);
    expect(play(match, { type: 'accept', player: 1 }).record.moves).toHaveLength(2);
    expect(resumeRecord(startRecord({ seed: 4 }).record)).toEqual(startRecord({ seed: 4 }));
  });

  it('gives back the recorded match of random live matches from their JSON, as a trusted copy', () => {
    fc.assert(
      fc.property(played, ({ match, states }) => {
        const json: unknown = JSON.parse(JSON.stringify(match.record));
        const resumed = resumeRecord(json);
        // The live match's state may carry the error of a rejected action; the record does not.
        expect(resumed).toEqual({ state: states.at(-1), record: match.record });
        expect(resumed.record).not.toBe(json);
      }),
      { numRuns: runs(100) },
    );
  });

  it('refuses what replay refuses, naming itself', () => {
    expect(messageOf(() => resumeRecord({ format: 1 }))).toMatchInlineSnapshot(
      `"INVALID_RECORD: resumeRecord: record.rules must be 'standard' or house rules (a RulesSpec as JSON), got undefined"`,
    );
  });
});
