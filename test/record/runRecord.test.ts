import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../src/record/index.js';
import { runRecord, runRecordSteps } from '../../src/record/runRecord.js';
import { messageOf } from './messageOf.js';
import { sampleRecord } from './sampleRecord.js';

/** `sample()` with move `i` a drawn roll of dice the seed does not draw there. */
function forgedAt(i: number): MatchRecord {
  const record = sampleRecord();
  const moves = [...record.moves];
  const { player } = moves[i] as { player: 0 | 1 };
  moves[i] = { type: 'roll', player, dice: [1, 1], drawn: true };
  return { ...record, moves };
}

describe('runRecord and runRecordSteps', () => {
  it("name a roll's place in its round: its round, and which of the round's rolls it is", () => {
    const places = [2, 3, 6].map((i) => {
      const record = forgedAt(i);
      const whole = messageOf(() => runRecord('replay', record, () => undefined));
      const steps = messageOf(() => [...runRecordSteps('replay', record)]);
      expect(steps).toBe(whole);
      return whole.replace(/: the roll is recorded.*/, '');
    });
    expect(places).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: replay: record.moves[2] (round 1, roll 1)",
        "INVALID_RECORD: replay: record.moves[3] (round 1, roll 2)",
        "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1)",
      ]
    `);
  });
});
