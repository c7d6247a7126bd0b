/**
 * Plugging another generator in through createGame: the dice come from it, its states are kept
 * frozen whatever it returns, and malformed generators are refused when the game is built.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyRoll,
  createGame,
  createMatch,
  createReducer,
  KiriError,
  legalActions,
  parseMatchState,
  reduce,
  stakeRange,
  validateAction,
  type MatchState,
  type RandomGenerator,
} from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { isDeepFrozen } from '../helpers.js';
import { anyAction, plan, play, text } from '@kiri-dice/testing/matchArbitraries';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { describeRandomGenerator, draw } from './randomGeneratorSuite.js';

/**
 * Marsaglia's xorshift32 (13, 17, 5): a one-number state, written here as a user would plug it
 * in. Its `next` hands back a fresh, unfrozen array, which the engine must not keep as is.
 */
const xorshift32: RandomGenerator = {
  name: 'xorshift32',
  // Both words of the seed count (the suite checks that seeds 2^32 apart differ); 0 is a fixed point.
  seed: (seed) => [
    (((seed % 4294967296) ^ Math.imul(Math.floor(seed / 4294967296), 0x9e3779b9)) + 1) >>> 0 || 1,
  ],
  next: ([x = 0]) => {
    let s = x;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return [s >>> 0, [s >>> 0]];
  },
};

/** Plays rolls without dice until the round ends, returning the states. */
function rollRound(
  reducer: (s: MatchState, a: never) => MatchState,
  start: MatchState,
): MatchState[] {
  let s = reducer(reducer(start, { type: 'bet', player: start.bettor, amount: 1 } as never), {
    type: 'accept',
    player: 1 - start.bettor,
  } as never);
  const states = [s];
  while (s.phase === 'rolling')
    states.push((s = reducer(s, { type: 'roll', player: s.roller } as never)));
  return states;
}

// The shared properties hold for this generator too, so the suite can tell a good one.
describeRandomGenerator(xorshift32);

describe('createGame({ rng })', () => {
  // Built in each test, not here: work done while collecting the tests has no test to credit it to.
  const xorshiftGame = () => createGame({ rng: xorshift32 });

  it('seeds matches with the generator and rolls each die from the top three bits of its next output', () => {
    const game = xorshiftGame();
    fc.assert(
      fc.property(fc.maxSafeNat(), (seed) => {
        const start = game.createMatch({ seed });
        expect(start.rng).toEqual(xorshift32.seed(seed));
        let rng = start.rng;
        for (const s of rollRound(game.reduce, start).slice(1)) {
          const { values, state } = draw(xorshift32, rng, 2);
          expect(s.lastRoll!.dice).toEqual(values.map((v) => (v >>> 29) + 1));
          expect(s.rng).toEqual(state);
          rng = s.rng;
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('keeps every state deeply frozen although the generator returns mutable arrays', () => {
    const game = xorshiftGame();
    fc.assert(
      fc.property(fc.maxSafeNat(), (seed) => {
        for (const s of rollRound(game.reduce, game.createMatch({ seed })))
          expect(isDeepFrozen(s)).toBe(true);
      }),
      { numRuns: runs(100) },
    );
  });

  it('copies what a generator returns: one that reuses a single array for all its states still works', () => {
    // A careless but legal generator: every state it returns is the same array, overwritten.
    const buffer = [1];
    const reusing: RandomGenerator = {
      name: 'reusing',
      seed: (seed) => ((buffer[0] = xorshift32.seed(seed)[0]!), buffer),
      next: (state) => {
        const [value] = xorshift32.next(state);
        buffer[0] = value;
        return [value, buffer];
      },
    };
    const game = createGame({ rng: reusing });
    const states = rollRound(game.reduce, game.createMatch({ seed: 5 }));
    const replay = rollRound(xorshiftGame().reduce, xorshiftGame().createMatch({ seed: 5 }));
    expect(states.map(text)).toEqual(replay.map(text));
    expect(Object.isFrozen(buffer)).toBe(false);
  });

  it('checks stored states against its own generator: a standard state does not fit, nor the reverse', () => {
    const game = xorshiftGame();
    const own = game.createMatch({ seed: 1 });
    expect(game.parseMatchState(JSON.stringify(own))).toEqual(own);
    expect(() => parseMatchState(own)).toThrow(
      /^parseMatchState: state\.rng must be an array of 4 whole numbers \(the sfc32 generator's state\)/,
    );
    expect(() => game.parseMatchState(createMatch({ seed: 1 }))).toThrow(
      /^parseMatchState: state\.rng must be an array of 1 whole numbers \(the xorshift32 generator's state\)/,
    );
  });

  it('refuses malformed generators with INVALID_OPTIONS and rules with INVALID_RULES, before any match', () => {
    const refused = (options: unknown) => {
      try {
        createGame(options as never);
      } catch (error) {
        expect(error).toBeInstanceOf(KiriError);
        expect((error as KiriError).code).toBe(
          (options as { rules?: unknown } | null)?.rules === undefined
            ? 'INVALID_OPTIONS'
            : 'INVALID_RULES',
        );
        return /^createGame: ([\w.()[\]]+) must be /.exec((error as Error).message)?.[1];
      }
      return undefined;
    };
    const { name, seed, next } = xorshift32;
    expect(refused({ rng: { name, seed } })).toBe('options.rng');
    expect(refused({ rng: { name: 1, seed, next } })).toBe('options.rng');
    expect(refused({ rng: { name, seed: 1, next } })).toBe('options.rng');
    expect(refused({ rng: { name, seed, next, extra: 1 } })).toBe('options.rng.extra');
    expect(refused({ rng: 'sfc32' })).toBe('options.rng');
    for (const state of [[], [-(2 ** 31) - 1], [2 ** 32], [1.5], ['1'], 7, { 0: 1 }])
      expect(refused({ rng: { name, seed: () => state, next } })).toBe('options.rng.seed(0)');
    expect(refused({ rules: standardRulesSpec })).toBe('options.rules');
    expect(refused({ rules: { ...standardRulesSpec, table: [] } })).toBe('options.rules');
    expect(refused({ rules: 7 })).toBe('options.rules');
    expect(refused({ seed: 1 })).toBe('options.seed');
    expect(refused(null)).toBe('options');
  });
});

describe('the standard game, built or top-level', () => {
  const state = fc.tuple(plan, fc.nat()).map(([p, i]) => {
    const { start, steps } = play(p);
    return i % (steps.length + 1) === 0 ? start : steps[(i % (steps.length + 1)) - 1]!.after;
  });

  it('has the same functions: validateAction, legalActions, stakeRange, parseMatchState, classifyRoll, createReducer', () => {
    const game = createGame();
    const reducer = createReducer();
    const houseReducer = createReducer({ rules: defineRules(standardRulesSpec) });
    fc.assert(
      fc.property(state, anyAction, (s, action) => {
        expect(game.validateAction(s, action as never)?.message).toBe(
          validateAction(s, action as never)?.message,
        );
        expect(game.legalActions(s)).toEqual(legalActions(s));
        expect(game.stakeRange(s)).toEqual(stakeRange(s));
        expect(text(game.parseMatchState(text(s)))).toBe(text(parseMatchState(text(s))));
        const after = text(reduce(s, action as never));
        expect(text(reducer(s, action as never))).toBe(after);
        expect(text(houseReducer(s, action as never))).toBe(after);
      }),
      { numRuns: runs(300) },
    );
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++) expect(game.classifyRoll(a, b)).toBe(classifyRoll(a, b));
  });
});
