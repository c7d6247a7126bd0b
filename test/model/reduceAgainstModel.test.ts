/**
 * The model-based test: `reduce` and an independent model (test/model/KiriModel.ts) play the same
 * random command sequences, and every observable field is compared after every step. A
 * disagreement shrinks to a shortest sequence, printed with the concrete actions that replay it.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createGame, createMatch, reduce, type MatchState } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { KiriModel, type ModelSeat } from '@kiri-dice/testing/KiriModel';
import { houseRules } from '@kiri-dice/testing/houseRules';
import { modelRulesOf } from '@kiri-dice/testing/modelRules';

const FIELDS = [
  'phase',
  'round',
  'bettor',
  'roller',
  'stake',
  'pot',
  'chips',
  'points',
  'bonusRolls',
  'lastRoll',
  'lastRound',
  'winner',
  'error',
  'totalChips',
  'seed',
  'rng',
];

type Who = 'turn' | 'other' | ModelSeat;
type Amount = { share: number } | { value: unknown } | 'missing';
type Dice = readonly [number, number] | null | { value: unknown };
type Intent =
  /** What the phase calls for (bet, accept or roll), by `who`; declines instead of accepting when `decline`. */
  | {
      readonly kind: 'play';
      readonly who: Who;
      readonly amount: Amount;
      readonly dice: Dice;
      readonly decline: boolean;
    }
  | { readonly kind: 'bet'; readonly who: Who; readonly amount: Amount }
  | { readonly kind: 'accept' | 'decline' | 'timeout'; readonly who: Who }
  | { readonly kind: 'roll'; readonly who: Who; readonly dice: Dice }
  | { readonly kind: 'garbage'; readonly action: unknown };

interface Real {
  state: MatchState<string>;
  readonly reduce: (state: MatchState<string>, action: never) => MatchState<string>;
  /** The game's parseMatchState, when every state should also survive it (house rules: their own target). */
  readonly parse?: (json: unknown) => MatchState<string>;
  /** How the match was created, as code. */
  readonly setup: string[];
  /** Every action played, in order: with `setup`, enough to replay the run by hand. */
  readonly actions: unknown[];
}

/** Turns an intent into a concrete action, aimed at the seat the model says is to move. */
function concrete(intent: Intent, model: KiriModel): unknown {
  if (intent.kind === 'garbage') return intent.action;
  const turn = model.turn() ?? 0;
  const player = intent.who === 'turn' ? turn : intent.who === 'other' ? 1 - turn : intent.who;
  if (intent.kind === 'play') {
    const { phase } = model.s;
    const kind =
      phase === 'betting'
        ? 'bet'
        : phase === 'rolling'
          ? 'roll'
          : intent.decline
            ? 'decline'
            : 'accept';
    return concrete({ ...intent, kind }, model);
  }
  if (intent.kind === 'bet') {
    const { amount } = intent;
    if (amount === 'missing') return { type: 'bet', player };
    if ('value' in amount) return { type: 'bet', player, amount: amount.value };
    const max = Math.min(model.s.chips[0], model.s.chips[1]);
    return { type: 'bet', player, amount: Math.min(max, 1 + Math.floor(amount.share * max)) };
  }
  if (intent.kind === 'roll') {
    if (intent.dice === null) return { type: 'roll', player };
    return { type: 'roll', player, dice: 'value' in intent.dice ? intent.dice.value : intent.dice };
  }
  return { type: intent.kind, player };
}

/** Field-by-field differences, compared with Object.is (so -0, NaN and extra keys all count). */
function differences(actual: unknown, expected: unknown, path: string, out: string[]): void {
  if (
    typeof actual === 'object' &&
    actual !== null &&
    typeof expected === 'object' &&
    expected !== null
  ) {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    if (Array.isArray(actual) !== Array.isArray(expected))
      out.push(
        `${path}: reduce gave ${fc.stringify(actual)}, the model expects ${fc.stringify(expected)}`,
      );
    for (const key of keys)
      differences(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
  } else if (!Object.is(actual, expected)) {
    out.push(
      `${path}: reduce gave ${fc.stringify(actual)}, the model expects ${fc.stringify(expected)}`,
    );
  }
}

class Step implements fc.Command<KiriModel, Real> {
  constructor(readonly intent: Intent) {}

  /** Once the match is over, only the explicit and garbage actions go on (to check MATCH_OVER). */
  check(model: Readonly<KiriModel>): boolean {
    return this.intent.kind !== 'play' || model.s.phase !== 'over';
  }

  run(model: KiriModel, real: Real): void {
    const action = concrete(this.intent, model);
    const turn = model.turn();
    const maxStake = Math.min(model.s.chips[0], model.s.chips[1]);
    real.actions.push(action);
    real.state = real.reduce(real.state, action as never);
    model.apply(action);

    const state = real.state;
    const problems: string[] = [];
    if (Object.keys(state).join() !== FIELDS.join())
      problems.push(`state keys: ${Object.keys(state).join(', ')}`);
    if (real.parse) {
      const text = JSON.stringify(state);
      if (JSON.stringify(real.parse(text)) !== text)
        problems.push('the game’s parseMatchState changed the state');
    }
    differences({ ...state, error: state.error?.code ?? null }, model.s, 'state', problems);
    if (state.error !== null) {
      const { code, message } = state.error;
      if (typeof message !== 'string' || message.length === 0)
        problems.push('state.error.message: not a message');
      // Messages say what is allowed: the largest stake, the seat the match waits for.
      if (code === 'INVALID_STAKE' && !message.includes(`from 1 to ${maxStake},`))
        problems.push(`state.error.message: ${message} does not give the range 1 to ${maxStake}`);
      if (code === 'NOT_YOUR_TURN' && !message.includes(`waiting for player ${turn}`))
        problems.push(`state.error.message: ${message} does not name player ${turn}`);
    }
    if (problems.length > 0) {
      throw new Error(
        `reduce and the model disagree after action ${real.actions.length}:\n  ${problems.join('\n  ')}\nreplay:\n  ` +
          [
            ...real.setup,
            ...real.actions.map((a) => `state = reduce(state, ${fc.stringify(a)});`),
          ].join('\n  '),
      );
    }
  }

  toString(): string {
    return fc.stringify(this.intent);
  }
}

// ---- what a run is made of --------------------------------------------------------------------

const who: fc.Arbitrary<Who> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('turn' as const) },
  { weight: 1, arbitrary: fc.constantFrom('other' as const, 0 as const, 1 as const) },
);
const die = fc.integer({ min: 1, max: 8 });
const badNumber = fc.oneof(
  fc.integer({ min: -3, max: 300 }),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    NaN,
    Infinity,
    -Infinity,
    1.5,
    2 ** 53,
    2 ** 53 + 2,
    1e300,
    Number.MIN_VALUE,
  ),
);
const badValue = fc.oneof(badNumber, fc.constantFrom<unknown>('3', null, true, [3], {}, undefined));
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((share) => ({ share })) },
  { weight: 3, arbitrary: fc.constant({ share: 1 }) },
  { weight: 2, arbitrary: badValue.map((value) => ({ value })) },
  { weight: 1, arbitrary: fc.constant('missing' as const) },
);
const dice = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 6, arbitrary: fc.tuple(die, die) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.tuple(badNumber, badNumber),
        fc.tuple(die, badValue),
        fc.array(die, { maxLength: 4 }),
        // eslint-disable-next-line no-sparse-arrays
        fc.constantFrom<unknown>([, 2], [1, ,], ['1', '2'], '3,5', null, {}, [[1, 2]]),
      )
      .map((value) => ({ value })),
  },
);
const actionType = fc.constantFrom(
  'bet',
  'accept',
  'decline',
  'roll',
  'fold',
  '',
  'Roll',
  '__proto__',
  'constructor',
  'toString',
);
const garbage = fc.oneof(
  fc.anything(),
  fc.json().map((text) => JSON.parse(text) as unknown),
  fc.record(
    {
      type: actionType,
      player: fc.oneof(fc.constantFrom(0, 1), badValue),
      amount: badValue,
      dice: fc.anything(),
      note: fc.anything(),
    },
    { requiredKeys: ['type'] },
  ),
  fc.constantFrom(
    JSON.parse('{"type":"roll","player":1,"__proto__":{"dice":[8,6]}}') as unknown,
    JSON.parse(
      '{"type":"bet","player":0,"amount":1,"constructor":{"prototype":{"x":1}}}',
    ) as unknown,
    Object.create({ type: 'roll', player: 1 }) as unknown,
  ),
);
const intent: fc.Arbitrary<Intent> = fc.oneof(
  {
    weight: 120,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      who,
      amount,
      dice,
      decline: fc.oneof({ weight: 40, arbitrary: fc.constant(false) }, fc.constant(true)),
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('roll' as const), who, dice }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('bet' as const), who, amount }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('accept' as const), who }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('decline' as const), who }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('garbage' as const), action: garbage }) },
  // A timeout ends the match: about once in 150 commands.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('timeout' as const), who }) },
);
const commands = fc.commands([intent.map((i) => new Step(i))], { maxCommands: 150, size: 'max' });

const options = fc.record({
  seed: fc.oneof(fc.nat(), fc.maxSafeNat(), fc.string({ unit: 'binary' })),
  chips: fc.tuple(
    fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 2 ** 51 })),
    fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 2 ** 51 })),
  ),
  firstBettor: fc.constantFrom<ModelSeat>(0, 1),
});

describe('reduce against an independent model', () => {
  it('agrees on every field after every step: standard rules', () => {
    fc.assert(
      fc.property(options, commands, (opts, cmds) => {
        const setup = (): { model: KiriModel; real: Real } => ({
          model: new KiriModel(opts),
          real: {
            state: createMatch(opts),
            reduce: reduce as Real['reduce'],
            actions: [],
            setup: [`let state = createMatch(${fc.stringify(opts)});`],
          },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('agrees on every field after every step: random house rules', () => {
    fc.assert(
      fc.property(houseRules, options, commands, (rules, opts, cmds) => {
        const game = createGame<string>({ rules: defineRules(rules) });
        const setup = (): { model: KiriModel; real: Real } => ({
          model: new KiriModel({ ...opts, rules: modelRulesOf(rules) }),
          real: {
            state: game.createMatch(opts),
            reduce: game.reduce,
            parse: game.parseMatchState,
            actions: [],
            setup: [
              `const game = createGame({ rules: defineRules(${JSON.stringify(rules)}) }), reduce = game.reduce;`,
              `let state = game.createMatch(${fc.stringify(opts)});`,
            ],
          },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: runs(500) },
    );
  });
});
