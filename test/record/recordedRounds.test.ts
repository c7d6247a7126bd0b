import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRecord,
  parseRecord,
  play,
  readRecordSteps,
  recordWriter,
  replay,
  resumeRecord,
  undo,
  type MatchRecord,
} from '../../src/record/index.js';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { acceptedIn, playedWithRounds } from '@kiri-dice/testing/recordArbitraries';
import { messageOf } from './messageOf.js';

/** The worked example's record, carrying its values. */
const RECORD: MatchRecord = { ...example.record, rounds: example.rounds };

const { values: v, commitments: c } = example;
const TEXT = `format 1
seed 1
chips 1 1
first-bettor 0
rules standard
commitments ${c.seat0} ${c.seat1}

1. P0 bets 1, P1 accepts; P1 [4+2] [8+3]; P0 [8+6] {P0 wins 2 by kiri, points 0-1, P0 wins the match}

reveal P1 ${v.seat1} next ${c.next1}
reveal P0 ${v.seat0} next ${c.next0}
`;

/** The text with line `n` (from 1) changed by `edit`. */
const edited = (n: number, edit: (line: string) => string): string =>
  TEXT.split('\n')
    .map((line, i) => (i === n - 1 ? edit(line) : line))
    .join('\n');

describe('the rounds a record carries', () => {
  it('are written after the header (the commitments) and after the rounds (the reveals)', () => {
    expect(formatRecord(RECORD)).toBe(TEXT);
    expect(parseRecord(TEXT)).toStrictEqual(RECORD);
    // The example of the Match records page is this text.
    const page = readFileSync(join(import.meta.dirname, '../../docs/records.md'), 'utf8');
    expect(page).toContain(`\`\`\`text\n${TEXT}\`\`\``);
    const noReveal = { ...RECORD, rounds: { ...example.rounds, reveals: [] } };
    expect(formatRecord(noReveal)).toBe(TEXT.slice(0, TEXT.indexOf('\n\nreveal') + 1));
    expect(parseRecord(formatRecord(noReveal))).toStrictEqual(noReveal);
  });

  it('read back exactly, in both forms, and stay through play, undo and resumeRecord (random matches)', () => {
    fc.assert(
      fc.property(playedWithRounds, ({ match, states }) => {
        const { record } = match;
        const text = formatRecord(record);
        expect(parseRecord(text)).toStrictEqual(record);
        for (const form of [text, JSON.stringify(record)]) {
          const steps = readRecordSteps(form);
          let step = steps.next();
          while (!step.done) step = steps.next();
          expect(step.value.rounds).toStrictEqual(record.rounds);
        }
        const writer = recordWriter(record);
        expect(writer.head + writer.end()).toBe(text);
        expect(resumeRecord(JSON.parse(JSON.stringify(record))).record).toStrictEqual(record);
        expect(replay(record)).toHaveLength(states.length);
      }),
      { numRuns: runs(100) },
    );
  });

  it('lose the reveals of the rounds an undo takes back, and keep them through play', () => {
    fc.assert(
      fc.property(playedWithRounds, fc.nat(), ({ match, states }, pick) => {
        const n = pick % states.length;
        const back = undo(match, n);
        const accepted = acceptedIn(states.slice(0, states.length - n));
        expect(back.record.rounds).toStrictEqual({
          commitments: match.record.rounds!.commitments,
          reveals: match.record.rounds!.reveals.slice(0, 2 * accepted),
        });
        expect(resumeRecord(JSON.parse(JSON.stringify(back.record))).record).toStrictEqual(
          back.record,
        );
      }),
      { numRuns: runs(100) },
    );
    const bet = play(
      {
        state: replay(example.record).at(-3)!,
        record: { ...RECORD, moves: RECORD.moves.slice(0, 2) },
      },
      { type: 'roll', player: 1, dice: [4, 2] },
    );
    expect(bet.record.rounds).toStrictEqual(example.rounds);
  });

  it('refuse a JSON record whose values are not of their form, or that reveals past its rounds', () => {
    const bad: unknown[] = [
      { ...RECORD, rounds: { ...example.rounds, commitments: [c.seat0.toUpperCase(), c.seat1] } },
      { ...RECORD, rounds: { ...example.rounds, commitments: [c.seat0] } },
      {
        ...RECORD,
        rounds: { ...example.rounds, reveals: [{ seat: 2, value: v.seat1, next: c.next1 }] },
      },
      { ...RECORD, rounds: { ...example.rounds, reveals: [{ seat: 1, value: v.seat1 }] } },
      { ...RECORD, rounds: { ...example.rounds, reveals: {} } },
      { ...RECORD, rounds: { ...example.rounds, extra: 1 } },
      {
        ...RECORD,
        rounds: {
          ...example.rounds,
          reveals: [...example.rounds.reveals, example.rounds.reveals[0]],
        },
      },
      { ...RECORD, moves: RECORD.moves.slice(0, 1) },
    ];
    expect(bad.map((record) => messageOf(() => replay(record)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: replay: record.rounds.commitments[0] must be 64 lowercase hexadecimal digits (32 bytes), got "D27993890D386E75C7673F77336289F7688361D1"… (64 characters)",
        "INVALID_RECORD: replay: record.rounds.commitments must be a pair of commitments, got an array",
        "INVALID_RECORD: replay: record.rounds.reveals[0].seat must be 0 or 1, got 2",
        "INVALID_RECORD: replay: record.rounds.reveals[0].next must be 64 lowercase hexadecimal digits (32 bytes), got undefined",
        "INVALID_RECORD: replay: record.rounds.reveals must be a list of at most 1000000 reveals, got an object",
        "INVALID_RECORD: replay: record.rounds.extra must be absent (allowed: commitments, reveals), got 1",
        "INVALID_RECORD: replay: record.rounds.reveals must be a list of at most 2 reveals (two for each of the 1 rounds accepted), got an array",
        "INVALID_RECORD: replay: record.rounds.reveals must be a list of at most 0 reveals (two for each of the 0 rounds accepted), got an array",
      ]
    `);
  });

  it('refuse a text whose values are not of their form, or out of their place', () => {
    const texts = [
      edited(6, (line) => line.toUpperCase().replace('COMMITMENTS', 'commitments')),
      edited(6, (line) => line.slice(0, -1)),
      edited(6, (line) => `${line} `),
      edited(6, (line) => line.replace(' ', '  ')),
      edited(10, (line) => line.replace('P1', 'P2')),
      edited(10, (line) => line.replace(' next ', ' then ')),
      edited(10, (line) => `${line}0`),
      `${TEXT}reveal P1 ${v.next1} next ${c.next1}\n`,
      `${TEXT}2. P1 bets 1\n`,
      `${TEXT.slice(0, TEXT.lastIndexOf('reveal P0'))}2. P1 bets 1\n`,
      TEXT.replace(/^commitments .*\n/m, ''),
      TEXT.replace(
        'P1 accepts; P1 [4+2] [8+3]; P0 [8+6] {P0 wins 2 by kiri, points 0-1, P0 wins the match}',
        'P1 declines',
      ),
    ];
    expect(texts.map((text) => messageOf(() => parseRecord(text)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: parseRecord: line 6:13: expected seat 0's commitment, 64 lowercase hexadecimal digits, got "D27993890D386E75C7673F77336289F7688361D1"… (129 characters)",
        "INVALID_RECORD: parseRecord: line 6:78: expected seat 1's commitment, 64 lowercase hexadecimal digits, got "66bfd58a17ff5a9a665a3a0a783af22fccae036c"… (63 characters)",
        "INVALID_RECORD: parseRecord: line 6:142: expected the end of the line, got " "",
        "INVALID_RECORD: parseRecord: line 6:13: expected seat 0's commitment, 64 lowercase hexadecimal digits, got " d27993890d386e75c7673f77336289f7688361d"… (130 characters)",
        "INVALID_RECORD: parseRecord: line 10:8: expected 'P0' or 'P1', got "P2 9ffb3114c62616ab487112e7ce931ce3ca7aa"… (137 characters)",
        "INVALID_RECORD: parseRecord: line 10:75: expected ' next ', got " then 66bae498bde08f1732c6410933de752ec2"… (70 characters)",
        "INVALID_RECORD: parseRecord: line 10:145: expected the end of the line, got "0"",
        "INVALID_RECORD: parseRecord: line 12:1: expected the end of the text (two reveals for each round accepted, 1 here), got "reveal P1 79cb319bd142cd5c518e389af20c72"… (144 characters)",
        "INVALID_RECORD: parseRecord: line 12:1: expected the end of the text (two reveals for each round accepted, 1 here), got "2. P1 bets 1"",
        "INVALID_RECORD: parseRecord: line 11:1: expected a reveal, 'reveal P0 …' or 'reveal P1 …' (only reveals follow the first), got "2. P1 bets 1"",
        "INVALID_RECORD: parseRecord: line 9:1: expected round 2, got "reveal P1 9ffb3114c62616ab487112e7ce931c"… (144 characters)",
        "INVALID_RECORD: parseRecord: line 10:1: expected the end of the text (two reveals for each round accepted, 0 here), got "reveal P1 9ffb3114c62616ab487112e7ce931c"… (144 characters)",
      ]
    `);
  });
});
