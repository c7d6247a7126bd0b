import { describe, expect, it } from 'vitest';
import {
  parseRecord,
  readRecordSteps,
  replay,
  replaySteps,
  type MatchRecord,
  type RecordStep,
} from '../../src/record/index.js';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { messageOf } from './messageOf.js';

const { values: v, commitments: c } = example;
/** The worked example's record, carrying its values. */
const RECORD: MatchRecord = { ...example.record, rounds: example.rounds };

/** What each reader of JSON records says of `value`: replay, replaySteps and readRecordSteps. */
function refusals(value: unknown): string[] {
  const drain = (steps: Iterator<RecordStep>) => {
    while (!steps.next().done);
  };
  return [
    messageOf(() => replay(value as MatchRecord)),
    messageOf(() => drain(replaySteps(value))),
    messageOf(() => drain(readRecordSteps(JSON.stringify(value)))),
  ].map((message) => message.replace(/(replay|replaySteps|readRecordSteps): /, ''));
}

describe('the rounds a record carries, refused', () => {
  it('past two reveals for each round accepted, whichever reader replays the record', () => {
    const bet = RECORD.moves.slice(0, 1);
    const declined = [...bet, { type: 'decline', player: 1 } as const];
    const one = { ...example.rounds, reveals: example.rounds.reveals.slice(0, 1) };
    const cases = [
      { ...RECORD, moves: bet, rounds: example.rounds },
      { ...RECORD, moves: declined, rounds: one },
    ];
    expect(cases.map(refusals)).toMatchInlineSnapshot(`
      [
        [
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
        ],
        [
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
          "INVALID_RECORD: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
        ],
      ]
    `);
    // Within the bound, each reader takes them.
    expect(replay({ ...RECORD, moves: RECORD.moves.slice(0, 2) })).toHaveLength(3);
  });

  it('a value that is not a string of 64 lowercase hexadecimal digits', () => {
    const commitments = (first: unknown) => ({
      ...RECORD,
      rounds: { ...example.rounds, commitments: [first, c.seat1] },
    });
    expect(
      [[c.seat0], `g${c.seat0}`, `${c.seat0}g`, c.seat0.slice(1)].map(
        (first) => refusals(commitments(first))[0],
      ),
    ).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: record.rounds.commitments[0] must be 64 lowercase hexadecimal digits (32 bytes), got an array",
        "INVALID_RECORD: record.rounds.commitments[0] must be 64 lowercase hexadecimal digits (32 bytes), got "gd27993890d386e75c7673f77336289f7688361d"… (65 characters)",
        "INVALID_RECORD: record.rounds.commitments[0] must be 64 lowercase hexadecimal digits (32 bytes), got "d27993890d386e75c7673f77336289f7688361d1"… (65 characters)",
        "INVALID_RECORD: record.rounds.commitments[0] must be 64 lowercase hexadecimal digits (32 bytes), got "27993890d386e75c7673f77336289f7688361d18"… (63 characters)",
      ]
    `);
  });

  it('a reveal whose value or next commitment is not of its form, in the notation', () => {
    const reveal = `reveal P1 ${v.seat1} next ${c.next1}`;
    const text = (line: string) =>
      `format 1\nseed 1\nchips 1 1\nfirst-bettor 0\nrules standard\ncommitments ${c.seat0} ${c.seat1}\n\n1. P0 bets 1, P1 accepts\n\n${line}\n`;
    expect(parseRecord(text(reveal)).rounds?.reveals).toHaveLength(1);
    expect(
      [reveal.replace(v.seat1, v.seat1.toUpperCase()), reveal.replace(c.next1, 'x')].map((line) =>
        messageOf(() => parseRecord(text(line))),
      ),
    ).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: parseRecord: line 10:11: expected the value revealed, 64 lowercase hexadecimal digits, got "9FFB3114C62616AB487112E7CE931CE3CA7AA883"… (134 characters)",
        "INVALID_RECORD: parseRecord: line 10:81: expected the commitment to the next value, 64 lowercase hexadecimal digits, got "x"",
      ]
    `);
  });
});
