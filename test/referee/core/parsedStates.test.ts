import { describe, expect, it } from 'vitest';
import { createGame, type Game } from '../../../src/createGame.js';
import { createMatch } from '../../../src/createMatch.js';
import { reduce } from '../../../src/reduce.js';
import { withParsedStates } from '../../../src/referee/core/parsedStates.js';

/** A game that counts the states it parses. */
function counting() {
  const game: Game<string> = createGame();
  const counted = { parses: 0 };
  const engine = {
    ...game,
    parseMatchState: (json: unknown) => {
      counted.parses++;
      return game.parseMatchState(json);
    },
  };
  return { engine, counted };
}

describe('withParsedStates', () => {
  it('parses each text once and gives the same state for it, whatever came between', () => {
    const { engine, counted } = counting();
    const game = withParsedStates(engine);
    const first = JSON.stringify(createMatch({ seed: 1 }));
    const second = JSON.stringify(
      reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 2 }),
    );
    const state = game.parseMatchState(first);
    expect(game.parseMatchState(second).stake).toBe(2);
    expect(game.parseMatchState(first)).toBe(state);
    expect(state).toEqual(engine.parseMatchState(first));
    expect(counted.parses).toBe(3);
    // The rest of the game is the game's own.
    expect(game.reduce).toBe(engine.reduce);
    expect(game.rules).toBe(engine.rules);
  });

  it('refuses what the game refuses, and remembers no refusal', () => {
    const game = withParsedStates(createGame<string>());
    expect(() => game.parseMatchState('{}')).toThrow(/state/);
    expect(() => game.parseMatchState('{}')).toThrow(/state/);
  });

  it('keeps at most the states it is told to, then starts again', () => {
    const { engine, counted } = counting();
    const game = withParsedStates(engine, 2);
    const texts = [1, 2, 3].map((seed) => JSON.stringify(createMatch({ seed })));
    for (const text of texts) game.parseMatchState(text);
    // The third text started a new memory: the first is parsed again, the third is known.
    game.parseMatchState(texts[2]);
    expect(counted.parses).toBe(3);
    game.parseMatchState(texts[0]);
    expect(counted.parses).toBe(4);
  });
});
