import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, reduce, type MatchState } from '../../src/index.js';
import { play, startRecord, type RecordedMatch } from '../../src/record/index.js';
import { KiriError } from '../../src/game/KiriError.js';
import { deepFreeze, isDeepFrozen, throwingProxy } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { messageOf } from './messageOf.js';
import { played } from '@kiri-dice/testing/recordArbitraries';

describe('play', () => {
  it('records each accepted action: a bet, an accept, a drawn and a given roll, a decline', () => {
    let match = startRecord({ seed: 1 });
    match = play(match, { type: 'bet', player: 0, amount: 10 });
    match = play(match, { type: 'accept', player: 1 });
    match = play(match, { type: 'roll', player: 1 });
    match = play(match, { type: 'roll', player: 1, dice: [8, 6] });
    match = play(match, { type: 'bet', player: 1, amount: 5 });
    match = play(match, { type: 'decline', player: 0 });
    expect(match.record.moves).toEqual([
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [4, 4], drawn: true },
      { type: 'roll', player: 1, dice: [8, 6], drawn: false },
      { type: 'bet', player: 1, amount: 5 },
      { type: 'decline', player: 0 },
    ]);
    expect(match.state.phase).toBe('over');
    expect(isDeepFrozen(match)).toBe(true);
  });

  it('records nothing for a rejected action, whose state carries the error exactly as reduce sets it', () => {
    const match = startRecord({ seed: 1 });
    const rejected = play(match, { type: 'roll', player: 1 });
    expect(rejected.record).toBe(match.record);
    expect(rejected.state).toEqual(reduce(createMatch({ seed: 1 }), { type: 'roll', player: 1 }));
    expect(rejected.state.error).toEqual({
      code: 'WRONG_PHASE',
      message: 'cannot roll now: waiting for player 0 to bet',
    });
    const next = play(rejected, { type: 'bet', player: 0, amount: 3 });
    expect([next.state.error, next.record.moves.length]).toEqual([null, 1]);
  });

  it('changes nothing it is given, and plays from a state that came through JSON', () => {
    const match = deepFreeze(
      JSON.parse(
        JSON.stringify(play(startRecord({ seed: 2 }), { type: 'bet', player: 0, amount: 4 })),
      ),
    ) as RecordedMatch;
    const before = JSON.stringify(match);
    const accepted = play(match, { type: 'accept', player: 1 });
    const rolled = play(accepted, { type: 'roll', player: 1, dice: [2, 3] });
    expect(JSON.stringify(match)).toBe(before);
    expect(rolled.record.moves.at(-1)).toEqual({
      type: 'roll',
      player: 1,
      dice: [2, 3],
      drawn: false,
    });
    const drawn = play(accepted, { type: 'roll', player: 1 });
    expect(drawn.record.moves.at(-1)).toMatchObject({ drawn: true });
  });

  it('gives the states of the live match, and records exactly its accepted actions (random matches)', () => {
    fc.assert(
      fc.property(played, ({ match, states }) => {
        expect(match.record.moves).toHaveLength(states.length - 1);
        expect(isDeepFrozen(match)).toBe(true);
      }),
      { numRuns: runs(200) },
    );
  });

  it('throws for something that is not a recorded match, and INVALID_STATE as reduce does', () => {
    const match = startRecord({ seed: 1 });
    const bet = { type: 'bet', player: 0, amount: 1 } as const;
    expect(messageOf(() => play(null as never, bet))).toMatchInlineSnapshot(
      `"INVALID_RECORD: play: match must be an object { state, record }, got null"`,
    );
    expect(
      messageOf(() =>
        play({ state: match.state, record: { ...match.record, moves: {} } } as never, bet),
      ),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: play: match.record.moves must be an array of moves (a record from startRecord or play), got an object"`,
    );
    expect(
      messageOf(() =>
        play({ ...match, record: { ...match.record, rules: 'house' } } as never, bet),
      ),
    ).toMatchInlineSnapshot(
      `"INVALID_RECORD: play: record.rules must be 'standard' or house rules (a RulesSpec as JSON), got "house""`,
    );
    expect(
      messageOf(() => play({ ...match, state: { ...match.state, pot: 3 } as MatchState }, bet)),
    ).toMatchInlineSnapshot(`"INVALID_STATE: reduce: state.pot must be 0 while betting, got 3"`);
    const trap = throwingProxy(match);
    expect(messageOf(() => play(trap, bet))).toMatchInlineSnapshot(
      `"INVALID_RECORD: play: the match could not be read: a getter or Proxy trap threw"`,
    );
  });

  it('reads the moves of a record it did not build as replay does, and keeps none of them', () => {
    const start = startRecord({ seed: 1 });
    const sparse: unknown[] = [];
    sparse.length = 10 ** 7;
    const withMoves = (moves: unknown): never =>
      ({ ...start, record: { ...start.record, moves } }) as never;
    const bet = { type: 'accept', player: 1 };
    expect(messageOf(() => play(withMoves(sparse), bet as never))).toMatchInlineSnapshot(
      `"INVALID_RECORD: play: record.moves[0] (round 1): action must be a plain object like { type: 'roll', player: 0 }, got undefined"`,
    );
    const huge: unknown[] = [];
    huge.length = 2 ** 32 - 1;
    expect(() => play(withMoves(huge), bet as never)).toThrow(KiriError);
    const given = [{ type: 'bet', player: 0, amount: 10 }];
    const next = play(withMoves(given), { type: 'accept', player: 1 });
    expect(next.record.moves[0]).toEqual(given[0]);
    expect(next.record.moves[0]).not.toBe(given[0]);
    expect(isDeepFrozen(next)).toBe(true);
  });
});
