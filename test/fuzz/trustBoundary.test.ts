/**
 * The trust boundary, tried as an attacker would: forged states, actions, rules, options and
 * generators go through every public function. Nothing may change what another call returns
 * (honest matches, interleaved with the forged calls, play exactly as the independent model in
 * test/model says), nothing may hang or exhaust memory, and nothing but a KiriError is thrown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KiriError,
  classifyRoll,
  createGame,
  createMatch,
  createReducer,
  legalActions,
  parseMatchState,
  parseSeed,
  reduce,
  sfc32,
  stakeRange,
  standardRules,
  validateAction,
  type Action,
  type MatchState,
} from '../../src/index.js';
import { combinationOdds, simulate, solveRound, winProbability } from '../../src/odds/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { toSix } from '@kiri-dice/testing/houseRules';
import { apply, rolls, started } from '../helpers.js';
import { KiriModel } from '@kiri-dice/testing/KiriModel';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { prototypesUntouched } from './prototypes.js';

type Json = Record<string, unknown>;
const copy = (s: MatchState): Json => JSON.parse(JSON.stringify(s)) as Json;

/** Real states of each phase, built on first use. */
let real: Record<'betting' | 'accepting' | 'rolling' | 'round2' | 'over', MatchState> | undefined;
function states(): NonNullable<typeof real> {
  return (real ??= {
    betting: createMatch({ seed: 3 }),
    accepting: apply(createMatch({ seed: 3 }), { type: 'bet', player: 0, amount: 20 }),
    rolling: rolls(started(10), [1, 2], [3, 3]),
    round2: rolls(started(10), [8, 6]),
    over: rolls(started(40, { seed: 1, chips: [40, 60] }), [8, 6]),
  });
}

/** A hostile value, built afresh at each use (a Proxy must never reach fast-check's printer). */
interface Maker {
  readonly make: () => unknown;
  toString(): string;
}
const maker = (label: string, make: () => unknown): Maker => ({ make, toString: () => label });

/** Forged and damaged states: every field out of range, structurally broken, another game's, hostile objects. */
function forgedStates(): Maker[] {
  const s = states();
  // Three forms of each forgery: a JSON copy (the parser's path), and the engine's own state
  // with one field replaced, as is and frozen (it keeps the engine's shared parts, so it takes
  // the fast path of the checks).
  const patch = (
    base: MatchState,
    fields: Json,
    label: string,
    form: 'json' | 'spread' | 'frozen',
  ): Maker =>
    maker(`${label} (${form})`, () => {
      if (form === 'json') return { ...copy(base), ...fields };
      const forged = { ...base, ...fields };
      return form === 'frozen' ? Object.freeze(forged) : forged;
    });
  const patches: [MatchState, Json, string][] = [
    [s.rolling, { points: [1, 6] }, 'points [1, 6]'],
    [s.rolling, { points: [6, 1] }, 'points [6, 1]'],
    [s.rolling, { points: [9e15, 0] }, 'points [9e15, 0]'],
    [s.rolling, { points: [-1, 0] }, 'points [-1, 0]'],
    [s.rolling, { points: [0.5, 0] }, 'points [0.5, 0]'],
    [s.betting, { points: [3, 3] }, 'points while betting'],
    [s.rolling, { rng: [] }, 'rng []'],
    [s.rolling, { rng: [99] }, 'rng [99]'],
    [s.rolling, { rng: ['a', 'b', 'c', 'd'] }, 'rng of strings'],
    [s.rolling, { rng: [1, 2, 3, 4, 5] }, 'rng of 5 words'],
    [s.rolling, { rng: [2 ** 32, 0, 0, 1] }, 'rng word 2^32'],
    [s.betting, { chips: [1e9, 5] }, 'chips [1e9, 5]'],
    [s.betting, { chips: [0, 200] }, 'chips [0, 200] while betting'],
    [s.rolling, { chips: [-1, 181] }, 'chips [-1, 181]'],
    [s.betting, { round: 2 ** 53 - 1 }, 'round 2^53 - 1'],
    [s.rolling, { bonusRolls: 2 ** 53 - 1 }, 'bonusRolls 2^53 - 1'],
    [s.rolling, { bonusRolls: 1.5 }, 'bonusRolls 1.5'],
    [s.rolling, { roller: 2 }, 'roller 2'],
    [s.rolling, { stake: 11 }, 'stake not half the pot'],
    [
      s.round2,
      { lastRound: { round: 1, winner: 1, reason: 'kiri', pot: 21, points: [0, 0] } },
      'odd pot',
    ],
    [
      s.round2,
      { lastRound: { round: 1, winner: 1, reason: 'kiri', pot: 400, points: [0, 0] } },
      'pot larger than all the chips',
    ],
    [
      s.round2,
      { lastRound: { round: 1, winner: 1, reason: 'kiri', pot: 20, points: [9e15, 0] } },
      'last round points 9e15',
    ],
    [
      s.round2,
      { lastRound: { round: 1, winner: 1, reason: 'points', pot: 20, points: [0, 0] } },
      "'points' with points [0, 0]",
    ],
    [
      s.round2,
      { lastRoll: { player: 0, dice: [2, 5], combination: 'normal' } },
      "'kiri' after a Normal by the loser",
    ],
    // Forgeries that keep the engine's own parts where they can, field by field.
    [s.rolling, { rng: '1,2,3,4' }, 'rng as text'],
    [s.rolling, { rng: [4294967295, 0, 0, 1] }, 'an unsigned word (valid)'],
    [s.rolling, { chips: '90,90' }, 'chips as text'],
    [s.rolling, { chips: [...s.rolling.chips] }, 'chips not frozen (valid)'],
    [s.betting, { chips: [100, 99] }, 'chips that do not add up'],
    [s.round2, { lastRoll: null }, 'no last roll after round 1'],
    [
      s.round2,
      { lastRound: { ...s.round2.lastRound, reason: 'luck' } },
      'a last round of no reason',
    ],
    [s.round2, { lastRound: { ...s.round2.lastRound, pot: 21 } }, 'an odd pot (engine points)'],
    [s.round2, { lastRound: { ...s.round2.lastRound, round: 5 } }, 'a last round of another round'],
    [s.round2, { lastRound: { ...s.round2.lastRound } }, 'a last round not frozen (valid)'],
    [s.betting, { lastRound: s.round2.lastRound }, 'a last round in round 1'],
    [s.over, { chips: [s.over.chips[1], s.over.chips[0]] }, 'the match won by the broke player'],
  ];
  const house = createGame({ rules: toSix });
  let houseRolling = house.reduce(
    house.reduce(house.createMatch({ seed: 2 }), { type: 'bet', player: 0, amount: 5 }),
    { type: 'accept', player: 1 },
  );
  for (let i = 0; i < 2; i++)
    houseRolling = house.reduce(houseRolling, { type: 'roll', player: 1, dice: [2, 2] });
  return [
    ...patches.flatMap(([base, fields, label]) =>
      (['json', 'spread', 'frozen'] as const).map((form) => patch(base, fields, label, form)),
    ),
    maker('{ phase: rolling, roller: 1 }', () => ({ phase: 'rolling', roller: 1 })),
    maker('a house game state (points [4, 0] of 6)', () => houseRolling),
    maker('a JSON copy', () => copy(s.rolling)),
    maker(
      'a Proxy whose get trap throws',
      () =>
        new Proxy(copy(s.rolling), {
          get: () => {
            throw new Error('get');
          },
        }),
    ),
    maker(
      'a Proxy whose ownKeys trap throws',
      () =>
        new Proxy(copy(s.rolling), {
          ownKeys: () => {
            throw new Error('keys');
          },
        }),
    ),
    maker('a revoked Proxy', () => {
      const { proxy, revoke } = Proxy.revocable(copy(s.rolling), {});
      revoke();
      return proxy;
    }),
    maker('a getter that throws', () =>
      Object.defineProperty(copy(s.rolling), 'chips', {
        get: () => {
          throw new Error('getter');
        },
        enumerable: true,
      }),
    ),
    maker('a getter that changes its answer', () => {
      let n = 0;
      return Object.defineProperty(copy(s.rolling), 'points', {
        get: () => (n++ ? [9e15, 9e15] : [0, 0]),
        enumerable: true,
      });
    }),
    maker('an rng whose iterator never ends', () => ({
      ...copy(s.rolling),
      rng: Object.assign([1, 2, 3, 4], {
        *[Symbol.iterator]() {
          for (;;) yield 7;
        },
      }),
    })),
    maker('undefined', () => undefined),
    maker('a string', () => 'rolling'),
  ];
}

/** Forged rules: look-alikes of real rules that nothing checked. */
const forgedRules = (): Maker[] => [
  maker('{ ...standardRules, targetPoints: 1e9 }', () => ({ ...standardRules, targetPoints: 1e9 })),
  maker('{ ...standardRules, targetPoints: undefined }', () => ({
    ...standardRules,
    targetPoints: undefined,
  })),
  maker('{ table: Array(64).fill({}) }', () => ({ table: Array(64).fill({}) })),
  maker('standardRules through JSON', () => JSON.parse(JSON.stringify(standardRules))),
  maker('a Proxy of standardRules', () => new Proxy(standardRules, {})),
  maker('a frozen look-alike of toSix', () => Object.freeze({ ...toSix })),
];

/** Forged actions: extra fields of every kind, hostile objects. */
const forgedActions = (): Maker[] => [
  maker('a Symbol-keyed extra field', () => ({ type: 'roll', player: 1, [Symbol('x')]: 1 })),
  maker('a non-enumerable extra field', () =>
    Object.defineProperty({ type: 'roll', player: 1 }, 'cheat', { value: [8, 6] }),
  ),
  maker('dice [-0, 1]', () => ({ type: 'roll', player: 1, dice: [-0, 1] })),
  maker('a huge bigint amount', () => ({ type: 'bet', player: 0, amount: 10n ** 5000n })),
  maker('a long Symbol amount', () => ({
    type: 'bet',
    player: 0,
    amount: Symbol('s'.repeat(100_000)),
  })),
  maker(
    'a Proxy whose get trap throws',
    () =>
      new Proxy(
        { type: 'roll', player: 1 },
        {
          get: () => {
            throw new Error('get');
          },
        },
      ),
  ),
  maker('a revoked Proxy', () => {
    const { proxy, revoke } = Proxy.revocable({ type: 'roll', player: 1 }, {});
    revoke();
    return proxy;
  }),
];

/** Hostile options, specs and generators. */
const forgedOptions = (): Maker[] => [
  maker('a getter that throws', () =>
    Object.defineProperty({}, 'seed', {
      get: () => {
        throw new Error('getter');
      },
      enumerable: true,
    }),
  ),
  maker('a revoked Proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  }),
  maker('seed -0, firstBettor -0', () => ({ seed: -0, firstBettor: -0 })),
  maker('chips of a Proxy', () => ({
    chips: new Proxy([5, 5], {
      get: () => {
        throw new Error('get');
      },
    }),
  })),
];
const forgedGenerators = (): Maker[] => [
  maker('next returns [5, undefined]', () => ({
    name: 'bad',
    seed: () => [1],
    next: () => [5, undefined],
  })),
  maker('next returns undefined', () => ({ name: 'bad', seed: () => [1], next: () => undefined })),
  maker('seed throws', () => ({
    name: 'bad',
    seed: () => {
      throw new Error('no');
    },
    next: () => [1, [1]],
  })),
  maker('next throws a string', () => ({
    name: 'bad',
    seed: () => [1],
    next: () => {
      throw 'no';
    },
  })),
];

/** Every public function, called with hostile values: what each returns does not matter here. */
function calls(
  state: Maker,
  action: Maker,
  rules: Maker,
  options: Maker,
  generator: Maker,
): (() => unknown)[] {
  const s = (): never => state.make() as never;
  const a = (): never => action.make() as never;
  const r = (): never => rules.make() as never;
  const live = states().rolling;
  return [
    () => reduce(s(), { type: 'roll', player: 1 }),
    () => reduce(live, a()),
    () => reduce(s(), a()),
    () => validateAction(s(), a()),
    () => validateAction(live, a()),
    () => legalActions(s()),
    () => stakeRange(s()),
    () => parseMatchState(s()),
    () => winProbability(s()),
    () => winProbability(s(), r()),
    () => winProbability(live, r()),
    () => classifyRoll(1, 2, r()),
    () => combinationOdds(r()),
    () => solveRound(r()),
    () => simulate({ rounds: 10, seed: 1, rules: r() }),
    () => createGame({ rules: r() }).reduce(s(), a()),
    () =>
      createGame({ rng: generator.make() as never }).reduce(
        createGame({ rng: generator.make() as never }).createMatch(),
        { type: 'bet', player: 0, amount: 1 },
      ),
    () => createReducer()(s(), a()),
    () => createMatch(options.make() as never),
    () => createGame(options.make() as never),
    () => defineRules(options.make() as never),
    () =>
      defineRules({
        ...standardRulesSpec,
        combinations: new Proxy([...standardRulesSpec.combinations], {
          get: () => {
            throw new Error('get');
          },
        }),
      }),
    () => simulate(options.make() as never),
    () => parseSeed(s()),
    () => sfc32.next(s()),
    () => sfc32.seed(s()),
  ];
}

/** Plays one honest step of a match by reduce and by the model, and says whether they agree. */
function honestStep(state: MatchState, model: KiriModel, share: number): MatchState {
  const turn = model.turn()!;
  const max = Math.min(state.chips[0], state.chips[1]);
  const action: Action =
    state.phase === 'betting'
      ? { type: 'bet', player: turn, amount: Math.max(1, Math.ceil(share * max)) }
      : state.phase === 'accepting'
        ? { type: 'accept', player: turn }
        : { type: 'roll', player: turn };
  const next = reduce(state, action);
  model.apply(action);
  expect({ ...copy(next), error: next.error?.code ?? null }).toEqual(model.s);
  return next;
}

describe('the trust boundary', () => {
  it('the forged call of the report changes no later match', () => {
    const start = (seed: number) =>
      reduce(
        reduce(createMatch({ seed, firstBettor: 1 }), { type: 'bet', player: 1, amount: 10 }),
        { type: 'accept', player: 0 },
      );
    expect(() =>
      reduce({ ...start(1), points: [1, 6] }, { type: 'roll', player: 0, dice: [1, 2] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reduce: state.points[1] must be a whole number from 0 to 3, got 6]`,
    );
    let m = start(5);
    for (let i = 0; i < 3; i++) m = reduce(m, { type: 'roll', player: 0, dice: [1, 2] });
    // Three Kvatras from 0 points: the third reaches 3, the fourth would win; in a fresh process too.
    expect(m.points).toEqual([3, 0]);
  });

  it('forged states, actions, rules, options and generators change no honest match, and only KiriError is thrown', () => {
    const all = {
      states: forgedStates(),
      rules: forgedRules(),
      actions: forgedActions(),
      options: forgedOptions(),
      generators: forgedGenerators(),
    };
    const pick = <T>(list: readonly T[]) => fc.nat(list.length - 1).map((i) => list[i]!);
    const forged = fc.tuple(
      pick(all.states),
      pick(all.actions),
      pick(all.rules),
      pick(all.options),
      pick(all.generators),
      fc.nat(30),
    );
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fc.array(forged, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, attacks, share) => {
          const model = new KiriModel({ seed, chips: [20, 20] });
          let state = createMatch({ seed, chips: [20, 20] });
          for (const [s, a, r, o, g, which] of attacks) {
            const list = calls(s, a, r, o, g);
            try {
              list[which % list.length]!();
            } catch (error) {
              // Misuse of the API is reported one way only.
              if (!(error instanceof KiriError))
                throw new Error(
                  `call ${which % list.length} with ${String(s)}, ${String(a)}, ${String(r)}, ${String(o)}, ${String(g)} threw ${String(error)}`,
                  { cause: error },
                );
            }
            // The honest match goes on between forged calls, as in a server holding many matches.
            for (let i = 0; i < 4 && state.phase !== 'over'; i++)
              state = honestStep(state, model, share);
          }
          while (state.phase !== 'over' && state.round < 40)
            state = honestStep(state, model, share);
        },
      ),
      { numRuns: runs(300) },
    );
    expect(prototypesUntouched()).toBe(true);
  });

  it('every public function throws only KiriError for every forged value', () => {
    const all = {
      states: forgedStates(),
      rules: forgedRules(),
      actions: forgedActions(),
      options: forgedOptions(),
      generators: forgedGenerators(),
    };
    const seen = new Set<string>();
    for (const s of all.states) {
      for (const a of all.actions) {
        const r = all.rules[seen.size % all.rules.length]!;
        const o = all.options[seen.size % all.options.length]!;
        const g = all.generators[seen.size % all.generators.length]!;
        calls(s, a, r, o, g).forEach((call, i) => {
          try {
            call();
          } catch (error) {
            expect(
              error,
              `call ${i} with ${String(s)}, ${String(a)}, ${String(r)}, ${String(o)}, ${String(g)}`,
            ).toBeInstanceOf(KiriError);
            seen.add((error as KiriError).code);
          }
        });
      }
    }
    expect([...seen].sort()).toEqual(['INVALID_OPTIONS', 'INVALID_RULES', 'INVALID_STATE']);
  });

  it('never gives a plausible wrong answer: a forged state is refused, or played exactly as its parsed copy', () => {
    const actions: Action[] = [
      { type: 'roll', player: 0 },
      { type: 'roll', player: 1 },
      { type: 'roll', player: 1, dice: [1, 2] },
      { type: 'bet', player: 0, amount: 1 },
      { type: 'accept', player: 1 },
      { type: 'decline', player: 1 },
    ];
    let refused = 0;
    for (const forged of forgedStates()) {
      let parsed: MatchState | null = null;
      try {
        parsed = parseMatchState(forged.make());
      } catch {
        refused++;
      }
      const uses = [
        (s: MatchState, a: Action) => reduce(s, a),
        (s: MatchState, a: Action) => validateAction(s, a)?.code ?? null,
        (s: MatchState) => legalActions(s),
        (s: MatchState) => stakeRange(s),
      ];
      for (const use of uses) {
        for (const action of actions) {
          if (parsed === null)
            expect(() => use(forged.make() as MatchState, action), String(forged)).toThrow(
              KiriError,
            );
          else
            expect(use(forged.make() as MatchState, action), String(forged)).toEqual(
              use(parsed, action),
            );
        }
      }
    }
    expect(refused).toBeGreaterThan(70);
  });

  it('forged rules that would loop forever or exhaust memory are refused at once', () => {
    const started = Date.now();
    expect(() =>
      simulate({ rounds: 1, seed: 1, rules: { table: Array(64).fill({}) } as never }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
    expect(() => solveRound({ ...standardRules, targetPoints: 1e9 })).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    );
    expect(() =>
      winProbability(createMatch({ seed: 1 }), { ...standardRules, targetPoints: 1e9 }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
    expect(() =>
      solveRound({ ...standardRules, targetPoints: undefined } as never),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveRound: rules must be rules from defineRules()]`,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
