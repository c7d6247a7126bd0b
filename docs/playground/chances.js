// @ts-check
// Each seat's chances, from kiri-dice/odds: the match on one screen and an online match show the
// same figures.
import { KiriError } from './kiri-dice.js';
import { solveMatch, winProbability } from './kiri-dice-odds.js';

/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice/odds').MatchOdds} MatchOdds */

/** The most chips in all the solver takes, so the most the best computer plays. */
export const MOST_SOLVED = 10_000;

/**
 * The solved match of each total of chips (or why it cannot be solved), solved once: the page
 * plays the standard rules only.
 * @type {Map<number, MatchOdds | KiriError>}
 */
const matches = new Map();

/**
 * The match of `total` chips, solved the first time it is asked for.
 * @param {number} total
 * @returns {MatchOdds | KiriError}
 */
export function matchOf(total) {
  let odds = matches.get(total);
  if (!odds) {
    try {
      odds = solveMatch({ totalChips: total });
    } catch (error) {
      if (!(error instanceof KiriError)) throw error;
      odds = error;
    }
    matches.set(total, odds);
  }
  return odds;
}

/**
 * Each seat's chance to win the round (`winProbability`) and the match: between rounds the
 * solved position; in a round, the round's two outcomes weighed by their chances (the winner
 * takes the pot and bets next). Once the match is over, its result.
 * @param {MatchState} current
 * @returns {{ round: readonly [number, number], match: readonly [number, number] | KiriError }}
 */
export function chancesOf(current) {
  const round = winProbability(current);
  if (current.phase === 'over') return { round, match: round };
  const odds = matchOf(current.totalChips);
  if (odds instanceof KiriError) return { round, match: odds };
  const at = (/** @type {readonly number[]} */ table, /** @type {number} */ a) => table[a] ?? NaN;
  const a = current.chips[0];
  if (current.phase === 'betting') {
    const k = current.bettor;
    return { round, match: [at(odds.seat0Wins[k], a), at(odds.seat1Wins[k], a)] };
  }
  // Seat 0's purse once seat 0 wins the round, and once seat 1 does.
  const [up, down] =
    current.phase === 'rolling' ? [a + current.pot, a] : [a + current.stake, a - current.stake];
  const chance = (/** @type {MatchOdds['seat0Wins']} */ wins) =>
    round[0] * at(wins[0], up) + round[1] * at(wins[1], down);
  return { round, match: [chance(odds.seat0Wins), chance(odds.seat1Wins)] };
}
