import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, parseMatchState, reduce, type MatchState } from '../../src/index.js';
import { apply, isDeepFrozen, rolls, started } from '../helpers.js';

/**
 * Real states of each kind, built inside the tests that use them: work done at import time is
 * credited to no test, and the mutation run would have to run every test for it.
 */
function real() {
  const betting = createMatch({ seed: 3 });
  const accepting = apply(betting, { type: 'bet', player: 0, amount: 20 });
  const rolling = rolls(started(10), [1, 2], [3, 3]);
  const round2 = rolls(started(10), [8, 6]);
  const busted = rolls(started(40, { seed: 1, chips: [40, 60] }), [8, 6]);
  const bustedByDead = rolls(started(40, { seed: 1, chips: [60, 40] }), [1, 1]);
  const declined = apply(accepting, { type: 'decline', player: 1 });
  const rejected = reduce(rolling, { type: 'roll', player: 0 });
  return {
    betting,
    accepting,
    rolling,
    round2,
    busted,
    bustedByDead,
    declined,
    rejected,
  } satisfies Record<string, MatchState>;
}
const KINDS = [
  'betting',
  'accepting',
  'rolling',
  'round2',
  'busted',
  'bustedByDead',
  'declined',
  'rejected',
] as const;

/** Every state of a whole seeded match: the bettor stakes `stake` (or less), the other accepts. */
function playAll(seed: number, stake: number): MatchState[] {
  let state = createMatch({ seed, chips: [6, 6] });
  const states = [state];
  while (state.phase !== 'over') {
    const amount = Math.min(stake, state.chips[0], state.chips[1]);
    state = reduce(state, { type: 'bet', player: state.bettor, amount });
    states.push(state);
    state = reduce(state, { type: 'accept', player: state.bettor === 0 ? 1 : 0 });
    states.push(state);
    while (state.phase === 'rolling') {
      state = reduce(state, { type: 'roll', player: state.roller });
      states.push(state);
    }
  }
  return states;
}

const tamper = (state: MatchState, change: Record<string, unknown>) => () =>
  parseMatchState({ ...JSON.parse(JSON.stringify(state)), ...change });

describe('parseMatchState', () => {
  it.each(KINDS)(
    'accepts a real %s state and its JSON text, returning an equal frozen copy',
    (kind) => {
      const state = real()[kind];
      const fromObject = parseMatchState(JSON.parse(JSON.stringify(state)));
      expect(fromObject).toEqual(state);
      expect(isDeepFrozen(fromObject)).toBe(true);
      expect(parseMatchState(JSON.stringify(state))).toEqual(state);
    },
  );

  it('round-trips every state of whole matches, each later round included, through JSON unchanged', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 6 }), (seed, stake) => {
        for (const state of playAll(seed, stake))
          expect(parseMatchState(JSON.stringify(state))).toEqual(state);
      }),
      { seed: 5, numRuns: 50 },
    );
  });

  it('accepts a state parsed in another realm (an iframe, a worker, a vm context)', () => {
    const { round2 } = real();
    const foreign: unknown = runInNewContext('JSON.parse(text)', { text: JSON.stringify(round2) });
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype);
    expect(parseMatchState(foreign)).toEqual(round2);
  });

  it('keeps playing from a loaded state exactly as from the original', () => {
    const { rolling } = real();
    const loaded = parseMatchState(JSON.stringify(rolling));
    expect(reduce(loaded, { type: 'roll', player: 1 })).toEqual(
      reduce(rolling, { type: 'roll', player: 1 }),
    );
  });

  it('rejects what is not a state, naming the field', () => {
    const { betting } = real();
    expect(() => parseMatchState('{oops')).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state must be a MatchState or its JSON text, got "text that is not JSON"]`,
    );
    expect(() => parseMatchState(null)).toThrow(
      /parseMatchState: state must be a MatchState \(from createMatch\(\), reduce\(\) or parseMatchState\(\)\) or its JSON text, got null/,
    );
    expect(() => parseMatchState([])).toThrow(/state must be a MatchState/);
    expect(tamper(betting, { extra: 1 })).toThrow(/state.extra must be absent/);
    expect(() =>
      parseMatchState(
        JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(betting).slice(1)}`),
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.__proto__ must be absent (allowed: phase, round, bettor, roller, stake, pot, chips, points, bonusRolls, lastRoll, lastRound, winner, error, totalChips, seed, rng), got an object]`,
    );
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    const { seed: _seed, ...missing } = betting;
    expect(() => parseMatchState(missing)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.seed must be a whole number from 0 to 9007199254740991, got undefined]`,
    );
    class Saved {}
    expect(() => parseMatchState(Object.assign(new Saved(), betting))).toThrow(
      /state must be a MatchState/,
    );
  });

  it('checks types and ranges of every field', () => {
    const { betting, rolling, rejected } = real();
    expect(tamper(betting, { phase: 'paused' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.phase must be "betting", "accepting", "rolling" or "over", got "paused"]`,
    );
    expect(tamper(betting, { round: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.round must be a whole number from 1 to 4503599627370496, got 0]`,
    );
    expect(tamper(betting, { bettor: '0' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.bettor must be 0 or 1, got "0"]`,
    );
    expect(tamper(betting, { chips: [100, -1] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.chips[1] must be a whole number from 1 to 9007199254740991, got -1]`,
    );
    expect(tamper(betting, { chips: [100] })).toThrow(
      /state.chips must be a pair of whole numbers/,
    );
    expect(tamper(rolling, { points: [0, 4] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.points[1] must be a whole number from 0 to 3, got 4]`,
    );
    expect(tamper(rolling, { bonusRolls: -1 })).toThrow(
      /state.bonusRolls must be a whole number from 0/,
    );
    expect(tamper(betting, { seed: 1.5 })).toThrow(/state.seed must be a whole number/);
    expect(tamper(betting, { rng: [1, 2, 3] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.rng must be an array of 4 whole numbers (the sfc32 generator's state), got an array]`,
    );
    expect(tamper(betting, { rng: [1, 2, 3, 2 ** 32] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.rng[3] must be a whole number from -2147483648 to 4294967295, got 4294967296]`,
    );
    expect(tamper(rejected, { error: { code: 'OOPS', message: 'x' } })).toThrow(
      /state.error.code must be "INVALID_ACTION", "MATCH_OVER"/,
    );
    expect(
      tamper(rejected, { error: { code: 'WRONG_PHASE', message: 5 } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.error.message must be a string, got 5]`,
    );
    expect(tamper(rejected, { error: { code: 'WRONG_PHASE', message: 'x', stack: '' } })).toThrow(
      /state.error.stack must be absent/,
    );
  });

  it('accepts the generator words signed or unsigned, and either form plays the same rolls', () => {
    const { rolling } = real();
    expect(rolling.rng.some((word) => word < 0)).toBe(true);
    const unsigned = tamper(rolling, { rng: rolling.rng.map((word) => word >>> 0) })();
    expect(unsigned.rng).toEqual(rolling.rng.map((word) => word >>> 0));
    if (rolling.phase !== 'rolling') throw new Error('the fixture should be rolling');
    const roll = { type: 'roll', player: rolling.roller } as const;
    const [fromSigned, fromUnsigned] = [reduce(rolling, roll), reduce(unsigned, roll)];
    expect(fromUnsigned).toEqual(fromSigned);
    expect(tamper(rolling, { rng: [-(2 ** 31), 0, 2 ** 32 - 1, 1] })().rng).toEqual([
      -(2 ** 31),
      0,
      2 ** 32 - 1,
      1,
    ]);
    expect(tamper(rolling, { rng: [-(2 ** 31) - 1, 0, 0, 1] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.rng[0] must be a whole number from -2147483648 to 4294967295, got -2147483649]`,
    );
  });

  it('checks what each phase implies', () => {
    const { betting, accepting, rolling, busted, bustedByDead, declined } = real();
    expect(tamper(betting, { roller: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.roller must be null while betting, got 0]`,
    );
    expect(tamper(betting, { stake: 5 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.stake must be 0 while betting, got 5]`,
    );
    expect(tamper(betting, { bonusRolls: 2 })).toThrow(
      /state.bonusRolls must be 0 while betting, got 2/,
    );
    expect(tamper(betting, { points: [1, 0] })).toThrow(
      /state.points\[0\] must be a whole number from 0 to 0, got 1/,
    );
    expect(tamper(betting, { chips: [0, 200] })).toThrow(
      /state.chips\[0\] must be a whole number from 1/,
    );
    expect(tamper(accepting, { stake: 101 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.stake must be a whole number from 1 to 100, got 101]`,
    );
    expect(tamper(accepting, { pot: 40 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.pot must be 0 while accepting, got 40]`,
    );
    expect(tamper(rolling, { roller: null })).toThrow(/state.roller must be 0 or 1, got null/);
    expect(tamper(rolling, { pot: 21 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.pot must be 20 (twice the stake), got 21]`,
    );
    expect(tamper(rolling, { chips: [91, 90] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.totalChips must be 201 (chips plus pot), got 200]`,
    );
    expect(tamper(betting, { winner: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.winner must be null while betting, got 0]`,
    );
    expect(tamper(declined, { winner: 1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.winner must be null after a decline or a halt, got 1]`,
    );
    expect(busted).toMatchObject({ phase: 'over', winner: 1 });
    expect(tamper(busted, { winner: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.winner must be 1 (the player who has every chip), got 0]`,
    );
    expect(tamper(busted, { winner: null })).toThrow(/state.winner must be 1/);
    expect(bustedByDead).toMatchObject({ phase: 'over', winner: 0, chips: [100, 0] });
    expect(tamper(bustedByDead, { winner: 1 })).toThrow(
      /state.winner must be 0 \(the player who has every chip\), got 1/,
    );
    // A bust needs a finished round: in round 1 nobody can have lost every chip.
    expect(tamper(declined, { chips: [0, 200], winner: 1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.winner must be 1 (the match winner won the last round), got undefined]`,
    );
  });

  it('checks the history fields against the round', () => {
    const { betting, round2, busted } = real();
    expect(tamper(betting, { lastRound: round2.lastRound })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound must be null in round 1, got an object]`,
    );
    expect(tamper(round2, { lastRound: null })).toThrow(
      /state.lastRound must be an object \{ round, winner, reason, pot, points \}, got null/,
    );
    expect(tamper(round2, { lastRoll: null })).toThrow(
      /state.lastRoll must be an object \{ player, dice, combination \}, got null/,
    );
    expect(
      tamper(round2, { lastRound: { ...round2.lastRound, round: 5 } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.round must be 1 (the round before this one), got 5]`,
    );
    expect(tamper(round2, { bettor: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.bettor must be 1 (the last winner bets next), got 0]`,
    );
    expect(tamper(round2, { lastRound: { ...round2.lastRound, reason: 'luck' } })).toThrow(
      /state.lastRound.reason must be "kiri", "dead", "points" or "timeout", got "luck"/,
    );
    // Only a match that is over ended on time, and only one lost in round 1 has no roll.
    expect(tamper(round2, { lastRound: { ...round2.lastRound, reason: 'timeout' } })).toThrow(
      /^parseMatchState: state\.phase must be over \(a match ends on time\), got "betting"$/,
    );
    const onTime = reduce(round2, { type: 'timeout', player: 0 });
    expect(tamper(onTime, { lastRoll: null })).toThrow(
      /^parseMatchState: state\.lastRoll must be the roll that ended a round \(only a match lost on time in round 1 has none\), got null$/,
    );
    expect(tamper(round2, { lastRound: { ...round2.lastRound, pot: 1 } })).toThrow(
      /state.lastRound.pot must be a whole number from 2/,
    );
    expect(
      tamper(round2, { lastRoll: { player: 1, dice: [8, 6], combination: 'normal' } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRoll.combination must be kiri (what 8 + 6 makes under the standard rules), got "normal"]`,
    );
    expect(tamper(round2, { lastRoll: { player: 1, dice: [8, 9], combination: 'kiri' } })).toThrow(
      /state.lastRoll.dice\[1\] must be a whole number from 1 to 8, got 9/,
    );
    expect(tamper(busted, { lastRound: { ...busted.lastRound, winner: 0 } })).toThrow(
      /state.bettor must be 0 \(the last winner bets next\), got 1/,
    );
    expect(
      tamper(busted, { lastRound: { ...busted.lastRound, winner: 0 }, bettor: 0 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound must be a round that state.lastRoll (kiri, rolled by player 1) ends, got an object]`,
    );
  });

  it('turns a throwing getter or Proxy into INVALID_STATE instead of crashing', () => {
    const { betting } = real();
    const hostile = new Proxy(
      { ...betting },
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
      },
    );
    expect(() => parseMatchState(hostile)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: the state could not be read: a getter or Proxy trap threw]`,
    );
  });

  it('never calls a getter, an iterator or toJSON of the state it reads', () => {
    const { betting, rolling } = real();
    let calls = 0;
    const spy = () => {
      calls++;
      throw new Error('called');
    };
    // Fields are read through their descriptors, so a Proxy's get trap is never reached.
    expect(parseMatchState(new Proxy({ ...betting }, { get: spy }))).toEqual(betting);
    const getter = Object.defineProperty({ ...betting }, 'chips', { get: spy, enumerable: true });
    expect(() => parseMatchState(getter)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.chips must be a plain data property, not a getter or setter, got a function]`,
    );
    // Arrays are read by index: an iterator of their own that yields other words is never called.
    const rng = Object.assign([...rolling.rng], { [Symbol.iterator]: spy });
    expect(parseMatchState({ ...rolling, rng })).toEqual(rolling);
    const endless = Object.assign([...rolling.rng], {
      *[Symbol.iterator]() {
        for (;;) yield 1;
      },
    });
    expect(parseMatchState({ ...rolling, rng: endless })).toEqual(rolling);
    const setter = Object.defineProperty({ ...betting }, 'seed', { set: spy, enumerable: true });
    expect(() => parseMatchState(setter)).toThrow(
      /^parseMatchState: state\.seed must be a plain data property, not a getter or setter, got a function$/,
    );
    const itemGetter = Object.defineProperty([...rolling.rng], 2, { get: spy });
    expect(() =>
      parseMatchState({ ...rolling, rng: itemGetter }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.rng[2] must be a plain data property, not a getter or setter, got a function]`,
    );
    expect(calls).toBe(0);
  });

  it('checks the last round against the rules and against the roll that ended it', () => {
    const { round2 } = real(); // round 1 was won by player 1's Kiri (8 + 6), pot 20
    const last = (fields: Record<string, unknown>) =>
      tamper(round2, { lastRound: { ...round2.lastRound, ...fields } });
    expect(last({ pot: 21 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.pot must be even (twice a stake), got 21]`,
    );
    expect(last({ pot: 400 })).toThrow(
      /^parseMatchState: state\.lastRound\.pot must be a whole number from 2 to 200, got 400$/,
    );
    expect(last({ points: [9e15, 0] })).toThrow(
      /^parseMatchState: state\.lastRound\.points\[0\] must be a whole number from 0 to 5, got 9000000000000000$/,
    );
    expect(last({ reason: 'points' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.points must be points a round ends with, by points, under a target of 4, got an array]`,
    );
    expect(last({ reason: 'dead' })).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(kiri, rolled by player 1\) ends/,
    );
    // 'kiri' where the last roll is a Normal by the loser.
    expect(
      tamper(round2, { lastRoll: { player: 0, dice: [2, 5], combination: 'normal' } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRoll.combination must be kvatra (what 2 + 5 makes under the standard rules), got "normal"]`,
    );
    // A Kiri winner had fewer points than the target; a Dead roll burnt the loser's.
    const ending =
      /^parseMatchState: state\.lastRound\.points must be points a round ends with, by kiri, under a target of 4, got an array$/;
    expect(last({ points: [4, 0] })).toThrow(ending);
    expect(last({ points: [0, 4] })).toThrow(ending);
    const { bustedByDead } = real();
    expect(
      tamper(bustedByDead, { lastRound: { ...bustedByDead.lastRound, points: [0, 1] } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.points must be points a round ends with, by dead, under a target of 4, got an array]`,
    );
    // Every real last round still parses, each reason included.
    for (const state of [round2, bustedByDead, rolls(started(10), [1, 2], [1, 2], [2, 2])])
      expect(parseMatchState(JSON.stringify(state))).toEqual(state);
  });

  it('checks the roll that ended a match won by either seat; only a match with no winner may hold another', () => {
    // Seat 0 wins, then seat 1: a roll that ends no round is refused in both.
    for (const firstBettor of [1, 0] as const) {
      const won = rolls(started(1, { seed: 1, chips: [1, 1], firstBettor }), [8, 6]);
      expect(won.winner).toBe(1 - firstBettor);
      const normal = { player: won.lastRoll!.player, dice: [1, 8], combination: 'normal' };
      expect(tamper(won, { lastRoll: normal })).toThrow(
        /state\.lastRound must be a round that state\.lastRoll \(normal, rolled by player [01]\) ends/,
      );
    }
    // A halt during the rolls ends the match after a roll that ended no round.
    const halted = reduce(rolls(started(1, { seed: 1, chips: [3, 3] }), [1, 8]), { type: 'halt' });
    expect(parseMatchState(JSON.stringify(halted))).toEqual(halted);
  });

  it('bounds round and extra rolls where no match gets, so that the next step still parses', () => {
    const { betting, rolling } = real();
    expect(tamper(betting, { round: 2 ** 53 - 1 })).toThrow(
      /state\.round must be a whole number from 1 to 4503599627370496, got 9007199254740991/,
    );
    expect(tamper(rolling, { bonusRolls: 2 ** 53 - 1 })).toThrow(
      /state\.bonusRolls must be a whole number from 0 to 1099511627776, got 9007199254740991/,
    );
  });

  it('knows how each kind of round ends: the roll, who rolled it, and the points on both sides', () => {
    // Real endings of each reason, and one wrong detail of each.
    const kiri = rolls(started(10), [8, 6]); // player 1's Kiri
    const dead = rolls(started(10), [1, 2], [1, 1]); // player 1 had 1 point, rolled Dead: player 0 wins
    const points = rolls(started(10), [1, 2], [1, 2], [2, 2]); // player 1: 1, 2, then Mid Kiri to 4
    for (const state of [kiri, dead, points])
      expect(parseMatchState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const wrong = (state: MatchState, fields: Record<string, unknown>) => () =>
      parseMatchState({ ...JSON.parse(JSON.stringify(state)), ...fields });
    const roll = (player: number, a: number, b: number, combination: string) => ({
      lastRoll: { player, dice: [a, b], combination },
    });
    expect(wrong(kiri, roll(0, 8, 6, 'kiri'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(kiri, rolled by player 0\) ends/,
    );
    expect(wrong(kiri, roll(1, 2, 6, 'normal'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(normal/,
    );
    expect(wrong(dead, roll(0, 1, 1, 'dead'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(dead, rolled by player 0\) ends/,
    );
    expect(wrong(dead, roll(1, 8, 6, 'kiri'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(kiri/,
    );
    expect(
      wrong(dead, { lastRound: { ...dead.lastRound, points: [0, 1] } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound.points must be points a round ends with, by dead, under a target of 4, got an array]`,
    );
    expect(wrong(dead, { lastRound: { ...dead.lastRound, points: [4, 0] } })).toThrow(
      /state\.lastRound\.points must be points a round ends with, by dead, under a target of 4/,
    );
    expect(wrong(points, roll(0, 2, 2, 'midKiri'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(midKiri, rolled by player 0\) ends/,
    );
    expect(wrong(points, roll(1, 2, 6, 'normal'))).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(normal/,
    );
    expect(wrong(points, { lastRound: { ...points.lastRound, points: [0, 3] } })).toThrow(
      /state\.lastRound\.points must be points a round ends with, by points/,
    );
    // 5 points after a Kvatra: 4 before it, already the target, so the Kvatra did not end the round.
    expect(
      wrong(points, {
        ...roll(1, 1, 2, 'kvatra'),
        lastRound: { ...points.lastRound, points: [0, 5] },
      }),
    ).toThrow(
      /state\.lastRound must be a round that state\.lastRoll \(kvatra, rolled by player 1\) ends/,
    );
    // More than a round can end with (3 + Mid Kiri = 5 at most): refused by range, while rolling too.
    const next = apply(
      points,
      { type: 'bet', player: 1, amount: 1 },
      { type: 'accept', player: 0 },
    );
    expect(wrong(next, { lastRound: { ...next.lastRound, points: [0, 6] } })).toThrow(
      /state\.lastRound\.points\[1\] must be a whole number from 0 to 5, got 6/,
    );
    expect(wrong(next, { lastRound: { ...next.lastRound, reason: 'kiri' } })).toThrow(
      /state\.lastRound\.points must be points a round ends with, by kiri/,
    );
  });
});
