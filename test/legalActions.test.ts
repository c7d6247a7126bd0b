import { describe, expect, it } from 'vitest';
import { createMatch, legalActions, reduce } from '../src/index.js';
import { apply, rolls, started } from './helpers.js';

describe('legalActions', () => {
  it('offers the smallest and the largest bet while betting', () => {
    expect(legalActions(createMatch({ seed: 1, chips: [30, 80] }))).toEqual([
      { type: 'bet', player: 0, amount: 1 },
      { type: 'bet', player: 0, amount: 30 },
    ]);
    expect(legalActions(createMatch({ seed: 1, chips: [1, 80], firstBettor: 1 }))).toEqual([{ type: 'bet', player: 1, amount: 1 }]);
  });

  it('offers accept and decline to the other player, then the roll to the roller', () => {
    const accepting = apply(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 5 });
    expect(legalActions(accepting)).toEqual([
      { type: 'accept', player: 1 },
      { type: 'decline', player: 1 },
    ]);
    expect(legalActions(started())).toEqual([{ type: 'roll', player: 1 }]);
    expect(legalActions(rolls(started(), [1, 8]))).toEqual([{ type: 'roll', player: 0 }]);
  });

  it('offers nothing once the match is over', () => {
    const over = apply(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 5 }, { type: 'decline', player: 1 });
    expect(legalActions(over)).toEqual([]);
  });

  it('lists only actions reduce accepts', () => {
    let state = started();
    for (let i = 0; i < 200 && state.phase !== 'over'; i++) {
      const [action] = legalActions(state);
      state = reduce(state, action!);
      expect(state.error).toBeNull();
    }
  });

  it('throws INVALID_STATE for something that is not a state', () => {
    expect(() => legalActions({} as never)).toThrowErrorMatchingInlineSnapshot(`[KiriError: legalActions: state.phase must be "betting", "accepting", "rolling" or "over", got undefined]`);
  });
});
