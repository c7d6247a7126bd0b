/**
 * The dice a match rolls by itself, counted over a large sample with a fixed seed: each face of
 * each die, the 64 ordered outcomes and the six combinations against their exact odds. These
 * supplement the exact checks (the 64-outcome table, the generator's known answers).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, reduce, type MatchState } from '../../src/index.js';
import { chiSquare, CHI_SQUARE_999 } from './chiSquare.js';

const ROLLS = 40_000;

/** Plays long matches with stake 1 and counts every roll the generator makes. */
function sample(): {
  first: number[];
  second: number[];
  outcomes: number[];
  combinations: Record<string, number>;
} {
  const first = Array.from({ length: 8 }, () => 0);
  const second = Array.from({ length: 8 }, () => 0);
  const outcomes = Array.from({ length: 64 }, () => 0);
  const combinations: Record<string, number> = {};
  let s: MatchState = createMatch({ seed: 'dice fairness', chips: [1_000_000, 1_000_000] });
  for (let n = 0; n < ROLLS;) {
    if (s.phase === 'betting') s = reduce(s, { type: 'bet', player: s.bettor, amount: 1 });
    else if (s.phase === 'accepting')
      s = reduce(s, { type: 'accept', player: s.bettor === 0 ? 1 : 0 });
    else {
      s = reduce(s, { type: 'roll', player: s.roller! });
      const {
        dice: [a, b],
        combination,
      } = s.lastRoll!;
      first[a - 1]!++;
      second[b - 1]!++;
      outcomes[(a - 1) * 8 + b - 1]!++;
      combinations[combination] = (combinations[combination] ?? 0) + 1;
      n++;
    }
  }
  return { first, second, outcomes, combinations };
}

/** The sample, taken by the first test that needs it (not at import, where no test would own the work). */
let taken: ReturnType<typeof sample> | undefined;
const counts = () => (taken ??= sample());
const uniform = (cells: number) => Array.from({ length: cells }, () => ROLLS / cells);

describe('dice fairness (chi-square, fixed seed)', () => {
  it('each face of the first die comes up 1/8 of the time', () => {
    const { first } = counts();
    expect(first.every((count) => count > 0)).toBe(true);
    expect(chiSquare(first, uniform(8))).toBeLessThan(CHI_SQUARE_999[7]);
  });

  it('each face of the second die comes up 1/8 of the time', () => {
    const { second } = counts();
    expect(chiSquare(second, uniform(8))).toBeLessThan(CHI_SQUARE_999[7]);
  });

  it('the 64 ordered outcomes come up 1/64 of the time each (the dice are independent)', () => {
    const { outcomes } = counts();
    expect(chiSquare(outcomes, uniform(64))).toBeLessThan(CHI_SQUARE_999[63]);
  });

  it('the combinations come up at their exact odds: 1, 4, 5, 2, 18 and 34 in 64', () => {
    const { combinations } = counts();
    const ids = ['dead', 'kiri', 'midKiri', 'reverse', 'kvatra', 'normal'];
    const odds = [1, 4, 5, 2, 18, 34];
    expect(Object.keys(combinations).sort()).toEqual([...ids].sort());
    expect(
      chiSquare(
        ids.map((id) => combinations[id]!),
        odds.map((o) => (ROLLS * o) / 64),
      ),
    ).toBeLessThan(CHI_SQUARE_999[5]);
  });
});
