import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { standardRules, type Rules } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { solveRound } from '../../src/odds/index.js';
import { deadOnly, house, passOnScore, rulesArbitrary, toSix } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';

/**
 * An independent reference: Gauss-Seidel value iteration over the positions (points, opponent's
 * points, extra rolls 0..cap), straight from the one-roll rules over the 64 outcomes. It caps the
 * extra rolls at `cap`, which these tables reach with negligible probability.
 */
function reference(rules: Rules, cap = 40) {
  const n = rules.targetPoints;
  const at = (p: number, o: number, b: number) => (p * n + o) * (cap + 1) + b;
  const win = new Float64Array(n * n * (cap + 1));
  const rolls = new Float64Array(n * n * (cap + 1));
  // Stops when a sweep changes nothing by more than rounding noise (a few 1e-15).
  for (let sweep = 0, change = 1; change > 1e-14 && sweep < 5000; sweep++) {
    change = 0;
    for (let p = n - 1; p >= 0; p--) {
      for (let o = n - 1; o >= 0; o--) {
        for (let b = 0; b <= cap; b++) {
          let w = 0;
          let r = 1;
          for (const c of rules.table) {
            const mine = p + c.points;
            if (c.instant || mine >= n) {
              w += c.instant === 'lose' ? 0 : 1 / 64;
              continue;
            }
            const next = Math.min(cap, Math.max(b - 1, 0) + c.bonusRolls);
            const passes = c.endsTurn && next === 0;
            const i = passes ? at(o, mine, 0) : at(mine, o, next);
            w += (passes ? 1 - win[i]! : win[i]!) / 64;
            r += rolls[i]! / 64;
          }
          change = Math.max(
            change,
            Math.abs(w - win[at(p, o, b)]!),
            Math.abs(r - rolls[at(p, o, b)]!) / 1000,
          );
          win[at(p, o, b)] = w;
          rolls[at(p, o, b)] = r;
        }
      }
    }
  }
  return (p: number, o: number, b: number) => ({
    win: win[at(p, o, b)]!,
    rolls: rolls[at(p, o, b)]!,
  });
}

/** Checks that the odds of every position are one roll's average of the odds it leads to. */
function expectOneRollEquations(rules: Rules): void {
  const odds = solveRound(rules);
  const n = rules.targetPoints;
  for (let p = 0; p < n; p++) {
    for (let o = 0; o < n; o++) {
      for (const b of [0, 2, 5]) {
        let win = 0;
        let rolls = 1;
        for (const c of rules.table) {
          const mine = p + c.points;
          if (c.instant || mine >= n) {
            win += c.instant === 'lose' ? 0 : 1 / 64;
            continue;
          }
          const extra = Math.max(b - 1, 0) + c.bonusRolls;
          const next = c.endsTurn && !extra ? odds.at(o, mine) : odds.at(mine, o, extra);
          win += (c.endsTurn && !extra ? 1 - next.win : next.win) / 64;
          rolls += next.rolls / 64;
        }
        const here = odds.at(p, o, b);
        expect(here.win).toBeGreaterThanOrEqual(-1e-12);
        expect(here.win).toBeLessThanOrEqual(1 + 1e-12);
        expect(here.win).toBeCloseTo(win, 10);
        expect(here.rolls / rolls).toBeCloseTo(1, 10);
      }
    }
  }
}

describe('solveRound', () => {
  it('solves the standard round: the first roller wins 0.548342231174 of rounds, which last 7.317216288876 rolls', () => {
    const odds = solveRound();
    expect(odds).toMatchObject({ rules: 'standard', targetPoints: 4 });
    expect(odds.firstRollerWins).toBeCloseTo(0.54834223117393, 12);
    expect(odds.expectedRolls).toBeCloseTo(7.31721628887619, 12);
    const win = [
      [0.54834223117393, 0.4946144440498, 0.41766803155804, 0.3216716647645],
      [0.61257941719992, 0.56076631538277, 0.48322115415667, 0.38291707912218],
      [0.70169859352279, 0.65650110418969, 0.58485223000463, 0.4877474069667],
      [0.80976144803827, 0.77666594707209, 0.72001824123405, 0.63853588976946],
    ];
    const rolls = [
      [7.31721628887619, 6.63815633213655, 5.61762324272553, 4.29027043819534],
      [6.41547866865492, 5.87189234498025, 5.02824167433691, 3.90281319308383],
      [5.08147113309182, 4.70114932587615, 4.08632047692093, 3.23962979103237],
      [3.36892664988813, 3.15955437664247, 2.80118653549824, 16 / 7],
    ];
    // Every row of both tables, each of the target's length: no position left out.
    expect(odds.win.map((row) => row.length)).toEqual([4, 4, 4, 4]);
    expect(odds.rolls.map((row) => row.length)).toEqual([4, 4, 4, 4]);
    win.forEach((row, p) => row.forEach((x, o) => expect(odds.win[p]![o]).toBeCloseTo(x, 12)));
    rolls.forEach((row, p) => row.forEach((x, o) => expect(odds.rolls[p]![o]).toBeCloseTo(x, 12)));
  });

  it('solves positions with extra rolls left', () => {
    const odds = solveRound(standardRules);
    // One extra roll left is the same position as none: the next roll decides either way.
    expect(odds.at(2, 1, 1).win).toBeCloseTo(odds.win[2]![1]!, 14);
    expect(odds.at(2, 1, 1).rolls).toBeCloseTo(odds.rolls[2]![1]!, 14);
    expect(odds.at(2, 1).win).toBeCloseTo(odds.win[2]![1]!, 14);
    expect(odds.at(2, 1).rolls).toBeCloseTo(odds.rolls[2]![1]!, 14);
    expect(odds.at(0, 0, 2).win).toBeCloseTo(0.60130808891629, 12);
    expect(odds.at(0, 0, 2).rolls).toBeCloseTo(7.31525848251892, 12);
    expect(odds.at(1, 2, 3).win).toBeCloseTo(0.63768570177292, 12);
    expect(odds.at(1, 2, 3).rolls).toBeCloseTo(5.27906195652463, 12);
  });

  it('tends to the odds of never passing the turn as the extra rolls grow', () => {
    // With the turn never passing, the roller wins on Kiri or 4 points before Dead; Normal and
    // Reverse change nothing: win(p) = (4 + 5 win(p + 2) + 18 win(p + 1)) / 28, win(4+) = 1.
    const win = [1, 1, 1, 1, 1, 1];
    const rolls = [0, 0, 0, 0, 0, 0];
    for (let p = 3; p >= 0; p--) {
      win[p] = (4 + 5 * win[p + 2]! + 18 * win[p + 1]!) / 28;
      rolls[p] = (64 + 5 * rolls[p + 2]! + 18 * rolls[p + 1]!) / 28;
    }
    const odds = solveRound();
    for (const p of [0, 1, 2, 3]) {
      expect(odds.at(p, 3, Number.MAX_SAFE_INTEGER).win).toBeCloseTo(win[p]!, 14);
      expect(odds.at(p, 0, 1e9).rolls).toBeCloseTo(rolls[p]!, 12);
    }
    expect(odds.at(0, 0, 2 ** 40).win).toBeCloseTo(0.90250156184923, 12);
  });

  it.each([
    [
      'pass-on-score',
      passOnScore,
      0.53527288999949,
      7.86758468248361,
      0.6227170662845,
      5.44841906626384,
    ],
    ['to-six', toSix, 0.53525080559964, 9.44368746338859, 0.5960247641019, 8.06775081796306],
    ['house', house, 0.50217431134498, 10.80920001589618, 0.52540409929839, 8.33076963217737],
  ])('solves house rules: %s', (_, rules, first, length, win, rolls) => {
    const odds = solveRound(rules);
    expect(odds.firstRollerWins).toBeCloseTo(first, 12);
    expect(odds.expectedRolls).toBeCloseTo(length, 12);
    expect(odds.at(1, 2, 3).win).toBeCloseTo(win, 12);
    expect(odds.at(1, 2, 3).rolls).toBeCloseTo(rolls, 12);
  });

  it.each([
    ['standard', standardRules],
    ['pass-on-score', passOnScore],
    ['to-six', toSix],
    ['house', house],
  ])('agrees with value iteration on every position: %s', (_, rules) => {
    const odds = solveRound(rules);
    const slow = reference(rules);
    const n = rules.targetPoints;
    for (let p = 0; p < n; p++) {
      for (let o = 0; o < n; o++) {
        for (const b of [0, 1, 2, 3, 4, 7]) {
          expect(odds.at(p, o, b).win).toBeCloseTo(slow(p, o, b).win, 11);
          expect(odds.at(p, o, b).rolls).toBeCloseTo(slow(p, o, b).rolls, 9);
        }
      }
    }
  });

  it('solves rounds that only Dead ends, and rounds that never pass the turn', () => {
    // x = 63/64 (1 - x): the roller passes the turn unless they lose at once.
    expect(solveRound(deadOnly).firstRollerWins).toBeCloseTo(63 / 127, 14);
    expect(solveRound(deadOnly).expectedRolls).toBeCloseTo(64, 11);
    // 100 extra rolls on almost every roll: the first roller never gives the dice up and needs
    // 100 rolls of 1 + 1, 64 rolls each on average.
    const hog = defineRules({
      targetPoints: 100,
      combinations: [
        { id: 'score', dice: [[1, 1]], points: 1 },
        { id: 'more', dice: 'any', bonusRolls: 100, endsTurn: true },
      ],
    });
    const odds = solveRound(hog);
    expect(odds.firstRollerWins).toBeCloseTo(1, 12);
    expect(odds.expectedRolls).toBeCloseTo(6400, 8);
    expect(odds.at(99, 0, 5).rolls).toBeCloseTo(64, 10);
    // One extra roll on almost every roll: the roller keeps the dice for ever and needs 3 rolls
    // of 1 + 1, 64 rolls each on average.
    const slow = solveRound(
      defineRules({
        targetPoints: 3,
        combinations: [
          { id: 'score', dice: [[1, 1]], points: 1 },
          { id: 'more', dice: 'any', bonusRolls: 1, endsTurn: true },
        ],
      }),
    );
    expect(slow.firstRollerWins).toBeCloseTo(1, 12);
    expect(slow.expectedRolls).toBeCloseTo(192, 9);
  });

  it('satisfies the one-roll equations of any rules at every position', () => {
    fc.assert(fc.property(rulesArbitrary(), expectOneRollEquations), { numRuns: runs(60) });
  });

  it('satisfies them when extra rolls almost never run out', () => {
    // Two extra rolls on 31 of the 64 outcomes: the count of extra rolls walks up and down
    // almost evenly, and a passage of the turn takes Newton's steps to solve in time.
    const more: [number, number][] = [];
    for (let a = 1; a <= 8; a++) for (let b = a; b <= 8; b++) more.push([a, b]);
    expectOneRollEquations(
      defineRules({
        targetPoints: 4,
        combinations: [
          { id: 'more', dice: more.slice(0, 17), bonusRolls: 2 },
          { id: 'score', dice: [[8, 8]], points: 1, endsTurn: true },
          { id: 'stop', dice: 'any', endsTurn: true },
        ],
      }),
    );
  });

  it('stays a probability, and finite, for rules with up to 100 points and 100 extra rolls', () => {
    fc.assert(
      fc.property(rulesArbitrary(100, 100), fc.nat(), (rules, bonus) => {
        const odds = solveRound(rules);
        const top = rules.targetPoints - 1;
        for (const [p, o, b] of [
          [0, 0, 0],
          [top, top, bonus],
          [top >> 1, top, 3],
          [0, top >> 2, 1e12],
        ] as const) {
          const { win, rolls } = odds.at(p, o, b);
          expect(win).toBeGreaterThanOrEqual(-1e-9);
          expect(win).toBeLessThanOrEqual(1 + 1e-9);
          expect(rolls).toBeGreaterThanOrEqual(1 - 1e-9);
          expect(Number.isFinite(rolls)).toBe(true);
        }
      }),
      { numRuns: runs(15) },
    );
  });

  it('returns plain, frozen data besides at()', () => {
    const odds = solveRound();
    expect(Object.isFrozen(odds)).toBe(true);
    for (const table of [odds.win, odds.rolls]) {
      expect(Object.isFrozen(table)).toBe(true);
      expect(table.every((row) => Object.isFrozen(row))).toBe(true);
    }
    expect(Object.isFrozen(odds.at(0, 0))).toBe(true);
    expect(Object.isFrozen(odds.at(1, 2, 3))).toBe(true);
    const json = JSON.parse(JSON.stringify(odds)) as {
      readonly win: unknown;
      readonly rolls: unknown;
    };
    expect(Object.keys(json)).toEqual([
      'rules',
      'targetPoints',
      'firstRollerWins',
      'expectedRolls',
      'win',
      'rolls',
    ]);
    expect(json.win).toEqual(odds.win);
    expect(json.rolls).toEqual(odds.rolls);
  });

  it('throws INVALID_RULES for bad rules and INVALID_OPTIONS for a position that does not exist', () => {
    expect(() => solveRound({ table: [] } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: solveRound: rules must be rules from defineRules()]`,
    );
    const odds = solveRound();
    expect(() => odds.at(4, 0)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: RoundOdds.at: points must be a whole number from 0 to 3, got 4]`,
    );
    expect(() => odds.at(0, -1)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: RoundOdds.at: opponentPoints must be a whole number from 0 to 3, got -1]`,
    );
    expect(() => odds.at(0, 0, 1.5)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: RoundOdds.at: bonusRolls must be a whole number from 0 to 9007199254740991, got 1.5]`,
    );
    expect(() => odds.at('1' as never, 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
