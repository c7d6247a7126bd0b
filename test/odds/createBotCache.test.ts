import { describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/index.js';

const solved = vi.hoisted(() => ({ totals: [] as number[] }));

vi.mock('../../src/odds/solveMatch.js', async (original) => {
  const actual = await original<typeof import('../../src/odds/solveMatch.js')>();
  return {
    ...actual,
    solveMatch: (options: { readonly totalChips: number }) => {
      solved.totals.push(options.totalChips);
      return actual.solveMatch(options);
    },
  };
});

const { createBot } = await import('../../src/odds/createBot.js');

describe('createBot: the best bot’s tables', () => {
  it('keeps the tables of the last 4 totals it played, no more', () => {
    const bot = createBot({ strategy: 'best' });
    const at = (total: number) => bot(createMatch({ chips: [total / 2, total / 2], seed: 1 }));
    for (const total of [2, 4, 6, 8, 2, 4]) at(total);
    expect(solved.totals).toEqual([2, 4, 6, 8]);
    at(10); // drops 6, the one used longest ago
    at(2);
    at(6);
    expect(solved.totals).toEqual([2, 4, 6, 8, 10, 6]);
  });
});
