import { describe, expect, it } from 'vitest';
import { readReviewOptions } from '../../src/review/ReviewOptions.js';

describe('readReviewOptions', () => {
  it('reads the preset, gnubg by default', () => {
    expect(readReviewOptions(undefined)).toEqual({
      marks: 'gnubg',
      thresholds: [0.02, 0.04, 0.08],
    });
    expect(readReviewOptions({})).toEqual({ marks: 'gnubg', thresholds: [0.02, 0.04, 0.08] });
    expect(readReviewOptions({ marks: 'gnubg' })).toEqual({
      marks: 'gnubg',
      thresholds: [0.02, 0.04, 0.08],
    });
    expect(readReviewOptions({ marks: 'lichess' })).toEqual({
      marks: 'lichess',
      thresholds: [0.05, 0.1, 0.15],
    });
  });

  it('refuses anything else, naming reviewMatch', () => {
    expect(() => readReviewOptions({ marks: 'GNUBG' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: options.marks must be "gnubg" or "lichess", got "GNUBG"]`,
    );
    expect(() => readReviewOptions(null)).not.toThrow();
    expect(() => readReviewOptions([])).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: options must be an object { marks }, got an array]`,
    );
  });
});
