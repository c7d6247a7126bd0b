// Kiri as a boardgame.io game, played by the kiri-dice engine of ../../dist so that both servers
// play the same game: G holds the engine's state, each move is one action given to `reduce`
// (a move the rules forbid is INVALID_MOVE), and a roll's dice come from boardgame.io's own
// random plugin (ctx.random, seeded on the server), as a boardgame.io game rolls.
import { createRequire } from 'node:module';
import { createMatch, reduce } from '../../dist/index.js';
import { CHIPS } from '../refereeLoad.mjs';

// boardgame.io's entries are CommonJS folders, which ES modules cannot import by name.
const { ActivePlayers, INVALID_MOVE } = createRequire(import.meta.url)('boardgame.io/core');

/** The engine's next state, or INVALID_MOVE when the rules refuse the action. */
function play(G, action) {
  const state = reduce(G.state, action);
  return state.error ? INVALID_MOVE : { state };
}

const seat = (playerID) => Number(playerID);

export const Kiri = {
  name: 'kiri',
  setup: () => ({ state: createMatch({ chips: [CHIPS, CHIPS] }) }),
  // Either player may act at any time; the engine says whose turn it is.
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    bet: ({ G, playerID }, amount) => play(G, { type: 'bet', player: seat(playerID), amount }),
    accept: ({ G, playerID }) => play(G, { type: 'accept', player: seat(playerID) }),
    decline: ({ G, playerID }) => play(G, { type: 'decline', player: seat(playerID) }),
    roll: ({ G, playerID, random }) =>
      play(G, { type: 'roll', player: seat(playerID), dice: [random.D8(), random.D8()] }),
  },
  endIf: ({ G }) => (G.state.phase === 'over' ? { winner: G.state.winner } : undefined),
};
