import { describe, expect, it } from 'vitest';
import { standardRules } from '../../src/index.js';
import { startRecord, formatRecord } from '../../src/record/index.js';
import { MAX_MOVES, MAX_TEXT, reviewInput } from '../../src/review/reviewInput.js';
import { reviewMatch } from '../../src/review/reviewMatch.js';
import { passOnScore } from '@kiri-dice/testing/houseRules';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { throwingProxy } from '../helpers.js';

/** The code of the KiriError that `f` throws. */
const codeOf = (f: () => unknown): unknown => {
  try {
    f();
  } catch (error) {
    return (error as { code: unknown }).code;
  }
  return null;
};

const header = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n';

describe('reviewInput', () => {
  it('reads the rules first, and replays the moves afresh each time', () => {
    const input = reviewInput(`${header}\n1. P0 bets 1\n`);
    expect(input.rules).toBe(standardRules);
    expect(input.end.last.phase).toBe('accepting');
    expect([...input.steps()].map((s) => s.move.type)).toEqual(['bet']);
    expect([...input.steps()]).toHaveLength(1);
    const house = reviewInput(startRecord({ seed: 1, rules: passOnScore }).record);
    expect(house.rules.name).toBe('pass-on-score');
    expect(house.rules.combinations).toEqual(passOnScore.combinations);
  });

  it('takes texts and moves up to the bounds', () => {
    expect(MAX_TEXT).toBe(8 * 1024 * 1024);
    expect(MAX_MOVES).toBe(2 ** 20);
    const text = header.padEnd(MAX_TEXT, '\n');
    expect(reviewInput(text).end.last.phase).toBe('betting');
    expect(() => reviewInput(`${text} `)).toThrow('at most 8388608 characters');
    const record = {
      format: 1,
      rules: 'standard',
      start: { seed: 1, chips: [3, 3], firstBettor: 0 },
      moves: new Array<unknown>(MAX_MOVES).fill({ type: 'halt' }),
    };
    expect(reviewInput(record).end.last.phase).toBe('betting');
    expect(() =>
      reviewInput({ ...record, moves: [...record.moves, { type: 'halt' }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.moves must hold at most 1048576 moves, got 1048577]`,
    );
    expect(() => reviewInput({ ...record, moves: 'none' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.moves must be an array of moves, got "none"]`,
    );
  });

  it("turns a caller's getter or Proxy trap that throws into a KiriError", () => {
    const record = startRecord({ seed: 1 }).record;
    // A trap that lets the moves be read `allowed` times, then throws: the header's copy reads
    // them, then their count, then each replay of the review.
    const later = (allowed = 1) => {
      let reads = 0;
      return new Proxy(
        { ...record },
        {
          getOwnPropertyDescriptor: (target, key) => {
            if (key === 'moves' && ++reads > allowed) throw new Error('trap');
            return Reflect.getOwnPropertyDescriptor(target, key);
          },
        },
      );
    };
    expect(() => reviewInput(later())).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the record could not be read: a getter or Proxy trap threw]`,
    );
    expect(codeOf(() => reviewInput(later()))).toBe('INVALID_RECORD');
    expect(codeOf(() => reviewInput(later(2)))).toBe(null);
    expect(codeOf(() => reviewInput(later(2)).steps().next())).toBe('INVALID_RECORD');
    const steps = reviewInput(later(2)).steps();
    expect(() => steps.next()).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the record could not be read: a getter or Proxy trap threw]`,
    );
    expect(codeOf(() => reviewInput(throwingProxy({ ...record })))).toBe('INVALID_RECORD');
    expect(codeOf(() => reviewInput(42))).toBe('INVALID_RECORD');
    expect(codeOf(() => reviewInput({ ...record, moves: new Array(MAX_MOVES + 1) }))).toBe(
      'INVALID_RECORD',
    );
    expect(() => reviewInput(throwingProxy({ ...record }))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the record could not be read: a getter or Proxy trap threw]`,
    );
    expect(formatRecord(record)).toContain('format 1');
  });

  it('takes a match of fresh values as data, whose reveals its accepted rounds bound', () => {
    const input = reviewInput(example.record);
    expect([...input.steps()].map((s) => s.move.type)).toEqual([
      'bet',
      'accept',
      'roll',
      'roll',
      'roll',
    ]);
    const [first] = example.rounds.reveals;
    const extra = {
      ...example.record,
      rounds: { ...example.rounds, reveals: [...example.rounds.reveals, first!] },
    };
    // The header is read; the reveals are counted as the moves are replayed.
    const steps = reviewInput(extra).steps();
    expect(() => [...steps]).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.rounds.reveals must be a list of at most 2 reveals (two for each of the 1 rounds accepted), got an array]`,
    );
    expect(() => reviewMatch(extra)).toThrow('at most 2 reveals');
    expect(reviewMatch(example.record)).toEqual(reviewMatch(JSON.stringify(example.record)));
  });
});
