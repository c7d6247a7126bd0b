import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestName, isClose } from '../src/closestName.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

/** The optimal string alignment distance, by its recursion straight from the definition. */
function reference(a: string, b: string): number {
  const memo = new Map<string, number>();
  const d = (i: number, j: number): number => {
    if (i === 0 || j === 0) return i + j;
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = Math.min(
      d(i - 1, j) + 1,
      d(i, j - 1) + 1,
      d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
    );
    if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
      best = Math.min(best, d(i - 2, j - 2) + 1);
    memo.set(key, best);
    return best;
  };
  return d(a.length, b.length);
}

describe('closestName', () => {
  it('is the first of the names nearest by edit distance, a swap of neighbours one edit', () => {
    expect(closestName('plya', ['odds', 'play', 'replay'])).toBe('play');
    expect(closestName('--sead', ['--seed', '--speed'])).toBe('--seed');
    expect(closestName('ab', ['ba', 'ab'])).toBe('ab');
    expect(closestName('ab', ['ba', 'xy'])).toBe('ba');
    expect(closestName('', ['xy', 'z'])).toBe('z');
  });

  it('finds the distance the definition gives', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, word, (typed, first, second) => {
        const nearest = reference(typed, second) < reference(typed, first) ? second : first;
        expect(closestName(typed, [first, second])).toBe(nearest);
        const limit = Math.max(1, Math.floor(first.length / 3));
        expect(isClose(typed, first)).toBe(reference(typed, first) <= limit);
      }),
      { numRuns: runs(300) },
    );
  });

  it('reads only the first 100 characters of what was typed', () => {
    const typed = `${'a'.repeat(100)}replay`;
    expect(closestName(typed, ['aaa', 'replay'])).toBe('aaa');
    expect(isClose(`${'a'.repeat(100)}${'b'.repeat(50)}`, 'a'.repeat(100))).toBe(true);
  });
});

describe('isClose', () => {
  it('allows one edit in three letters, and at least one', () => {
    expect(isClose('--rulz', '--rules')).toBe(true);
    expect(isClose('--rlz', '--rules')).toBe(false);
    expect(isClose('x', 'y')).toBe(true);
    expect(isClose('xy', 'z')).toBe(false);
    expect(isClose('--fast', '--bot')).toBe(false);
  });
});
