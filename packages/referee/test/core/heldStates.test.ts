import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, type MatchState, type SeatAction } from 'kiri-dice';
import { withParsedStates } from '../../src/core/parsedStates.js';
import { createHeldStates } from '../../src/core/heldStates.js';

/** A game that counts the stored states it parses in full, and the states it holds. */
function counted(kept?: number) {
  const engine = createGame<string>({ remember: 'all' });
  const parsed = { count: 0 };
  const game = withParsedStates({
    ...engine,
    parseMatchState: (json) => (parsed.count++, engine.parseMatchState(json)),
  });
  return { engine, game, parsed, held: createHeldStates(game, kept) };
}

/** The recorded move of `action`, as a store keeps it: a roll with its dice, not drawn. */
const recorded = (action: SeatAction, next: MatchState<string>) =>
  JSON.stringify(
    action.type === 'roll'
      ? { type: 'roll', player: action.player, dice: next.lastRoll!.dice, drawn: false }
      : action,
  );

describe('createHeldStates', () => {
  const engine = createGame<string>({ remember: 'all' });
  const start = engine.createMatch({ seed: 7 });
  const bet = engine.reduce(start, { type: 'bet', player: 0, amount: 2 });
  const accepted = engine.reduce(bet, { type: 'accept', player: 1 });
  const rolled = engine.reduce(accepted, { type: 'roll', player: 1, dice: [3, 5] });
  const BET = '{"type":"bet","player":0,"amount":2}';

  it('plays the next move told on the state held, and a read of its text parses nothing', () => {
    const { game, parsed, held } = counted();
    held.hold('m', 0, game.parseMatchState(JSON.stringify(start)));
    held.advance('m', { version: 1, move: BET });
    held.advance('m', { version: 2, move: '{"type":"accept","player":1}' });
    held.advance('m', {
      version: 3,
      move: '{"type":"roll","player":1,"dice":[3,5],"drawn":false}',
    });
    expect(rolled.error).toBeNull();
    const state = game.parseMatchState(JSON.stringify(rolled));
    expect(parsed.count).toBe(1);
    expect(state).toEqual(rolled);
    expect(game.textOf(state)).toBe(JSON.stringify(rolled));
  });

  it('lets a match go when the move told is not the next, so that its next read parses', () => {
    const { game, parsed, held } = counted();
    held.hold('m', 0, game.parseMatchState(JSON.stringify(start)));
    // The move would play on the state held, but it made version 5: versions 1 to 4 were missed.
    held.advance('m', { version: 5, move: BET });
    // Let go: the next move is not played on anything either.
    held.advance('m', { version: 1, move: BET });
    game.parseMatchState(JSON.stringify(bet));
    expect(parsed.count).toBe(2);
  });

  it.each([
    ['not JSON', '{"type":'],
    ['refused by the rules', '{"type":"bet","player":1,"amount":2}'],
    ['a roll with a field of its own', '{"type":"roll","player":1,"dice":[3,5],"x":1}'],
    ['null', 'null'],
    ['a number', '5'],
    ['a text', '"bet"'],
  ])('lets a match go on a move %s: nothing told after it is played', (_, move) => {
    const { game, parsed, held } = counted();
    held.hold('m', 0, game.parseMatchState(JSON.stringify(start)));
    held.advance('m', { version: 1, move });
    // A move that would play on the state held, as the second: the match was let go.
    held.advance('m', { version: 2, move: BET });
    game.parseMatchState(JSON.stringify(bet));
    expect(parsed.count).toBe(2);
  });

  it('plays nothing for a match it does not hold', () => {
    const { game, parsed, held } = counted();
    held.advance('m', { version: 1, move: BET });
    game.parseMatchState(JSON.stringify(bet));
    expect(parsed.count).toBe(1);
  });

  it('holds at most the matches it is told, then starts again', () => {
    const { game, parsed, held } = counted(2);
    // Three matches of their own seeds, each with the bet its bettor makes first.
    const [x, y, z] = [1, 2, 3].map((seed) => {
      const first = engine.createMatch({ seed, chips: [100 + seed, 100] });
      const move = { type: 'bet', player: first.bettor, amount: 1 } as const;
      return {
        first: game.parseMatchState(JSON.stringify(first)),
        bet: JSON.stringify(move),
        after: JSON.stringify(engine.reduce(first, move)),
      };
    });
    held.hold('x', 0, x!.first);
    held.hold('y', 0, y!.first);
    // Held again when full: nothing is let go.
    held.hold('x', 0, x!.first);
    held.advance('y', { version: 1, move: y!.bet });
    game.parseMatchState(y!.after);
    expect(parsed.count).toBe(3);
    // One more match: the memory starts again with it.
    held.hold('z', 0, z!.first);
    held.advance('x', { version: 1, move: x!.bet });
    held.advance('z', { version: 1, move: z!.bet });
    game.parseMatchState(z!.after);
    expect(parsed.count).toBe(3);
    game.parseMatchState(x!.after);
    expect(parsed.count).toBe(4);
  });

  it('makes, from any stored state, the very text the mover stored: property', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(
          fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })),
          {
            maxLength: 40,
          },
        ),
        fc.nat({ max: 40 }),
        (seed, picks, from) => {
          const { game, parsed, held } = counted();
          // The mover's states, each with the move that made it, as another process keeps them.
          let state = engine.createMatch({ seed });
          const made: { state: MatchState<string>; move: string }[] = [];
          for (const [pick, a, b] of picks) {
            const legal = engine.legalActions(state);
            if (legal.length === 0) break;
            const chosen = legal[pick % legal.length]!;
            const action: SeatAction =
              chosen.type === 'roll' ? { ...chosen, dice: [a, b] } : chosen;
            state = engine.reduce(state, action);
            made.push({ state, move: recorded(action, state) });
          }
          const at = Math.min(from, made.length);
          const first = at === 0 ? engine.createMatch({ seed }) : made[at - 1]!.state;
          held.hold('m', at, game.parseMatchState(JSON.stringify(first)));
          for (let v = at; v < made.length; v++)
            held.advance('m', { version: v + 1, move: made[v]!.move });
          const last = made.at(-1)?.state ?? first;
          expect(game.textOf(game.parseMatchState(JSON.stringify(last)))).toBe(
            JSON.stringify(last),
          );
          expect(parsed.count).toBe(1);
        },
      ),
    );
  });
});
