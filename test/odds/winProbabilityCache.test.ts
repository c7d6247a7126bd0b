import { describe, expect, it, vi } from 'vitest';
import { createMatch, standardRules } from '../../src/index.js';
import { deadOnly } from '@kiri-dice/testing/houseRules';

const solved = vi.hoisted(() => ({ rules: [] as string[] }));

vi.mock('../../src/odds/solveRound.js', async (original) => {
  const actual = await original<typeof import('../../src/odds/solveRound.js')>();
  return {
    ...actual,
    solveRound: (rules: { readonly name: string }) => {
      solved.rules.push(rules.name);
      return actual.solveRound(rules as never);
    },
  };
});

const { winProbability } = await import('../../src/odds/winProbability.js');

describe('winProbability: the rounds it solved', () => {
  it('solves each rules once, however often it is asked', () => {
    const start = createMatch({ seed: 1 });
    const first = winProbability(start);
    expect(winProbability(start, standardRules)).toEqual(first);
    winProbability(start, deadOnly);
    winProbability(start, deadOnly);
    expect(solved.rules).toEqual(['standard', deadOnly.name]);
  });
});
