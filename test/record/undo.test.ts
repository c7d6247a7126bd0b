import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { play, startRecord, undo, type RecordedMatch } from '../../src/record/index.js';
import { isDeepFrozen } from '../helpers.js';
import { runs } from '../propertyRuns.js';
import { messageOf } from './messageOf.js';
import { played } from './recordArbitraries.js';

const playAll = (match: RecordedMatch<string>, actions: readonly Action[]): RecordedMatch<string> =>
  actions.reduce(play, match);

describe('undo', () => {
  const start = startRecord({ seed: 1 });
  const rolled = playAll(start, [
    { type: 'bet', player: 0, amount: 10 },
    { type: 'accept', player: 1 },
    { type: 'roll', player: 1 },
  ]);

  it('takes back the last action by default, and n actions when asked, with the error cleared', () => {
    expect(undo(rolled).record.moves).toEqual(rolled.record.moves.slice(0, 2));
    expect(undo(rolled).state.phase).toBe('rolling');
    expect(undo(rolled, 3)).toEqual(start);
    expect(undo(rolled, 0)).toEqual(rolled);
    const rejected = play(rolled, { type: 'bet', player: 0, amount: 1 });
    expect(rejected.state.error).not.toBeNull();
    expect(undo(rejected, 0)).toEqual(rolled);
    expect(isDeepFrozen(undo(rolled))).toBe(true);
  });

  it('restores the generator: the next roll without dice draws the same dice again', () => {
    const again = play(undo(rolled), { type: 'roll', player: 1 });
    expect(again).toEqual(rolled);
    expect(again.state.lastRoll?.dice).toEqual([4, 4]);
    const fresh = play(undo(rolled), { type: 'roll', player: 1, dice: [2, 3] });
    expect(fresh.record.moves.at(-1)).toEqual({
      type: 'roll',
      player: 1,
      dice: [2, 3],
      drawn: false,
    });
  });

  it('undo then redo gives the same match; undo gives the state before the undone actions (random matches)', () => {
    fc.assert(
      fc.property(played, fc.nat(), ({ match, states, actions }, pick) => {
        const n = pick % (actions.length + 1);
        const back = undo(match, n);
        expect(back.state).toEqual(states[states.length - 1 - n]);
        expect(back.record.moves).toEqual(
          match.record.moves.slice(0, match.record.moves.length - n),
        );
        const redone = playAll(back, actions.slice(actions.length - n));
        expect(redone.record).toEqual(match.record);
        expect(redone.state).toEqual(states.at(-1));
      }),
      { numRuns: runs(150) },
    );
  });

  it('throws INVALID_OPTIONS for an n out of range, INVALID_RECORD for what is not a recorded match', () => {
    expect(messageOf(() => undo(rolled, 4))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: undo: n must be a whole number from 0 to 3, got 4"`,
    );
    expect(messageOf(() => undo(rolled, -1))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: undo: n must be a whole number from 0 to 3, got -1"`,
    );
    expect(messageOf(() => undo(rolled, 1.5))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: undo: n must be a whole number from 0 to 3, got 1.5"`,
    );
    expect(messageOf(() => undo({} as never))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: match.record must be an object { format, rules, start, moves }, got undefined"`,
    );
    const forged = {
      ...rolled,
      record: { ...rolled.record, moves: [{ type: 'roll', player: 1, dice: [1, 1], drawn: true }] },
    };
    expect(messageOf(() => undo(forged as never, 0))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: record.moves[0] (round 1): cannot roll now: waiting for player 0 to bet"`,
    );
  });
});
