// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';

/**
 * How much a decision lost, named: `'doubtful'`, `'bad'` or `'veryBad'` from the preset's three
 * thresholds (by default 0.02, 0.04 and 0.08 of the chips, GNU Backgammon's 0.04, 0.08 and 0.16
 * of normalised equity).
 *
 * @example
 * ```ts
 * import type { Mark } from 'kiri-dice/review';
 *
 * const worst: Mark = 'veryBad';
 * console.log(worst); // => 'veryBad'
 * ```
 */
export type Mark = 'doubtful' | 'bad' | 'veryBad';

/**
 * How lucky a roll (or a player's rolls together) was: lucky from 0.15 of the chips, very lucky
 * from 0.30, and the same below zero.
 *
 * @example
 * ```ts
 * import type { LuckLabel } from 'kiri-dice/review';
 *
 * const label: LuckLabel = 'veryUnlucky';
 * console.log(label); // => 'veryUnlucky'
 * ```
 */
export type LuckLabel = 'veryLucky' | 'lucky' | 'unlucky' | 'veryUnlucky';

/**
 * A player's rating band from the mean loss of its counted decisions, GNU Backgammon's bands of
 * error rate halved (see the review guide for the thresholds).
 *
 * @example
 * ```ts
 * import type { RatingBand } from 'kiri-dice/review';
 *
 * const band: RatingBand = 'worldClass';
 * console.log(band); // => 'worldClass'
 * ```
 */
export type RatingBand =
  | 'supernatural'
  | 'worldClass'
  | 'expert'
  | 'advanced'
  | 'intermediate'
  | 'casual'
  | 'beginner'
  | 'awful';

/**
 * A stake weighed: its value and the best stake's to the bettor, and the loss. Every value is a
 * seat's expected share of all the chips at the end (`solveMatch` with declines).
 *
 * @example
 * ```ts
 * import { reviewMatch, type StakeReview } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3\n';
 * const stake = reviewMatch(record).events[0] as StakeReview;
 * console.log([stake.stake, stake.bestStake, stake.mark]); // => [3, 1, 'doubtful']
 * ```
 */
export interface StakeReview {
  /** Discriminant. */
  readonly type: 'stake';
  /** The round, from 1. */
  readonly round: number;
  /** The bettor. */
  readonly player: Seat;
  /** Both purses before the bet. */
  readonly chips: readonly [number, number];
  /** The stake bet. */
  readonly stake: number;
  /** The best stake (of equally good stakes, the smallest). */
  readonly bestStake: number;
  /** The largest stake allowed: the smaller purse. */
  readonly maxStake: number;
  /** Whether only one stake was allowed (a stake of 1): shown, not counted. */
  readonly forced: boolean;
  /** The stake's value to the bettor, after the acceptor's best answer. */
  readonly played: number;
  /** The best stake's value to the bettor. */
  readonly best: number;
  /** `best - played`, at least 0 (0 for a forced stake). */
  readonly loss: number;
  /** The mark of the loss, or `null` below the first threshold (and for a forced stake). */
  readonly mark: Mark | null;
  /** `[seat 0's value, seat 1's value]` after the bet. */
  readonly values: readonly [number, number];
}

/**
 * An answer weighed: accepting or declining, its value and the best answer's to the acceptor,
 * and the loss.
 *
 * @example
 * ```ts
 * import { reviewMatch, type AnswerReview } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 1, P1 declines\n';
 * const answer = reviewMatch(record).events[1] as AnswerReview;
 * console.log([answer.answer, answer.bestAnswer, answer.loss.toFixed(4)]); // => ['decline', 'accept', '0.0151']
 * ```
 */
export interface AnswerReview {
  /** Discriminant. */
  readonly type: 'answer';
  /** The round, from 1. */
  readonly round: number;
  /** The acceptor. */
  readonly player: Seat;
  /** The stake answered. */
  readonly stake: number;
  /** The answer given. */
  readonly answer: 'accept' | 'decline';
  /** The best answer (accepting when the two tie within 1e-12). */
  readonly bestAnswer: 'accept' | 'decline';
  /** Always `false`: both answers are always allowed. */
  readonly forced: false;
  /** The answer's value to the acceptor. */
  readonly played: number;
  /** The best answer's value to the acceptor. */
  readonly best: number;
  /** `best - played`, at least 0. */
  readonly loss: number;
  /** The mark of the loss, or `null` below the first threshold. */
  readonly mark: Mark | null;
  /** `[seat 0's value, seat 1's value]` after the answer. */
  readonly values: readonly [number, number];
}

/**
 * A roll weighed: its value to the roller against the exact average over the 64 outcomes of the
 * dice, and the difference, its luck.
 *
 * @example
 * ```ts
 * import { reviewMatch, type RollReview } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3, P1 accepts; P1 [8+6] {P1 wins 6 by kiri, points 0-0, P1 wins the match}\n';
 * const roll = reviewMatch(record).events[2] as RollReview;
 * console.log([roll.combination, roll.value, roll.luck.toFixed(4), roll.label]); // => ['kiri', 1, '0.4517', 'veryLucky']
 * ```
 */
export interface RollReview {
  /** Discriminant. */
  readonly type: 'roll';
  /** The round, from 1. */
  readonly round: number;
  /** The roller. */
  readonly player: Seat;
  /** The dice as rolled. */
  readonly dice: readonly [number, number];
  /** The id of the combination they make. */
  readonly combination: string;
  /** The roller's value after the roll. */
  readonly value: number;
  /** The roller's value after the roll, averaged exactly over the 64 outcomes of the dice. */
  readonly mean: number;
  /** `value - mean`: above 0 for a roll better than the average. */
  readonly luck: number;
  /** The label of the luck, or `null` between -0.15 and 0.15. */
  readonly label: LuckLabel | null;
  /** `[seat 0's value, seat 1's value]` after the roll. */
  readonly values: readonly [number, number];
}

/**
 * One event of a review, in the order played: a stake, an answer or a roll.
 *
 * @example
 * ```ts
 * import { reviewMatch, type ReviewEvent } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 1, P1 accepts\n';
 * const types = reviewMatch(record).events.map((event: ReviewEvent) => event.type);
 * console.log(types); // => ['stake', 'answer']
 * ```
 */
export type ReviewEvent = StakeReview | AnswerReview | RollReview;

/**
 * A player's totals: its decisions and their losses, its luck, and its result.
 *
 * @example
 * ```ts
 * import { reviewMatch, type PlayerReview } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3\n';
 * const bettor: PlayerReview = reviewMatch(record).players[0];
 * console.log([bettor.decisions, bettor.marks.doubtful, bettor.rating]); // => [1, 1, 'awful']
 * ```
 */
export interface PlayerReview {
  /** The decisions counted: every stake and answer that had a choice. */
  readonly decisions: number;
  /** The forced decisions, shown but not counted. */
  readonly forced: number;
  /** How many counted decisions got each mark. */
  readonly marks: {
    /** Marked doubtful. */
    readonly doubtful: number;
    /** Marked bad. */
    readonly bad: number;
    /** Marked very bad. */
    readonly veryBad: number;
  };
  /** The losses of the counted decisions, added up. */
  readonly totalLoss: number;
  /** `totalLoss / decisions` (0 with no decisions). */
  readonly meanLoss: number;
  /** The error rate: `meanLoss` times 1000. */
  readonly errorRate: number;
  /** The luck of the player's own rolls, added up. */
  readonly luck: number;
  /** The label of that luck, or `null` between -0.15 and 0.15. */
  readonly luckLabel: LuckLabel | null;
  /** The result: the player's final value (its share of the chips, 1 for a win). */
  readonly result: number;
  /** The result without the dice: `result - luck + the opponent's luck`. */
  readonly luckAdjusted: number;
  /** The band of `meanLoss`, or `null` with no decisions. */
  readonly rating: RatingBand | null;
}

/**
 * A player's account: where its result came from. `start + luck - opponentLuck - loss +
 * opponentLoss` equals `final`, to 1e-9, on every match.
 *
 * @example
 * ```ts
 * import { reviewMatch, type ReviewAccount } from 'kiri-dice/review';
 *
 * const record = 'format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 1, P1 accepts; P1 [8+6] {P1 wins 2 by kiri, points 0-0}\n';
 * const a: ReviewAccount = reviewMatch(record).account[1];
 * const sum = a.start + a.luck - a.opponentLuck - a.loss + a.opponentLoss;
 * console.log(Math.abs(sum - a.final) < 1e-9); // => true
 * ```
 */
export interface ReviewAccount {
  /** The player's value at the start of the match. */
  readonly start: number;
  /** The luck of its own rolls. */
  readonly luck: number;
  /** The luck of the opponent's rolls. */
  readonly opponentLuck: number;
  /** Its own counted losses. */
  readonly loss: number;
  /** The opponent's counted losses. */
  readonly opponentLoss: number;
  /** Its final value. */
  readonly final: number;
}

/**
 * The exact review of a played match: every stake and answer weighed, every roll's luck, each
 * player's totals and an account that balances.
 *
 * @example
 * ```ts
 * import { reviewMatch, type MatchReview } from 'kiri-dice/review';
 *
 * const review: MatchReview = reviewMatch('format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n');
 * console.log([review.version, review.totalChips, review.ending]); // => [1, 6, 'unfinished']
 * ```
 */
export interface MatchReview {
  /** The version of this form: 1. */
  readonly version: 1;
  /** The name of the rules. */
  readonly rules: string;
  /** The chips of both purses together. */
  readonly totalChips: number;
  /** The thresholds of the marks: `'gnubg'` (the default) or `'lichess'`. */
  readonly marks: 'gnubg' | 'lichess';
  /**
   * How the record ends: `'won'` (a player holds every chip), `'declined'`, `'unfinished'`, or
   * `'timeout'` or `'halt'`, the review stopping before that move (neither luck nor a decision).
   */
  readonly ending: 'won' | 'declined' | 'unfinished' | 'timeout' | 'halt';
  /** `[seat 0's value, seat 1's value]` at the start. */
  readonly start: readonly [number, number];
  /** Every stake, answer and roll, in order. */
  readonly events: readonly ReviewEvent[];
  /** `[seat 0's totals, seat 1's totals]`. */
  readonly players: readonly [PlayerReview, PlayerReview];
  /** `[seat 0's account, seat 1's account]`. */
  readonly account: readonly [ReviewAccount, ReviewAccount];
}
