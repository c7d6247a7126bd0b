// boardgame.io's clients for bench/boardgame/run.mjs: a match made and joined through the Lobby
// API, then each seat on its own socket.io connection, speaking boardgame.io's protocol as its
// SocketIO transport does (`sync` once, then an `update` per move; the server sends every
// client the new state after each move). The moves are bench/refereeLoad.mjs's: bets of 1,
// every bet accepted, every roll rolled.
import { io } from 'socket.io-client';
import { nextMove } from '../refereeLoad.mjs';

async function lobby(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Makes a match through the Lobby API and connects both seats; resolves once both have synced. */
export async function openBgioMatch(port) {
  const base = `http://127.0.0.1:${port}`;
  const { matchID } = await lobby(base, '/games/kiri/create', { numPlayers: 2 });
  const seats = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await lobby(base, `/games/kiri/${matchID}/join`, {
      playerID,
      playerName: `player ${playerID}`,
    });
    // One connection per client, as two browsers would have (socket.io shares one per address
    // unless told not to).
    const socket = io(`${base}/kiri`, { transports: ['websocket'], forceNew: true });
    const seat = { playerID, credentials: playerCredentials, socket, state: null, onState: null };
    const synced = new Promise((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.on('sync', (_id, { state }) => {
        seat.state = state;
        resolve();
      });
    });
    socket.on('update', (_id, state) => {
      if (state._stateID <= seat.state._stateID) return;
      seat.state = state;
      seat.onState?.();
    });
    socket.on('connect', () => socket.emit('sync', matchID, playerID, playerCredentials, 2));
    seats.push({ seat, synced });
  }
  await Promise.all(seats.map(({ synced }) => synced));
  return {
    matchID,
    seats: seats.map(({ seat }) => seat),
    close: () => {
      for (const { seat } of seats) seat.socket.close();
    },
  };
}

/**
 * Plays both seats until `running()` is false: a seat moves when the engine's state says it is
 * to move, and a move counts once its sender hears the state it made; `heard(ms)` takes each
 * move's latency, from the `update` sent to the new state received. While `gate` is shut, no
 * move is sent (one that is due waits for `gate.pass()`).
 */
export function playBgioMatch(match, { running, heard, gate }) {
  for (const seat of match.seats) {
    let sent = null;
    let held = false;
    const turn = () => {
      const { state } = seat;
      if (sent !== null) {
        if (state._stateID <= sent.stateID) return;
        heard(performance.now() - sent.at);
        sent = null;
      }
      if (!running() || held) return;
      const action = nextMove(state.G.state);
      if (action === null || String(action.player) !== seat.playerID) return;
      if (gate !== undefined && !gate.isOpen()) {
        held = true;
        void gate.pass().then(() => {
          held = false;
          turn();
        });
        return;
      }
      sent = { stateID: state._stateID, at: performance.now() };
      seat.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: {
            type: action.type,
            args: action.type === 'bet' ? [action.amount] : [],
            playerID: seat.playerID,
            credentials: seat.credentials,
          },
        },
        state._stateID,
        match.matchID,
        seat.playerID,
      );
    };
    seat.onState = turn;
    turn();
  }
}
