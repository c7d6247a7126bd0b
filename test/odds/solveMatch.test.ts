import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, standardRules, type MatchState, type Rules } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { seatToAct } from '../helpers.js';
import {
  createBot,
  evaluatePolicies,
  solveMatch,
  solveRound,
  type Bot,
  type MatchOdds,
  type StakePolicy,
} from '../../src/odds/index.js';
import { absorb, eliminateSparse } from '../../src/odds/absorb.js';
import { matchChain, type MatchChain } from '../../src/odds/matchChain.js';
import { deadOnly, passOnScore, deadly } from '@kiri-dice/testing/houseRules';
import { mutationRun, runs } from '@kiri-dice/testing/propertyRuns';

// Solved in each test, not on import, so that the mutation run can credit the solver's lines to the tests
// that reach them (code run on import reaches no test in particular, and every test runs for it).
let q: number;
beforeEach(() => {
  q = solveRound().firstRollerWins;
});
const half: StakePolicy = (mine, theirs) => Math.max(1, Math.floor(Math.min(mine, theirs) / 2));
const bold: StakePolicy = (mine, theirs) => Math.min(mine, theirs);

/**
 * An independent reference: seat 0's chance from every position, for given stakes, as a dense
 * linear system over the positions (seat 0's purse, who bets) solved by Gaussian elimination
 * with partial pivoting, straight from the rounds (the acceptor wins with probability `acc`).
 */
function reference(t: number, acc: number, stake: (a: number, bettor: 0 | 1) => number) {
  const n = 2 * (t - 1);
  const at = (a: number, k: number) => 2 * (a - 1) + k;
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (let a = 1; a < t; a++) {
    for (const k of [0, 1] as const) {
      const row = m[at(a, k)]!;
      const s = stake(a, k);
      const up = k ? acc : 1 - acc;
      row[at(a, k)]! += 1;
      if (a + s === t) row[n]! += up;
      else row[at(a + s, 0)]! -= up;
      if (a - s > 0) row[at(a - s, 1)]! -= 1 - up;
    }
  }
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      if (f) for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r]![n]!;
    for (let j = r + 1; j < n; j++) v -= m[r]![j]! * x[j]!;
    x[r] = v / m[r]![r]!;
  }
  return (a: number, k: number) => (a === 0 ? 0 : a === t ? 1 : x[at(a, k)]!);
}

/** The largest difference between the odds and the reference, over every position. */
function gap(odds: MatchOdds, ref: (a: number, k: number) => number): number {
  let worst = 0;
  for (const k of [0, 1] as const) {
    for (let a = 0; a <= odds.totalChips; a++)
      worst = Math.max(worst, Math.abs(odds.seat0Wins[k][a]! - ref(a, k)));
  }
  return worst;
}

/** Seat 0's chance after stake `s` in position (a, k), from the odds' own table. */
function after(odds: MatchOdds, a: number, k: 0 | 1, s: number): number {
  const up = k ? odds.acceptorWinsRound : 1 - odds.acceptorWinsRound;
  return up * odds.seat0Wins[0][a + s]! + (1 - up) * odds.seat0Wins[1][a - s]!;
}

/** Checks the Bellman equation: in every position the chosen stake is the best, to 1e-12. */
function expectBest(odds: MatchOdds): void {
  const t = odds.totalChips;
  for (let a = 1; a < t; a++) {
    for (const k of [0, 1] as const) {
      const sign = k ? -1 : 1;
      const chosen = odds.stakes[k][a]!;
      expect(Math.abs(after(odds, a, k, chosen) - odds.seat0Wins[k][a]!)).toBeLessThan(1e-12);
      for (let s = 1; s <= Math.min(a, t - a); s++)
        expect(sign * (after(odds, a, k, s) - after(odds, a, k, chosen))).toBeLessThan(1e-11);
    }
  }
}

const games = new Map<Rules, ReturnType<typeof createGame<string>>>();

/** Plays one match through `reduce` between two bots; seat 0's first bet. */
function play(rules: Rules, chips: readonly [number, number], seed: number, bots: [Bot, Bot]) {
  const game = games.get(rules) ?? createGame({ rules });
  games.set(rules, game);
  let state: MatchState<string> = game.createMatch({ seed, chips });
  let draw = seed;
  while (state.phase !== 'over') {
    const seat = seatToAct(state);
    // A seeded stream of numbers for the random bot: the fraction of an integer hash.
    draw = (Math.imul(draw ^ (draw >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    state = game.reduce(state, bots[seat](state, draw / 2 ** 32)!);
    if (state.error) throw new Error(state.error.message);
  }
  return state.winner;
}

describe('solveMatch', () => {
  it('finds that staking 1 is best under the standard rules, with a chance linear in the purse', () => {
    for (const t of [2, 3, 10, 100, 1000]) {
      const odds = solveMatch({ totalChips: t });
      // V(x) = 1 - d (t - x), d = q / (q t + 1 - 2q), solves the equations of stakes of 1, and
      // with it every larger stake is worse by d (2q - 1) (s - 1).
      const d = q / (q * t + 1 - 2 * q);
      for (let a = 1; a < t; a++) {
        expect(odds.stakes[0][a]).toBe(1);
        expect(odds.stakes[1][a]).toBe(1);
        expect(odds.seat0Wins[0][a]).toBeCloseTo(1 - d * (t - a), 12);
        expect(odds.seat1Wins[1][a]).toBeCloseTo(1 - d * a, 12);
      }
    }
  });

  it('pins small matches exactly', () => {
    const two = solveMatch({ totalChips: 2 });
    expect(two.at(1, 0)).toEqual({ wins: [1 - q, q], stake: 1, declined: false });
    expect(two.at(1, 1)).toEqual({ wins: [q, 1 - q], stake: 1, declined: false });
    const hundred = solveMatch({ totalChips: 100 });
    expect(hundred).toMatchObject({ rules: 'standard', totalChips: 100, acceptorWinsRound: q });
    expect(hundred.at(50, 0).wins[0]).toBeCloseTo(0.4991168358614, 12);
    expect(hundred.at(50, 1).wins[0]).toBeCloseTo(0.5008831641386, 12);
    const house = solveMatch({ totalChips: 20, rules: deadly });
    expect(house.acceptorWinsRound).toBeCloseTo(0.4690265486726, 12);
    expect(house.stakes[0].join(' ')).toBe('0 1 2 3 3 5 5 4 5 7 10 9 8 7 6 5 4 3 2 1 0');
    expect(house.at(10, 0).wins[0]).toBeCloseTo(0.5309734513274, 12);
  });

  it('takes the smallest of equally good stakes: on a fair coin, every stake is as good', () => {
    // Each seat wins half the rounds whoever bets (odd sums win, even ones lose), so seat 0's
    // chance is its share of the chips, whatever either stakes: every stake ties, to rounding.
    const pairs: [[number, number][], [number, number][]] = [[], []];
    for (let x = 1; x <= 8; x++) for (let y = x; y <= 8; y++) pairs[(x + y) % 2]!.push([x, y]);
    const coin = defineRules({
      name: 'coin',
      combinations: [
        { id: 'odd', dice: pairs[1], instant: 'win' },
        { id: 'even', dice: pairs[0], instant: 'lose' },
      ],
    });
    const t = 10;
    const odds = solveMatch({ totalChips: t, rules: coin });
    expect(odds.acceptorWinsRound).toBe(0.5);
    for (let a = 1; a < t; a++) {
      expect([odds.stakes[0][a], odds.stakes[1][a]]).toEqual([1, 1]);
      expect(odds.seat0Wins[0][a]).toBeCloseTo(a / t, 14);
    }
  });

  it('is the value of the game: no stake does better anywhere, and it agrees with the dense reference', () => {
    for (const [rules, t] of [
      [deadly, 40],
      [deadOnly, 30],
      [passOnScore, 30],
      [deadly, 7],
    ] as const) {
      const odds = solveMatch({ totalChips: t, rules });
      expectBest(odds);
      const ref = reference(t, odds.acceptorWinsRound, (a, k) => odds.stakes[k][a]!);
      expect(gap(odds, ref)).toBeLessThan(1e-12);
    }
  });

  it('adds up to 1, and is the same seen from either seat', () => {
    for (const rules of [undefined, deadly]) {
      const odds = solveMatch({ totalChips: 60, ...(rules && { rules }) });
      for (let a = 0; a <= 60; a++) {
        for (const k of [0, 1] as const) {
          expect(odds.seat0Wins[k][a]! + odds.seat1Wins[k][a]!).toBeCloseTo(1, 13);
          expect(odds.seat0Wins[k][a]).toBeCloseTo(odds.seat1Wins[k ? 0 : 1][60 - a]!, 13);
          expect(odds.stakes[k][a]).toBe(odds.stakes[k ? 0 : 1][60 - a]);
        }
      }
    }
  });

  it('agrees with simulated matches within 4 standard errors', () => {
    const matches = 1000;
    for (const [rules, chips] of [
      [standardRules, [4, 6]],
      [deadly, [12, 8]],
    ] as const) {
      const odds = solveMatch({ totalChips: chips[0] + chips[1], rules });
      const best = createBot({ strategy: 'best', rules });
      let won = 0;
      for (let i = 0; i < matches; i++) won += Number(play(rules, chips, i, [best, best]) === 0);
      const p = odds.at(chips[0], 0).wins[0];
      expect(Math.abs(won / matches - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / matches));
    }
  });

  it('throws INVALID_OPTIONS with the allowed range, INVALID_RULES for bad rules', () => {
    expect(() => solveMatch({ totalChips: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.totalChips must be a whole number from 2 to 10000, got 0]`,
    );
    expect(() => solveMatch({ totalChips: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() => solveMatch({ totalChips: 1.5 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.totalChips must be a whole number from 2 to 10000, got 1.5]`,
    );
    expect(() => solveMatch({ totalChips: 10_001 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001]`,
    );
    expect(() => solveMatch({ chips: 5 } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.chips must be absent (allowed: totalChips, rules, declines), got 5]`,
    );
    expect(() => solveMatch(5 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options must be an object { totalChips, rules, declines }, got 5]`,
    );
    expect(() => solveMatch({ rules: {} as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.rules must be rules from defineRules()]`,
    );
    const sure = defineRules({
      name: 'sure',
      combinations: [{ id: 'win', dice: 'any', instant: 'win' }],
    });
    expect(() => solveMatch({ rules: sure })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveMatch: options.rules must be rules under which the bettor can win a round, got "sure" (the acceptor always wins)]`,
    );
    const odds = solveMatch({ totalChips: 10 });
    expect(() => odds.at(0, 0)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.at: chips must be a whole number from 1 to 9, got 0]`,
    );
    expect(() => odds.at(10, 0)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.at: chips must be a whole number from 1 to 9, got 10]`,
    );
    expect(() => odds.at(5, 2 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: MatchOdds.at: bettor must be 0 or 1, got 2]`,
    );
  });

  it('returns frozen plain data', () => {
    const odds = solveMatch({ totalChips: 10 });
    expect(Object.isFrozen(odds)).toBe(true);
    for (const table of [odds.seat0Wins, odds.seat1Wins, odds.stakes]) {
      expect(Object.isFrozen(table)).toBe(true);
      expect(table.every((row) => Object.isFrozen(row) && row.length === 11)).toBe(true);
    }
    expect(Object.isFrozen(odds.at(3, 1))).toBe(true);
    expect(Object.isFrozen(odds.at(3, 1).wins)).toBe(true);
    expect(JSON.parse(JSON.stringify(odds))).toMatchObject({
      totalChips: 10,
      stakes: [
        [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
        [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
      ],
    });
  });

  // The mutation run solves a tenth of the chips (its instrumented solver takes minutes for
  // 10,000): the same closed forms, as exactly.
  const [total, houseTotal] = mutationRun ? [1_000, 100] : [10_000, 1_000];
  it(`solves ${houseTotal.toLocaleString('en')} and ${total.toLocaleString('en')} chips in all`, () => {
    const big = solveMatch({ totalChips: total });
    const half = total / 2;
    expect(big.at(half, 0).wins[0]).toBeCloseTo(1 - (q * half) / (q * total + 1 - 2 * q), 12);
    const house = solveMatch({ totalChips: houseTotal, rules: deadly });
    expect(house.at(houseTotal / 2, 0).wins[0]).toBeCloseTo(1 - house.acceptorWinsRound, 12);
    expect(house.at(houseTotal / 2, 0).stake).toBe(houseTotal / 2);
  });
});

describe('evaluatePolicies', () => {
  it('pins the minimum stake against half the smaller purse, 50 chips each: 0.6486 or 0.6493', () => {
    const odds = evaluatePolicies([() => 1, half], { totalChips: 100 });
    expect(odds.at(50, 0).wins[0]).toBeCloseTo(0.6485537472112, 12);
    expect(odds.at(50, 1).wins[0]).toBeCloseTo(0.6493204709558, 12);
    expect(odds.at(50, 1).stake).toBe(25);
    const ref = reference(100, q, (a, k) => (k ? half(100 - a, a) : 1));
    expect(gap(odds, ref)).toBeLessThan(1e-12);
  });

  it('agrees with the dense reference for any stakes, and adds up to 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 78,
          maxLength: 78,
        }),
        fc.constantFrom<Rules | undefined>(undefined, deadly, passOnScore),
        (t, draws, rules) => {
          const pick =
            (k: number): StakePolicy =>
            (mine, theirs) =>
              1 + Math.floor(draws[(2 * mine + k) % 78]! * Math.min(mine, theirs));
          const odds = evaluatePolicies([pick(0), pick(1)], {
            totalChips: t,
            ...(rules && { rules }),
          });
          const ref = reference(t, odds.acceptorWinsRound, (a, k) => odds.stakes[k][a]!);
          expect(gap(odds, ref)).toBeLessThan(1e-11);
          for (const k of [0, 1] as const)
            for (let a = 0; a <= t; a++)
              expect(odds.seat0Wins[k][a]! + odds.seat1Wins[k][a]!).toBeCloseTo(1, 12);
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('agrees with simulated matches within 4 standard errors: the best stake against the bold one', () => {
    const matches = 2000;
    const odds = evaluatePolicies([() => 1, bold], { totalChips: 20 });
    const bots: [Bot, Bot] = [createBot({ strategy: 'best' }), createBot({ strategy: 'bold' })];
    let won = 0;
    for (let i = 0; i < matches; i++) won += Number(play(standardRules, [10, 10], i, bots) === 0);
    const p = odds.at(10, 0).wins[0];
    expect(Math.abs(won / matches - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / matches));
  });

  it('throws INVALID_OPTIONS for bad policies', () => {
    expect(() => evaluatePolicies(5 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies must be a pair of stake policies [seat 0, seat 1], got 5]`,
    );
    expect(() => evaluatePolicies([() => 1] as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies must be a pair of stake policies [seat 0, seat 1], got an array]`,
    );
    expect(() => evaluatePolicies([() => 1, 2] as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies[1] must be a function (purse, opponentPurse) => stake, got 2]`,
    );
    expect(() =>
      evaluatePolicies([() => 1, () => 0], { totalChips: 10 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies[1](9, 1) must be a whole number from 1 to 1, got 0]`,
    );
    expect(() =>
      evaluatePolicies([bold, () => 2.5], { totalChips: 10 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies[1](9, 1) must be a whole number from 1 to 1, got 2.5]`,
    );
    expect(() =>
      evaluatePolicies(
        [
          () => {
            throw new Error('boom');
          },
          bold,
        ],
        { totalChips: 10 },
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: policies[0](1, 9) threw "boom"]`,
    );
    expect(() =>
      evaluatePolicies([bold, bold], { rules: {} as never }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: options.rules must be rules from defineRules()]`,
    );
    expect(() =>
      evaluatePolicies([bold, bold], { totalChips: 10_001 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: evaluatePolicies: options.totalChips must be a whole number from 2 to 10000, got 10001]`,
    );
    // The snapshots show the messages only: the codes are checked apart.
    for (const policies of [5, [() => 1, 2], [() => 1, () => 0]])
      expect(() => evaluatePolicies(policies as never, { totalChips: 10 })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
  });
});

describe('absorb', () => {
  it('gives the same chances by iteration and by elimination', () => {
    const t = 30;
    const stakes = [0, 1].map(() =>
      Int32Array.from({ length: t + 1 }, (_, a) => (a % t ? Math.min(1 + (a % 3), a, t - a) : 0)),
    ) as unknown as [Int32Array, Int32Array];
    const chain = matchChain(t, q, stakes);
    // No band and no sweeps to spare: iteration alone, then elimination alone, then sparse.
    const [i0, i1] = absorb(chain, 'test', 0);
    for (const [e0, e1] of [absorb(chain, 'test', 2 ** 24, 0), eliminateSparse(chain)!]) {
      for (let i = 0; i < chain.n; i++) {
        expect(i0[i]).toBeCloseTo(e0[i]!, 13);
        expect(i1[i]).toBeCloseTo(e1[i]!, 13);
      }
    }
  });

  it("iterates to the fixed point of both seats' chances when some matches never end", () => {
    // Seat 0 never wins; from state 0 seat 1 wins at once or moves to state 1, which goes back
    // or into states 2 and 3, which move to each other for ever. Seat 1's chance from state 0
    // is 1/2 + 1/4 of it again: 2/3, reached a quarter of the way closer at each pass.
    const chain: MatchChain = {
      n: 4,
      up: Int32Array.of(1, 2, 3, 2),
      down: Int32Array.of(-1, 0, 3, 2),
      rise: Float64Array.of(0.5, 0.5, 1, 1),
    };
    const [w0, w1] = absorb(chain, 'test', 0);
    expect([...w0]).toEqual([0, 0, 0, 0]);
    expect(w1[0]).toBeCloseTo(2 / 3, 15);
    expect(w1[1]).toBeCloseTo(1 / 3, 15);
    // The same with the seats swapped: seat 1 never wins.
    const swapped: MatchChain = {
      n: 4,
      up: Int32Array.of(-1, 0, 3, 2),
      down: Int32Array.of(1, 2, 3, 2),
      rise: Float64Array.of(0.5, 0.5, 0, 0),
    };
    const [v0, v1] = absorb(swapped, 'test', 0);
    expect([...v1]).toEqual([0, 0, 0, 0]);
    expect(v0[0]).toBeCloseTo(2 / 3, 15);
    expect(v0[1]).toBeCloseTo(1 / 3, 15);
  });

  it('stops iterating at the fixed point when some matches never end', () => {
    // The acceptor always wins and both stake 1: from most positions the match goes on for ever.
    const t = 6;
    const ones = Int32Array.from({ length: t + 1 }, (_, a) => (a % t ? 1 : 0));
    const [w0, w1] = absorb(matchChain(t, 1, [ones, ones]), 'test', 0);
    expect([...w0].map((x, i) => x + w1[i]!)).toContain(0);
  });
});
