import { describe, expect, it, vi } from 'vitest';
import { game } from './cli.js';

// The solver's limit on a match's chips, made small (20 in all), so that its edge is tested
// without solving a match of 10,000 chips.
vi.mock('kiri-dice/odds', async (importOriginal) => ({
  ...(await importOriginal<typeof import('kiri-dice/odds')>()),
  maxTotalChips: 20,
}));

describe('kiri-dice play in a terminal, at the solver’s limit', () => {
  it('solves a match of exactly the limit, and plays a larger one without the solver', async () => {
    const atLimit = await game(['play', '--seed', '1', '--chips', '10'], ['q']);
    expect(atLimit.code).toBe(0);
    expect(atLimit.out).toMatch(/your chance to win: this round \d+\.\d%, the match \d+\.\d%/);
    const past = await game(['play', '--seed', '1', '--chips', '11', '--bot', 'bold'], ['q']);
    expect(past.out).toMatch(/your chance to win: this round \d+\.\d%\n/);
    expect(past.out.replace(/\s+/g, ' ')).toContain(
      'the solver takes matches of up to 20 chips in all.',
    );
    expect((await game(['play', '--seed', '1', '--chips', '11'], ['q'])).err).toBe(
      'kiri-dice: --bot best plays matches of up to 20 chips in all, got 22 (--chips 11): use --chips 10 or fewer, or --bot random or bold\n',
    );
  });
});
