import { describe, expect, it } from 'vitest';
import { standardRules } from 'kiri-dice';
import { reviewMatch } from 'kiri-dice/review';
import { english } from '../src/messages/english.js';
import { russian } from '../src/messages/russian.js';
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

  it('wraps a long line of the rounds under its start, and keeps one that fits as it is', () => {
    const review = reviewMatch(example);
    const stake = review.events.find((event) => event.type === 'stake')!;
    const answer = {
      ...stake,
      type: 'answer',
      round: 123,
      player: 1,
      answer: 'decline',
      bestAnswer: 'accept',
      forced: false,
      loss: 0.9999,
      mark: 'veryBad',
    } as const;
    // Names from the record keep their two blanks: a line that fits is not wrapped.
    const rules = {
      ...standardRules,
      table: standardRules.table.map((c) => ({ ...c, names: { en: `${c.names.en}  x`, ru: 'y' } })),
    };
    // 79 columns, 81 with its indent: wrapped too.
    const edge = { ...answer, round: 1234, mark: 'bad' } as const;
    const events = [...review.events, answer, edge];
    const text = reviewReport({ ...review, events }, rules, speechOf(russian));
    expect(text.split('\n').slice(-10)).toMatchInlineSnapshot(`
      [
        "  Раунд 1: игрок 1 бросает 3+6 y, удача -1,79",
        "  Раунд 1: игрок 0 бросает 1+2 y, удача +1,19",
        "  Раунд 1: игрок 0 бросает 8+7 y, удача +7,19",
        "  Раунд 2: игрок 0 ставит 4, лучше 1: потеря 2,95, сомнительное",
        "  Раунд 2: игрок 1 бросает 1+1 y, удача -43,67, большая неудача",
        "  Раунд 123: игрок 1 отказывается от ставки, лучше принять: потеря 99,99,",
        "    очень плохое",
        "  Раунд 1234: игрок 1 отказывается от ставки, лучше принять: потеря 99,99,",
        "    плохое",
        "",
      ]
    `);
    expect(
      reviewReport({ ...review, events }, rules, speechOf(english))
        .split('\n')
        .slice(-8),
    ).toMatchInlineSnapshot(`
      [
        "  Round 1: player 1 rolls 3+6 Normal  x (y), luck -1.79",
        "  Round 1: player 0 rolls 1+2 Kvatra  x (y), luck +1.19",
        "  Round 1: player 0 rolls 8+7 Kiri  x (y), luck +7.19",
        "  Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful",
        "  Round 2: player 1 rolls 1+1 Dead  x (y), luck -43.67, very unlucky",
        "  Round 123: player 1 declines, best accept: loss 99.99, very bad",
        "  Round 1234: player 1 declines, best accept: loss 99.99, bad",
        "",
      ]
    `);
  });

  it('says - for a rating when a player made no counted decision, and keeps the rules’ name as it is', () => {
    const review = reviewMatch(example);
    const [p0, p1] = review.players;
    const text = reviewReport(
      { ...review, rules: 'house  rules', players: [{ ...p0, rating: null }, p1] },
      standardRules,
      speechOf(english),
    ).split('\n');
    expect(text[1]).toBe('Rules: house  rules');
    expect(text.find((line) => line.startsWith('rating'))).toBe(
      'rating                       -  supernatural',
    );
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
