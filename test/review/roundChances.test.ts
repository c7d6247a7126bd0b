import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rules } from '../../src/index.js';
import { solveRound } from '../../src/odds/index.js';
import { play, startRecord, type RecordedMatch } from '../../src/record/index.js';
import { reviewMatch, type RollReview } from '../../src/review/index.js';
import { roundChances } from '../../src/review/roundChances.js';
import { house, passOnScore } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';

/** A match of 3 + 3 chips after a bet of 1, its accept and the rolls `dice`, while the round goes on. */
function rolled(rules: Rules | undefined, dice: readonly (readonly [number, number])[]) {
  let match: RecordedMatch<string> = startRecord({
    seed: 1,
    chips: [3, 3],
    ...(rules ? { rules } : {}),
  });
  match = play(match, { type: 'bet', player: 0, amount: 1 });
  match = play(match, { type: 'accept', player: 1 });
  for (const [a, b] of dice) {
    if (match.state.phase !== 'rolling') break;
    match = play(match, { type: 'roll', player: match.state.roller, dice: [a, b] });
  }
  return match;
}

const die = fc.integer({ min: 1, max: 8 });
const rulesArb = fc.constantFrom(undefined, passOnScore, house);

describe('roundChances', () => {
  it("luck over a roll's 64 outcomes averages to 0, and the average is the value before", () => {
    fc.assert(
      fc.property(rulesArb, fc.array(fc.tuple(die, die), { maxLength: 12 }), (rules, dice) => {
        const match = rolled(rules, dice);
        fc.pre(match.state.phase === 'rolling');
        const before = reviewMatch(match.record);
        const roller = (match.state as { roller: 0 | 1 }).roller;
        const value = before.account[roller].final;
        let luck = 0;
        let mean = 0;
        for (let a = 1; a <= 8; a++)
          for (let b = 1; b <= 8; b++) {
            const next = play(match, { type: 'roll', player: roller, dice: [a, b] });
            const roll = reviewMatch(next.record).events.at(-1) as RollReview;
            expect(roll).toMatchObject({ type: 'roll', player: roller, dice: [a, b] });
            luck += roll.luck / 64;
            mean += roll.value / 64;
          }
        expect(Math.abs(luck)).toBeLessThan(1e-12);
        expect(Math.abs(mean - value)).toBeLessThan(1e-12);
      }),
      { numRuns: runs(40) },
    );
  });

  it("gives solveRound's chance of each position, to the roller and to the other", () => {
    const round = roundChances(passOnScore);
    const match = rolled(passOnScore, [
      [1, 2],
      [3, 3],
    ]);
    // Seat 1 scored Kvatra, which passes the turn under these rules; seat 0 rolled Reverse.
    const s = match.state;
    expect(s).toMatchObject({ phase: 'rolling', roller: 0, points: [0, 1], bonusRolls: 2 });
    const win = solveRound(passOnScore).at(0, 1, 2).win;
    expect(round.chance(s, 0)).toBe(win);
    expect(round.chance(s, 1)).toBe(1 - win);
    expect(roundChances(passOnScore)).toBe(round);
  });

  it('gives 1 to the winner of a round that ended and 0 to the other', () => {
    const round = roundChances(passOnScore);
    const over = rolled(passOnScore, [[8, 6]]).state;
    expect([round.chance(over, 1), round.chance(over, 0)]).toEqual([1, 0]);
  });
});
