import { beforeEach, describe, expect, it } from 'vitest';
import { matchChance } from '../src/matchChance.js';
import { createMatch, reduce, type MatchState, type OverState, type Seat } from 'kiri-dice';
import { solveMatch, winProbability } from 'kiri-dice/odds';

const total = 20;
// Solved in each test, not on import, so that the mutation run can credit the solver's lines to the tests
// that reach them (code run on import reaches no test in particular, and every test runs for it).
let odds: ReturnType<typeof solveMatch>;
beforeEach(() => {
  odds = solveMatch({ totalChips: total });
});

/** A state that someone must act in: betting, accepting or rolling. */
type Live = Exclude<MatchState, OverState>;

/** The state, which must not be over. */
function live(state: MatchState): Live {
  if (state.phase === 'over') throw new Error('the match is over');
  return state;
}

/** The match of purses `a : total - a` with `bettor` to bet. */
function betting(a: number, bettor: Seat): Live {
  return live(createMatch({ seed: 5, chips: [a, total - a], firstBettor: bettor }));
}

describe('matchChance', () => {
  it('is the solver’s chance between rounds', () => {
    for (let a = 1; a < total; a++)
      for (const bettor of [0, 1] as const)
        expect(matchChance(odds, betting(a, bettor), 0.3)).toBe(odds.at(a, bettor).wins[0]);
  });

  it('keeps the solver’s chance through the best bet and its acceptance, as the best stake must', () => {
    for (let a = 1; a < total; a++) {
      for (const bettor of [0, 1] as const) {
        const bet = live(
          reduce(betting(a, bettor), {
            type: 'bet',
            player: bettor,
            amount: odds.at(a, bettor).stake,
          }),
        );
        const accepted = live(reduce(bet, { type: 'accept', player: bettor ? 0 : 1 }));
        for (const state of [bet, accepted])
          expect(matchChance(odds, state, winProbability(state)[0])).toBeCloseTo(
            odds.at(a, bettor).wins[0],
            12,
          );
      }
    }
  });

  it('weighs the two positions a round can lead to by the chance of each', () => {
    const bet = live(reduce(betting(10, 0), { type: 'bet', player: 0, amount: 4 }));
    const rolling = live(reduce(bet, { type: 'accept', player: 1 }));
    // Seat 0 wins the round: 14 chips and the next bet; loses it: 6 chips, seat 1 bets.
    const expected = 0.25 * odds.at(14, 0).wins[0] + 0.75 * odds.at(6, 1).wins[0];
    expect(matchChance(odds, bet, 0.25)).toBeCloseTo(expected, 15);
    expect(matchChance(odds, rolling, 0.25)).toBeCloseTo(expected, 15);
    // A stake of everything: the round decides the match.
    const allIn = live(reduce(betting(10, 0), { type: 'bet', player: 0, amount: 10 }));
    expect(matchChance(odds, allIn, 0.25)).toBe(0.25);
  });
});
