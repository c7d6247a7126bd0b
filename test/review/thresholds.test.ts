import { describe, expect, it } from 'vitest';
import { luckLabelOf, markOf, ratingOf } from '../../src/review/thresholds.js';

describe('markOf', () => {
  it('marks from each threshold on, the threshold included', () => {
    const gnubg = [0.02, 0.04, 0.08];
    expect(
      [0, 0.019999, 0.02, 0.039999, 0.04, 0.079999, 0.08, 1].map((x) => markOf(x, gnubg)),
    ).toEqual([null, null, 'doubtful', 'doubtful', 'bad', 'bad', 'veryBad', 'veryBad']);
    expect([0.049999, 0.05, 0.1, 0.15].map((x) => markOf(x, [0.05, 0.1, 0.15]))).toEqual([
      null,
      'doubtful',
      'bad',
      'veryBad',
    ]);
  });
});

describe('luckLabelOf', () => {
  it('labels from 0.15 and 0.30 on, and the same below zero, the thresholds included', () => {
    const luck = [-1, -0.3, -0.299999, -0.15, -0.149999, 0, 0.149999, 0.15, 0.299999, 0.3, 1];
    expect(luck.map(luckLabelOf)).toEqual([
      'veryUnlucky',
      'veryUnlucky',
      'unlucky',
      'unlucky',
      null,
      null,
      null,
      'lucky',
      'lucky',
      'veryLucky',
      'veryLucky',
    ]);
  });
});

describe('ratingOf', () => {
  it("halves GNU Backgammon's bands of error rate, each upper end in the next band", () => {
    const ends = [0, 0.001, 0.0025, 0.004, 0.006, 0.009, 0.013, 0.0175];
    expect(ends.map(ratingOf)).toEqual([
      'supernatural',
      'worldClass',
      'expert',
      'advanced',
      'intermediate',
      'casual',
      'beginner',
      'awful',
    ]);
    expect(ends.slice(1).map((x) => ratingOf(x - 1e-9))).toEqual([
      'supernatural',
      'worldClass',
      'expert',
      'advanced',
      'intermediate',
      'casual',
      'beginner',
    ]);
    expect(ratingOf(1)).toBe('awful');
  });
});
