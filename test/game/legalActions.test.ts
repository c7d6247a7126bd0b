import { describe, expect, it } from 'vitest';
import { createGame, createMatch, legalActions, reduce, type MatchState } from '../../src/index.js';
import { toSix } from '@kiri-dice/testing/houseRules';
import { apply, rolls, started } from '../helpers.js';

describe('legalActions', () => {
  it('returns a frozen list of frozen actions', () => {
    for (const state of [createMatch({ seed: 1 }), started()]) {
      const legal = legalActions(state);
      expect(Object.isFrozen(legal)).toBe(true);
      expect(legal.every((action) => Object.isFrozen(action))).toBe(true);
    }
    expect(Object.isFrozen(legalActions(rolls(started(), [8, 6])))).toBe(true);
  });

  it('offers the smallest and the largest bet while betting', () => {
    expect(legalActions(createMatch({ seed: 1, chips: [30, 80] }))).toEqual([
      { type: 'bet', player: 0, amount: 1 },
      { type: 'bet', player: 0, amount: 30 },
    ]);
    expect(legalActions(createMatch({ seed: 1, chips: [1, 80], firstBettor: 1 }))).toEqual([
      { type: 'bet', player: 1, amount: 1 },
    ]);
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
    const over = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 5 },
      { type: 'decline', player: 1 },
    );
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
    expect(() => legalActions({} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: legalActions: state.phase must be "betting", "accepting", "rolling" or "over", got undefined]`,
    );
  });

  it('refuses a betting state where a player has nothing to stake, rather than offering a bet of 0', () => {
    const forged = { ...createMatch({ seed: 1 }), chips: [0, 200] } as MatchState;
    expect(() => legalActions(forged)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: legalActions: state.chips[0] must be a whole number from 1 to 9007199254740991, got 0]`,
    );
  });

  it('of a house game checks the state against its own rules', () => {
    const game = createGame({ rules: toSix });
    let state = game.reduce(
      game.reduce(game.createMatch({ seed: 2 }), { type: 'bet', player: 0, amount: 5 }),
      { type: 'accept', player: 1 },
    );
    state = game.reduce(game.reduce(state, { type: 'roll', player: 1, dice: [2, 2] }), {
      type: 'roll',
      player: 1,
      dice: [2, 2],
    });
    expect(game.legalActions(state)).toEqual([{ type: 'roll', player: 1 }]);
    expect(game.stakeRange(state)).toBeNull();
    expect(() => legalActions(state as never)).toThrow(
      /^legalActions: state\.points\[1\] must be a whole number from 0 to 3, got 4$/,
    );
  });
});
