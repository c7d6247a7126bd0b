// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';
import { failure, oneOf, whole } from '../guard/check.js';

/**
 * Each seat's chance to win the match from one position, and the stake bet there.
 *
 * @example
 * ```ts
 * import { solveMatch, type MatchPosition } from 'kiri-dice/odds';
 *
 * // 50 chips each, seat 0 to bet:
 * const position: MatchPosition = solveMatch({ totalChips: 100 }).at(50, 0);
 * console.log(position.wins.map((p) => p.toFixed(4))); // => ['0.4991', '0.5009']
 * console.log(position.stake); // => 1
 * ```
 */
export interface MatchPosition {
  /** `[seat 0's chance, seat 1's chance]` to win the match. */
  readonly wins: readonly [number, number];
  /** The stake the bettor bets in this position. */
  readonly stake: number;
}

/**
 * The exact odds of a whole match from every position, for one stake in every position (the
 * best ones, from `solveMatch`, or given ones, from `evaluatePolicies`).
 *
 * A position is seat 0's purse `a` (seat 1 holds the other `totalChips - a`) and the seat that
 * bets, between rounds. The tables are indexed `[bettor][a]` for `a` from 0 to `totalChips`; at
 * 0 and `totalChips` the match is over.
 *
 * @example
 * ```ts
 * import { solveMatch, type MatchOdds } from 'kiri-dice/odds';
 *
 * const odds: MatchOdds = solveMatch({ totalChips: 100 });
 * console.log(odds.seat0Wins[1][50]!.toFixed(4)); // => '0.5009'
 * console.log(odds.seat0Wins[1][50]! + odds.seat1Wins[1][50]!); // => 1
 * console.log(odds.stakes[0][50]); // => 1
 * ```
 */
export interface MatchOdds {
  /** The name of the rules. */
  readonly rules: string;
  /** The chips of both purses together. */
  readonly totalChips: number;
  /** The chance that the acceptor wins a round (`solveRound`'s `firstRollerWins`). */
  readonly acceptorWinsRound: number;
  /** `seat0Wins[bettor][a]`: seat 0's chance to win the match (1 at `a = totalChips`, 0 at 0). */
  readonly seat0Wins: readonly [readonly number[], readonly number[]];
  /** `seat1Wins[bettor][a]`: seat 1's chance, solved on its own; the two add up to 1. */
  readonly seat1Wins: readonly [readonly number[], readonly number[]];
  /** `stakes[bettor][a]`: the stake bet in the position (0 at `a = 0` and `totalChips`). */
  readonly stakes: readonly [readonly number[], readonly number[]];
  /**
   * The odds of one position. The only member that is not plain data: `JSON.stringify` keeps
   * everything else.
   *
   * @param chips - seat 0's purse, from 1 to `totalChips - 1`
   * @param bettor - the seat to bet
   * @returns each seat's chance to win the match, and the stake
   * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for an argument out of range
   */
  readonly at: (chips: number, bettor: Seat) => MatchPosition;
}

/** The frozen odds, from the stakes and the chances of each state of the match's chain. */
export function matchOdds(
  rules: string,
  totalChips: number,
  acceptorWinsRound: number,
  stakes: readonly [Int32Array, Int32Array],
  [w0, w1]: readonly [Float64Array, Float64Array],
): MatchOdds {
  const table = (w: Float64Array, k: Seat, over: number) =>
    Object.freeze(
      Array.from({ length: totalChips + 1 }, (_, a) =>
        a === 0 ? 1 - over : a === totalChips ? over : w[2 * (a - 1) + k]!,
      ),
    );
  const seat0Wins = Object.freeze([table(w0, 0, 1), table(w0, 1, 1)] as const);
  const seat1Wins = Object.freeze([table(w1, 0, 0), table(w1, 1, 0)] as const);
  const bets = Object.freeze([
    Object.freeze([...stakes[0]]),
    Object.freeze([...stakes[1]]),
  ] as const);
  const fail = failure('INVALID_OPTIONS', 'MatchOdds.at');
  return Object.freeze({
    rules,
    totalChips,
    acceptorWinsRound,
    seat0Wins,
    seat1Wins,
    stakes: bets,
    at: (chips: number, bettor: Seat): MatchPosition => {
      const a = whole(fail, chips, 'chips', 1, totalChips - 1);
      const k = oneOf(fail, bettor, 'bettor', [0, 1] as const);
      return Object.freeze({
        wins: Object.freeze([seat0Wins[k][a]!, seat1Wins[k][a]!] as const),
        stake: bets[k][a]!,
      });
    },
  });
}
