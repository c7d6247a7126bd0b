/**
 * Fuzzing parseMatchState with tampered copies of real states: each field changed to a wrong
 * type, out of its range, or to a value the phase does not allow. It must throw INVALID_STATE
 * naming the field, accept every real state, and never let a prototype key or a non-plain object in.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  KiriError,
  legalActions,
  parseMatchState,
  reduce,
  type MatchState,
} from '../../src/index.js';
import { plan, statesOf } from '@kiri-dice/testing/matchArbitraries';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { prototypesUntouched } from './prototypes.js';

const MAX = Number.MAX_SAFE_INTEGER;
type Json = Record<string, unknown>;

/** A change to a copy of a state, and the fields the error may name (the field, or the one it contradicts). */
interface Tamper {
  readonly what: string;
  readonly change: (s: Json) => void;
  readonly names: readonly string[];
  /** Whether the change survives JSON text (NaN, Infinity and undefined do not). */
  readonly json: boolean;
}

const set = (
  path: string,
  value: unknown,
  names: readonly string[] = [path.replace(/\.(\d+)/g, '[$1]')],
  what = `${path} = ${fc.stringify(value)}`,
): Tamper => ({
  what,
  names: names.map((n) => `state.${n}`),
  json: value !== undefined && !/NaN|Infinity/.test(fc.stringify(value)),
  change: (s) => {
    const keys = path.split('.');
    const last = keys.pop()!;
    const target = keys.reduce<Json>((o, k) => o[k] as Json, s);
    if (value === undefined) Reflect.deleteProperty(target, last);
    else target[last] = value;
  },
});

const WRONG_TYPES: readonly unknown[] = ['1', true, {}, [], 1.5, -1, NaN, undefined];

/** Every tampering that makes this state invalid, each naming the fields its error may mention. */
function tampersFor(state: MatchState): Tamper[] {
  const { phase, round, chips, stake, pot, totalChips, lastRoll, lastRound } = state;
  const rolling = phase === 'rolling';
  const t: Tamper[] = [];
  const wrong = (path: string, values: readonly unknown[], names?: readonly string[]) =>
    values.forEach((v) => t.push(set(path, v, names)));

  // Wrong types, for every field (null is a wrong type only where the field is never null).
  wrong('phase', ['rolled', 1, null, 'Betting', ...WRONG_TYPES]);
  wrong('round', [0, 2 ** 53, Infinity, null, ...WRONG_TYPES]);
  wrong('bettor', [2, null, 0.5, '0', ...WRONG_TYPES]);
  wrong('roller', rolling ? [2, null, '1', ...WRONG_TYPES] : [0, 1, ...WRONG_TYPES]);
  wrong('stake', [
    null,
    ...WRONG_TYPES,
    ...(rolling || phase === 'accepting' ? [0, 2 ** 53] : [1, stake + 1]),
  ]);
  wrong('pot', [pot + 2, pot - 2, null, ...WRONG_TYPES]);
  wrong('chips', [null, [1], [1, 2, 3], '1,2', { 0: chips[0], 1: chips[1] }, ...WRONG_TYPES]);
  wrong('chips.0', [-1, 1.5, '1', null, 2 ** 53], ['chips[0]']);
  wrong('chips.1', [-1, 1.5, '1', null, 2 ** 53], ['chips[1]']);
  wrong('points', [null, [0], [0, 0, 0], ...WRONG_TYPES]);
  wrong('points.0', [-1, 0.5, '0', null, rolling ? 4 : 1], ['points[0]']);
  wrong('points.1', [-1, 0.5, '0', null, rolling ? 4 : 1], ['points[1]']);
  wrong('bonusRolls', [null, ...WRONG_TYPES, ...(rolling ? [2 ** 53] : [1, 2])]);
  wrong(
    'winner',
    phase === 'over' ? [2, '1', 0.5, ...WRONG_TYPES.slice(0, -1)] : [0, 1, ...WRONG_TYPES],
  );
  wrong(
    'error',
    [
      'x',
      [],
      1,
      true,
      {},
      { code: 'NOPE', message: 'm' },
      { code: 'INVALID_ACTION' },
      { code: 'INVALID_ACTION', message: 'm', note: 1 },
    ],
    ['error', 'error.code', 'error.message', 'error.note'],
  );
  wrong('error', [{ code: 'INVALID_ACTION', message: 5 }], ['error.message']);
  // Only the six codes of a rejected action can be a state's error; the other three are thrown.
  wrong(
    'error',
    ['INVALID_RULES', 'INVALID_STATE', 'INVALID_OPTIONS'].map((code) => ({ code, message: 'm' })),
    ['error.code'],
  );
  wrong('totalChips', [totalChips + 1, totalChips - 1, String(totalChips), null, ...WRONG_TYPES]);
  wrong('seed', [-1, 1.5, 2 ** 53, '1', null, ...WRONG_TYPES]);
  wrong('rng', [null, [], [1, 2, 3], [1, 2, 3, 4, 5], '1,2,3,4', ...WRONG_TYPES]);
  wrong('rng.0', [-(2 ** 31) - 1, 2 ** 32, 1.5, '1', null], ['rng[0]']);
  wrong('rng.3', [-(2 ** 31) - 1, 2 ** 32, 1.5, '1', null], ['rng[3]']);

  // Changes the phase does not allow.
  const phases = ['betting', 'accepting', 'rolling', 'over'].filter((p) => p !== phase);
  // A betting state relabelled 'over' is the state after a declined bet or a halt, and the
  // reverse: both valid.
  const declined = phase === 'over' && state.winner === null;
  for (const p of phases)
    if (!(phase === 'betting' && p === 'over') && !(declined && p === 'betting')) {
      t.push(
        set(
          'phase',
          p,
          [
            'roller',
            'stake',
            'pot',
            'chips[0]',
            'chips[1]',
            'winner',
            'points[0]',
            'points[1]',
            'bonusRolls',
          ],
          `phase = '${p}' in a ${phase} state`,
        ),
      );
    }
  if (rolling) t.push(set('stake', stake + 1, ['pot', 'stake']));
  if (phase === 'accepting') t.push(set('stake', Math.min(chips[0], chips[1]) + 1, ['stake']));
  if (phase === 'betting') t.push(set('chips', [0, totalChips], ['chips[0]']));
  // Balances that are each whole but add up past 2^53 - 1, where sums stop being exact.
  t.push({
    what: 'chips and totalChips past 2^53 - 1',
    names: ['state.totalChips'],
    json: true,
    change: (s) => Object.assign(s, { chips: [MAX - pot, MAX], totalChips: 2 * MAX }),
  });
  t.push(set('chips.0', chips[0] + 1, ['totalChips', 'stake']));
  if (round > 1) t.push(set('bettor', 1 - state.bettor, ['bettor']));
  if (phase === 'over' && state.winner !== null)
    t.push(set('winner', 1 - state.winner, ['winner']));

  // The last roll: none in round 1 before the rolling starts, one from round 2 on (unless the
  // match was lost on time in round 1), well-formed, and what its dice make. A match over with no
  // winner in round 1 may have one or none: a halt may come during the rolls.
  const onTimeInRound1 = lastRound?.reason === 'timeout' && round === 2;
  if (round > 1) {
    if (!onTimeInRound1) t.push(set('lastRoll', null, ['lastRoll']));
  } else if (!rolling && !declined)
    t.push(set('lastRoll', { player: 0, dice: [1, 2], combination: 'kvatra' }, ['lastRoll']));
  const roll = lastRoll ?? { player: 0, dice: [1, 2], combination: 'kvatra' };
  const noRollYet = round === 1 && !rolling && !declined;
  const withRoll = (change: Json, names: readonly string[]) =>
    t.push(
      set(
        'lastRoll',
        { ...roll, ...change },
        noRollYet ? ['lastRoll'] : names,
        `lastRoll with ${fc.stringify(change)}`,
      ),
    );
  withRoll({ player: 2 }, ['lastRoll.player']);
  withRoll({ dice: [0, 1] }, ['lastRoll.dice[0]']);
  withRoll({ dice: [1, 9] }, ['lastRoll.dice[1]']);
  withRoll({ dice: [1] }, ['lastRoll.dice']);
  withRoll({ combination: 'nope' }, ['lastRoll.combination']);
  withRoll({ combination: roll.combination === 'dead' ? 'kiri' : 'dead' }, [
    'lastRoll.combination',
  ]);
  withRoll({ note: 1 }, ['lastRoll.note']);

  // The last round: absent in round 1, then the round before, won by this round's bettor.
  if (round === 1)
    t.push(
      set('lastRound', { round: 0, winner: 0, reason: 'kiri', pot: 2, points: [0, 0] }, [
        'lastRound',
      ]),
    );
  else {
    t.push(set('lastRound', null, ['lastRound']));
    const result = lastRound!;
    const withResult = (change: Json, names: readonly string[]) =>
      t.push(
        set('lastRound', { ...result, ...change }, names, `lastRound with ${fc.stringify(change)}`),
      );
    withResult({ round }, ['lastRound.round']);
    withResult({ winner: 1 - result.winner }, ['bettor', 'lastRound.winner']);
    withResult({ winner: 2 }, ['lastRound.winner']);
    withResult({ reason: 'luck' }, ['lastRound.reason']);
    // Only a match that is over can have ended on time.
    if (phase !== 'over')
      withResult({ reason: 'timeout' }, ['phase', 'lastRound.points', 'lastRound']);
    withResult({ pot: 0 }, ['lastRound.pot']);
    withResult({ pot: totalChips + 2 }, ['lastRound.pot']);
    withResult({ points: [-1, 0] }, ['lastRound.points[0]']);
    withResult({ points: 'none' }, ['lastRound.points']);
    withResult({ note: 1 }, ['lastRound.note']);
  }

  // Fields that do not exist, prototype keys among them.
  for (const key of ['note', 'constructor', 'prototype', 'toString']) t.push(set(key, 1, [key]));
  return t;
}

/** A mutable deep copy (what JSON.parse(JSON.stringify(s)) gives, ten times faster). */
const clone = (s: MatchState): Json => ({
  ...s,
  chips: [...s.chips],
  points: [...s.points],
  rng: [...s.rng],
  lastRoll: s.lastRoll && { ...s.lastRoll, dice: [...s.lastRoll.dice] },
  lastRound: s.lastRound && { ...s.lastRound, points: [...s.lastRound.points] },
  error: s.error && { ...s.error },
});

const realState = fc.tuple(plan, fc.nat()).map(([p, i]) => {
  const states = statesOf(p);
  return states[i % states.length]!;
});

/** The field a parseMatchState message names: `parseMatchState: state.chips[0] must be ...`. */
function namedField(error: unknown): string | undefined {
  expect(error).toBeInstanceOf(KiriError);
  expect((error as KiriError).code).toBe('INVALID_STATE');
  return /^parseMatchState: (state[\w.[\]]*) must be /.exec((error as KiriError).message)?.[1];
}

/** The same without expect (fast enough for thousands of calls), with what went wrong instead. */
function fieldOf(error: unknown): string {
  if (error === undefined) return 'nothing: it was accepted';
  if (!(error instanceof KiriError) || error.code !== 'INVALID_STATE')
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever was thrown, as String() shows it
    return `an unexpected error: ${String(error)}`;
  return (
    /^parseMatchState: (state[\w.[\]]*) must be /.exec(error.message)?.[1] ??
    `a message naming no field: ${error.message}`
  );
}

/** What parseMatchState threw, or undefined; without stack traces, which cost most of the time here. */
function rejection(input: unknown): unknown {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    parseMatchState(input);
  } catch (error) {
    return error;
  } finally {
    Error.stackTraceLimit = limit;
  }
  return undefined;
}

describe('parseMatchState with tampered states', () => {
  afterAll(() => {
    expect(prototypesUntouched()).toBe(true);
  });

  it('rejects every tampered field with INVALID_STATE naming it', () => {
    fc.assert(
      fc.property(realState, (state) => {
        const wrong: string[] = [];
        for (const tamper of tampersFor(state)) {
          const copy = clone(state);
          tamper.change(copy);
          const field = fieldOf(rejection(copy));
          if (!tamper.names.includes(field))
            wrong.push(`${tamper.what}: named ${field}, expected ${tamper.names.join(' or ')}`);
          // The same answer from the JSON text.
          if (tamper.json && fieldOf(rejection(JSON.stringify(copy))) !== field)
            wrong.push(`${tamper.what}: the JSON text gave another answer`);
        }
        if (wrong.length > 0)
          throw new Error(`in ${JSON.stringify(state)}:\n  ${wrong.join('\n  ')}`);
      }),
      { numRuns: runs(150) },
    );
  });

  it('rejects own __proto__ and constructor keys, at the top and inside', () => {
    fc.assert(
      fc.property(realState, (state) => {
        for (const where of ['', 'chips', 'points', 'rng', 'lastRoll', 'lastRound', 'error']) {
          for (const key of ['__proto__', 'constructor']) {
            // JSON.parse makes "__proto__" an own property: the shape an attacker sends.
            const json = JSON.parse(JSON.stringify(state)) as Json;
            const target = (where ? json[where] : json) as Json | null;
            if (target === null || Array.isArray(target)) continue;
            Object.defineProperty(target, key, {
              value: { polluted: true },
              enumerable: true,
              configurable: true,
            });
            expect(fieldOf(rejection(json))).toBe(where ? `state.${where}.${key}` : `state.${key}`);
          }
        }
        expect(prototypesUntouched()).toBe(true);
      }),
      { numRuns: runs(100) },
    );
  });

  it('rejects class instances, Maps, arrays and null-prototype look-alikes only where they are not plain', () => {
    fc.assert(
      fc.property(realState, (state) => {
        const json = JSON.parse(JSON.stringify(state)) as Json;
        expect(namedField(rejection(Object.assign(new (class State {})(), json)))).toBe('state');
        expect(namedField(rejection(new Map(Object.entries(json))))).toBe('state');
        expect(namedField(rejection(Object.values(json)))).toBe('state');
        expect(namedField(rejection({ ...json, chips: new Uint32Array(state.chips) }))).toBe(
          'state.chips',
        );
        // A null-prototype copy is plain data too (structured clones and some parsers make them).
        expect(parseMatchState(Object.assign(Object.create(null) as object, json))).toEqual(state);
      }),
      { numRuns: runs(200) },
    );
  });

  it('rejects text that is not JSON, naming the state', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let json = true;
        try {
          JSON.parse(text);
        } catch {
          json = false;
        }
        fc.pre(!json);
        expect(fieldOf(rejection(text))).toBe('state');
      }),
      { numRuns: runs(200) },
    );
    expect((rejection('{"phase": "betting",') as Error).message).toMatchInlineSnapshot(
      `"parseMatchState: state must be a MatchState or its JSON text, got "text that is not JSON""`,
    );
  });

  it('rejects states it cannot read: throwing getters, throwing or revoked Proxies', () => {
    fc.assert(
      fc.property(realState, (state) => {
        // The get trap is never reached: fields are read through their descriptors.
        expect(
          parseMatchState(
            new Proxy(JSON.parse(JSON.stringify(state)) as Json, {
              get: () => {
                throw new Error('get');
              },
            }),
          ),
        ).toEqual(state);
        for (const how of ['getOwnPropertyDescriptor', 'ownKeys', 'getPrototypeOf', 'revoked']) {
          const json = JSON.parse(JSON.stringify(state)) as Json;
          let input: unknown = new Proxy(json, {
            [how]: () => {
              throw new Error(how);
            },
          });
          if (how === 'revoked') {
            const { proxy, revoke } = Proxy.revocable(json, {});
            revoke();
            input = proxy;
          }
          expect((rejection(input) as Error).message).toBe(
            'parseMatchState: the state could not be read: a getter or Proxy trap threw',
          );
        }
        for (const key of ['phase', 'round', 'chips', 'rng', 'error', 'seed']) {
          const json = JSON.parse(JSON.stringify(state)) as Json;
          Object.defineProperty(json, key, {
            get: () => {
              throw new Error('getter');
            },
            enumerable: true,
          });
          // A getter is refused, never called.
          expect(rejection(json)).toEqual(
            new KiriError(
              'INVALID_STATE',
              `parseMatchState: state.${key} must be a plain data property, not a getter or setter, got a function`,
            ),
          );
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it('whatever it accepts is a state the engine plays: its legal actions are accepted and chips stay whole', () => {
    const anyPath = (s: Json): string[][] =>
      Object.entries(s).flatMap(([k, v]) => [
        [k],
        ...(typeof v === 'object' && v !== null ? anyPath(v as Json).map((p) => [k, ...p]) : []),
      ]);
    fc.assert(
      fc.property(
        realState,
        fc.nat(),
        fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.integer({ min: -2, max: 2 ** 53 + 2 })),
        (state, pick, value) => {
          const copy = JSON.parse(JSON.stringify(state)) as Json;
          const paths = anyPath(copy);
          const path = paths[pick % paths.length]!;
          const target = path.slice(0, -1).reduce<Json>((o, k) => o[k] as Json, copy);
          target[path.at(-1)!] = value;
          let parsed: MatchState;
          try {
            parsed = parseMatchState(copy);
          } catch (error) {
            namedField(error);
            return;
          }
          expect(JSON.stringify(parseMatchState(JSON.stringify(parsed)))).toBe(
            JSON.stringify(parsed),
          );
          expect(parsed.chips[0] + parsed.chips[1] + parsed.pot).toBe(parsed.totalChips);
          expect(Number.isSafeInteger(parsed.totalChips)).toBe(true);
          for (const action of legalActions(parsed)) {
            const after = reduce(parsed, action);
            expect(after.error).toBeNull();
            expect(after.chips[0] + after.chips[1] + after.pot).toBe(after.totalChips);
          }
        },
      ),
      { numRuns: runs(2000) },
    );
  });
});
