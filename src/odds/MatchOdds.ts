// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';
import { failure, oneOf, whole } from '../guard/check.js';
import { TIE } from './tie.js';

/**
 * Each seat's chance to win the match from one position (with declines, its expected share of
 * the chips), the stake bet there, and whether the acceptor declines it.
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
  /** Whether the acceptor declines that stake (only ever with `declines`). */
  readonly declined: boolean;
}

/**
 * What one bet is worth to each seat: if the acceptor accepts it, if it declines it, and after
 * its best answer. A value is a seat's chance to win the match, and with `declines` its expected
 * share of all the chips at the end (a declined bet ends the match with each seat's own chips).
 *
 * @example
 * ```ts
 * import { solveMatch, type StakeOdds } from 'kiri-dice/odds';
 *
 * // 10 chips each, seat 0 bets 5:
 * const bet: StakeOdds = solveMatch({ totalChips: 20, declines: true }).bet(10, 0, 5);
 * console.log(bet.accept.map((p) => p.toFixed(4))); // => ['0.4760', '0.5240']
 * console.log(bet.decline); // => [0.5, 0.5]
 * console.log(bet.declined); // => false
 * ```
 */
export interface StakeOdds {
  /** The stake. */
  readonly stake: number;
  /** `[seat 0's value, seat 1's value]` when the acceptor accepts: the round is played. */
  readonly accept: readonly [number, number];
  /** `[seat 0's value, seat 1's value]` when the acceptor declines: each seat's share. */
  readonly decline: readonly [number, number];
  /**
   * Whether the acceptor declines: only with `declines`, and only where declining is worth more
   * to it than accepting by over 1e-12 (a tie is accepted).
   */
  readonly declined: boolean;
  /** `[seat 0's value, seat 1's value]` after that answer: the bet's worth to each seat. */
  readonly wins: readonly [number, number];
}

/**
 * The exact odds of a whole match from every position, for one stake in every position (the
 * best ones, from `solveMatch`, or given ones, from `evaluatePolicies`).
 *
 * A position is seat 0's purse `a` (seat 1 holds the other `totalChips - a`) and the seat that
 * bets, between rounds. The tables are indexed `[bettor][a]` for `a` from 0 to `totalChips`; at
 * 0 and `totalChips` the match is over. With `declines`, each seat's value is its expected share
 * of all the chips at the end rather than its chance to win: the same wherever no bet is declined.
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
  /**
   * Whether the acceptor may decline (`solveMatch`'s option `declines`): then every value is an
   * expected share of the chips, and the acceptor answers each bet at its best.
   */
  readonly declines: boolean;
  /**
   * `seat0Wins[bettor][a]`: seat 0's chance to win the match, with declines its expected share
   * (1 at `a = totalChips`, 0 at 0).
   */
  readonly seat0Wins: readonly [readonly number[], readonly number[]];
  /** `seat1Wins[bettor][a]`: seat 1's chance, solved on its own; the two add up to 1. */
  readonly seat1Wins: readonly [readonly number[], readonly number[]];
  /** `stakes[bettor][a]`: the stake bet in the position (0 at `a = 0` and `totalChips`). */
  readonly stakes: readonly [readonly number[], readonly number[]];
  /**
   * `declined[bettor][a]`: whether the acceptor declines the stake bet in the position (false
   * without declines, and at `a = 0` and `totalChips`).
   */
  readonly declined: readonly [readonly boolean[], readonly boolean[]];
  /**
   * The odds of one position. With {@link MatchOdds.bet}, the only members that are not plain
   * data: `JSON.stringify` keeps everything else.
   *
   * @param chips - seat 0's purse, from 1 to `totalChips - 1`
   * @param bettor - the seat to bet
   * @returns each seat's chance to win the match, and the stake
   * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for an argument out of range
   */
  readonly at: (chips: number, bettor: Seat) => MatchPosition;
  /**
   * The odds of any one bet: what it is worth to each seat if accepted and if declined, and the
   * acceptor's best answer, from the values of the positions it leads to.
   *
   * @param chips - seat 0's purse, from 1 to `totalChips - 1`
   * @param bettor - the seat to bet
   * @param stake - the stake, from 1 to the smaller purse
   * @returns the {@link StakeOdds}
   * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for an argument out of range
   */
  readonly bet: (chips: number, bettor: Seat, stake: number) => StakeOdds;
}

/**
 * The frozen odds, from the stakes and the chances of each state of the match's chain; with
 * `declines`, from the expected shares, and the acceptor answers every bet at its best.
 */
export function matchOdds(
  rules: string,
  totalChips: number,
  acceptorWinsRound: number,
  stakes: readonly [Int32Array, Int32Array],
  [w0, w1]: readonly [Float64Array, Float64Array],
  declines = false,
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
  /** The bet of `s` by seat `k` with seat 0 holding `a`, all three in range. */
  const offer = (a: number, k: Seat, s: number): StakeOdds => {
    // Seat 0 wins the round and bets next with a + s, or seat 1 does with seat 0 at a - s.
    const up = k ? acceptorWinsRound : 1 - acceptorWinsRound;
    const accept = Object.freeze([
      up * seat0Wins[0][a + s]! + (1 - up) * seat0Wins[1][a - s]!,
      up * seat1Wins[0][a + s]! + (1 - up) * seat1Wins[1][a - s]!,
    ] as const);
    // As the solver counts a declined bet: seat 0 wins all with the chance a / totalChips.
    const decline = Object.freeze([a / totalChips, 1 - a / totalChips] as const);
    const j = k ? 0 : 1;
    // Stryker disable next-line EqualityOperator: declining better by exactly `TIE` (1e-12) counts
    // as better under `>=`; no difference of a chance and a share comes out at that number.
    const declined = declines && decline[j] > accept[j] + TIE;
    return Object.freeze({
      stake: s,
      accept,
      decline,
      declined,
      wins: declined ? decline : accept,
    });
  };
  // At 0 and totalChips the stake is 0 and both answers leave the chips where they are: neither
  // is worth more, so nothing is declined there.
  const row = (k: Seat) =>
    Object.freeze(
      Array.from(
        { length: totalChips + 1 },
        (_, a) => declines && offer(a, k, bets[k][a]!).declined,
      ),
    );
  const declined = Object.freeze([row(0), row(1)] as const);
  const fail = failure('INVALID_OPTIONS', 'MatchOdds.at');
  const failBet = failure('INVALID_OPTIONS', 'MatchOdds.bet');
  return Object.freeze({
    rules,
    totalChips,
    acceptorWinsRound,
    declines,
    seat0Wins,
    seat1Wins,
    stakes: bets,
    declined,
    at: (chips: number, bettor: Seat): MatchPosition => {
      const a = whole(fail, chips, 'chips', 1, totalChips - 1);
      const k = oneOf(fail, bettor, 'bettor', [0, 1] as const);
      return Object.freeze({
        wins: Object.freeze([seat0Wins[k][a]!, seat1Wins[k][a]!] as const),
        stake: bets[k][a]!,
        declined: declined[k][a]!,
      });
    },
    bet: (chips: number, bettor: Seat, stake: number): StakeOdds => {
      const a = whole(failBet, chips, 'chips', 1, totalChips - 1);
      const k = oneOf(failBet, bettor, 'bettor', [0, 1] as const);
      return offer(a, k, whole(failBet, stake, 'stake', 1, Math.min(a, totalChips - a)));
    },
  });
}
