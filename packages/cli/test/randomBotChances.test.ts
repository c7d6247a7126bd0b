import { describe, expect, it } from 'vitest';
import { randomBotChances } from '../src/randomBotChances.js';
import { solveMatch } from 'kiri-dice/odds';

/**
 * The same chances by another way: the linear system of the chain, solved by Gaussian
 * elimination with partial pivoting. Unknowns: x[k * (t + 1) + a], seat 0's chance with seat
 * 0's purse a and bettor k.
 */
function eliminated(
  t: number,
  p: number,
  you: 0 | 1,
  stakes: readonly (readonly number[])[],
): number[][] {
  const n = 2 * (t + 1);
  const rows = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  const at = (k: number, a: number) => k * (t + 1) + a;
  for (const k of [0, 1]) {
    for (let a = 0; a <= t; a++) {
      const row = rows[at(k, a)]!;
      row[at(k, a)] = 1;
      if (a === 0 || a === t) {
        row[n] = a === t ? 1 : 0;
        continue;
      }
      const q = k ? p : 1 - p;
      const m = Math.min(a, t - a);
      const bets = k === you ? [stakes[k]![a]!] : Array.from({ length: m }, (_, i) => i + 1);
      for (const s of bets) {
        row[at(0, a + s)]! -= q / bets.length;
        row[at(1, a - s)]! -= (1 - q) / bets.length;
      }
    }
  }
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs(rows[r]![c]!) > Math.abs(rows[pivot]![c]!)) pivot = r;
    [rows[c], rows[pivot]] = [rows[pivot]!, rows[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = rows[r]![c]! / rows[c]![c]!;
      for (let j = c; j <= n; j++) rows[r]![j]! -= f * rows[c]![j]!;
    }
  }
  const x = rows.map((row, i) => row[n]! / row[i]!);
  return [x.slice(0, t + 1), x.slice(t + 1)];
}

describe('randomBotChances', () => {
  it('is the chain of the suggested stakes against uniform random ones, as elimination solves it', () => {
    for (const total of [2, 3, 6, 10, 17]) {
      const best = solveMatch({ totalChips: total });
      for (const you of [0, 1] as const) {
        const iterated = randomBotChances(best, you);
        const exact = eliminated(total, best.acceptorWinsRound, you, best.stakes);
        for (const k of [0, 1])
          for (let a = 0; a <= total; a++)
            expect(iterated[k]![a]!, `total ${total}, you ${you}, [${k}][${a}]`).toBeCloseTo(
              exact[k]![a]!,
              10,
            );
      }
    }
  });

  it('favours the person who takes the suggestions: above a half from the middle', () => {
    const chances = randomBotChances(solveMatch({ totalChips: 10 }), 0);
    expect(chances[0][5]).toBeGreaterThan(0.5);
    expect(chances[0][0]).toBe(0);
    expect(chances[1][10]).toBe(1);
  });

  it('sweeps as often as it is told at most: none leaves the ends alone, each one more moves the chances', () => {
    const best = solveMatch({ totalChips: 6 });
    const ends = Array.from({ length: 7 }, (_, a) => (a === 6 ? 1 : 0));
    expect(randomBotChances(best, 1, 0)).toEqual([ends, ends]);
    const one = randomBotChances(best, 1, 1);
    expect(one).not.toEqual([ends, ends]);
    expect(randomBotChances(best, 1, 2)).not.toEqual(one);
    expect(randomBotChances(best, 1, 2)).not.toEqual(randomBotChances(best, 1));
  });
});
