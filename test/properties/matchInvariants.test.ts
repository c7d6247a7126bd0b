/** The invariants of a match, each its own property over random matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, reduce, standardRules, type MatchState } from '../../src/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { ensure, plan, play, statesOf, text } from '@kiri-dice/testing/matchArbitraries';

const RUNS = runs(400);
const roundEnded = (before: MatchState, after: MatchState) =>
  before.phase === 'rolling' && after.round === before.round + 1;

describe('match invariants', () => {
  it('chips + pot is constant: always the starting total, and never negative', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const total = p.options.chips[0] + p.options.chips[1];
        for (const s of statesOf(p)) {
          ensure(
            s.chips[0] + s.chips[1] + s.pot === total && s.totalChips === total,
            () => `chips + pot is not ${total} in ${text(s)}`,
          );
          ensure(
            Math.min(s.chips[0], s.chips[1], s.pot) >= 0,
            () => `a negative balance in ${text(s)}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('points are in 0..targetPoints-1 while rolling, and 0 between rounds', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const s of statesOf(p)) {
          const max = s.phase === 'rolling' ? standardRules.targetPoints - 1 : 0;
          ensure(
            s.points.every((n) => Number.isInteger(n) && n >= 0 && n <= max),
            () => `points outside 0..${max} in ${text(s)}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('bonusRolls is 0 whenever the turn passes, and outside the rolling phase', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, after } of play(p).steps) {
          const passed =
            after.phase !== 'rolling' ||
            (before.phase === 'rolling' && after.roller !== before.roller);
          ensure(
            !passed || after.bonusRolls === 0,
            () => `bonusRolls ${after.bonusRolls} after ${text(before)}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a round always ends: a Kiri or a Dead ends it from any rolling state, and random rolls end it', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(0 as const, 1 as const),
        (seed, stake, firstBettor) => {
          let s = createMatch({ seed, firstBettor });
          s = reduce(reduce(s, { type: 'bet', player: firstBettor, amount: stake }), {
            type: 'accept',
            player: firstBettor === 0 ? 1 : 0,
          });
          // Each roll ends the round at once with probability 5/64 (Kiri or Dead), so 400 rolls
          // without an end happen with probability below 1e-14: this never fails by chance.
          for (let rolls = 0; s.phase === 'rolling'; rolls++) {
            expect(rolls).toBeLessThan(400);
            const roller = s.roller;
            expect(
              reduce(s, { type: 'roll', player: roller, dice: [8, 6] }).lastRound,
            ).toMatchObject({ round: s.round, winner: roller, reason: 'kiri' });
            expect(
              reduce(s, { type: 'roll', player: roller, dice: [1, 1] }).lastRound,
            ).toMatchObject({ round: s.round, winner: 1 - roller, reason: 'dead' });
            s = reduce(s, { type: 'roll', player: roller });
          }
          expect(s.round).toBe(2);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the winner of a round takes exactly the pot, and the loser keeps what they had outside it', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, after } of play(p).steps) {
          if (!roundEnded(before, after)) continue;
          const result = after.lastRound!;
          const winner = result.winner;
          const loser = 1 - winner;
          if (result.reason === 'timeout') {
            // On time the winner takes the pot and the loser's chips: the match is over.
            expect(result).toMatchObject({
              round: before.round,
              pot: before.pot + before.chips[loser]!,
            });
            expect(after.chips[winner]).toBe(after.totalChips);
            expect(after).toMatchObject({ phase: 'over', winner, pot: 0 });
            continue;
          }
          expect(result).toMatchObject({ round: before.round, pot: before.pot });
          expect(after.chips[winner]).toBe(before.chips[winner] + before.pot);
          expect(after.chips[loser]).toBe(before.chips[loser]);
          expect(after.pot).toBe(0);
          // Kiri and points win for the roller; Dead wins for the other seat.
          expect(winner).toBe(result.reason === 'dead' ? 1 - before.roller! : before.roller);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the next round is bet by the last winner and first rolled by the other seat', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, after } of play(p).steps) {
          if (roundEnded(before, after)) {
            expect(after.bettor).toBe(after.lastRound!.winner);
            expect(after).toMatchObject({ roller: null, stake: 0, points: [0, 0], bonusRolls: 0 });
          }
          if (before.phase === 'accepting' && after.phase === 'rolling') {
            expect(after.roller).toBe(1 - after.bettor);
            expect(after).toMatchObject({ round: before.round, points: [0, 0], bonusRolls: 0 });
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a match ends only by a bust or on time, won by the player holding every chip, or by a decline or a halt, won by nobody', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, action, after } of play(p).steps) {
          if (before.phase === 'over' || after.phase !== 'over') continue;
          const { type } = action as { type: string };
          if (type === 'decline' || type === 'halt') {
            // The stakes of a round in play go back: each seat has what it had before the round.
            expect(after).toMatchObject({
              winner: null,
              chips: before.chips.map((chips) => chips + (type === 'halt' ? before.stake : 0)),
              round: before.round,
              lastRound: before.lastRound,
              lastRoll: before.lastRoll,
            });
          } else {
            expect(after.winner).toBe(after.lastRound!.winner);
            expect(after.chips[after.winner!]).toBe(after.totalChips);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
