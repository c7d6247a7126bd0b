import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { KiriError } from '../../src/game/KiriError.js';
import { play, replay, startRecord, undo, type RecordedMatch } from '../../src/record/index.js';
import { isDeepFrozen, throwingProxy } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { messageOf } from './messageOf.js';
import { played } from '@kiri-dice/testing/recordArbitraries';

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
      `"INVALID_RECORD: undo: match.record must be an object { format, rules, start, moves, rounds }, got undefined"`,
    );
    const forged = {
      ...rolled,
      record: { ...rolled.record, moves: [{ type: 'roll', player: 1, dice: [1, 1], drawn: true }] },
    };
    expect(messageOf(() => undo(forged as never, 0))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: record.moves[0] (round 1): cannot roll now: waiting for player 0 to bet"`,
    );
    const match = rolled;
    const trap = throwingProxy(match);
    expect(messageOf(() => undo(trap))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: the match could not be read: a getter or Proxy trap threw"`,
    );
  });

  it('reads moves as replay does: a Proxy or a sparse array gets a KiriError, a subclass is copied', () => {
    const withMoves = (moves: unknown): never =>
      ({ ...rolled, record: { ...rolled.record, moves } }) as never;
    const trap = new Proxy([...rolled.record.moves], {
      get(target, key, receiver) {
        if (key === 'length' || key === 'slice') throw new RangeError('no');
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    class Throwing extends Array<unknown> {
      override slice(): never {
        throw 'bare';
      }
    }
    const subclassed = Throwing.from(rolled.record.moves);
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    for (const moves of [trap, sparse]) expect(() => undo(withMoves(moves))).toThrow(KiriError);
    // A subclass holds real moves: read by index, they replay, and the copy is a plain array.
    const back = undo(withMoves(subclassed));
    expect(back.record.moves).toEqual(rolled.record.moves.slice(0, 2));
    expect(Object.getPrototypeOf(back.record.moves)).toBe(Array.prototype);
    expect(messageOf(() => undo(withMoves(trap)))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: the record could not be read: a getter or Proxy trap threw"`,
    );
    expect(messageOf(() => undo(withMoves(sparse)))).toMatchInlineSnapshot(
      `"INVALID_RECORD: undo: record.moves[0] (round 1): action must be a plain object like { type: 'roll', player: 0 }, got undefined"`,
    );
  });

  it('returns only what it replayed: a bet whose amount changes between reads is recorded as played', () => {
    let reads = 0;
    const bet = new Proxy(
      { type: 'bet', player: 0, amount: 10 },
      {
        get(target, key, receiver) {
          if (key === 'amount') return reads++ === 0 ? 10 : 99;
          return Reflect.get(target, key, receiver) as unknown;
        },
        getOwnPropertyDescriptor(target, key) {
          const d = Reflect.getOwnPropertyDescriptor(target, key);
          if (key === 'amount' && d) d.value = reads++ === 0 ? 10 : 99;
          return d;
        },
      },
    );
    const forged = {
      ...rolled,
      record: { ...rolled.record, moves: [bet, ...rolled.record.moves.slice(1)] },
    } as never;
    const back = undo(forged, 1);
    expect(back.record.moves[0]).toEqual({ type: 'bet', player: 0, amount: 10 });
    expect(back.record.moves[0]).not.toBe(bet);
    expect(isDeepFrozen(back)).toBe(true);
    const again = play(back, { type: 'roll', player: 1 });
    expect(replay(JSON.parse(JSON.stringify(again.record)))).toHaveLength(4);
    expect(replay(again.record).at(-1)).toEqual(again.state);
  });
});
