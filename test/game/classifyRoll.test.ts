import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyRoll, KiriError, standardRules, type CombinationId } from '../../src/index.js';

/**
 * The 64 outcomes, written by hand from the rules page (rows: first die 1..8, columns: second
 * die 1..8). D dead, K kiri, M midKiri, R reverse, Q kvatra, N normal.
 */
const GRID = `
  D Q Q Q Q Q N N
  Q M Q Q Q N N N
  Q Q R Q N N N N
  Q Q Q M N N N N
  Q Q N N M N N N
  Q N N N N R N K
  N N N N N N M K
  N N N N N K K M
`;
const LETTER: Record<string, CombinationId> = {
  D: 'dead',
  K: 'kiri',
  M: 'midKiri',
  R: 'reverse',
  Q: 'kvatra',
  N: 'normal',
};
const expected = GRID.trim()
  .split('\n')
  .map((row) =>
    row
      .trim()
      .split(' ')
      .map((letter) => LETTER[letter]),
  );

describe('classifyRoll', () => {
  it.each(Array.from({ length: 64 }, (_, i) => [(i >> 3) + 1, (i & 7) + 1] as const))(
    '%i + %i',
    (a, b) => {
      expect(classifyRoll(a, b).id).toBe(expected[a - 1]![b - 1]);
    },
  );

  it('counts each combination over the 64 ordered outcomes exactly as the rules page', () => {
    const counts: Record<string, number> = {};
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++)
        counts[classifyRoll(a, b).id] = (counts[classifyRoll(a, b).id] ?? 0) + 1;
    expect(counts).toEqual({ dead: 1, kiri: 4, midKiri: 5, reverse: 2, kvatra: 18, normal: 34 });
  });

  it('settles the overlaps by priority', () => {
    expect(classifyRoll(1, 1).id).toBe('dead'); // not Kvatra
    expect(classifyRoll(8, 8).id).toBe('midKiri'); // not Kiri
    expect(classifyRoll(2, 2).id).toBe('midKiri'); // not Kvatra
    expect(classifyRoll(3, 3).id).toBe('reverse'); // not Kvatra
  });

  it('describes each combination as the rules page does', () => {
    expect(
      standardRules.combinations.map(({ id, names, points, bonusRolls, endsTurn, instant }) => [
        id,
        names.en,
        names.ru,
        points,
        bonusRolls,
        endsTurn,
        instant,
      ]),
    ).toEqual([
      ['dead', 'Dead', 'Dead', 0, 0, false, 'lose'],
      ['kiri', 'Kiri', 'Kiri', 0, 0, false, 'win'],
      ['midKiri', 'Mid Kiri', 'Mid Kiri', 2, 0, false, null],
      ['reverse', 'Reverse', 'Реверс', 0, 2, false, null],
      ['kvatra', 'Kvatra', 'Кватра', 1, 0, false, null],
      ['normal', 'Normal', 'Обычный бросок', 0, 0, true, null],
    ]);
  });

  it('returns the same frozen object for every roll of a combination', () => {
    expect(classifyRoll(1, 2)).toBe(classifyRoll(4, 3));
    expect(Object.isFrozen(classifyRoll(1, 2))).toBe(true);
    expect(Object.isFrozen(classifyRoll(1, 2).names)).toBe(true);
    expect(standardRules.table[5 * 8 + 7]).toBe(classifyRoll(6, 8));
  });

  it('ignores the order of the dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), (a, b) => {
        expect(classifyRoll(a, b)).toBe(classifyRoll(b, a));
      }),
    );
  });

  it('throws INVALID_DICE naming both dice for anything but whole numbers from 1 to 8', () => {
    expect(() => classifyRoll(0, 3)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: classifyRoll: dice must be whole numbers from 1 to 8, got 0 and 3]`,
    );
    expect(() => classifyRoll(3, '4' as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: classifyRoll: dice must be whole numbers from 1 to 8, got 3 and string]`,
    );
    for (const bad of [0, 9, 1.5, -1, NaN, Infinity, '3', null, undefined, [3], {}]) {
      let thrown: unknown;
      try {
        classifyRoll(bad as number, 1);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(KiriError);
      expect(thrown).toMatchObject({ code: 'INVALID_DICE', name: 'KiriError' });
    }
  });

  it('throws INVALID_RULES when the rules did not come from defineRules', () => {
    expect(() => classifyRoll(1, 2, {} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: classifyRoll: rules must be rules from defineRules()]`,
    );
    expect(() => classifyRoll(1, 2, null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    );
  });
});
