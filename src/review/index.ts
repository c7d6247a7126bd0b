/**
 * kiri-dice/review: the exact review of a played match. Every stake and answer weighed against
 * the best, every roll's luck, each player's totals, and an account of the result that balances
 * to the last digit, because the values are exact (`solveMatch` with declines).
 *
 * A separate entry point, so that games which only play Kiri do not ship the review.
 *
 * ```ts
 * import { reviewMatch } from 'kiri-dice/review';
 *
 * // A record's notation or JSON, or its JSON data:
 * const review = reviewMatch('format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3\n');
 * console.log(review.players[0].errorRate.toFixed(1)); // => '33.2'
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/review
 */
export type {
  AnswerReview,
  LuckLabel,
  Mark,
  MatchReview,
  PlayerReview,
  RatingBand,
  ReviewAccount,
  ReviewEvent,
  RollReview,
  StakeReview,
} from './MatchReview.js';
export type { ReviewOptions } from './ReviewOptions.js';
export { reviewMatch } from './reviewMatch.js';
