import { describe, expect, it } from 'vitest';
import { standardRules } from 'kiri-dice';
import { reviewMatch } from 'kiri-dice/review';
import { english } from '../src/messages/english.js';
import { speechOf } from '../src/messages/Speech.js';
import { fit, reviewReport } from '../src/reviewReport.js';
import { reviewExample as example } from './cli.js';

describe('reviewReport', () => {
  it('picks the rolls of most luck and of least, of none neither, the earlier of equals first', () => {
    const review = reviewMatch(example);
    const lucks = [0.2, 0, 0.1, -0.1, 0.3, 0.1, -0.2, 0, -0.1];
    const roll = review.events.find((event) => event.type === 'roll')!;
    const events = lucks.map((luck, i) => ({ ...roll, round: i + 1, luck }));
    const shown = reviewReport({ ...review, events }, standardRules, speechOf(english))
      .split('\n')
      .filter((line) => line.includes(' rolls '))
      .map((line) => line.replace(/ player .*luck/, ''));
    expect(shown).toEqual([
      '  Round 1: +20.00',
      '  Round 3: +10.00',
      '  Round 4: -10.00',
      '  Round 5: +30.00',
      '  Round 7: -20.00',
      '  Round 9: -10.00',
    ]);
    const few = events.slice(0, 3);
    expect(
      reviewReport({ ...review, events: few }, standardRules, speechOf(english))
        .split('\n')
        .filter((line) => line.includes(' rolls ')),
    ).toHaveLength(2);
  });

  it('prints what rounds to 0 from below as 0.00, never -0.00', () => {
    const review = reviewMatch(example);
    const [a, b] = review.account;
    const account = [
      { ...a, luck: -1e-9 },
      { ...b, opponentLuck: -1e-9 },
    ] as const;
    const lines = reviewReport({ ...review, account }, standardRules, speechOf(english))
      .split('\n')
      .filter((line) => line.startsWith('  player '));
    expect(lines).toEqual([
      '  player 0: 49.10 + 0.00 - (-45.47) - 2.95 + 0.00 = 100.00',
      '  player 1: 50.90 + (-45.47) - 0.00 - 0.00 + 2.95 = 0.00',
    ]);
  });

  it('fits a name to its room, escaped, never cutting a character in two', () => {
    expect(fit('a'.repeat(10), 10)).toBe('a'.repeat(10));
    expect(fit('a'.repeat(11), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(fit('ab\u001b', 8)).toBe('ab\\u001b');
    expect(fit('ab\u001b', 7)).toBe('ab\\u00…');
    expect(fit(`a${'🎲'.repeat(5)}`, 6)).toBe('a🎲🎲…');
    expect(fit('🎲'.repeat(5), 6)).toBe('🎲🎲…');
    expect(fit('🎲'.repeat(3), 6)).toBe('🎲🎲🎲');
    expect(fit('a🎲bcd', 3)).toBe('a…');
  });
});
