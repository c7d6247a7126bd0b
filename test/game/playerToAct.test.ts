import { describe, expect, it } from 'vitest';
import { createGame, createMatch, playerToAct, reduce } from '../../src/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';
import { apply, started } from '../helpers.js';

describe('playerToAct', () => {
  it('is the bettor, then the seat that answers, then the roller, then nobody', () => {
    const betting = createMatch({ seed: 1, firstBettor: 1 });
    expect(playerToAct(betting)).toBe(1);
    const accepting = apply(betting, { type: 'bet', player: 1, amount: 5 });
    expect(playerToAct(accepting)).toBe(0);
    const rolling = apply(accepting, { type: 'accept', player: 0 });
    expect(playerToAct(rolling)).toBe(0);
    // A Normal roll passes the turn.
    expect(playerToAct(apply(rolling, { type: 'roll', player: 0, dice: [1, 7] }))).toBe(1);
    expect(playerToAct(started())).toBe(1);
    const declined = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 5 },
      {
        type: 'decline',
        player: 1,
      },
    );
    expect(playerToAct(declined)).toBeNull();
    expect(
      playerToAct(reduce(createMatch({ seed: 1 }), { type: 'timeout', player: 0 })),
    ).toBeNull();
  });

  it('is a function of every house game too', () => {
    const game = createGame({ rules: defineRules({ ...standardRulesSpec, targetPoints: 2 }) });
    expect(game.playerToAct(game.createMatch({ seed: 1, firstBettor: 1 }))).toBe(1);
  });

  it('throws INVALID_STATE for something that is not a state', () => {
    expect(() => playerToAct(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: playerToAct: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got null]`,
    );
  });
});
