// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { LuckLabel, Mark, RatingBand } from './MatchReview.js';

/** The mark of a loss against the preset's thresholds `[doubtful, bad, veryBad]`. */
export function markOf(loss: number, [doubtful, bad, veryBad]: readonly number[]): Mark | null {
  return loss >= veryBad!
    ? 'veryBad'
    : loss >= bad!
      ? 'bad'
      : loss >= doubtful!
        ? 'doubtful'
        : null;
}

/**
 * The label of some luck: lucky from 0.15 of the chips, very lucky from 0.30 (GNU Backgammon's
 * 0.3 and 0.6 of normalised equity), and the same below zero.
 */
export function luckLabelOf(luck: number): LuckLabel | null {
  return luck >= 0.3
    ? 'veryLucky'
    : luck >= 0.15
      ? 'lucky'
      : luck <= -0.3
        ? 'veryUnlucky'
        : luck <= -0.15
          ? 'unlucky'
          : null;
}

/**
 * The upper ends of the rating bands, in mean loss per decision: GNU Backgammon's bands of
 * error rate (0.002, 0.005, 0.008, 0.012, 0.018, 0.026, 0.035 of normalised equity per move)
 * halved, as a share of the chips is half of normalised equity.
 */
const BANDS: readonly (readonly [number, RatingBand])[] = [
  [0.001, 'supernatural'],
  [0.0025, 'worldClass'],
  [0.004, 'expert'],
  [0.006, 'advanced'],
  [0.009, 'intermediate'],
  [0.013, 'casual'],
  [0.0175, 'beginner'],
];

/** The rating band of a mean loss per decision: the first band whose upper end is above it. */
export function ratingOf(meanLoss: number): RatingBand {
  return BANDS.find(([below]) => meanLoss < below)?.[1] ?? 'awful';
}
