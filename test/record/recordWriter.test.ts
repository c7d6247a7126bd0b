import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRecord,
  play,
  recordWriter,
  startRecord,
  type MatchRecord,
} from '../../src/record/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';
import { sampleRecord } from './sampleRecord.js';

describe('recordWriter', () => {
  it("writes, a move at a time, exactly formatRecord's text, from any point of the match", () => {
    fc.assert(
      fc.property(played, fc.nat(), ({ match, states }, cut) => {
        const { record } = match;
        const from = cut % (record.moves.length + 1);
        const head: MatchRecord = { ...record, moves: record.moves.slice(0, from) };
        const writer = recordWriter(head);
        expect(writer.head).toBe(formatRecord(head).slice(0, from === 0 ? undefined : -1));
        let text = writer.head;
        for (let i = from; i < record.moves.length; i++)
          text += writer.move(states[i]!, states[i + 1]!);
        expect(text + writer.end()).toBe(formatRecord(record));
      }),
      { numRuns: runs(60) },
    );
  });

  it('writes the moves of states that play returned', () => {
    let match = startRecord({ seed: 1 });
    const writer = recordWriter(match.record);
    let text = writer.head;
    const actions = [
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1 },
      { type: 'roll', player: 1 },
    ] as const;
    for (const move of actions) {
      const before = match.state;
      match = play(match, move);
      text += writer.move(before, match.state);
    }
    expect(text + writer.end()).toBe(formatRecord(match.record));
    expect(match.record.moves).toEqual(sampleRecord().moves.slice(0, 4));
    expect(Object.isFrozen(writer)).toBe(true);
  });

  it('refuses a record that does not replay, naming itself', () => {
    const record = sampleRecord();
    expect(() =>
      recordWriter({ ...record, moves: [record.moves[1]!] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: recordWriter: record.moves[0] (round 1): cannot accept now: waiting for player 0 to bet]`,
    );
  });
});
