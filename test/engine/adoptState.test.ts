import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/createGame.js';
import { adoptState } from '../../src/engine/adoptState.js';
import { recent } from '../../src/engine/recent.js';

describe('adoptState', () => {
  it("makes a state its game built the game's last, so that its next function takes it as it is", () => {
    const game = createGame<string>();
    const first = game.createMatch({ seed: 1 });
    const other = game.createMatch({ seed: 2 });
    expect(recent.state).toBe(other);
    adoptState(game, first);
    expect(recent.state).toBe(first);
    // Taken as it is: the game's last state is not copied again by the parser.
    expect(game.reduce(first, { type: 'bet', player: 0, amount: 1 }).stake).toBe(1);
  });

  it('leaves the engine as it is for an object that createGame did not build', () => {
    const game = createGame<string>();
    const state = game.createMatch({ seed: 1 });
    game.createMatch({ seed: 2 });
    const last = recent.state;
    adoptState({ ...game }, state);
    expect(recent.state).toBe(last);
  });
});
