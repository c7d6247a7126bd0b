/**
 * defineRules against the model's reading of the same rules data: every table the rules page
 * allows compiles to the model's classification of all 64 rolls, and every malformed table is
 * rejected when it is built, with INVALID_RULES naming what is wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRoll, KiriError, standardRules, type RulesSpec } from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { houseRules, pairsOf } from '@kiri-dice/testing/houseRules';
import {
  modelClassify,
  modelRulesOf,
  modelStandardRules,
  type HouseRulesData,
} from '@kiri-dice/testing/modelRules';

const RUNS = runs(300);

/** What defineRules threw for a spec (failing the test if it was anything but INVALID_RULES). */
function rejection(spec: unknown): KiriError | undefined {
  try {
    defineRules(spec as RulesSpec);
  } catch (error) {
    expect(error).toBeInstanceOf(KiriError);
    expect((error as KiriError).code).toBe('INVALID_RULES');
    return error as KiriError;
  }
  return undefined;
}

/** The field an INVALID_RULES message names: `defineRules: rules.targetPoints must be ...`. */
function rejectedField(spec: unknown): string | undefined {
  const message = rejection(spec)?.message;
  return message && (/^defineRules: (rules[\w.[\]-]*) must be /.exec(message)?.[1] ?? message);
}

const copy = (
  rules: HouseRulesData,
): { -readonly [K in keyof HouseRulesData]: HouseRulesData[K] } & {
  combinations: Record<string, unknown>[];
} => ({ ...rules, combinations: rules.combinations.map((c) => ({ ...c })) });

describe('defineRules against the model', () => {
  it('compiles every allowed table to what the model reads, for all 64 rolls', () => {
    fc.assert(
      fc.property(houseRules, (data) => {
        const rules = defineRules(data);
        const model = modelRulesOf(data);
        expect(rules).toMatchObject({ name: 'house', targetPoints: data.targetPoints });
        expect(rules.combinations.map((c) => c.id)).toEqual(data.combinations.map((c) => c.id));
        for (let a = 1; a <= 8; a++) {
          for (let b = 1; b <= 8; b++) {
            const { id, points, bonusRolls, endsTurn, instant } = classifyRoll(a, b, rules);
            const expected = modelClassify(model, a, b);
            expect({ id, points, bonusRolls, endsTurn, instant }).toEqual({
              id: expected.id,
              points: expected.points,
              bonusRolls: expected.bonusRolls,
              endsTurn: expected.endsTurn,
              instant: expected.instant,
            });
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('compiles a predicate to the same table as the pairs it accepts, calling it once per unordered pair with a <= b', () => {
    fc.assert(
      fc.property(houseRules, (data) => {
        const calls: string[] = [];
        const withPredicates = {
          ...data,
          combinations: data.combinations.map((c) => {
            const pairs = pairsOf(c);
            return {
              ...c,
              dice: (a: number, b: number) => (
                calls.push(`${c.id}:${a}+${b}`),
                pairs.includes(a * 8 + b)
              ),
            };
          }),
        };
        const rules = defineRules(withPredicates);
        expect(rules.table.map((c) => c.id)).toEqual(defineRules(data).table.map((c) => c.id));
        for (const call of calls)
          expect(Number(call.split(':')[1]!.split('+')[0])).toBeLessThanOrEqual(
            Number(call.split('+')[1]),
          );
        expect(new Set(calls).size).toBe(calls.length);
      }),
      { numRuns: runs(100) },
    );
  });

  it('fills the defaults: no points, no extra rolls, keeps the turn, not instant, target 4, name custom', () => {
    fc.assert(
      fc.property(houseRules, (data) => {
        // Only the dice of each combination, plus points on the first so that a round can end.
        const bare = {
          combinations: data.combinations.map(({ id, dice }, i) => ({
            id,
            dice,
            ...(i === 0 && { points: 1 }),
          })),
        };
        const rules = defineRules(bare);
        expect(rules).toMatchObject({ name: 'custom', targetPoints: 4 });
        rules.combinations.forEach((c, i) =>
          expect(c).toEqual({
            id: data.combinations[i]!.id,
            names: { en: c.id, ru: c.id },
            points: i === 0 ? 1 : 0,
            bonusRolls: 0,
            endsTurn: false,
            instant: null,
          }),
        );
      }),
      { numRuns: runs(100) },
    );
  });

  it('standardRulesSpec lists, for each combination, exactly the pairs the rules page gives it', () => {
    for (const c of standardRulesSpec.combinations) {
      const listed = (c.dice as readonly (readonly [number, number])[])
        .map(([a, b]) => `${a}+${b}`)
        .sort();
      const expected: string[] = [];
      for (let a = 1; a <= 8; a++)
        for (let b = a; b <= 8; b++)
          if (modelClassify(modelStandardRules, a, b).id === c.id) expected.push(`${a}+${b}`);
      expect(listed).toEqual(expected.sort());
    }
    expect(defineRules(standardRulesSpec)).toEqual(standardRules);
  });

  it('fills display names: en from ru, ru from en, both from the id', () => {
    fc.assert(
      fc.property(
        houseRules,
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (data, en, ru) => {
          const names = {
            ...(en === undefined ? {} : { en }),
            ...(ru === undefined ? {} : { ru }),
          };
          const rules = defineRules({
            ...data,
            combinations: data.combinations.map((c) => ({ ...c, names })),
          });
          for (const c of rules.combinations) {
            expect(c.names).toEqual({ en: en ?? ru ?? c.id, ru: ru ?? en ?? c.id });
            expect(Object.isFrozen(c.names)).toBe(true);
          }
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('rejects a table that leaves a roll unmatched, naming the first one', () => {
    fc.assert(
      fc.property(houseRules, (data) => {
        const last = data.combinations.at(-1)!;
        fc.pre(last.dice === 'any' && data.combinations.length > 1);
        const spec = { ...data, combinations: data.combinations.slice(0, -1) };
        const claimed = new Set(spec.combinations.flatMap(pairsOf));
        fc.pre(claimed.size < 36);
        expect(rejectedField(spec)).toBe('rules.combinations');
        const [, a, b] = /nothing matches (\d) \+ (\d)/.exec(rejection(spec)!.message)!.map(Number);
        expect(claimed.has(Math.min(a!, b!) * 8 + Math.max(a!, b!))).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects a combination that claims no roll an earlier one left, and a table where no round could end', () => {
    fc.assert(
      fc.property(houseRules, fc.nat(), (data, pick) => {
        const spec = copy(data);
        const i = pick % spec.combinations.length;
        spec.combinations.push({ ...spec.combinations[i], id: 'again' });
        expect(rejectedField(spec)).toBe(
          `rules.combinations[${spec.combinations.length - 1}].dice`,
        );
        const calm = {
          ...data,
          combinations: data.combinations.map((c) => ({ ...c, points: 0, instant: null })),
        };
        expect(rejectedField(calm)).toBe('rules.combinations');
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects every malformed field, naming it', () => {
    type Breakage = [field: string, value: unknown, named: string];
    const breakages: Breakage[] = [
      ['targetPoints', 0, 'rules.targetPoints'],
      ['targetPoints', 101, 'rules.targetPoints'],
      ['targetPoints', 2.5, 'rules.targetPoints'],
      ['targetPoints', '4', 'rules.targetPoints'],
      ['name', 7, 'rules.name'],
      ['combinations', [], 'rules.combinations'],
      ['combinations', 'any', 'rules.combinations'],
      ['note', 1, 'rules.note'],
      ['c.points', -1, 'rules.combinations[0].points'],
      ['c.points', 101, 'rules.combinations[0].points'],
      ['c.bonusRolls', 0.5, 'rules.combinations[0].bonusRolls'],
      ['c.endsTurn', 'yes', 'rules.combinations[0].endsTurn'],
      ['c.instant', 'draw', 'rules.combinations[0].instant'],
      ['c.id', '1st', 'rules.combinations[0].id'],
      ['c.id', 'c1', 'rules.combinations[1].id'], // a duplicate is named where it repeats
      ['c.id', 5, 'rules.combinations[0].id'],
      ['c.names', { en: 5 }, 'rules.combinations[0].names'],
      ['c.names', { fr: 'x' }, 'rules.combinations[0].names.fr'],
      ['c.dice', [[0, 1]], 'rules.combinations[0].dice[0][0]'],
      ['c.dice', [[1, 9]], 'rules.combinations[0].dice[0][1]'],
      ['c.dice', [[1]], 'rules.combinations[0].dice[0]'],
      ['c.dice', { minSum: 1 }, 'rules.combinations[0].dice.minSum'],
      ['c.dice', { maxSum: 17 }, 'rules.combinations[0].dice.maxSum'],
      ['c.dice', { sum: 7 }, 'rules.combinations[0].dice.sum'],
      ['c.dice', 'all', 'rules.combinations[0].dice'],
      ['c.dice', 7, 'rules.combinations[0].dice'],
      [
        'c.dice',
        () => {
          throw new Error('no');
        },
        'rules.combinations[0].dice',
      ],
      [
        'c.dice',
        () => {
          throw 'no';
        },
        'rules.combinations[0].dice',
      ],
      ['c.note', 1, 'rules.combinations[0].note'],
      ['c.id', 'a b', 'rules.combinations[0].id'],
      ['c.id', 'x!', 'rules.combinations[0].id'],
      ['c.id', '_x', 'rules.combinations[0].id'],
      // Missing and null ids: as text they would read "undefined" and "null", which look like names.
      ['c.id', undefined, 'rules.combinations[0].id'],
      ['c.id', null, 'rules.combinations[0].id'],
      ['c.names', { en: 5, ru: 'x' }, 'rules.combinations[0].names'],
      ['c.names', { en: 'x', ru: 5 }, 'rules.combinations[0].names'],
      ['c', null, 'rules.combinations[0]'],
    ];
    // Every breakage on every sampled table (looping, not sampling, so none is ever skipped).
    fc.assert(
      fc.property(
        houseRules.filter((d) => d.combinations.length > 1),
        (data) => {
          for (const [field, value, named] of breakages) {
            const spec: Record<string, unknown> = copy(data);
            const first = (spec['combinations'] as Record<string, unknown>[])[0]!;
            if (field === 'c') (spec['combinations'] as unknown[])[0] = value;
            else if (field.startsWith('c.')) first[field.slice(2)] = value;
            else spec[field] = value;
            expect({ field, value, named: rejectedField(spec) }).toEqual({ field, value, named });
          }
        },
      ),
      { numRuns: runs(100) },
    );
    expect(rejectedField(null)).toBe('rules');
    // A throwing predicate is reported with what it threw.
    const thrown = (dice: unknown) =>
      rejection({ combinations: [{ id: 'x', dice, points: 1 }] })!.message;
    expect(
      thrown(() => {
        throw new RangeError('bad pair');
      }),
    ).toMatchInlineSnapshot(
      `"defineRules: rules.combinations[0].dice must be a predicate that does not throw, got "bad pair""`,
    );
    expect(
      thrown(() => {
        throw 'bad pair';
      }),
    ).toMatchInlineSnapshot(
      `"defineRules: rules.combinations[0].dice must be a predicate that does not throw, got "bad pair""`,
    );
    expect(
      rejectedField({ combinations: [{ id: 'win', dice: 'any', instant: 'win', points: 1 }] }),
    ).toBe('rules.combinations[0]');
  });
});
