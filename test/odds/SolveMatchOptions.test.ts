import { describe, expect, it, vi } from 'vitest';
import { defineRules } from '../../src/rules/index.js';
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

const { solveMatch } = await import('../../src/odds/solveMatch.js');
const { evaluatePolicies } = await import('../../src/odds/evaluatePolicies.js');

describe('the options of solveMatch and evaluatePolicies', () => {
  it('solves the round of each rules once, however often a match is asked for', () => {
    solveMatch({ totalChips: 10 });
    solveMatch({ totalChips: 12 });
    evaluatePolicies([() => 1, () => 1], { totalChips: 10, rules: deadOnly });
    solveMatch({ totalChips: 10, rules: deadOnly });
    expect(solved.rules).toEqual(['standard', deadOnly.name]);
  });

  it('refuses rules under which the acceptor always wins with INVALID_RULES', () => {
    const sure = defineRules({
      name: 'sure',
      combinations: [{ id: 'win', dice: 'any', instant: 'win' }],
    });
    for (const solve of [
      () => solveMatch({ rules: sure }),
      () => evaluatePolicies([() => 1, () => 1], { rules: sure }),
    ])
      expect(solve).toThrow(
        expect.objectContaining({
          code: 'INVALID_RULES',
          message: expect.stringContaining('(the acceptor always wins)') as unknown,
        }),
      );
  });
});
