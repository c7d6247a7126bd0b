import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createGame,
  createMatch,
  parseMatchState,
  reduce,
  validateAction,
  type Action,
  type MatchState,
} from '../../src/index.js';
import { apply, isDeepFrozen, rolls, started } from '../helpers.js';
import { toSix } from '@kiri-dice/testing/houseRules';

const NORMAL = [1, 8] as const;
const KVATRA = [1, 2] as const;
const MID_KIRI = [2, 2] as const;
const REVERSE = [3, 3] as const;
const KIRI = [8, 6] as const;
const DEAD = [1, 1] as const;

describe('reduce: a round', () => {
  it('starts with a bet and an accept: the pot is twice the stake and the acceptor rolls first', () => {
    let state = createMatch({ seed: 1 });
    expect(state).toMatchObject({
      phase: 'betting',
      round: 1,
      bettor: 0,
      roller: null,
      stake: 0,
      pot: 0,
      chips: [100, 100],
    });
    state = apply(state, { type: 'bet', player: 0, amount: 30 });
    expect(state).toMatchObject({ phase: 'accepting', stake: 30, pot: 0, chips: [100, 100] });
    state = apply(state, { type: 'accept', player: 1 });
    expect(state).toMatchObject({
      phase: 'rolling',
      roller: 1,
      stake: 30,
      pot: 60,
      chips: [70, 70],
      points: [0, 0],
      bonusRolls: 0,
    });
  });

  it('Kvatra and Mid Kiri score and keep the turn', () => {
    const state = rolls(started(), KVATRA, MID_KIRI);
    expect(state).toMatchObject({ phase: 'rolling', roller: 1, points: [0, 3], bonusRolls: 0 });
    expect(state.lastRoll).toEqual({ player: 1, dice: [2, 2], combination: 'midKiri' });
  });

  it('Normal passes the turn and keeps the points', () => {
    const state = rolls(started(), KVATRA, NORMAL);
    expect(state).toMatchObject({ roller: 0, points: [0, 1] });
    expect(state.lastRoll).toEqual({ player: 1, dice: [1, 8], combination: 'normal' });
  });

  it('Reverse, then Normal, Normal: the first Normal uses an extra roll, the second passes the turn', () => {
    let state = rolls(started(), KVATRA, REVERSE);
    expect(state).toMatchObject({ roller: 1, bonusRolls: 2, points: [0, 1] });
    state = rolls(state, NORMAL);
    expect(state).toMatchObject({ roller: 1, bonusRolls: 1 });
    state = rolls(state, NORMAL);
    expect(state).toMatchObject({ roller: 0, bonusRolls: 0, points: [0, 1] });
  });

  it('Reverse within Reverse adds two more extra rolls', () => {
    let state = rolls(started(), REVERSE, [6, 6]);
    expect(state).toMatchObject({ roller: 1, bonusRolls: 3 });
    state = rolls(state, NORMAL, NORMAL);
    expect(state).toMatchObject({ roller: 1, bonusRolls: 1 });
    state = rolls(state, NORMAL);
    expect(state).toMatchObject({ roller: 0, bonusRolls: 0 });
  });

  it('a scoring roll during extra rolls uses one up and keeps the turn', () => {
    let state = rolls(started(), REVERSE, KVATRA);
    expect(state).toMatchObject({ roller: 1, bonusRolls: 1, points: [0, 1] });
    state = rolls(state, NORMAL);
    expect(state).toMatchObject({ roller: 0, bonusRolls: 0 });
  });

  it('reaching exactly 4 wins the round and the pot', () => {
    const state = rolls(started(10), MID_KIRI, MID_KIRI);
    expect(state).toMatchObject({
      phase: 'betting',
      round: 2,
      bettor: 1,
      roller: null,
      stake: 0,
      pot: 0,
      chips: [90, 110],
      points: [0, 0],
    });
    expect(state.lastRound).toEqual({
      round: 1,
      winner: 1,
      reason: 'points',
      pot: 20,
      points: [0, 4],
    });
  });

  it('overshooting to 5 wins too (3 + Mid Kiri)', () => {
    const state = rolls(started(), KVATRA, KVATRA, KVATRA, MID_KIRI);
    expect(state.lastRound).toEqual({
      round: 1,
      winner: 1,
      reason: 'points',
      pot: 20,
      points: [0, 5],
    });
  });

  it('Kiri wins at once, in either order of the dice', () => {
    expect(rolls(started(), KIRI).lastRound).toEqual({
      round: 1,
      winner: 1,
      reason: 'kiri',
      pot: 20,
      points: [0, 0],
    });
    expect(rolls(started(), KVATRA, [7, 8]).lastRound).toMatchObject({
      winner: 1,
      reason: 'kiri',
      points: [0, 1],
    });
    expect(rolls(started(), [6, 8]).lastRound).toMatchObject({ winner: 1, reason: 'kiri' });
  });

  it('Dead loses at once and burns the roller’s points; the opponent takes the pot', () => {
    const state = rolls(started(10), NORMAL, KVATRA, KVATRA, NORMAL, MID_KIRI, DEAD);
    // Player 0 had 2, player 1 had 2 when player 1 rolled Dead.
    expect(state.lastRound).toEqual({
      round: 1,
      winner: 0,
      reason: 'dead',
      pot: 20,
      points: [2, 0],
    });
    expect(state).toMatchObject({ phase: 'betting', round: 2, bettor: 0, chips: [110, 90] });
  });

  it('Dead keeps the opponent’s points as they stood', () => {
    const state = rolls(started(), KVATRA, NORMAL, KVATRA, KVATRA, DEAD);
    expect(state.lastRound).toEqual({
      round: 1,
      winner: 1,
      reason: 'dead',
      pot: 20,
      points: [0, 1],
    });
  });

  it('the next round is bet by the last winner and first rolled by the other seat', () => {
    let state = rolls(started(10), KIRI); // player 1 wins round 1
    expect(state.bettor).toBe(1);
    state = apply(state, { type: 'bet', player: 1, amount: 5 }, { type: 'accept', player: 0 });
    expect(state).toMatchObject({
      phase: 'rolling',
      round: 2,
      roller: 0,
      pot: 10,
      chips: [85, 105],
      points: [0, 0],
    });
    state = rolls(state, DEAD); // player 0 loses round 2
    expect(state).toMatchObject({ round: 3, bettor: 1, chips: [85, 115] });
  });

  it('honours firstBettor: player 1 bets, player 0 rolls first', () => {
    const state = apply(
      createMatch({ seed: 1, firstBettor: 1 }),
      { type: 'bet', player: 1, amount: 3 },
      { type: 'accept', player: 0 },
    );
    expect(state).toMatchObject({ roller: 0, bettor: 1, chips: [97, 97] });
  });
});

describe('reduce: the match', () => {
  it('ends when a player has no chips left: the other wins the match', () => {
    const state = rolls(started(40, { seed: 1, chips: [40, 60] }), KIRI);
    expect(state).toMatchObject({
      phase: 'over',
      round: 2,
      winner: 1,
      chips: [0, 100],
      pot: 0,
      stake: 0,
      roller: null,
      bettor: 1,
    });
    expect(state.lastRound).toEqual({
      round: 1,
      winner: 1,
      reason: 'kiri',
      pot: 80,
      points: [0, 0],
    });
  });

  it('ends with no winner and no chips moved when the bet is declined', () => {
    const state = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 50 },
      { type: 'decline', player: 1 },
    );
    expect(state).toMatchObject({
      phase: 'over',
      winner: null,
      chips: [100, 100],
      pot: 0,
      stake: 0,
      round: 1,
    });
  });

  it('keeps the total of chips and pot', () => {
    let state: MatchState = started(25);
    expect(state.chips[0] + state.chips[1] + state.pot).toBe(200);
    state = rolls(state, KIRI);
    expect(state.chips[0] + state.chips[1] + state.pot).toBe(state.totalChips);
  });

  it('draws dice from the generator in the state when the roll brings none, and replays exactly', () => {
    const play = () => {
      let state = started(10, { seed: 'replay' });
      const seen: unknown[] = [];
      while (state.phase === 'rolling') {
        state = apply(state, { type: 'roll', player: state.roller });
        seen.push(state.lastRoll);
      }
      return { state, seen };
    };
    const first = play();
    expect(first.seen.length).toBeGreaterThan(0);
    expect(play()).toEqual(first);
  });

  it('does not advance the generator when the roll brings its dice', () => {
    const state = started();
    expect(rolls(state, KVATRA).rng).toBe(state.rng);
    expect(apply(state, { type: 'roll', player: 1 }).rng).not.toEqual(state.rng);
  });
});

describe('reduce: a timeout', () => {
  it('before the bet: the other seat takes every chip and wins the match', () => {
    const over = reduce(createMatch({ seed: 1, chips: [6, 4] }), { type: 'timeout', player: 0 });
    expect(over).toMatchObject({
      phase: 'over',
      round: 2,
      bettor: 1,
      chips: [0, 10],
      pot: 0,
      stake: 0,
      points: [0, 0],
      lastRoll: null,
      lastRound: { round: 1, winner: 1, reason: 'timeout', pot: 6, points: [0, 0] },
      winner: 1,
      error: null,
    });
    expect(isDeepFrozen(over)).toBe(true);
    expect(parseMatchState(JSON.parse(JSON.stringify(over)))).toEqual(over);
  });

  it('while a stake is offered, by either seat: nothing was staked, every chip goes', () => {
    const offered = reduce(createMatch({ seed: 1, chips: [6, 4] }), {
      type: 'bet',
      player: 0,
      amount: 3,
    });
    expect(reduce(offered, { type: 'timeout', player: 1 })).toMatchObject({
      chips: [10, 0],
      lastRound: { winner: 0, reason: 'timeout', pot: 4 },
      winner: 0,
    });
    expect(reduce(offered, { type: 'timeout', player: 0 })).toMatchObject({
      chips: [0, 10],
      lastRound: { winner: 1, reason: 'timeout', pot: 6 },
      winner: 1,
    });
  });

  it('while rolling: the pot and the loser’s chips, with the points of the moment', () => {
    const rolling = rolls(started(3, { seed: 1, chips: [6, 4] }), KVATRA);
    expect(rolling).toMatchObject({ phase: 'rolling', roller: 1, points: [0, 1], chips: [3, 1] });
    const over = reduce(rolling, { type: 'timeout', player: 1 });
    expect(over).toMatchObject({
      phase: 'over',
      round: 2,
      chips: [10, 0],
      points: [0, 0],
      lastRoll: { player: 1, dice: KVATRA },
      lastRound: { round: 1, winner: 0, reason: 'timeout', pot: 7, points: [0, 1] },
      winner: 0,
    });
    expect(parseMatchState(JSON.stringify(over))).toEqual(over);
  });

  it('in a later round keeps the last roll, and the generator where it was', () => {
    let state = rolls(started(1, { seed: 1, chips: [6, 4] }), KIRI);
    expect(state).toMatchObject({ phase: 'betting', round: 2, bettor: 1 });
    state = reduce(state, { type: 'timeout', player: 1 });
    expect(state).toMatchObject({
      round: 3,
      lastRoll: { player: 1, dice: KIRI },
      lastRound: { round: 2, winner: 0, reason: 'timeout', pot: 5 },
      chips: [10, 0],
    });
  });

  it('is refused once the match is over, and with a field a timeout does not have', () => {
    const over = reduce(createMatch({ seed: 1 }), { type: 'timeout', player: 0 });
    expect(reduce(over, { type: 'timeout', player: 1 }).error).toMatchInlineSnapshot(`
      {
        "code": "MATCH_OVER",
        "message": "cannot timeout: the match is over; start a new one with createMatch()",
      }
    `);
    const extra = { type: 'timeout', player: 0, amount: 1 } as unknown as Action;
    expect(reduce(createMatch({ seed: 1 }), extra).error).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "a timeout action has no field "amount" (its fields: type, player)",
      }
    `);
    expect(validateAction(createMatch({ seed: 1 }), { type: 'timeout', player: 1 })).toBeNull();
  });

  it('ends a match of house rules the same way', () => {
    const game = createGame({ rules: toSix });
    const over = game.reduce(game.createMatch({ seed: 2, chips: [3, 5] }), {
      type: 'timeout',
      player: 1,
    });
    expect(over).toMatchObject({ phase: 'over', chips: [8, 0], winner: 0 });
    expect(game.parseMatchState(JSON.stringify(over))).toEqual(over);
  });
});

describe('reduce: a halt', () => {
  it('before the bet: nobody wins, and every chip stays where it is', () => {
    const start = createMatch({ seed: 1, chips: [6, 4] });
    const over = reduce(start, { type: 'halt' });
    expect(over).toEqual({ ...start, phase: 'over' });
    expect(over.chips).toBe(start.chips);
    expect(isDeepFrozen(over)).toBe(true);
    expect(parseMatchState(JSON.parse(JSON.stringify(over)))).toEqual(over);
  });

  it('while rolling: each stake goes back, the points are dropped, the last roll stays', () => {
    const rolling = rolls(started(3, { seed: 1, chips: [6, 4] }), REVERSE);
    expect(rolling).toMatchObject({ phase: 'rolling', roller: 1, bonusRolls: 2, chips: [3, 1] });
    const over = reduce(rolling, { type: 'halt' });
    expect(over).toEqual({
      ...rolling,
      phase: 'over',
      roller: null,
      stake: 0,
      pot: 0,
      chips: [6, 4],
      points: [0, 0],
      bonusRolls: 0,
      winner: null,
    });
    expect(over.lastRoll).toEqual({ player: 1, dice: REVERSE, combination: 'reverse' });
    expect(parseMatchState(JSON.stringify(over))).toEqual(over);
  });

  it('in a later round, mid-round, keeps the last round and the generator where they were', () => {
    let state = rolls(started(1, { seed: 1, chips: [6, 4] }), KIRI);
    state = rolls(
      apply(state, { type: 'bet', player: 1, amount: 2 }, { type: 'accept', player: 0 }),
      KVATRA,
    );
    const over = reduce(state, { type: 'halt' });
    expect(over).toMatchObject({
      phase: 'over',
      round: 2,
      chips: [5, 5],
      lastRoll: { player: 0, dice: KVATRA },
      lastRound: { round: 1, winner: 1, reason: 'kiri', pot: 2 },
      winner: null,
      rng: state.rng,
    });
    expect(parseMatchState(JSON.stringify(over))).toEqual(over);
  });

  it('waits for the answer to a bet, is refused once the match is over, and has no player', () => {
    const offered = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 3 });
    expect(reduce(offered, { type: 'halt' }).error).toMatchInlineSnapshot(`
      {
        "code": "WRONG_PHASE",
        "message": "cannot halt now: waiting for player 1 to accept or decline 3 chips first (a halt comes before a bet or during the rolls)",
      }
    `);
    const over = reduce(createMatch({ seed: 1 }), { type: 'halt' });
    expect(reduce(over, { type: 'halt' }).error).toMatchInlineSnapshot(`
      {
        "code": "MATCH_OVER",
        "message": "cannot halt: the match is over; start a new one with createMatch()",
      }
    `);
    const extra = { type: 'halt', player: 0 } as unknown as Action;
    expect(reduce(createMatch({ seed: 1 }), extra).error).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "a halt action has no field "player" (its fields: type)",
      }
    `);
    expect(validateAction(createMatch({ seed: 1 }), { type: 'halt' })).toBeNull();
  });

  it('ends a match of house rules the same way', () => {
    const game = createGame({ rules: toSix });
    const over = game.reduce(game.createMatch({ seed: 2, chips: [3, 5] }), { type: 'halt' });
    expect(over).toMatchObject({ phase: 'over', chips: [3, 5], winner: null });
    expect(game.parseMatchState(JSON.stringify(over))).toEqual(over);
  });
});

describe('reduce: actions from another realm', () => {
  it('plays a plain object made in another realm (an iframe, a worker, a vm context) like a local one', () => {
    const foreign: unknown = runInNewContext('({ type: "bet", player: 0, amount: 5 })');
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype);
    const start = createMatch({ seed: 1 });
    const played = reduce(start, foreign as never);
    expect(played.error).toBeNull();
    expect(played).toEqual(reduce(start, { type: 'bet', player: 0, amount: 5 }));
  });
});

describe('reduce: rejected actions', () => {
  // Built before each test rather than while collecting, so the mutation run can credit the work to a test.
  let betting: MatchState;
  let over: MatchState;
  beforeEach(() => {
    over = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 1 },
      { type: 'decline', player: 1 },
    );
    // Made last: unchanged parts keep their identity when a match plays on from its latest state.
    betting = createMatch({ seed: 1 });
  });
  const message = (state: MatchState, action: unknown) => reduce(state, action as never).error;

  it('returns the same state with only error set, and the next accepted action clears it', () => {
    const rejected = reduce(betting, { type: 'roll', player: 0 });
    expect({ ...rejected, error: null }).toEqual(betting);
    expect(rejected.rng).toBe(betting.rng);
    expect(apply(rejected, { type: 'bet', player: 0, amount: 1 }).error).toBeNull();
  });

  it('reports malformed actions as INVALID_ACTION', () => {
    expect(message(betting, null)).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "action must be a plain object like { type: 'roll', player: 0 }, got null",
      }
    `);
    expect(message(betting, 'bet')).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "action must be a plain object like { type: 'roll', player: 0 }, got "bet"",
      }
    `);
    expect(message(betting, { type: 'fold', player: 0 })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got "fold"",
      }
    `);
    expect(message(betting, { type: 'bet', player: 2, amount: 1 })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "action.player must be 0 or 1, got 2",
      }
    `);
    expect(message(betting, { type: 'bet', player: 0, amount: 1, note: 'hi' }))
      .toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "a bet action has no field "note" (its fields: type, player, amount)",
      }
    `);
    expect(message(betting, { type: 'accept', player: 1, '': 0 })?.message).toMatchInlineSnapshot(
      `"an accept action has no field "" (its fields: type, player)"`,
    );
    expect(message(betting, { type: 'roll', player: 0, amount: 1 })?.message).toMatchInlineSnapshot(
      `"a roll action has no field "amount" (its fields: type, player, dice)"`,
    );
    expect(message(betting, { type: 'accept' })?.code).toBe('INVALID_ACTION');
    expect(message(betting, { type: () => 'bet', player: 0 })?.message).toMatchInlineSnapshot(
      `"action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got a function"`,
    );
    expect(message(betting, { type: 'bet', player: 10n })?.message).toMatchInlineSnapshot(
      `"action.player must be 0 or 1, got 10n"`,
    );
    const { proxy: revoked, revoke } = Proxy.revocable([], {});
    revoke();
    expect(
      message(betting, { type: 'bet', player: 0, amount: revoked })?.message,
    ).toMatchInlineSnapshot(`"stake must be a whole number from 1 to 100, got an object"`);
    expect(
      message(betting, { type: 'roll', player: 0, dice: revoked })?.message,
    ).toMatchInlineSnapshot(`"action could not be read: a getter or Proxy trap threw"`);
    expect(message(betting, { type: Symbol('bet'), player: 0 })?.message).toMatchInlineSnapshot(
      `"action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got Symbol(bet)"`,
    );
    expect(message(betting, [])?.code).toBe('INVALID_ACTION');
    expect(
      message(
        betting,
        new (class Bet {
          type = 'bet';
          player = 0;
          amount = 1;
        })(),
      )?.code,
    ).toBe('INVALID_ACTION');
  });

  it('reports the first failure in the documented order', () => {
    // INVALID_ACTION before MATCH_OVER
    expect(message(over, { type: 'bet', player: 5 })?.code).toBe('INVALID_ACTION');
    // MATCH_OVER before WRONG_PHASE and NOT_YOUR_TURN
    expect(message(over, { type: 'roll', player: 1, dice: [0, 0] })).toMatchInlineSnapshot(`
      {
        "code": "MATCH_OVER",
        "message": "cannot roll: the match is over; start a new one with createMatch()",
      }
    `);
    // WRONG_PHASE before NOT_YOUR_TURN
    expect(message(betting, { type: 'roll', player: 1, dice: [9, 9] })).toMatchInlineSnapshot(`
      {
        "code": "WRONG_PHASE",
        "message": "cannot roll now: waiting for player 0 to bet",
      }
    `);
    // NOT_YOUR_TURN before INVALID_STAKE
    expect(message(betting, { type: 'bet', player: 1, amount: -5 })).toMatchInlineSnapshot(`
      {
        "code": "NOT_YOUR_TURN",
        "message": "player 1 cannot bet: waiting for player 0 to bet",
      }
    `);
    expect(message(started(), { type: 'roll', player: 0, dice: [9, 9] })).toMatchInlineSnapshot(`
      {
        "code": "NOT_YOUR_TURN",
        "message": "player 0 cannot roll: waiting for player 1 to roll",
      }
    `);
  });

  it('names who the match waits for in each phase', () => {
    const accepting = apply(betting, { type: 'bet', player: 0, amount: 7 });
    expect(message(accepting, { type: 'accept', player: 0 })?.message).toMatchInlineSnapshot(
      `"player 0 cannot accept: waiting for player 1 to accept or decline 7 chips"`,
    );
    expect(
      message(accepting, { type: 'bet', player: 0, amount: 7 })?.message,
    ).toMatchInlineSnapshot(`"cannot bet now: waiting for player 1 to accept or decline 7 chips"`);
    expect(message(started(), { type: 'decline', player: 1 })?.message).toMatchInlineSnapshot(
      `"cannot decline now: waiting for player 1 to roll"`,
    );
  });

  it('rejects stakes that are not whole numbers from 1 to the smaller balance', () => {
    const poorer = createMatch({ seed: 1, chips: [37, 100] });
    expect(message(poorer, { type: 'bet', player: 0, amount: 40 })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_STAKE",
        "message": "stake must be a whole number from 1 to 37, got 40",
      }
    `);
    for (const amount of [0, -1, 1.5, NaN, Infinity, '5', null, undefined, 38, 1e300]) {
      expect(message(poorer, { type: 'bet', player: 0, amount })?.code).toBe('INVALID_STAKE');
    }
    expect(message(poorer, { type: 'bet', player: 0 })?.message).toMatchInlineSnapshot(
      `"stake must be a whole number from 1 to 37, got undefined"`,
    );
    expect(message(poorer, { type: 'bet', player: 0, amount: 37 })).toBeNull();
  });

  it('rejects dice that are not two whole numbers from 1 to 8', () => {
    const state = started();
    expect(message(state, { type: 'roll', player: 1, dice: [0, 9] })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_DICE",
        "message": "dice must be two whole numbers from 1 to 8, like [3, 5], got [0, 9]",
      }
    `);
    expect(message(state, { type: 'roll', player: 1, dice: [3] })?.message).toMatchInlineSnapshot(
      `"dice must be two whole numbers from 1 to 8, like [3, 5], got [3]"`,
    );
    expect(
      message(state, { type: 'roll', player: 1, dice: [1, 2, 3, 4] })?.message,
    ).toMatchInlineSnapshot(
      `"dice must be two whole numbers from 1 to 8, like [3, 5], got an array of 4 items"`,
    );
    expect(message(state, { type: 'roll', player: 1, dice: '3,5' })?.message).toMatchInlineSnapshot(
      `"dice must be two whole numbers from 1 to 8, like [3, 5], got "3,5""`,
    );
    // eslint-disable-next-line no-sparse-arrays
    for (const dice of [[1.5, 2], [NaN, 1], ['1', '2'], [, 2], null, {}, [1, 2, 3]]) {
      expect(message(state, { type: 'roll', player: 1, dice })?.code).toBe('INVALID_DICE');
    }
    // `dice: undefined` is the same as no dice.
    expect(message(state, { type: 'roll', player: 1, dice: undefined })).toBeNull();
  });

  it('never throws on what an action reads, even from getters and proxies that throw', () => {
    // Own fields, as reduce reads only those (a field the Proxy does not list is absent).
    const hostile = new Proxy(
      { type: 'bet', player: 0 },
      {
        get: () => {
          throw new Error('boom');
        },
        getPrototypeOf: () => Object.prototype,
      },
    );
    expect(message(betting, hostile)).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "action could not be read: a getter or Proxy trap threw",
      }
    `);
    const getter = {
      type: 'bet',
      player: 0,
      get amount() {
        throw new Error('boom');
      },
    };
    expect(message(betting, getter)?.code).toBe('INVALID_ACTION');
  });

  it('throws INVALID_STATE when the state is not a state at all (Redux calls reducers with undefined first)', () => {
    expect(() =>
      reduce(undefined as never, { type: 'roll', player: 0 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got undefined]`,
    );
  });
});

describe('reduce: forged, damaged and foreign states', () => {
  const rolling = () => rolls(started(10), [1, 2]);
  const forged = (s: MatchState, fields: Record<string, unknown>): MatchState => ({
    ...s,
    ...fields,
  });
  const play = (s: MatchState) => () => reduce(s, { type: 'roll', player: s.roller ?? 0 });

  it('never plays a generator state that is not the generator’s: it names state.rng', () => {
    // These all rolled 1+1 (Dead) with no error before.
    expect(play(forged(rolling(), { rng: [] }))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state.rng must be an array of 4 whole numbers (the sfc32 generator's state), got an array]`,
    );
    expect(play(forged(rolling(), { rng: [99] }))).toThrow(
      /^reduce: state\.rng must be an array of 4 whole numbers/,
    );
    expect(
      play(forged(rolling(), { rng: ['a', 'b', 'c', 'd'] })),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state.rng[0] must be a whole number from -2147483648 to 4294967295, got "a"]`,
    );
  });

  it('never plays chips that do not add up, nor points, extra rolls or seats out of range', () => {
    const betting = createMatch({ seed: 1 });
    expect(() =>
      reduce(forged(betting, { chips: [1e9, 5] }), { type: 'bet', player: 0, amount: 1 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state.totalChips must be 1000000005 (chips plus pot), got 200]`,
    );
    expect(play(forged(rolling(), { points: [0, 4] }))).toThrow(
      /^reduce: state\.points\[1\] must be a whole number from 0 to 3, got 4$/,
    );
    expect(play(forged(rolling(), { bonusRolls: -1 }))).toThrow(
      /^reduce: state\.bonusRolls must be a whole number from 0 to 1099511627776, got -1$/,
    );
    expect(play(forged(rolling(), { roller: 2 }))).toThrow(
      /^reduce: state\.roller must be 0 or 1, got 2$/,
    );
    expect(play(forged(rolling(), { pot: 21 }))).toThrow(
      /^reduce: state\.pot must be 20 \(twice the stake\), got 21$/,
    );
    expect(() =>
      reduce({ phase: 'rolling', roller: 1 } as never, { type: 'roll', player: 1 }),
    ).toThrow(/^reduce: state\.round must be a whole number/);
  });

  it('refuses a house game’s state: its points and its last round are not the standard game’s', () => {
    const game = createGame({ rules: toSix });
    let state = game.reduce(
      game.reduce(game.createMatch({ seed: 2 }), { type: 'bet', player: 0, amount: 5 }),
      { type: 'accept', player: 1 },
    );
    state = game.reduce(game.reduce(state, { type: 'roll', player: 1, dice: [2, 2] }), {
      type: 'roll',
      player: 1,
      dice: [2, 2],
    });
    expect(state.points).toEqual([0, 4]);
    expect(() => reduce(state as never, { type: 'roll', player: 1, dice: [1, 8] })).toThrow(
      /^reduce: state\.points\[1\] must be a whole number from 0 to 3, got 4$/,
    );
  });

  it('plays a valid state from JSON.parse as its trusted copy, and returns a deeply frozen state', () => {
    const state = rolling();
    const parsed = JSON.parse(JSON.stringify(state)) as MatchState;
    const next = reduce(parsed, { type: 'roll', player: 1, dice: [1, 8] });
    expect(isDeepFrozen(next)).toBe(true);
    expect(next).toEqual(reduce(state, { type: 'roll', player: 1, dice: [1, 8] }));
    const rejected = reduce(JSON.parse(JSON.stringify(state)) as MatchState, {
      type: 'bet',
      player: 0,
      amount: 1,
    });
    expect(isDeepFrozen(rejected)).toBe(true);
    expect(rejected.error?.code).toBe('WRONG_PHASE');
  });

  it('calls no getter of a state: it reads the state as parseMatchState does, which refuses getters', () => {
    let reads = 0;
    const state = rolling();
    const sly = Object.defineProperty<MatchState>({ ...state }, 'points', {
      get: () => (reads++ ? [3, 3] : state.points),
      enumerable: true,
    });
    expect(() => reduce(sly, { type: 'roll', player: 1, dice: [1, 2] })).toThrow(
      /^reduce: state\.points must be a plain data property, not a getter or setter, got a function$/,
    );
    expect(reads).toBe(0);
  });

  it('stops where a state would pass the most rounds or extra rolls it holds (no match gets there)', () => {
    const last = parseMatchState({
      ...JSON.parse(JSON.stringify(rolling())),
      round: 2 ** 52,
      lastRound: { round: 2 ** 52 - 1, winner: 0, reason: 'kiri', pot: 2, points: [0, 0] },
      lastRoll: { player: 0, dice: [8, 6], combination: 'kiri' },
      bettor: 0,
      roller: 1,
    });
    expect(() =>
      reduce(last, { type: 'roll', player: 1, dice: [8, 6] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state.round would pass 4503599627370496, the most a state holds (no real match gets there)]`,
    );
    expect(reduce(last, { type: 'roll', player: 1, dice: [1, 8] }).round).toBe(2 ** 52);
    expect(() => reduce(last, { type: 'timeout', player: 1 })).toThrow(
      /^reduce: state\.round would pass 4503599627370496/,
    );
    const most = parseMatchState({ ...JSON.parse(JSON.stringify(rolling())), bonusRolls: 2 ** 40 });
    expect(reduce(most, { type: 'roll', player: 1, dice: [1, 8] }).bonusRolls).toBe(2 ** 40 - 1);
    expect(() => reduce(most, { type: 'roll', player: 1, dice: [3, 3] })).toThrow(
      /^reduce: state\.bonusRolls would pass 1099511627776/,
    );
    expect(() =>
      parseMatchState({ ...JSON.parse(JSON.stringify(rolling())), bonusRolls: 2 ** 53 - 1 }),
    ).toThrow(/state\.bonusRolls must be a whole number from 0 to 1099511627776/);
  });
});

describe('reduce: unknown fields however they were added', () => {
  it('rejects an extra field that is not enumerable, as INVALID_ACTION, and reads no Symbol key', () => {
    const state = started(10);
    // Symbol keys are no fields (JSON cannot carry them): the action is read as without them.
    const symbol = reduce(state, {
      type: 'roll',
      player: 1,
      dice: [1, 2],
      [Symbol('cheat')]: [8, 6],
    } as never);
    expect(symbol).toEqual(reduce(state, { type: 'roll', player: 1, dice: [1, 2] }));
    const hidden = Object.defineProperty({ type: 'roll', player: 1 }, 'dice2', { value: [8, 6] });
    expect(reduce(state, hidden as never).error?.message).toBe(
      'a roll action has no field "dice2" (its fields: type, player, dice)',
    );
    expect(validateAction(state, hidden)?.code).toBe('INVALID_ACTION');
  });

  it('cuts a bigint or a Symbol in a message as it cuts a string, and shows -0 as -0', () => {
    const betting = createMatch({ seed: 1 });
    const big = reduce(betting, { type: 'bet', player: 0, amount: 10n ** 5000n } as never).error!
      .message;
    expect(big).toBe('stake must be a whole number from 1 to 100, got a bigint beyond 64 bits');
    const long = reduce(betting, {
      type: 'bet',
      player: 0,
      amount: Symbol('s'.repeat(1e6)),
    } as never).error!.message;
    expect(long.length).toBeLessThan(120);
    // Exactly 40 characters are shown whole; one more is cut.
    const forty = reduce(betting, {
      type: 'bet',
      player: 0,
      amount: Symbol('s'.repeat(32)),
    } as never).error!.message;
    expect(forty.endsWith(`got Symbol(${'s'.repeat(32)})`)).toBe(true);
    const more = reduce(betting, {
      type: 'bet',
      player: 0,
      amount: Symbol('s'.repeat(33)),
    } as never).error!.message;
    expect(more.endsWith(`got Symbol(${'s'.repeat(33)}… (41 characters)`)).toBe(true);
    expect(long).toMatchInlineSnapshot(
      `"stake must be a whole number from 1 to 100, got Symbol(sssssssssssssssssssssssssssssssss… (1000008 characters)"`,
    );
    expect(reduce(started(10), { type: 'roll', player: 1, dice: [-0, 1] }).error?.message).toBe(
      'dice must be two whole numbers from 1 to 8, like [3, 5], got [-0, 1]',
    );
  });

  describe('reduce: the edges of the checks', () => {
    it('names the first unknown field of an action, and reports the limits it refuses as INVALID_STATE', () => {
      const state = started(10);
      expect(
        reduce(state, { type: 'roll', player: 1, note: 1, other: 2 } as never).error?.message,
      ).toBe('a roll action has no field "note" (its fields: type, player, dice)');
      const last = parseMatchState({
        ...JSON.parse(JSON.stringify(rolls(started(10), [1, 2]))),
        round: 2 ** 52,
        lastRound: { round: 2 ** 52 - 1, winner: 0, reason: 'kiri', pot: 2, points: [0, 0] },
        lastRoll: { player: 0, dice: [8, 6], combination: 'kiri' },
        bettor: 0,
        roller: 1,
      });
      expect(() => reduce(last, { type: 'roll', player: 1, dice: [8, 6] })).toThrow(
        expect.objectContaining({ code: 'INVALID_STATE', name: 'KiriError' }),
      );
    });

    it('lets extra rolls reach exactly the most a state holds, and refuses one more', () => {
      const almost = parseMatchState({
        ...JSON.parse(JSON.stringify(rolls(started(10), [1, 2]))),
        bonusRolls: 2 ** 40 - 1,
      });
      // A Reverse uses one extra roll and adds two: 2^40 - 1 - 1 + 2 = 2^40, the limit itself.
      const most = reduce(almost, { type: 'roll', player: 1, dice: [3, 3] });
      expect(most.bonusRolls).toBe(2 ** 40);
      expect(() => reduce(most, { type: 'roll', player: 1, dice: [3, 3] })).toThrow(
        expect.objectContaining({ code: 'INVALID_STATE' }),
      );
    });
  });
});
