import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyRoll, standardRules, type RulesSpec } from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { isDeepFrozen } from '../helpers.js';

const tail = { id: 'normal', dice: 'any', endsTurn: true } as const;

describe('defineRules', () => {
  it('compiles the standard spec to exactly standardRules', () => {
    expect(defineRules(standardRulesSpec)).toEqual(standardRules);
    expect(isDeepFrozen(standardRules)).toBe(true);
    expect(isDeepFrozen(standardRulesSpec)).toBe(true);
  });

  it('compiles the JSON table shown on the rules page to standardRules', () => {
    const page = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
    const json = /```json\n([\s\S]*?)```/.exec(page)?.[1];
    expect(defineRules(JSON.parse(json!) as RulesSpec)).toEqual(standardRules);
  });

  it('lets scoring pass the turn (a house rule)', () => {
    const passOnScore = defineRules({
      ...standardRulesSpec,
      name: 'pass-on-score',
      combinations: standardRulesSpec.combinations.map((c) =>
        c.points ? { ...c, endsTurn: true } : c,
      ),
    });
    expect(classifyRoll(1, 2, passOnScore)).toMatchObject({
      id: 'kvatra',
      points: 1,
      endsTurn: true,
    });
    expect(classifyRoll(4, 4, passOnScore)).toMatchObject({ id: 'midKiri', endsTurn: true });
    expect(classifyRoll(3, 3, passOnScore).endsTurn).toBe(false);
    expect(passOnScore.name).toBe('pass-on-score');
  });

  it('takes pairs, sum ranges, predicates and "any", first match wins, order of dice ignored', () => {
    const rules = defineRules({
      targetPoints: 6,
      combinations: [
        { id: 'snake', dice: [[1, 1]], instant: 'lose' },
        { id: 'high', dice: { minSum: 15 }, instant: 'win', names: { en: 'High' } },
        { id: 'double', dice: (a, b) => a === b, points: 3, names: { ru: 'Дубль' } },
        { id: 'low', dice: { maxSum: 5 }, points: 1, bonusRolls: 1 },
        { ...tail, names: { en: 'Plain', ru: 'Простой' } },
      ],
    });
    expect(rules).toMatchObject({ name: 'custom', targetPoints: 6 });
    expect(classifyRoll(1, 1, rules).id).toBe('snake');
    expect(classifyRoll(8, 8, rules).id).toBe('high'); // before 'double'
    expect(classifyRoll(7, 8, rules).id).toBe('high');
    expect(classifyRoll(2, 2, rules).id).toBe('double'); // before 'low'
    expect(classifyRoll(4, 1, rules)).toMatchObject({
      id: 'low',
      points: 1,
      bonusRolls: 1,
      endsTurn: false,
      instant: null,
    });
    expect(classifyRoll(2, 5, rules).id).toBe('normal');
    expect(classifyRoll(1, 1, rules).names).toEqual({ en: 'snake', ru: 'snake' });
    expect(classifyRoll(8, 8, rules).names).toEqual({ en: 'High', ru: 'High' });
    expect(classifyRoll(3, 3, rules).names).toEqual({ en: 'Дубль', ru: 'Дубль' });
    expect(classifyRoll(2, 5, rules).names).toEqual({ en: 'Plain', ru: 'Простой' });
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++)
        expect(classifyRoll(a, b, rules)).toBe(classifyRoll(b, a, rules));
    expect(isDeepFrozen(rules)).toBe(true);
  });

  it('calls a predicate once per unordered pair, with a <= b', () => {
    const calls: [number, number][] = [];
    defineRules({
      combinations: [{ id: 'x', dice: (a, b) => (calls.push([a, b]), a + b > 2), points: 1 }, tail],
    });
    expect(calls).toHaveLength(36);
    expect(calls.every(([a, b]) => a <= b)).toBe(true);
  });

  it('rejects malformed tables with INVALID_RULES naming the field', () => {
    const bad = (spec: unknown) => () => defineRules(spec as RulesSpec);
    expect(bad(null)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules must be an object { name, targetPoints, combinations }, got null]`,
    );
    expect(bad({ combinations: [tail], target: 4 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.target must be absent (allowed: name, targetPoints, combinations), got 4]`,
    );
    expect(bad({ name: 7, combinations: [tail] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.name must be a string, got 7]`,
    );
    expect(bad({ targetPoints: 0, combinations: [tail] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.targetPoints must be a whole number from 1 to 100, got 0]`,
    );
    expect(bad({ targetPoints: 2.5, combinations: [tail] })).toThrow(
      /targetPoints must be a whole number from 1 to 100, got 2.5/,
    );
    expect(bad({ combinations: [] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations must be an array of 1 to 36 combinations, got an array]`,
    );
    expect(bad({ combinations: 'all' })).toThrow(
      /rules.combinations must be an array of 1 to 36 combinations, got "all"/,
    );
    expect(
      bad({
        combinations: [
          { id: 'win', dice: 'any', instant: 'win' },
          { id: 'win', dice: 'any' },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[1].id must be a unique name of letters, digits, '_' or '-' that starts with a letter, got "win"]`,
    );
    expect(bad({ combinations: [{ id: '__proto__', dice: 'any', instant: 'win' }] })).toThrow(
      /rules.combinations\[0\].id must be/,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', points: -1 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].points must be a whole number from 0 to 100, got -1]`,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', points: 1, bonusRolls: 0.5 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].bonusRolls must be a whole number from 0 to 100, got 0.5]`,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', points: 1, endsTurn: 'yes' }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].endsTurn must be true or false, got "yes"]`,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', instant: 'draw' }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].instant must be "win", "lose" or null, got "draw"]`,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', instant: 'win', points: 2 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0] must be without points or extra rolls: an instant combination ends the round, got an object]`,
    );
    expect(bad({ combinations: [{ id: 'a', dice: 'any', points: 1, extra: 1 }] })).toThrow(
      /rules.combinations\[0\].extra must be absent \(allowed: id, names, dice, points, bonusRolls, endsTurn, instant\)/,
    );
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', points: 1, names: { de: 'A' } }] }),
    ).toThrow(/rules.combinations\[0\].names.de must be absent \(allowed: en, ru\)/);
    expect(
      bad({ combinations: [{ id: 'a', dice: 'any', points: 1, names: { en: 5 } }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].names must be an object of strings { en, ru }, got an object]`,
    );
  });

  it('rejects bad dice matchers', () => {
    const withDice = (dice: unknown) => () =>
      defineRules({ combinations: [{ id: 'a', dice, points: 1 } as never, tail] });
    expect(withDice([[1, 9]])).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice[0][1] must be a whole number from 1 to 8, got 9]`,
    );
    expect(withDice([[1]])).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice[0] must be a pair of whole numbers from 1 to 8, got an array]`,
    );
    // eslint-disable-next-line no-sparse-arrays
    expect(withDice([, [1, 2]])).toThrow(
      /dice\[0\] must be a pair of whole numbers from 1 to 8, got undefined/,
    );
    expect(withDice({ maxSum: 1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice.maxSum must be a whole number from 2 to 16, got 1]`,
    );
    expect(withDice({ minSum: 'low' })).toThrow(
      /dice.minSum must be a whole number from 2 to 16, got "low"/,
    );
    expect(withDice({ sum: 7 })).toThrow(/dice.sum must be absent \(allowed: minSum, maxSum\)/);
    expect(withDice('all')).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice must be a list of pairs, { minSum, maxSum }, 'any' or a predicate, got "all"]`,
    );
    expect(withDice(undefined)).toThrow(/dice must be a list of pairs/);
    expect(
      withDice(() => {
        throw new Error('boom');
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice must be a predicate that does not throw, got "boom"]`,
    );
    expect(
      withDice(() => {
        throw 'raw';
      }),
    ).toThrow(/a predicate that does not throw, got "raw"/);
  });

  it('rejects tables that leave a roll unmatched, shadow a combination, or can never end a round', () => {
    expect(() =>
      defineRules({ combinations: [{ id: 'a', dice: { maxSum: 7 }, points: 1 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations must be a table that covers every roll (end it with { dice: 'any' }); nothing matches 1 + 7, got an array]`,
    );
    expect(() =>
      defineRules({
        combinations: [
          { id: 'a', dice: 'any', points: 1 },
          { id: 'b', dice: [[1, 1]] },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[1].dice must be a matcher that claims a roll no earlier combination took, got an array]`,
    );
    expect(() =>
      defineRules({ combinations: [{ id: 'a', dice: 'any', bonusRolls: 2 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations must be a table where some combination gives points or wins or loses at once, or no round could end, got an array]`,
    );
  });

  it('calls a predicate once for each unordered pair no earlier combination claimed, as documented', () => {
    const asked: string[] = [];
    defineRules({
      combinations: [
        { id: 'doubles', dice: (a, b) => a === b, instant: 'win' },
        { id: 'rest', dice: (a, b) => (asked.push(`${a}+${b}`), true), endsTurn: true, points: 1 },
      ],
    });
    // 36 unordered pairs, of which the 8 doubles were taken by the first combination.
    expect(asked).toHaveLength(28);
    expect(new Set(asked).size).toBe(28);
    expect(asked.every((pair) => pair.split('+')[0]! < pair.split('+')[1]!)).toBe(true);
  });

  it('bounds what a table may hold, so that the solver and the simulator stay fast', () => {
    expect(() => defineRules({ ...standardRulesSpec, targetPoints: 101 })).toThrow(
      /^defineRules: rules\.targetPoints must be a whole number from 1 to 100, got 101$/,
    );
    const many = Array.from({ length: 37 }, (_, i) => ({
      id: `c${i}`,
      dice: 'any' as const,
      points: 1,
    }));
    expect(() => defineRules({ combinations: many })).toThrow(
      /^defineRules: rules\.combinations must be an array of 1 to 36 combinations/,
    );
    const pairs = Array.from({ length: 65 }, () => [1, 1] as const);
    expect(() =>
      defineRules({
        combinations: [
          { id: 'a', dice: pairs, points: 1 },
          { id: 'b', dice: 'any', points: 1 },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: rules.combinations[0].dice must be a list of at most 64 pairs, got an array]`,
    );
    // A list's own iterator is never called: it is read by index.
    const sly = Object.assign([[1, 1]], {
      [Symbol.iterator]: () => {
        throw new Error('iterated');
      },
    });
    expect(
      defineRules({
        combinations: [
          { id: 'a', dice: sly as never, instant: 'lose' },
          { id: 'b', dice: 'any', points: 1 },
        ],
      }).table[0]?.id,
    ).toBe('a');
  });

  it('turns a getter or Proxy of the spec that throws into INVALID_RULES, and only rules it built are rules', () => {
    const getter = Object.defineProperty(
      { combinations: standardRulesSpec.combinations },
      'targetPoints',
      {
        get: () => {
          throw new Error('boom');
        },
        enumerable: true,
      },
    );
    expect(() => defineRules(getter as RulesSpec)).toThrow(
      /^defineRules: rules\.targetPoints must be a plain data property/,
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => defineRules(proxy as RulesSpec)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: defineRules: the rules could not be read: a getter or Proxy trap threw]`,
    );
    const rules = defineRules(standardRulesSpec);
    expect(classifyRoll(8, 6, rules).id).toBe('kiri');
    expect(() => classifyRoll(8, 6, { ...rules })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: classifyRoll: rules must be rules from defineRules()]`,
    );
    expect(() =>
      classifyRoll(8, 6, JSON.parse(JSON.stringify(standardRules)) as typeof standardRules),
    ).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
  });

  it('takes up to 36 combinations and lists of up to 64 pairs, the bounds themselves included', () => {
    const pairs: [number, number][] = [];
    for (let a = 1; a <= 8; a++) for (let b = a; b <= 8; b++) pairs.push([a, b]);
    const all = defineRules({
      combinations: pairs.map(([a, b], i) => ({ id: `c${i}`, dice: [[a, b]], points: 1 })),
    });
    expect(all.combinations).toHaveLength(36);
    const list = Array.from({ length: 64 }, () => [8, 8] as const);
    expect(
      defineRules({
        combinations: [
          { id: 'a', dice: list, instant: 'win' },
          { id: 'b', dice: 'any', points: 1 },
        ],
      }).table[63]?.id,
    ).toBe('a');
  });

  it('reads the items of its lists as plain data, never through a getter', () => {
    const combinations = Object.defineProperty([...standardRulesSpec.combinations], 0, {
      get: () => standardRulesSpec.combinations[0],
      enumerable: true,
    });
    expect(() => defineRules({ combinations })).toThrow(
      /^defineRules: rules\.combinations\[0\] must be a plain data property, not a getter or setter, got a function$/,
    );
    const dice = Object.defineProperty([[1, 1]], 0, { get: () => [1, 1], enumerable: true });
    expect(() =>
      defineRules({
        combinations: [
          { id: 'a', dice: dice as never, instant: 'lose' },
          { id: 'b', dice: 'any', points: 1 },
        ],
      }),
    ).toThrow(/^defineRules: rules\.combinations\[0\]\.dice\[0\] must be a plain data property/);
  });
});
