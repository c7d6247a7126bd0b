import { describe, expect, it } from 'vitest';
import {
  createGame,
  createMatch,
  createReducer,
  reduce,
  sfc32,
  standardRules,
  type Action,
  type MatchState,
  type RandomGenerator,
} from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { solveRound, winProbability } from '../../src/odds/index.js';

/** A tiny counting generator, to show that a plugged-in generator drives the dice. */
const counter: RandomGenerator = {
  name: 'counter',
  seed: (seed) => [seed % 8],
  next: ([n = 0]) => [(n % 8) * 2 ** 29, [n + 1]],
};

describe('createGame', () => {
  it('without options is the standard game', () => {
    const game = createGame();
    expect(game.rules).toBe(standardRules);
    expect(game.rng).toBe(sfc32);
    const state = game.createMatch({ seed: 9 });
    const action = { type: 'bet', player: 0, amount: 3 } as const;
    expect(game.reduce(state, action)).toEqual(reduce(state, action));
    expect(game.legalActions(state)).toHaveLength(2);
    expect(game.stakeRange(state)).toEqual({ min: 1, max: 100 });
    expect(game.playerToAct(state)).toBe(0);
    expect(game.validateAction(state, { type: 'roll', player: 0 })?.code).toBe('WRONG_PHASE');
    expect(game.parseMatchState(JSON.stringify(state))).toEqual(state);
    expect(game.classifyRoll(8, 7).id).toBe('kiri');
  });

  it('plays house rules: a target of 2 ends the round on one Mid Kiri', () => {
    const { createMatch, reduce: play } = createGame({
      rules: defineRules({ ...standardRulesSpec, targetPoints: 2 }),
    });
    let state = createMatch({ seed: 1 });
    state = play(state, { type: 'bet', player: 0, amount: 5 });
    state = play(state, { type: 'accept', player: 1 });
    state = play(state, { type: 'roll', player: 1, dice: [2, 2] });
    expect(state.lastRound).toMatchObject({ winner: 1, reason: 'points', points: [0, 2] });
  });

  it('checks a loaded state against its own rules', () => {
    const short = createGame({ rules: defineRules({ ...standardRulesSpec, targetPoints: 2 }) });
    let state = createGame().createMatch({ seed: 1 });
    state = reduce(reduce(state, { type: 'bet', player: 0, amount: 5 }), {
      type: 'accept',
      player: 1,
    });
    state = reduce(state, { type: 'roll', player: 1, dice: [1, 2] });
    state = reduce(state, { type: 'roll', player: 1, dice: [1, 2] });
    expect(state.points).toEqual([0, 2]);
    expect(() => short.parseMatchState(state)).toThrow(
      /state.points\[1\] must be a whole number from 0 to 1, got 2/,
    );
  });

  it('draws dice from a plugged-in generator, whose state lives in the match', () => {
    const game = createGame({ rng: counter });
    let state = game.createMatch({ seed: 3 });
    expect(state.rng).toEqual([3]);
    state = game.reduce(game.reduce(state, { type: 'bet', player: 0, amount: 1 }), {
      type: 'accept',
      player: 1,
    });
    state = game.reduce(state, { type: 'roll', player: 1 });
    expect(state.lastRoll?.dice).toEqual([4, 5]);
    expect(state.rng).toEqual([5]);
    expect(Object.isFrozen(state.rng)).toBe(true);
    expect(game.parseMatchState(JSON.stringify(state))).toEqual(state);
  });

  it('plays a plugged-in copy of sfc32 exactly as the built-in fast path does', () => {
    const copy: RandomGenerator = {
      name: 'sfc32 through its interface',
      seed: sfc32.seed,
      next: sfc32.next,
    };
    const play = (reducer: (s: MatchState, a: Action) => MatchState, state: MatchState) => {
      state = reducer(reducer(state, { type: 'bet', player: 0, amount: 1 }), {
        type: 'accept',
        player: 1,
      });
      for (let i = 0; i < 300 && state.phase !== 'over'; i++) {
        state =
          state.phase === 'rolling'
            ? reducer(state, { type: 'roll', player: state.roller })
            : state.phase === 'betting'
              ? reducer(state, { type: 'bet', player: state.bettor, amount: 1 })
              : reducer(state, { type: 'accept', player: state.bettor === 0 ? 1 : 0 });
      }
      return state;
    };
    const game = createGame({ rng: copy });
    const start = game.createMatch({ seed: 77 });
    expect(start).toEqual(createGame().createMatch({ seed: 77 }));
    const viaInterface = play(game.reduce, start);
    expect(viaInterface).toEqual(play(reduce, start));
    expect(viaInterface.round).toBeGreaterThan(5);
  });

  // A bet keeps the generator's state: the next state holds the very `rng` of the state read,
  // which is the state given when the game took it back as it is, and a checked copy otherwise.
  const bet = { type: 'bet', player: 0, amount: 3 } as const;

  it("with remember: 'all' takes back every state it built or parsed, and checks any other", () => {
    const game = createGame({ remember: 'all' });
    const first = game.createMatch({ seed: 1 });
    const parsed = game.parseMatchState(JSON.stringify(game.createMatch({ seed: 2 })));
    game.createMatch({ seed: 3 }); // the last state is another now
    expect(game.reduce(first, bet).rng).toBe(first.rng);
    expect(game.reduce(parsed, bet).rng).toBe(parsed.rng);
    // A state it did not make, equal to one it did, is checked: a copy, and its bad field named.
    const copy = { ...first };
    expect(game.reduce(copy, bet).rng).not.toBe(first.rng);
    expect(() => game.reduce({ ...first, round: 0 }, bet)).toThrow(/state\.round/);
    // Another game's states are not its own, even of the same rules.
    const other = createGame({ remember: 'all' }).createMatch({ seed: 1 });
    game.createMatch({ seed: 4 });
    expect(game.reduce(other, bet).rng).not.toBe(other.rng);
  });

  it("with remember: 'last' (the default) checks a state it made once another came after it", () => {
    for (const game of [createGame(), createGame({ remember: 'last' })]) {
      const first = game.createMatch({ seed: 1 });
      expect(game.reduce(first, bet).rng).toBe(first.rng);
      game.createMatch({ seed: 2 });
      expect(game.reduce(first, bet).rng).not.toBe(first.rng);
    }
  });

  it('throws INVALID_OPTIONS for malformed options', () => {
    expect(() => createGame({ remember: 'some' as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.remember must be "last" or "all", got "some"]`,
    );
    expect(() => createGame({ rules: {} as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rules must be rules from defineRules()]`,
    );
    // null is a mistake, not a request for the default (as for options.rng).
    expect(() => createGame({ rules: null as never })).toThrow(
      /options.rules must be rules from defineRules\(\)$/,
    );
    expect(() => createGame({ random: sfc32 } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.random must be absent (allowed: rules, rng, remember), got an object]`,
    );
    expect(() =>
      createGame({ rng: { name: 'x', seed: 1, next: () => 0 } as never }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rng must be a generator { name, seed(n), next(state) } (see RandomGenerator), got an object]`,
    );
    expect(() =>
      createGame({ rng: { ...counter, seed: () => [-(2 ** 31) - 1] } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rng.seed(0) must be a state of 1 whole numbers from -2147483648 to 4294967295, got an array]`,
    );
    expect(() => createGame({ rng: { ...counter, seed: () => [] } })).toThrow(
      /options.rng.seed\(0\) must be an array of 1 to 1024 whole numbers/,
    );
    expect(() => createGame({ rng: { ...counter, seed: () => 'abc' as never } })).toThrow(
      /options.rng.seed\(0\)/,
    );
    expect(() => createGame(5 as never)).toThrow(
      /createGame: options must be an object \{ rules, rng, remember \}, got 5/,
    );
  });

  it('tries a plugged-in generator before any match: a next() that breaks its contract is refused at once', () => {
    const seed = () => [1];
    expect(() =>
      createGame({ rng: { name: 'half', seed, next: () => [5, undefined] as never } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rng.next(state)[1] must be a state of 1 whole numbers from -2147483648 to 4294967295, got undefined]`,
    );
    expect(() =>
      createGame({ rng: { name: 'none', seed, next: () => undefined as never } }),
    ).toThrow(
      /^createGame: options\.rng\.next\(state\)\[0\] must be a whole number from 0 to 4294967295, got undefined$/,
    );
    expect(() =>
      createGame({
        rng: {
          name: 'loud',
          seed,
          next: () => {
            throw new Error('broken');
          },
        },
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rng.next(state) threw "broken"]`,
    );
  });

  it('checks every later draw of a plugged-in generator too, and every seeding', () => {
    // Honest on trial, then broken: the engine must not store what it returns.
    let broken = false;
    const fickle: RandomGenerator = {
      name: 'fickle',
      seed: (n) => (broken ? [n, 2 ** 40] : [n]),
      next: (s) => (broken ? [2 ** 33, s] : [7, s]),
    };
    const game = createGame({ rng: fickle });
    const state = game.reduce(
      game.reduce(game.createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 1 }),
      { type: 'accept', player: 1 },
    );
    broken = true;
    expect(() => game.createMatch({ seed: 1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: the fickle generator's seed(1) must be a state of 1 whole numbers from -2147483648 to 4294967295, got an array]`,
    );
    for (const output of [5, [1, [1, 2]], [1, ['x']], [-1, [1]]]) {
      broken = false;
      const odd = createGame({
        rng: { ...fickle, next: (s) => (broken ? output : [7, s]) as never },
      });
      const started = odd.reduce(
        odd.reduce(odd.createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 1 }),
        { type: 'accept', player: 1 },
      );
      broken = true;
      expect(
        () => odd.reduce(started, { type: 'roll', player: 1 }),
        JSON.stringify(output),
      ).toThrow(
        /^reduce: the fickle generator's next\(state\)\[[01]\] must be (a whole number from 0 to 4294967295|a state of 1 whole numbers)/,
      );
    }
    expect(() =>
      game.reduce(state, { type: 'roll', player: 1 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: the fickle generator's next(state)[0] must be a whole number from 0 to 4294967295, got 8589934592]`,
    );
  });
});

describe('createReducer', () => {
  it('returns the reduce of createGame with the same options', () => {
    const rules = defineRules({ ...standardRulesSpec, targetPoints: 1 });
    const reducer = createReducer({ rules });
    let state = createGame({ rules }).createMatch({ seed: 2 });
    state = reducer(reducer(state, { type: 'bet', player: 0, amount: 1 }), {
      type: 'accept',
      player: 1,
    });
    state = reducer(state, { type: 'roll', player: 1, dice: [1, 2] });
    expect(state.lastRound?.reason).toBe('points');
    expect(
      createReducer()(createMatch({ seed: 2 }), { type: 'bet', player: 0, amount: 1 }).phase,
    ).toBe('accepting');
    // A house match is not the standard game's: its 1-point win is no standard round.
    expect(() => createReducer()(state, { type: 'bet', player: 1, amount: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    );
  });

  describe('createGame: the generator on trial, and the parts games share', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => i);
    const sized = (n: number): RandomGenerator => ({
      name: `w${n}`,
      seed: () => words(n),
      next: (s) => [1, s],
    });

    it('takes a generator state of 1 to 1024 words, and no more', () => {
      expect(createGame({ rng: sized(1024) }).createMatch({ seed: 1 }).rng).toHaveLength(1024);
      expect(() => createGame({ rng: sized(1025) })).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: createGame: options.rng.seed(0) must be an array of 1 to 1024 whole numbers, got an array]`,
      );
      expect(() => createGame({ rng: { ...sized(1), seed: () => 7 as never } })).toThrow(
        /^createGame: options\.rng\.seed\(0\) must be an array of 1 to 1024 whole numbers, got 7$/,
      );
      expect(() => createGame({ rng: { ...sized(1), seed: () => 'abcd' as never } })).toThrow(
        /^createGame: options\.rng\.seed\(0\) must be an array of 1 to 1024 whole numbers, got "abcd"$/,
      );
      expect(() => createGame({ rng: sized(0) })).toThrow(
        /^createGame: options\.rng\.seed\(0\) must be an array of 1 to 1024 whole numbers, got an array$/,
      );
    });

    it('names createGame when the trial seeding throws, and createMatch when a later one does', () => {
      let calls = 0;
      const moody: RandomGenerator = {
        name: 'moody',
        seed: (n) => {
          if (calls++ > 1) throw new Error(`no seed ${n}`);
          return [n];
        },
        next: (s) => [1, s],
      };
      const game = createGame({ rng: moody });
      expect(() => game.createMatch({ seed: 9 })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
      calls = 2;
      expect(() => game.createMatch({ seed: 9 })).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: createMatch: the moody generator's seed(9) threw "no seed 9"]`,
      );
      calls = 5;
      expect(() => createGame({ rng: moody })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
      expect(() => createGame({ rng: moody })).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: createGame: options.rng.seed(0) threw "no seed 0"]`,
      );
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      expect(() => createGame(proxy)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
      expect(() => createGame(proxy)).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: createGame: the options could not be read: a getter or Proxy trap threw]`,
      );
    });

    it('checks the points of a last round against the most a round of its rules can end with', () => {
      // Rules built in the test, so that their parts are too: 3 points and a Mid Kiri make 5, the most.
      const game = createGame({ rules: defineRules(standardRulesSpec) });
      let state = game.reduce(
        game.reduce(game.createMatch({ seed: 4 }), { type: 'bet', player: 0, amount: 1 }),
        { type: 'accept', player: 1 },
      );
      for (const dice of [
        [1, 2],
        [1, 2],
        [1, 2],
        [2, 2],
      ] as const)
        state = game.reduce(state, { type: 'roll', player: 1, dice });
      expect(state.lastRound?.points).toEqual([0, 5]);
      const text = (points: number[]) =>
        JSON.stringify({ ...state, lastRound: { ...state.lastRound, points } });
      expect(game.parseMatchState(text([0, 5])).lastRound?.points).toEqual([0, 5]);
      expect(() => game.parseMatchState(text([0, 6]))).toThrow(
        /state\.lastRound\.points\[1\] must be a whole number from 0 to 5, got 6/,
      );
    });

    it('takes the latest state of another game only through the checks: the same rules, another generator', () => {
      const rules = defineRules({ ...standardRulesSpec, targetPoints: 3 });
      const a = createGame({ rules });
      const b = createGame({ rules, rng: sized(1) });
      const latest = a.createMatch({ seed: 2 });
      expect(() => b.reduce(latest, { type: 'bet', player: 0, amount: 1 })).toThrow(
        /^reduce: state\.rng must be an array of 1 whole numbers \(the w1 generator's state\)/,
      );
      expect(winProbability(latest, rules)[1]).toBeCloseTo(solveRound(rules).firstRollerWins, 14);
    });

    it('shares the parts of the rules between its games: their states hold the same pairs of points and roll records', () => {
      const rules = defineRules({ ...standardRulesSpec, targetPoints: 3 });
      const a = createGame({ rules });
      const b = createGame({ rules });
      let state = a.reduce(
        a.reduce(a.createMatch({ seed: 4 }), { type: 'bet', player: 0, amount: 1 }),
        { type: 'accept', player: 1 },
      );
      state = a.reduce(state, { type: 'roll', player: 1, dice: [1, 2] });
      const text = JSON.stringify(state);
      expect(b.parseMatchState(text).points).toBe(a.parseMatchState(text).points);
      expect(b.parseMatchState(text).lastRoll).toBe(state.lastRoll);
    });
  });
});
