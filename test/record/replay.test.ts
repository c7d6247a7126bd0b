import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, reduce, type MatchState } from '../../src/index.js';
import {
  play,
  replay,
  resumeRecord,
  startRecord,
  type MatchRecord,
} from '../../src/record/index.js';
import { isDeepFrozen } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { messageOf } from './messageOf.js';
import { played } from '@kiri-dice/testing/recordArbitraries';
import { sampleRecord } from './sampleRecord.js';

/** `record` with its moves changed by `edit`. */
const withMoves = (record: MatchRecord, edit: (moves: unknown[]) => void): unknown => {
  const moves = JSON.parse(JSON.stringify(record.moves)) as unknown[];
  edit(moves);
  return { ...record, moves };
};

describe('replay', () => {
  it('gives every state of the match, the first one included, deep-equal to the live ones', () => {
    const states = replay(sampleRecord());
    let live: MatchState = createMatch({ seed: 1 });
    const expected = [live];
    for (const action of [
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1 },
      { type: 'roll', player: 1 },
      { type: 'bet', player: 1, amount: 5 },
      { type: 'accept', player: 0 },
      { type: 'roll', player: 0, dice: [2, 5] },
    ] as const) {
      live = reduce(live, action);
      expected.push(live);
    }
    expect(states).toEqual(expected);
    expect(states.at(-1)).toMatchObject({ round: 2, chips: [85, 105], points: [1, 0], roller: 0 });
    expect(isDeepFrozen(states)).toBe(true);
  });

  it('gives the exact states of random live matches, generator words included, from the record or its JSON', () => {
    fc.assert(
      fc.property(played, ({ match, states }) => {
        expect(replay(match.record)).toEqual(states);
        expect(replay(JSON.parse(JSON.stringify(match.record)))).toEqual(states);
      }),
      { numRuns: runs(200) },
    );
  });

  it('refuses a drawn roll whose dice are not what the seed draws, naming the move and both dice', () => {
    const forged = withMoves(sampleRecord(), (moves) => {
      moves[3] = { type: 'roll', player: 1, dice: [8, 6], drawn: true };
    });
    expect(messageOf(() => replay(forged))).toMatchInlineSnapshot(
      `"INVALID_RECORD: replay: record.moves[3] (round 1, roll 2): the roll is recorded as drawn with 8+6, but the seed draws 4+4 here"`,
    );
    // One die wrong is enough, the first or the second.
    for (const dice of [
      [5, 4],
      [4, 5],
    ])
      expect(
        messageOf(() =>
          replay(
            withMoves(sampleRecord(), (moves) => {
              moves[3] = { type: 'roll', player: 1, dice, drawn: true };
            }),
          ),
        ),
      ).toMatch(/recorded as drawn with [45]\+[45], but the seed draws 4\+4 here"?$/);
    const given = withMoves(sampleRecord(), (moves) => {
      moves[3] = { type: 'roll', player: 1, dice: [4, 4], drawn: false };
    });
    // The same dice given by the action: the generator does not move, so the states differ.
    expect(replay(given).at(-1)!.rng).not.toEqual(replay(sampleRecord()).at(-1)!.rng);
  });

  it('refuses any action the rules forbid, naming the move and the reason', () => {
    const cases = [
      (moves: unknown[]) => (moves[1] = { type: 'accept', player: 0 }),
      (moves: unknown[]) => (moves[4] = { type: 'bet', player: 1, amount: 500 }),
      (moves: unknown[]) => moves.splice(2, 0, { type: 'bet', player: 0, amount: 1 }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 1, dice: [2, 5], drawn: false }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 0, dice: [2, 9], drawn: false }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 0, dice: 7, drawn: false }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 0, dice: [2, 5, 1], drawn: false }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 0, dice: [2, 5], drawn: 1 }),
      (moves: unknown[]) =>
        (moves[6] = { type: 'roll', player: 0, dice: [2, 5], when: 1, drawn: false }),
      (moves: unknown[]) => (moves[6] = { type: 'roll', player: 2, dice: [2, 5], drawn: true }),
      (moves: unknown[]) => (moves[4] = { type: 'bet', player: 1, amount: 5, note: 'x' }),
      (moves: unknown[]) => (moves[4] = { type: 'fold', player: 1 }),
      (moves: unknown[]) => (moves[4] = null),
      (moves: unknown[]) => moves.push({ type: 'decline', player: 1 }),
    ];
    expect(cases.map((edit) => messageOf(() => replay(withMoves(sampleRecord(), edit)))))
      .toMatchInlineSnapshot(`
        [
          "INVALID_RECORD: replay: record.moves[1] (round 1): player 0 cannot accept: waiting for player 1 to accept or decline 10 chips",
          "INVALID_RECORD: replay: record.moves[4] (round 2): stake must be a whole number from 1 to 90, got 500",
          "INVALID_RECORD: replay: record.moves[2] (round 1, roll 1): cannot bet now: waiting for player 1 to roll",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): player 1 cannot roll: waiting for player 0 to roll",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got [2, 9]",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got 7",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got an array",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): a roll's drawn must be true or false, got 1",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): a roll has no field "when" (its fields: type, player, dice, drawn)",
          "INVALID_RECORD: replay: record.moves[6] (round 2, roll 1): action.player must be 0 or 1, got 2",
          "INVALID_RECORD: replay: record.moves[4] (round 2): a bet action has no field "note" (its fields: type, player, amount)",
          "INVALID_RECORD: replay: record.moves[4] (round 2): action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got "fold"",
          "INVALID_RECORD: replay: record.moves[4] (round 2): action must be a plain object like { type: 'roll', player: 0 }, got null",
          "INVALID_RECORD: replay: record.moves[7] (round 2, roll 2): cannot decline now: waiting for player 0 to roll",
        ]
      `);
  });

  it('refuses an unknown format, a field the format does not have, and a bad header', () => {
    const record = sampleRecord();
    const bad: unknown[] = [
      { ...record, format: 2 },
      { ...record, comment: 'x' },
      { ...record, start: { ...record.start, seed: -1 } },
      { ...record, start: { ...record.start, chips: [2 ** 53 - 2, 5] } },
      { ...record, start: { ...record.start, chips: [1, 0] } },
      { ...record, start: { ...record.start, firstBettor: 2 } },
      { ...record, start: { seed: 1 } },
      { ...record, start: { ...record.start, x: 1 } },
      { ...record, moves: 'none' },
      { ...record, rules: 'house' },
      { ...record, rules: { combinations: [{ id: 'a', dice: () => true, instant: 'win' }] } },
      { ...record, rules: { combinations: [{ id: 'a', dice: 'any', points: 1, x: undefined }] } },
      {
        ...record,
        rules: { targetPoints: 0, combinations: [{ id: 'a', dice: 'any', points: 1 }] },
      },
      { ...record, rules: { combinations: [[[[[[1]]]]]] } },
      { ...record, rules: { combinations: [{ dice: { a: { b: { c: 1 } } } }] } },
      { ...record, rules: { [Symbol('s')]: 1, combinations: [] } },
      null,
      'format 1',
    ];
    expect(bad.map((value) => messageOf(() => replay(value)))).toMatchInlineSnapshot(`
      [
        "INVALID_RECORD: replay: record.format must be 1 (the only format this version of kiri-dice reads), got 2",
        "INVALID_RECORD: replay: record.comment must be absent (allowed: format, rules, start, moves, rounds), got "x"",
        "INVALID_RECORD: replay: record.start.seed must be a whole number from 0 to 9007199254740991, got -1",
        "INVALID_RECORD: replay: record.start.chips (their sum) must be a whole number from 2 to 9007199254740991, got 9007199254740996",
        "INVALID_RECORD: replay: record.start.chips[1] must be a whole number from 1 to 9007199254740991, got 0",
        "INVALID_RECORD: replay: record.start.firstBettor must be 0 or 1, got 2",
        "INVALID_RECORD: replay: record.start.chips must be a pair of whole numbers from 1 to 9007199254740991, got undefined",
        "INVALID_RECORD: replay: record.start.x must be absent (allowed: seed, chips, firstBettor), got 1",
        "INVALID_RECORD: replay: record.moves must be an array of moves, got "none"",
        "INVALID_RECORD: replay: record.rules must be 'standard' or house rules (a RulesSpec as JSON), got "house"",
        "INVALID_RECORD: replay: record.rules.combinations[0].dice must be JSON data (a rules spec without predicates), got a function",
        "INVALID_RECORD: replay: record.rules.combinations[0].x must be JSON data (a rules spec without predicates), got undefined",
        "INVALID_RECORD: replay: record.rules must be house rules that defineRules accepts (defineRules: rules.targetPoints must be a whole number from 1 to 100, got 0), got an object",
        "INVALID_RECORD: replay: record.rules.combinations[0][0][0][0] must be JSON data (a rules spec without predicates), got an array",
        "INVALID_RECORD: replay: record.rules.combinations[0].dice.a.b must be JSON data (a rules spec without predicates), got an object",
        "INVALID_RECORD: replay: record.rules.Symbol(s) must be absent: only JSON data, got Symbol(s)",
        "INVALID_RECORD: replay: record must be an object { format, rules, start, moves, rounds }, got null",
        "INVALID_RECORD: replay: record must be an object { format, rules, start, moves, rounds }, got "format 1"",
      ]
    `);
  });

  it('reads each field once: a getter or a Proxy trap that throws is refused as an unreadable record', () => {
    const record = sampleRecord();
    const moves = [...record.moves];
    Object.defineProperty(moves, 0, {
      get() {
        throw new Error('no');
      },
    });
    expect(messageOf(() => replay({ ...record, moves }))).toMatchInlineSnapshot(
      `"INVALID_RECORD: replay: the record could not be read: a getter or Proxy trap threw"`,
    );
    const roll = { ...record.moves[2]! };
    let reads = 0;
    Object.defineProperty(roll, 'dice', {
      enumerable: true,
      get: () => (++reads === 1 ? [4, 4] : [8, 6]),
    });
    const tricked = replay({ ...record, moves: record.moves.map((m, i) => (i === 2 ? roll : m)) });
    expect([reads, tricked]).toEqual([1, replay(record)]);
  });

  it('refuses moves whose fields are inherited from a null-prototype object', () => {
    const record = play(play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }), {
      type: 'accept',
      player: 1,
    }).record;
    const inherited = (fields: object): object =>
      Object.create(Object.assign(Object.create(null) as object, fields)) as object;
    const roll = inherited({ type: 'roll', player: 1, dice: [4, 4], drawn: true });
    const withRoll = { ...record, moves: [...record.moves, roll] };
    expect(messageOf(() => replay(withRoll))).toMatchInlineSnapshot(
      `"INVALID_RECORD: replay: record.moves[2] (round 1, roll 1): action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got undefined"`,
    );
    const ownType = Object.assign(inherited({ player: 1, dice: [4, 4], drawn: true }), {
      type: 'roll',
    });
    const withOwnType = { ...record, moves: [...record.moves, ownType] };
    expect(messageOf(() => replay(withOwnType))).toMatchInlineSnapshot(
      `"INVALID_RECORD: replay: record.moves[2] (round 1, roll 1): a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got undefined"`,
    );
  });

  it('replays house rules given as JSON data, -0 read as 0', () => {
    const rules = {
      name: 'quick',
      targetPoints: 1,
      combinations: [
        { id: 'win', dice: [[8, 8]], instant: 'win' as const },
        { id: 'point', dice: { minSum: 15 }, points: 1, bonusRolls: -0 },
        { id: 'rest', dice: 'any' as const, endsTurn: true },
      ],
    };
    const record = {
      format: 1,
      rules,
      start: { seed: 3, chips: [5, 5], firstBettor: 1 },
      moves: [
        { type: 'bet', player: 1, amount: 5 },
        { type: 'accept', player: 0 },
        { type: 'roll', player: 0, dice: [8, 7], drawn: false },
      ],
    };
    const states = replay(record);
    expect(states.at(-1)).toMatchObject({ phase: 'over', winner: 0, chips: [10, 0] });
    expect(states.at(-1)!.lastRoll).toEqual({ player: 0, dice: [8, 7], combination: 'point' });
    const copied = resumeRecord(record).record.rules as typeof rules;
    expect(Object.is(copied.combinations[1]!.bonusRolls, 0)).toBe(true);
    // Numbers JSON cannot write are no JSON data, wherever they are.
    for (const bad of [NaN, Infinity, -Infinity])
      expect(
        messageOf(() => replay({ ...record, rules: { ...rules, targetPoints: bad } })),
      ).toMatch(
        /^INVALID_RECORD: replay: record\.rules\.targetPoints must be JSON data \(a rules spec without predicates\), got -?(NaN|Infinity)$/,
      );
  });
});
