// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, fields, oneOf } from '../guard/check.js';

/**
 * Options of `reviewMatch`.
 *
 * @example
 * ```ts
 * import { reviewMatch, type ReviewOptions } from 'kiri-dice/review';
 *
 * const options: ReviewOptions = { marks: 'lichess' };
 * console.log(reviewMatch('format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n', options).marks); // => 'lichess'
 * ```
 */
export interface ReviewOptions {
  /**
   * The thresholds of the marks, in shares of all the chips: `'gnubg'` (the default) marks a
   * decision doubtful from 0.02, bad from 0.04 and very bad from 0.08 (GNU Backgammon's 0.04,
   * 0.08 and 0.16 of normalised equity); `'lichess'` from 0.05, 0.10 and 0.15 (lichess's
   * inaccuracy, mistake and blunder at 5, 10 and 15 points of winning chances).
   */
  readonly marks?: 'gnubg' | 'lichess';
}

/** The options read and checked: the preset's name and its three thresholds, in order. */
export interface ReviewSetup {
  readonly marks: 'gnubg' | 'lichess';
  readonly thresholds: readonly [doubtful: number, bad: number, veryBad: number];
}

/** The thresholds of each preset. */
const PRESETS = {
  gnubg: [0.02, 0.04, 0.08],
  lichess: [0.05, 0.1, 0.15],
} as const;

/** Reads and checks the options of `reviewMatch`. */
export function readReviewOptions(options: unknown): ReviewSetup {
  const fail = failure('INVALID_OPTIONS', 'reviewMatch');
  const { marks = 'gnubg' } = fields(fail, options ?? {}, 'options', ['marks']);
  const preset = oneOf(fail, marks, 'options.marks', ['gnubg', 'lichess'] as const);
  return { marks: preset, thresholds: PRESETS[preset] };
}
