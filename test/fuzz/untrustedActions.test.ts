/**
 * Fuzzing reduce with untrusted actions: anything JSON or JavaScript can hold, prototype keys,
 * extreme numbers, sparse arrays, throwing getters, Proxies, frozen and sealed objects. reduce
 * must never throw, never pollute a prototype, and answer with a documented code or a move.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  kiriErrorCodes,
  reduce,
  validateAction,
  type MatchState,
} from '../../src/index.js';
import { apply, rolls, started } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { prototypesUntouched } from './prototypes.js';

const ACTION_CODES = kiriErrorCodes.slice(0, 6);

/**
 * One state of each kind the checks branch on, built inside the first test that asks (work done
 * at import time has no test to credit it to, which would slow the mutation run down).
 */
let states: MatchState[] | undefined;
function statesToFuzz(): MatchState[] {
  if (states) return states;
  const betting = createMatch({ seed: 7, chips: [5, 9] });
  const accepting = apply(betting, { type: 'bet', player: 0, amount: 5 });
  const over = apply(accepting, { type: 'decline', player: 1 });
  return (states = [
    betting,
    accepting,
    started(3),
    rolls(started(3), [3, 3]),
    rolls(started(3), [8, 6]),
    over,
  ]);
}
const state = fc.nat(5).map((i) => statesToFuzz()[i]!);

/**
 * A hostile action is built afresh inside each check, never handed to fast-check itself: fast-check
 * inspects the values it generates (to print and clone them), which a Proxy trap would break.
 */
interface Maker {
  readonly make: () => unknown;
  /** The plain action it wraps, if any. */
  readonly base?: unknown;
  toString(): string;
}
const maker = (label: string, make: () => unknown, base?: unknown): Maker => ({
  make,
  base,
  toString: () => label,
});

/** The plain action each hostile wrapper below stands for. */
const plainAction = fc.oneof(
  fc.record({
    type: fc.constant('bet'),
    player: fc.constantFrom(0, 1),
    amount: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ type: fc.constantFrom('accept', 'decline'), player: fc.constantFrom(0, 1) }),
  fc.record(
    {
      type: fc.constant('roll'),
      player: fc.constantFrom(0, 1),
      dice: fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })),
    },
    { requiredKeys: ['type', 'player'] },
  ),
);

const extremeNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    -0,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    2 ** 32 + 1,
    1e308,
    0.1 + 0.2,
  ),
  fc.bigInt(),
);
const anyValue = fc.anything({
  maxDepth: 2,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: 'binary',
});
const protoKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
);

/** Actions from JSON text with prototype keys, at the top and nested, made own properties by JSON.parse. */
const protoJson = fc
  .record({
    top: fc.dictionary(
      fc.oneof(protoKey, fc.constantFrom('type', 'player', 'amount', 'dice')),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    ),
    nested: fc.dictionary(protoKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    base: plainAction,
    where: fc.constantFrom('top', 'amount', 'dice', 'player'),
  })
  .map(({ top, nested, base, where }) => {
    const text = JSON.stringify(base).slice(0, -1);
    const extra = JSON.stringify(where === 'top' ? top : { [where]: nested }).slice(1);
    return JSON.parse(extra === '}' ? `${text}}` : `${text},${extra}`) as unknown;
  });

const withNumbers = fc.record(
  {
    type: fc.constantFrom('bet', 'accept', 'decline', 'roll'),
    player: fc.oneof(fc.constantFrom(0, 1), extremeNumber),
    amount: extremeNumber,
    dice: fc.oneof(
      fc.tuple(extremeNumber, extremeNumber),
      fc.sparseArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
      fc.array(extremeNumber, { maxLength: 3 }),
    ),
  },
  { requiredKeys: ['type', 'player'] },
);

/** A field whose getter throws, on the action or on its dice. */
const throwingGetter = fc
  .tuple(
    plainAction,
    fc.constantFrom('type', 'player', 'amount', 'dice', 'dice.0', 'dice.1', 'dice.length'),
  )
  .map(([base, key]) =>
    maker(
      `${JSON.stringify(base)} with a throwing getter for ${key}`,
      () => {
        const action: Record<string, unknown> = { ...base };
        const thrower = {
          get: () => {
            throw new Error('getter');
          },
          enumerable: true,
          configurable: true,
        };
        if (key.startsWith('dice.')) {
          const dice = Array.isArray(action['dice']) ? [...(action['dice'] as number[])] : [1, 2];
          if (key === 'dice.length')
            action['dice'] = new Proxy(dice, {
              get: (t, k) => (k === 'length' ? thrower.get() : (Reflect.get(t, k) as unknown)),
            });
          else action['dice'] = Object.defineProperty(dice, key.slice(5), thrower);
        } else Object.defineProperty(action, key, thrower);
        return action;
      },
      base,
    ),
  );

/** Proxies whose traps throw, or revoked ones. */
const hostileProxy = fc
  .tuple(
    plainAction,
    fc.constantFrom(
      'get',
      'ownKeys',
      'getPrototypeOf',
      'has',
      'getOwnPropertyDescriptor',
      'revoked',
    ),
  )
  .map(([base, trap]) =>
    maker(
      `a Proxy of ${JSON.stringify(base)} whose ${trap} trap throws`,
      () => {
        if (trap === 'revoked') {
          const { proxy, revoke } = Proxy.revocable({ ...base }, {});
          revoke();
          return proxy;
        }
        return new Proxy(
          { ...base },
          {
            [trap]: () => {
              throw new Error(trap);
            },
          },
        );
      },
      base,
    ),
  );

/** A revoked Proxy as a field's value: reading the field works, but even `Array.isArray` throws on it. */
const revokedField = fc
  .tuple(plainAction, fc.constantFrom('type', 'player', 'amount', 'dice'))
  .map(([base, key]) =>
    maker(
      `${JSON.stringify(base)} with a revoked Proxy for ${key}`,
      () => {
        const { proxy, revoke } = Proxy.revocable([], {});
        revoke();
        return { ...base, [key]: proxy };
      },
      base,
    ),
  );

/** Odd shapes: class instances, functions, arrays, inherited fields, symbol keys, strings, boxed values. */
const oddShape = fc
  .tuple(
    plainAction,
    fc.constantFrom<[string, (base: object) => unknown]>(
      ['a class instance', (base) => Object.assign(new (class Action {})(), base)],
      ['a function', (base) => Object.assign(() => {}, base)],
      ['an array', (base) => Object.assign([], base)],
      ['inherited fields', (base) => Object.create(base) as object],
      [
        'a grandchild of Object.prototype',
        (base) =>
          Object.create(
            Object.create(Object.prototype, Object.getOwnPropertyDescriptors(base)) as object,
          ) as object,
      ],
      ['a Map', (base) => new Map(Object.entries(base))],
      ['JSON text', (base) => JSON.stringify(base)],
      ['a boxed string', (base) => Object(JSON.stringify(base)) as object],
    ),
  )
  .map(([base, [label, make]]) => maker(`${JSON.stringify(base)} as ${label}`, () => make(base)));

const asMaker = (value: unknown): Maker => maker(fc.stringify(value), () => value);
const hostile = fc.oneof(
  fc
    .oneof(
      anyValue,
      fc.json().map((t): unknown => JSON.parse(t)),
      protoJson,
      withNumbers,
    )
    .map(asMaker),
  throwingGetter,
  hostileProxy,
  revokedField,
  oddShape,
);

/** Plays a fresh copy of the action, checks the answer, and asks validateAction about another fresh copy. */
function checkAnswer(before: MatchState, action: Maker): MatchState {
  const after = reduce(before, action.make() as never);
  if (after.error !== null) {
    expect(ACTION_CODES).toContain(after.error.code);
    expect(typeof after.error.message).toBe('string');
    expect({ ...after, error: before.error }).toEqual(before);
  }
  const verdict = validateAction(before, action.make());
  expect(verdict?.code ?? null).toBe(after.error?.code ?? null);
  expect(prototypesUntouched()).toBe(true);
  return after;
}

describe('reduce with untrusted actions', () => {
  afterAll(() => {
    expect(prototypesUntouched()).toBe(true);
  });

  it('never throws and answers with a documented code, whatever the action', () => {
    fc.assert(
      fc.property(state, hostile, (s, action) => void checkAnswer(s, action)),
      { numRuns: runs(2000) },
    );
  });

  it('answers an action it cannot read with INVALID_ACTION, or as its plain copy when the trap never fires', () => {
    fc.assert(
      fc.property(state, fc.oneof(throwingGetter, hostileProxy), (s, action) => {
        const after = checkAnswer(s, action);
        if (after.error?.code !== 'INVALID_ACTION')
          expect(after).toEqual(reduce(s, action.base as never));
      }),
      { numRuns: runs(500) },
    );
  });

  it('treats frozen, sealed, non-extensible and null-prototype copies exactly as the plain action', () => {
    const wrap = fc.constantFrom(
      (a: object) => Object.freeze({ ...a }),
      (a: object) => Object.seal({ ...a }),
      (a: object) => Object.preventExtensions({ ...a }),
      (a: object) => Object.assign(Object.create(null) as object, a),
      (a: object) => new Proxy({ ...a }, {}),
    );
    fc.assert(
      fc.property(state, plainAction, wrap, (s, action, w) => {
        expect(
          checkAnswer(
            s,
            maker('wrapped', () => w(action)),
          ),
        ).toEqual(reduce(s, action as never));
      }),
      { numRuns: runs(500) },
    );
  });

  it('refuses an action whose fields are all inherited from a null-prototype object', () => {
    const inherited = (fields: object): object =>
      Object.create(Object.assign(Object.create(null) as object, fields)) as object;
    const betting = createMatch({ seed: 1 });
    expect(reduce(betting, inherited({ type: 'bet', player: 0, amount: 10 }) as never).error)
      .toMatchInlineSnapshot(`
        {
          "code": "INVALID_ACTION",
          "message": "action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got undefined",
        }
      `);
    const accepting = reduce(betting, { type: 'bet', player: 0, amount: 10 });
    const owned = Object.assign(Object.create(null) as object, { amount: 10 });
    const half = Object.create(owned) as Record<string, unknown>;
    expect(reduce(accepting, inherited({ type: 'accept', player: 1 }) as never).error?.code).toBe(
      'INVALID_ACTION',
    );
    Object.defineProperty(half, 'type', { value: 'bet', enumerable: true });
    Object.defineProperty(half, 'player', { value: 0, enumerable: true });
    expect(reduce(betting, half as never).error).toMatchInlineSnapshot(`
      {
        "code": "INVALID_STAKE",
        "message": "stake must be a whole number from 1 to 100, got undefined",
      }
    `);
    const rolling = reduce(accepting, { type: 'accept', player: 1 });
    const roll = Object.create(
      Object.assign(Object.create(null) as object, { dice: [8, 6] }),
    ) as Record<string, unknown>;
    Object.assign(roll, { type: 'roll', player: 1 });
    expect(reduce(rolling, roll as never)).toEqual(reduce(rolling, { type: 'roll', player: 1 }));
  });

  it('reads each field once: a Proxy that lies after the first read gets the answer of its first reads', () => {
    const liar = <T extends object>(target: T): T => {
      const seen = new Set<PropertyKey>();
      return new Proxy(target, {
        get: (t, key) => {
          if (seen.has(key)) return key === 'length' ? 99 : 'changed';
          seen.add(key);
          const value: unknown = Reflect.get(t, key);
          return Array.isArray(value) ? liar([...(value as unknown[])]) : value;
        },
      });
    };
    fc.assert(
      fc.property(state, plainAction, (s, action) => {
        expect(
          checkAnswer(
            s,
            maker('liar', () => liar({ ...action })),
          ),
        ).toEqual(reduce(s, action as never));
      }),
      { numRuns: runs(500) },
    );
  });

  it('never lets a prototype key through: __proto__, constructor and prototype are unknown fields', () => {
    fc.assert(
      fc.property(state, protoJson, (s, action) => {
        const after = checkAnswer(s, asMaker(action));
        const keys = Object.keys(action as object);
        if (
          keys.some((k) =>
            [
              '__proto__',
              'constructor',
              'prototype',
              'toString',
              'valueOf',
              'hasOwnProperty',
            ].includes(k),
          )
        ) {
          expect(after.error?.code).toBe('INVALID_ACTION');
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it('reads only the fields of the action’s type, each once, and nothing inherited', () => {
    const FIELDS: Record<string, readonly string[]> = {
      bet: ['type', 'player', 'amount'],
      accept: ['type', 'player'],
      decline: ['type', 'player'],
      roll: ['type', 'player', 'dice'],
    };
    fc.assert(
      fc.property(state, plainAction, (s, action) => {
        const reads: PropertyKey[] = [];
        const allowed = FIELDS[action.type]!;
        // Answers a read of any field the type does not have, so a stray read would change the outcome.
        const spy = new Proxy(
          { ...action },
          {
            get: (target, key) => {
              reads.push(key);
              return allowed.includes(key as string)
                ? (Reflect.get(target, key) as unknown)
                : 'stray';
            },
          },
        );
        expect(reduce(s, spy as never)).toEqual(reduce(s, action as never));
        expect(reads.filter((key) => !allowed.includes(key as string))).toEqual([]);
        expect(new Set(reads).size).toBe(reads.length);
      }),
      { numRuns: runs(300) },
    );
  });
});
