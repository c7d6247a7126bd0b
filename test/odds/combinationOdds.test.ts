import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { combinationOdds } from '../../src/odds/index.js';
import { house, rulesArbitrary } from '@kiri-dice/testing/houseRules';

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

describe('combinationOdds', () => {
  it('gives the exact odds of the standard combinations, in priority order', () => {
    expect(
      combinationOdds().map(({ id, count, fraction, probability }) => [
        id,
        count,
        `${fraction.numerator}/${fraction.denominator}`,
        probability,
      ]),
    ).toEqual([
      ['dead', 1, '1/64', 0.015625],
      ['kiri', 4, '1/16', 0.0625],
      ['midKiri', 5, '5/64', 0.078125],
      ['reverse', 2, '1/32', 0.03125],
      ['kvatra', 18, '9/32', 0.28125],
      ['normal', 34, '17/32', 0.53125],
    ]);
  });

  it('counts house rules, down to a combination that claims every roll', () => {
    expect(combinationOdds(house).map(({ id, count }) => `${id} ${count}`)).toEqual([
      'jackpot 1',
      'bust 3',
      'triple 3',
      'double 10',
      'again 3',
      'idle 2',
      'pass 42',
    ]);
    // The seed's reference table as a house rule: Kvatra 16 of 64, as if 1+6 were Normal.
    const seedTable = defineRules({
      ...standardRulesSpec,
      combinations: standardRulesSpec.combinations.map((c) =>
        c.id === 'kvatra'
          ? { ...c, dice: (c.dice as [number, number][]).filter(([a, b]) => a !== 1 || b !== 6) }
          : c.id === 'normal'
            ? { ...c, dice: 'any' }
            : c,
      ),
    });
    expect(
      combinationOdds(seedTable)
        .slice(4)
        .map(({ id, fraction }) => [id, fraction]),
    ).toEqual([
      ['kvatra', { numerator: 1, denominator: 4 }],
      ['normal', { numerator: 9, denominator: 16 }],
    ]);
    const all = defineRules({ combinations: [{ id: 'win', dice: 'any', instant: 'win' }] });
    expect(combinationOdds(all)).toEqual([
      { id: 'win', count: 64, fraction: { numerator: 1, denominator: 1 }, probability: 1 },
    ]);
  });

  it('returns frozen entries', () => {
    for (const odds of [combinationOdds(), combinationOdds(house)]) {
      expect(Object.isFrozen(odds)).toBe(true);
      for (const entry of odds) {
        expect(Object.isFrozen(entry)).toBe(true);
        expect(Object.isFrozen(entry.fraction)).toBe(true);
      }
    }
  });

  it('always covers the 64 outcomes with reduced fractions equal to count / 64', () => {
    fc.assert(
      fc.property(rulesArbitrary(), (rules) => {
        const odds = combinationOdds(rules);
        expect(odds.map((o) => o.id)).toEqual(rules.combinations.map((c) => c.id));
        expect(odds.reduce((sum, o) => sum + o.count, 0)).toBe(64);
        for (const { id, count, fraction, probability } of odds) {
          expect(count).toBe(rules.table.filter((c) => c.id === id).length);
          expect(gcd(fraction.numerator, fraction.denominator)).toBe(1);
          expect(fraction.numerator * 64).toBe(count * fraction.denominator);
          expect(probability).toBe(count / 64);
        }
      }),
    );
  });

  it('throws INVALID_RULES for rules that did not come from defineRules', () => {
    expect(() => combinationOdds({} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: combinationOdds: rules must be rules from defineRules()]`,
    );
    expect(() => combinationOdds(null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    );
  });
});
