import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, createMatch, reduce } from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { solveRound, winProbability } from '../../src/odds/index.js';
import { recent } from '../../src/engine/recent.js';
import { apply, rolls, started } from '../helpers.js';
import { passOnScore, toSix } from '@kiri-dice/testing/houseRules';

const FIRST = 0.54834223117393;

describe('winProbability', () => {
  it('before the round starts, favours the acceptor, who rolls first', () => {
    const betting = createMatch({ seed: 1 });
    expect(winProbability(betting)[0]).toBeCloseTo(1 - FIRST, 12);
    expect(winProbability(betting)[1]).toBeCloseTo(FIRST, 12);
    const accepting = apply(createMatch({ seed: 1, firstBettor: 1 }), {
      type: 'bet',
      player: 1,
      amount: 5,
    });
    expect(winProbability(accepting)[0]).toBeCloseTo(FIRST, 12);
  });

  it('during the round, reads the roller’s points, the opponent’s and the extra rolls left', () => {
    const start = started(); // player 1 to roll
    expect(winProbability(start)[1]).toBeCloseTo(FIRST, 12);
    const kvatra = rolls(start, [1, 2]); // player 1 has 1 point, still rolls
    expect(winProbability(kvatra)[1]).toBeCloseTo(0.61257941719992, 12);
    const passed = rolls(kvatra, [1, 8]); // player 0 to roll, 0 against 1
    expect(winProbability(passed)[0]).toBeCloseTo(0.4946144440498, 12);
    expect(winProbability(passed)[1]).toBeCloseTo(1 - 0.4946144440498, 12);
    const reverse = rolls(passed, [3, 3]); // player 0, 2 extra rolls
    expect(winProbability(reverse)[0]).toBeCloseTo(solveRound().at(0, 1, 2).win, 14);
  });

  it('once the match is over, gives its result', () => {
    const bust = rolls(started(40, { seed: 1, chips: [40, 60] }), [8, 6]);
    expect(winProbability(bust)).toEqual([0, 1]);
    const lost = rolls(started(60, { seed: 1, chips: [100, 60] }), [1, 1]);
    expect(winProbability(lost)).toEqual([1, 0]);
    const declined = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 1 },
      { type: 'decline', player: 1 },
    );
    expect(winProbability(declined)).toEqual([0, 0]);
  });

  it('returns frozen pairs, over or not', () => {
    expect(Object.isFrozen(winProbability(createMatch({ seed: 1 })))).toBe(true);
    expect(Object.isFrozen(winProbability(started()))).toBe(true);
    expect(Object.isFrozen(winProbability(rolls(started(), [8, 6])))).toBe(true);
    expect(
      Object.isFrozen(
        winProbability(reduce(createMatch({ seed: 1 }), { type: 'timeout', player: 0 })),
      ),
    ).toBe(true);
  });

  it('answers under house rules', () => {
    const game = createGame({ rules: passOnScore });
    let state = game.createMatch({ seed: 1 });
    expect(winProbability(state, passOnScore)[1]).toBeCloseTo(0.53527288999949, 12);
    state = game.reduce(game.reduce(state, { type: 'bet', player: 0, amount: 1 }), {
      type: 'accept',
      player: 1,
    });
    state = game.reduce(state, { type: 'roll', player: 1, dice: [1, 2] }); // Kvatra passes the turn here
    expect(winProbability(state, passOnScore)[0]).toBeCloseTo(
      solveRound(passOnScore).win[0]![1]!,
      14,
    );
  });

  it('always gives two chances that add up to 1 while a round is on or about to start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 }), fc.nat({ max: 40 }), (seed, steps) => {
        let state = started(10, { seed });
        for (let i = 0; i < steps && state.phase === 'rolling'; i++)
          state = reduce(state, { type: 'roll', player: state.roller });
        const [a, b] = winProbability(state);
        expect(a + b).toBeCloseTo(1, 14);
        expect(Math.min(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('throws for a state that is not one, and for points the rules cannot hold', () => {
    expect(() => winProbability(undefined as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: winProbability: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got undefined]`,
    );
    expect(() => winProbability(createMatch({ seed: 1 }), {} as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    );
    const far = rolls(started(), [2, 2]); // 2 points: more than a race to 2 can hold mid-round
    const short = defineRules({ ...standardRulesSpec, targetPoints: 2 });
    expect(() => winProbability(far, short)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: winProbability: state.points[1] must be a whole number from 0 to 1, got 2]`,
    );
  });

  it('says what to pass when a house match is given without its rules', () => {
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
    expect(() => winProbability(state as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: winProbability: state.points[1] must be a whole number from 0 to 3, got 4 (a match of house rules needs its rules: winProbability(state, rules))]`,
    );
    expect(winProbability(state, toSix)[1]).toBeCloseTo(solveRound(toSix).at(4, 0).win, 14);
  });

  it('reads states of any generator, and checks their words', () => {
    const one = createGame({
      rng: {
        name: 'one',
        seed: (n) => [n % 7],
        next: (s) => [(s[0]! * 2654435761) >>> 0, [(s[0]! + 1) | 0]],
      },
    });
    // Copies, so that the checks run (the latest state of a game is taken as it is).
    expect(winProbability({ ...one.createMatch({ seed: 3 }) } as never)[1]).toBeCloseTo(
      solveRound().firstRollerWins,
      14,
    );
    const standard = createMatch({ seed: 1 });
    expect(() => winProbability({ ...standard, rng: [] })).toThrow(
      /^winProbability: state\.rng must be an array of 1 to 1024 whole numbers \(a generator's state\), got an array$/,
    );
    expect(() => winProbability({ ...standard, rng: Array(1025).fill(1) })).toThrow(
      /^winProbability: state\.rng must be an array of 1 to 1024 whole numbers/,
    );
  });
});

describe('winProbability and the state a game returned last', () => {
  it('reads the latest state of a match without checking it again, and leaves it the latest', () => {
    let state = started(10);
    for (let i = 0; i < 5 && state.phase === 'rolling'; i++) {
      const [a, b] = winProbability(state);
      expect(a + b).toBeCloseTo(1, 14);
      expect(recent.state).toBe(state);
      // A forged copy of the same state is checked: only the engine's own object is taken as it is.
      expect(winProbability({ ...state })).toEqual([a, b]);
      state = reduce(state, { type: 'roll', player: state.roller });
    }
    expect(() => winProbability({ ...state, points: [9, 9] })).toThrow(
      /^winProbability: state\.points\[0\] must be a whole number/,
    );
    // Not checked again: a state with a bad generator, put where the engine keeps the latest,
    // is read as it is (the odds never look at the generator), where a check would refuse it.
    const latest = recent.state;
    const unchecked = Object.freeze({ ...state, rng: [] });
    expect(() => winProbability(unchecked)).toThrow(/^winProbability: state\.rng must be/);
    try {
      recent.state = unchecked;
      expect(winProbability(unchecked)).toEqual(winProbability({ ...state }));
    } finally {
      recent.state = latest;
    }
  });

  it('names itself when the rules are not rules, and reads a state of 1024 words', () => {
    expect(() =>
      winProbability(createMatch({ seed: 1 }), {} as never),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: winProbability: rules must be rules from defineRules()]`,
    );
    const wide = createGame({
      rng: {
        name: 'wide',
        seed: () => Array.from({ length: 1024 }, (_, i) => i),
        next: (s) => [1, s],
      },
    });
    expect(winProbability({ ...wide.createMatch({ seed: 1 }) } as never)[1]).toBeCloseTo(
      solveRound().firstRollerWins,
      14,
    );
  });
});
