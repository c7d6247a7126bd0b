import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, play, startRecord } from '../../src/record/index.js';
import type { Action } from '../../src/index.js';
import { house } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { messageOf } from './messageOf.js';
import { played } from '@kiri-dice/testing/recordArbitraries';

describe('formatRecord', () => {
  it('writes the header, then a line per round: stake, answer, rolls by turn, result', () => {
    const actions: Action[] = [
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [2, 5] },
      { type: 'roll', player: 1, dice: [3, 6] },
      { type: 'roll', player: 0 },
      { type: 'roll', player: 0 },
      { type: 'roll', player: 1 },
      { type: 'roll', player: 0 },
      { type: 'roll', player: 1 },
      { type: 'bet', player: 0, amount: 60 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [3, 3] },
      { type: 'roll', player: 1, dice: [2, 6] },
      { type: 'roll', player: 1, dice: [1, 1] },
      { type: 'bet', player: 0, amount: 30 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [8, 7] },
      { type: 'bet', player: 1, amount: 10 },
      { type: 'accept', player: 0 },
      { type: 'roll', player: 0, dice: [1, 2] },
    ];
    const match = actions.reduce(play, startRecord({ seed: 'table-7', chips: [100, 100] }));
    expect(match.record.moves).toHaveLength(actions.length);
    expect(formatRecord(match.record)).toMatchInlineSnapshot(`
      "format 1
      seed 728823507
      chips 100 100
      first-bettor 0
      rules standard

      1. P0 bets 10, P1 accepts; P1 [2+5] [3+6]; P0 2+4 4+5; P1 3+8; P0 7+6; P1 1+1 {P0 wins 20 by dead, points 1-0}
      2. P0 bets 60, P1 accepts; P1 [3+3] [2+6] [1+1] {P0 wins 120 by dead, points 0-0}
      3. P0 bets 30, P1 accepts; P1 [8+7] {P1 wins 60 by kiri, points 0-0}
      4. P1 bets 10, P0 accepts; P0 [1+2]
      "
    `);
    expect(formatRecord(startRecord({ seed: 5 }).record)).toMatchInlineSnapshot(`
      "format 1
      seed 5
      chips 100 100
      first-bettor 0
      rules standard
      "
    `);
    const declined = play(play(startRecord({ seed: 5 }), { type: 'bet', player: 0, amount: 3 }), {
      type: 'decline',
      player: 1,
    });
    expect(formatRecord(declined.record).split('\n').at(-2)).toBe('1. P0 bets 3, P1 declines');
  });

  /** The round lines of a match of 6 and 4 chips played by `actions`, read back exactly. */
  const lines = (actions: Action[]): string[] => {
    const match = actions.reduce(play, startRecord({ seed: 1, chips: [6, 4] }));
    const text = formatRecord(match.record);
    expect(parseRecord(text)).toEqual(match.record);
    return text.split('\n').slice(6, -1);
  };
  const bet: Action = { type: 'bet', player: 0, amount: 3 };
  const accept: Action = { type: 'accept', player: 1 };

  it('writes a timeout as the last move: a line of its own before a bet, after the moves once there is one', () => {
    const timeout = (player: 0 | 1): Action => ({ type: 'timeout', player });
    expect(lines([timeout(0)])).toEqual([
      '1. P0 runs out of time {P1 wins 6 by timeout, points 0-0, P1 wins the match}',
    ]);
    expect(lines([bet, timeout(1)])).toEqual([
      '1. P0 bets 3; P1 runs out of time {P0 wins 4 by timeout, points 0-0, P0 wins the match}',
    ]);
    expect(lines([bet, accept, { type: 'roll', player: 1, dice: [1, 2] }, timeout(0)])).toEqual([
      '1. P0 bets 3, P1 accepts; P1 [1+2]; P0 runs out of time {P1 wins 9 by timeout, points 0-1, P1 wins the match}',
    ]);
    expect(lines([bet, accept, { type: 'roll', player: 1, dice: [8, 6] }, timeout(1)])).toEqual([
      '1. P0 bets 3, P1 accepts; P1 [8+6] {P1 wins 6 by kiri, points 0-0}',
      '2. P1 runs out of time {P0 wins 7 by timeout, points 0-0, P0 wins the match}',
    ]);
  });

  it('writes a halt as the last move, with no player and no result: a line of its own before a bet, after the rolls', () => {
    const halt: Action = { type: 'halt' };
    expect(lines([halt])).toEqual(['1. halted']);
    expect(lines([bet, accept, halt])).toEqual(['1. P0 bets 3, P1 accepts; halted']);
    expect(lines([bet, accept, { type: 'roll', player: 1, dice: [1, 2] }, halt])).toEqual([
      '1. P0 bets 3, P1 accepts; P1 [1+2]; halted',
    ]);
    expect(lines([bet, accept, { type: 'roll', player: 1, dice: [8, 6] }, halt])).toEqual([
      '1. P0 bets 3, P1 accepts; P1 [8+6] {P1 wins 6 by kiri, points 0-0}',
      '2. halted',
    ]);
  });

  it('reads no move after a halt, nor a halt while a bet waits for its answer', () => {
    const header = 'format 1\nseed 1\nchips 6 4\nfirst-bettor 0\nrules standard\n\n';
    expect(
      messageOf(() => parseRecord(`${header}1. halted\n2. P1 bets 1\n`)),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 8:4 (round 1): cannot bet: the match is over; start a new one with createMatch()"`,
    );
    expect(messageOf(() => parseRecord(`${header}1. halted; P1 1+2\n`))).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 7:10: expected the end of the line (nothing follows a decline or a halt), got "; P1 1+2""`,
    );
    expect(messageOf(() => parseRecord(`${header}1. P0 bets 3; halted\n`))).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 7:15 (round 1): cannot halt now: waiting for player 1 to accept or decline 3 chips first (a halt comes before a bet or during the rolls)"`,
    );
    expect(
      messageOf(() =>
        parseRecord(`${header}1. P0 bets 3, P1 accepts; P1 [1+2]; halted {P1 wins}\n`),
      ),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 7:43: expected the end of the line (nothing follows a decline or a halt), got " {P1 wins}""`,
    );
  });

  it('reads no move after a timeout, nor a timeout after the end', () => {
    const header = 'format 1\nseed 1\nchips 6 4\nfirst-bettor 0\nrules standard\n\n';
    const over = '1. P0 runs out of time {P1 wins 6 by timeout, points 0-0, P1 wins the match}';
    expect(messageOf(() => parseRecord(`${header}${over}\n2. P1 bets 1\n`))).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 8:4 (round 2): cannot bet: the match is over; start a new one with createMatch()"`,
    );
    expect(
      messageOf(() => parseRecord(`${header}1. P0 bets 3, P1 declines; P1 runs out of time\n`)),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 7:28 (round 1): cannot timeout: the match is over; start a new one with createMatch()"`,
    );
    expect(
      messageOf(() => parseRecord(`${header}1. P0 runs out of time; P1 runs out of time\n`)),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: parseRecord: line 7:23: expected the round's result ' {P1 wins 6 by timeout, points 0-0, P1 wins the match}' and the end of the line, got "; P1 runs out of time""`,
    );
  });

  it('writes house rules as JSON on the rules line', () => {
    const text = formatRecord(startRecord({ seed: 5, rules: house }).record);
    expect(text.split('\n')[4]).toMatch(
      /^rules \{"name":"house","targetPoints":5,"combinations":\[\{"id":"jackpot",/,
    );
  });

  it('reads back exactly: parseRecord(formatRecord(r)) deep-equals r (random matches)', () => {
    fc.assert(
      fc.property(played, ({ match }) => {
        const text = formatRecord(match.record);
        expect(parseRecord(text)).toStrictEqual(match.record);
        expect(parseRecord(text.replaceAll('\n', '\r\n'))).toStrictEqual(match.record);
      }),
      { numRuns: runs(200) },
    );
  });

  it('refuses a record that does not replay, as replay does', () => {
    const record = { ...startRecord({ seed: 1 }).record, moves: [{ type: 'accept', player: 1 }] };
    expect(messageOf(() => formatRecord(record as never))).toMatchInlineSnapshot(
      `"INVALID_RECORD: formatRecord: record.moves[0] (round 1): cannot accept now: waiting for player 0 to bet"`,
    );
  });
});
