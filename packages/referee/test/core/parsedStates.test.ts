import { describe, expect, it, vi } from 'vitest';
import { createGame, createMatch, reduce, type Game } from 'kiri-dice';
import { withParsedStates } from '../../src/core/parsedStates.js';

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
    expect(game.legalActions).toBe(engine.legalActions);
    expect(game.rules).toBe(engine.rules);
  });

  it("plays a remember: 'all' game's states of its memory unchecked, and checks any other", () => {
    const game = withParsedStates(createGame<string>({ remember: 'all' }));
    const text = JSON.stringify(createMatch({ seed: 1 }));
    const state = game.parseMatchState(text);
    const bet = { type: 'bet', player: 0, amount: 2 } as const;
    // Another match played meanwhile: the engine's last state is another.
    game.reduce(game.parseMatchState(JSON.stringify(createMatch({ seed: 2 }))), bet);
    expect(game.validateAction(state, bet)).toBeNull();
    const next = game.reduce(state, bet);
    // Taken as it is: a bet keeps the generator's state, which a checked copy would not hold.
    expect(next.rng).toBe(state.rng);
    expect(next).toEqual(reduce(createMatch({ seed: 1 }), bet));
    // Its result is known by the text it is kept with, and its text is that one.
    const nextText = JSON.stringify(next);
    expect(game.keep(nextText, next)).toBe(nextText);
    expect(game.parseMatchState(nextText)).toBe(next);
    expect(game.textOf(next)).toBe(nextText);
    // A copy of a state of its memory, changed, is no state of it: checked, and refused.
    const forged = { ...state, chips: [-1, 100] } as unknown as typeof state;
    expect(() => game.reduce(forged, bet)).toThrow(/state\.chips/);
    expect(() => game.validateAction(forged, bet)).toThrow(/validateAction: state\.chips/);
  });

  it('keeps no state it did not make, and writes the text of any state', () => {
    const { engine, counted } = counting();
    const game = withParsedStates(engine);
    const made = createMatch({ seed: 3 });
    const text = JSON.stringify(made);
    expect(game.keep(text, made)).toBe(text);
    expect(game.parseMatchState(text)).not.toBe(made);
    expect(counted.parses).toBe(1);
    expect(game.textOf(made)).toBe(text);
    const parsed = game.parseMatchState(text);
    expect(game.textOf(parsed)).toBe(text);
    expect(game.textOf(parsed)).toBe(game.textOf(parsed));
  });

  it("writes a known state's text once, and keeps no text of a state it did not make", () => {
    const game = withParsedStates(createGame());
    const parsed = game.parseMatchState(JSON.stringify(createMatch({ seed: 4 })));
    const foreign = createMatch({ seed: 5 });
    const written = vi.spyOn(JSON, 'stringify');
    try {
      for (let i = 0; i < 3; i++) game.textOf(parsed);
      expect(written).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i++) game.textOf(foreign);
      // A caller's state may change after it is written: it is written every time.
      expect(written).toHaveBeenCalledTimes(4);
    } finally {
      written.mockRestore();
    }
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
