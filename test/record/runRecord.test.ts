import { describe, expect, it } from 'vitest';
import { play, startRecord, type MatchRecord } from '../../src/record/index.js';
import { runRecord, runRecordSteps } from '../../src/record/runRecord.js';
import { messageOf } from './messageOf.js';

/** Two rounds: the first of two rolls, the second of one. */
function sample(): MatchRecord {
  let match = startRecord({ seed: 1 });
  match = play(match, { type: 'bet', player: 0, amount: 10 });
  match = play(match, { type: 'accept', player: 1 });
  match = play(match, { type: 'roll', player: 1 });
  match = play(match, { type: 'roll', player: 1 });
  match = play(match, { type: 'bet', player: 1, amount: 5 });
  match = play(match, { type: 'accept', player: 0 });
  match = play(match, { type: 'roll', player: 0, dice: [2, 5] });
  return match.record;
}

/** `sample()` with move `i` a drawn roll of dice the seed does not draw there. */
function forgedAt(i: number): MatchRecord {
  const record = sample();
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
