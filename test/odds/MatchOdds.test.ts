import { describe, expect, it } from 'vitest';
import { KiriError } from '../../src/game/KiriError.js';
import { matchOdds } from '../../src/odds/MatchOdds.js';

/** The odds of a match of 3 chips from made-up chances of its 4 states (2 purses, 2 bettors). */
const odds = () =>
  matchOdds(
    'tiny',
    3,
    0.5,
    [Int32Array.of(0, 1, 1, 0), Int32Array.of(0, 1, 2, 0)],
    [Float64Array.of(0.1, 0.2, 0.3, 0.4), Float64Array.of(0.9, 0.8, 0.7, 0.6)],
  );

describe('matchOdds', () => {
  it('lays the states out by bettor and purse, with the ends of the match at 0 and totalChips', () => {
    const tiny = odds();
    expect(JSON.parse(JSON.stringify(tiny))).toEqual({
      rules: 'tiny',
      totalChips: 3,
      acceptorWinsRound: 0.5,
      declines: false,
      seat0Wins: [
        [0, 0.1, 0.3, 1],
        [0, 0.2, 0.4, 1],
      ],
      seat1Wins: [
        [1, 0.9, 0.7, 0],
        [1, 0.8, 0.6, 0],
      ],
      stakes: [
        [0, 1, 1, 0],
        [0, 1, 2, 0],
      ],
      declined: [
        [false, false, false, false],
        [false, false, false, false],
      ],
    });
    expect(tiny.at(2, 1)).toEqual({ wins: [0.4, 0.6], stake: 2, declined: false });
    expect(tiny.at(1, 0)).toEqual({ wins: [0.1, 0.9], stake: 1, declined: false });
  });

  it('refuses a position out of range with INVALID_OPTIONS, naming MatchOdds.at', () => {
    const tiny = odds();
    for (const [chips, bettor] of [
      [0, 0],
      [3, 1],
      [1.5, 0],
      [1, 2],
    ] as const) {
      let thrown: unknown;
      try {
        tiny.at(chips, bettor as 0);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(KiriError);
      expect(thrown).toMatchObject({
        code: 'INVALID_OPTIONS',
        message: expect.stringMatching(/^MatchOdds\.at: (chips|bettor) must be /) as unknown,
      });
    }
  });
});
