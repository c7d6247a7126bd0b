import { describe, expect, it } from 'vitest';
import { standardRulesSpec } from '../../src/rules/index.js';
import { formatRecord, parseRecord, play, replay, startRecord } from '../../src/record/index.js';
import type { Action } from '../../src/index.js';
import { isDeepFrozen } from '../helpers.js';
import { house } from '@kiri-dice/testing/houseRules';
import { messageOf } from './messageOf.js';

const HEADER = 'format 1\nseed 1\nchips 100 100\nfirst-bettor 0\nrules standard\n';

/** Seed 1: P1 draws 4+4 twice and wins round 1; P1 bets 5 in round 2 and P0 rolls 2+5. */
const TEXT = `${HEADER}
1. P0 bets 10, P1 accepts; P1 4+4 4+4 {P1 wins 20 by points, points 0-4}
2. P1 bets 5, P0 accepts; P0 [2+5]
`;

describe('parseRecord', () => {
  it('reads a record: its header, and each round line replayed as it is read', () => {
    const record = parseRecord(TEXT);
    expect(record).toEqual({
      format: 1,
      rules: 'standard',
      start: { seed: 1, chips: [100, 100], firstBettor: 0 },
      moves: [
        { type: 'bet', player: 0, amount: 10 },
        { type: 'accept', player: 1 },
        { type: 'roll', player: 1, dice: [4, 4], drawn: true },
        { type: 'roll', player: 1, dice: [4, 4], drawn: true },
        { type: 'bet', player: 1, amount: 5 },
        { type: 'accept', player: 0 },
        { type: 'roll', player: 0, dice: [2, 5], drawn: false },
      ],
    });
    expect(isDeepFrozen(record)).toBe(true);
    expect(formatRecord(record)).toBe(TEXT);
    expect(parseRecord(HEADER)).toEqual(startRecord({ seed: 1 }).record);
  });

  it('skips blank lines, reads \\r\\n and a text without its last newline', () => {
    const loose = TEXT.replaceAll('\n', '\r\n\r\n').trimEnd();
    expect(parseRecord(loose)).toEqual(parseRecord(TEXT));
  });

  it('has one spelling of a record: a turn is never split, the rules JSON has no space around it', () => {
    expect(TEXT).toContain('; P1 4+4 4+4');
    const houseText = formatRecord(startRecord({ seed: 9, chips: [3, 3], rules: house }).record);
    const json = /^rules (.*)$/m.exec(houseText)![1]!;
    const rulesAs = (line: string) => houseText.replace(`rules ${json}`, line);
    const messages = [
      TEXT.replace('P1 4+4 4+4', 'P1 4+4; P1 4+4'),
      TEXT.replace('P0 [2+5]', 'P0 [2+5]; P0 [2+5]'),
      rulesAs(`rules ${json} `),
      rulesAs(`rules  ${json}`),
      rulesAs(`rules\t${json}`),
    ].map((text) => {
      try {
        parseRecord(text);
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(messages).toMatchInlineSnapshot(`
      [
        "parseRecord: line 7:36: expected P0: the rolls of one turn go together, as 'P1 1+6 2+3', got "P1 4+4 {P1 wins 20 by points, points 0-4"… (41 characters)",
        "parseRecord: line 8:37: expected P1: the rolls of one turn go together, as 'P0 1+6 2+3', got "P0 [2+5]"",
        "parseRecord: line 5:7: expected the rules as JSON on one line, with no space before or after it, got "{\\"name\\":\\"house\\",\\"targetPoints\\":5,\\"combin"… (1096 characters)",
        "parseRecord: line 5:7: expected the rules as JSON on one line, with no space before or after it, got " {\\"name\\":\\"house\\",\\"targetPoints\\":5,\\"combi"… (1096 characters)",
        "parseRecord: line 5:1: expected 'rules ', got "rules\\t{\\"name\\":\\"house\\",\\"targetPoints\\":5,\\""… (1101 characters)",
      ]
    `);
    // Spaces inside the JSON are JSON's own, and stay allowed.
    expect(parseRecord(rulesAs(`rules ${json.replace('{', '{ ')}`))).toEqual(
      parseRecord(houseText),
    );
  });

  it('reads house rules from JSON, and the end of the match in the result', () => {
    const actions: Action[] = [
      { type: 'bet', player: 0, amount: 3 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [8, 8] },
    ];
    const match = actions.reduce(play, startRecord({ seed: 9, chips: [3, 3], rules: house }));
    const text = formatRecord(match.record);
    expect(text.split('\n').at(-2)).toBe(
      '1. P0 bets 3, P1 accepts; P1 [8+8] {P1 wins 6 by kiri, points 0-0, P1 wins the match}',
    );
    expect(parseRecord(text)).toEqual(match.record);
    expect(replay(parseRecord(text)).at(-1)).toEqual(match.state);
  });

  it('gives the line and column and what was expected there', () => {
    const line = (n: number, edit: (text: string) => string): string => {
      const lines = TEXT.split('\n');
      lines[n - 1] = edit(lines[n - 1]!);
      return lines.join('\n');
    };
    const bad = [
      '',
      'format 2\n',
      'format 1x\n',
      'format 1\nseed -1\n',
      'format 1\nseed 9007199254740992\n',
      'format 1\nseed 1 \n',
      'format 1\nseed 1\nchips 100\n',
      'format 1\nseed 1\nchips 0 100\n',
      'format 1\nseed 1\nchips 9007199254740991 1\n',
      'format 1\nseed 1\nchips 5 x\n',
      'format 1\nseed 1\nchips 1 1\nfirst-bettor 0\nrules standard x\n',
      'format 1\nseed 1\nchips 1 1\nfirst-bettor 2\n',
      'format 1\nseed 1\nchips 1 1\nfirst-bettor 0\nrules {standard\n',
      'format 1\nseed 1\nchips 1 1\nfirst-bettor 0\nrules {"combinations":[]}\n',
      line(7, (t) => t.replace('1.', '2.')),
      line(7, (t) => t.replace('. P0', '.P0')),
      line(7, (t) => t.replace('P0', 'P2')),
      line(7, (t) => t.replace(' bets 10', ' bet 10')),
      line(7, (t) => t.replace('accepts', 'accept')),
      line(7, (t) => t.replace('; P1 4+4', '; P1 4-4')),
      line(7, (t) => t.replace('; P1 4+4', '; P1 9+4')),
      line(7, (t) => t.replace('; P1 4+4', '; P1 0+4')),
      line(7, (t) => t.replace('; P1 4+4', '; P1 [4+4')),
      line(7, (t) => t.replace('; P1 4+4', '; P14+4')),
      line(7, (t) => t.replace(' {P1 wins 20', ' {P1 wins 30')),
      line(7, (t) => t.replace(' {P1 wins 20 by points, points 0-4}', '')),
      line(7, (t) => `${t} `),
      line(8, (t) => `${t} {P0 wins}`),
      line(8, (t) => `${t};P1`),
      `${HEADER.replace('first-bettor 0', 'first-bettor 1')}\n1. P1 bets 5, P0 declines x\n`,
      `${HEADER}\n1. P0 bets 5 x\n`,
      `${HEADER.replace('first-bettor 0', 'first-bettor 1')}\n1. P1 bets 5 x\n`,
      `${HEADER}\n1. P0 bets 5, P1 accepts; P1 [1+2]x\n`,
      `${HEADER}\n1. P0 bets 5, P1 accepts; P1 [3+6]x\n`,
    ];
    expect(bad.map((text) => messageOf(() => parseRecord(text)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: parseRecord: line 1:1: expected 'format ', got the end of the text",
        "INVALID_RECORD: parseRecord: line 1:8: expected format 1 (the only format this version of kiri-dice reads), got "2"",
        "INVALID_RECORD: parseRecord: line 1:8: expected format 1 (the only format this version of kiri-dice reads), got "1x"",
        "INVALID_RECORD: parseRecord: line 2:6: expected the seed, a whole number from 0 to 9007199254740991, got "-1"",
        "INVALID_RECORD: parseRecord: line 2:6: expected the seed, a whole number from 0 to 9007199254740991, got "9007199254740992"",
        "INVALID_RECORD: parseRecord: line 2:7: expected the end of the line, got " "",
        "INVALID_RECORD: parseRecord: line 3:10: expected ' ', got the end of the line",
        "INVALID_RECORD: parseRecord: line 3:7: expected player 0's chips, a whole number from 1 to 9007199254740991, got "0 100"",
        "INVALID_RECORD: parseRecord: line 3:7: expected chips that add up to at most 9007199254740991, got "9007199254740991 1"",
        "INVALID_RECORD: parseRecord: line 3:9: expected player 1's chips, a whole number from 1 to 9007199254740991, got "x"",
        "INVALID_RECORD: parseRecord: line 5:7: expected 'standard' or the rules as JSON on one line, got "standard x"",
        "INVALID_RECORD: parseRecord: line 4:14: expected 0 or 1, got "2"",
        "INVALID_RECORD: parseRecord: line 5:7: expected 'standard' or the rules as JSON on one line, got "{standard"",
        "INVALID_RECORD: parseRecord: line 5:7: rules must be house rules that defineRules accepts (defineRules: rules.combinations must be an array of 1 to 36 combinations, got an array), got an object",
        "INVALID_RECORD: parseRecord: line 7:1: expected round 1, got "2. P0 bets 10, P1 accepts; P1 4+4 4+4 {P"… (72 characters)",
        "INVALID_RECORD: parseRecord: line 7:2: expected '. ', got ".P0 bets 10, P1 accepts; P1 4+4 4+4 {P1 "… (70 characters)",
        "INVALID_RECORD: parseRecord: line 7:4: expected 'P0' or 'P1', got "P2 bets 10, P1 accepts; P1 4+4 4+4 {P1 w"… (69 characters)",
        "INVALID_RECORD: parseRecord: line 7:6: expected ' bets ' or ' runs out of time', got " bet 10, P1 accepts; P1 4+4 4+4 {P1 wins"… (66 characters)",
        "INVALID_RECORD: parseRecord: line 7:18: expected ' accepts' or ' declines', got " accept; P1 4+4 4+4 {P1 wins 20 by point"… (54 characters)",
        "INVALID_RECORD: parseRecord: line 7:32: expected '+', got "-4 4+4 {P1 wins 20 by points, points 0-4"… (41 characters)",
        "INVALID_RECORD: parseRecord: line 7:31: expected a die face from 1 to 8, got "9+4 4+4 {P1 wins 20 by points, points 0-"… (42 characters)",
        "INVALID_RECORD: parseRecord: line 7:31: expected a die face from 1 to 8, got "0+4 4+4 {P1 wins 20 by points, points 0-"… (42 characters)",
        "INVALID_RECORD: parseRecord: line 7:35: expected ']', got " 4+4 {P1 wins 20 by points, points 0-4}"",
        "INVALID_RECORD: parseRecord: line 7:30: expected ' ' and a roll, or ' runs out of time', got "4+4 4+4 {P1 wins 20 by points, points 0-"… (42 characters)",
        "INVALID_RECORD: parseRecord: line 7:38: expected the round's result ' {P1 wins 20 by points, points 0-4}' and the end of the line, got " {P1 wins 30 by points, points 0-4}"",
        "INVALID_RECORD: parseRecord: line 7:38: expected the round's result ' {P1 wins 20 by points, points 0-4}' and the end of the line, got the end of the line",
        "INVALID_RECORD: parseRecord: line 7:38: expected the round's result ' {P1 wins 20 by points, points 0-4}' and the end of the line, got " {P1 wins 20 by points, points 0-4} "",
        "INVALID_RECORD: parseRecord: line 8:35: expected more rolls by P0 (' 3+5' (a roll), '; P0 3+5'), a timeout ('; P0 runs out of time'), '; halted' or the end of the line, got " {P0 wins}"",
        "INVALID_RECORD: parseRecord: line 8:35: expected more rolls by P0 (' 3+5' (a roll), '; P0 3+5'), a timeout ('; P0 runs out of time'), '; halted' or the end of the line, got ";P1"",
        "INVALID_RECORD: parseRecord: line 7:26: expected the end of the line (nothing follows a decline or a halt), got " x"",
        "INVALID_RECORD: parseRecord: line 7:13: expected ', P1 accepts', ', P1 declines', a timeout ('; P1 runs out of time') or the end of the line, got " x"",
        "INVALID_RECORD: parseRecord: line 7:13: expected ', P0 accepts', ', P0 declines', a timeout ('; P0 runs out of time') or the end of the line, got " x"",
        "INVALID_RECORD: parseRecord: line 7:35: expected more rolls by P1 (' 3+5' (a roll), '; P1 3+5'), a timeout ('; P1 runs out of time'), '; halted' or the end of the line, got "x"",
        "INVALID_RECORD: parseRecord: line 7:35: expected more rolls by P0 ('; P0 3+5'), a timeout ('; P0 runs out of time'), '; halted' or the end of the line, got "x"",
      ]
    `);
  });

  it('takes chips that add up to the largest safe whole number, and no more', () => {
    const header = (chips: string) =>
      `format 1\nseed 1\nchips ${chips}\nfirst-bettor 0\nrules standard\n`;
    expect(parseRecord(header('9007199254740990 1')).start.chips).toEqual([9007199254740990, 1]);
    expect(messageOf(() => parseRecord(header('9007199254740990 2')))).toMatch(
      /expected chips that add up to at most 9007199254740991/,
    );
  });

  it('reads the notation as its grammar says: BOM, blank lines, the last newline, no leading zeros, no repeated key', () => {
    const record = parseRecord(TEXT);
    // Read the same: a byte order mark, lines of spaces and tabs, no newline at the end.
    expect(parseRecord(`\ufeff${TEXT}`)).toEqual(record);
    expect(parseRecord(TEXT.replace('\n1.', '\n \t\n  \n1.'))).toEqual(record);
    expect(parseRecord(TEXT.trimEnd())).toEqual(record);
    const refused = [
      TEXT.replace('seed 1', 'seed 01'),
      TEXT.replace('chips 100 100', 'chips 0100 100'),
      TEXT.replace('1. P0 bets 10', '01. P0 bets 10'),
      TEXT.replace('bets 10', 'bets 010'),
      TEXT.replace('{P1 wins 20', '{P1 wins 020'),
      TEXT.replace(
        'rules standard',
        `rules {"name":"a","name":"b",${JSON.stringify({ ...standardRulesSpec, name: undefined }).slice(1)}`,
      ),
    ];
    expect(refused.map((text) => messageOf(() => parseRecord(text)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: parseRecord: line 2:6: expected the seed, a whole number from 0 to 9007199254740991, written without leading zeros, got "01"",
        "INVALID_RECORD: parseRecord: line 3:7: expected player 0's chips, a whole number from 1 to 9007199254740991, written without leading zeros, got "0100 100"",
        "INVALID_RECORD: parseRecord: line 7:1: expected round 1, written without leading zeros, got "01. P0 bets 10, P1 accepts; P1 4+4 4+4 {"… (73 characters)",
        "INVALID_RECORD: parseRecord: line 7:12: expected the stake, written without leading zeros, got "010, P1 accepts; P1 4+4 4+4 {P1 wins 20 "… (62 characters)",
        "INVALID_RECORD: parseRecord: line 7:38: expected the round's result ' {P1 wins 20 by points, points 0-4}' and the end of the line, got " {P1 wins 020 by points, points 0-4}"",
        "INVALID_RECORD: parseRecord: line 5:7: expected the rules as JSON with each key once ("name" is repeated), got "{\\"name\\":\\"a\\",\\"name\\":\\"b\\",\\"targetPoints\\":4,"… (1004 characters)",
      ]
    `);
  });

  it('refuses what the replay refuses, at the line and column of the move', () => {
    const bad = [
      TEXT.replace('P1 4+4 4+4', 'P1 4+4 4+5'),
      TEXT.replace('P1 4+4 4+4', 'P0 4+4 4+4'),
      TEXT.replace('bets 10', 'bets 0'),
      TEXT.replace('2. P1 bets 5', '2. P0 bets 5'),
      TEXT.replace('P0 accepts; P0 [2+5]', 'P0 declines; P0 [2+5]'),
      TEXT.replace(
        '{P1 wins 20 by points, points 0-4}',
        '[8+6] {P1 wins 20 by points, points 0-4}',
      ),
      `${TEXT}3. P0 bets 1\n`,
    ];
    expect(bad.map((text) => messageOf(() => parseRecord(text)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: parseRecord: line 7:35 (round 1, roll 2): the roll is recorded as drawn with 4+5, but the seed draws 4+4 here",
        "INVALID_RECORD: parseRecord: line 7:31 (round 1, roll 1): player 0 cannot roll: waiting for player 1 to roll",
        "INVALID_RECORD: parseRecord: line 7:4 (round 1): stake must be a whole number from 1 to 100, got 0",
        "INVALID_RECORD: parseRecord: line 8:4 (round 2): player 0 cannot bet: waiting for player 1 to bet",
        "INVALID_RECORD: parseRecord: line 8:31 (round 2): cannot roll: the match is over; start a new one with createMatch()",
        "INVALID_RECORD: parseRecord: line 7:39 (round 2): cannot roll now: waiting for player 1 to bet",
        "INVALID_RECORD: parseRecord: line 9:4 (round 2, roll 2): cannot bet now: waiting for player 0 to roll",
      ]
    `);
  });

  it('refuses what is not text', () => {
    expect(messageOf(() => parseRecord(42 as never))).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: text must be a string (a record in the notation of formatRecord), got 42"`,
    );
  });
});
