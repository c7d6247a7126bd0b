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

  it('values one bet, accepted and declined, and declines only with declines and a gain', () => {
    const [stakes, chances] = [
      [Int32Array.of(0, 1, 1, 1, 0), Int32Array.of(0, 1, 1, 1, 0)],
      [
        Float64Array.of(0.1, 0.2, 0.3, 0.4, 0.5, 0.6),
        Float64Array.of(0.9, 0.8, 0.7, 0.6, 0.5, 0.4),
      ],
    ] as const;
    const tiny = matchOdds('tiny', 4, 0.5, stakes, chances, true);
    // Seat 0 bets 1 from 1 chip: up to 2 chips betting (0.3) or to none; seat 1 keeps 0.85 by
    // accepting, more than its share 0.75.
    expect(tiny.bet(1, 0, 1)).toEqual({
      stake: 1,
      accept: [0.15, 0.85],
      decline: [0.25, 0.75],
      declined: false,
      wins: [0.15, 0.85],
    });
    // Seat 1 bets 1 with seat 0 at 1 chip: seat 0 keeps its share 0.25 by declining, more
    // than the 0.15 of accepting.
    expect(tiny.bet(1, 1, 1)).toEqual({
      stake: 1,
      accept: [0.15, 0.85],
      decline: [0.25, 0.75],
      declined: true,
      wins: [0.25, 0.75],
    });
    expect(tiny.declines).toBe(true);
    // Seat 1's bets: seat 0 keeps 0.25, 0.5, 0.75 by declining, against 0.15, 0.35, 0.7.
    expect(tiny.declined).toEqual([
      [false, false, false, false, false],
      [false, true, true, true, false],
    ]);
    expect(tiny.at(1, 1)).toEqual({ wins: [0.2, 0.8], stake: 1, declined: true });
    // The same odds without declines: every bet accepted, whatever it is worth.
    const always = matchOdds('tiny', 4, 0.5, stakes, chances);
    expect(always.bet(1, 1, 1)).toMatchObject({ declined: false, wins: [0.15, 0.85] });
    expect(always.declined.flat()).not.toContain(true);
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
