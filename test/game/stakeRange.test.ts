import { describe, expect, it } from 'vitest';
import { createMatch, stakeRange } from '../../src/index.js';
import { apply, started } from '../helpers.js';

describe('stakeRange', () => {
  it('is 1 to the smaller balance while betting, null otherwise', () => {
    expect(stakeRange(createMatch({ seed: 1, chips: [30, 80] }))).toEqual({ min: 1, max: 30 });
    expect(stakeRange(createMatch({ seed: 1, chips: [90, 7] }))).toEqual({ min: 1, max: 7 });
    expect(
      stakeRange(apply(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 5 })),
    ).toBeNull();
    expect(stakeRange(started())).toBeNull();
  });

  it('returns a frozen range', () => {
    expect(Object.isFrozen(stakeRange(createMatch({ seed: 1 })))).toBe(true);
  });

  it('throws INVALID_STATE for something that is not a state', () => {
    expect(() => stakeRange(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: stakeRange: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got null]`,
    );
  });
});
