// @ts-check
// A client that joins the referee (server.mjs) and plays one seat to the end of the match. It
// never trusts what it receives either: every state goes through parseMatchState, and when the
// match is over it checks every roll against the server's commitment (kiri-dice/fair).
//
// Run two of them against a running referee:
//   node examples/http-server/client.mjs http://127.0.0.1:8080
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { classifyRoll, legalActions, parseMatchState } from 'kiri-dice';
import { verifyFairRolls } from 'kiri-dice/fair';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {{ clientSeeds: string[], rolls: [number, number][], serverSeed: string | null }} Dice */

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
async function call(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${body.message}`);
  return body;
}

/**
 * Joins the match at `base` and plays until it is over.
 *
 * @param {string} base the referee's URL
 * @param {(line: string) => void} [log]
 * @returns {Promise<MatchState>} the final state
 */
export async function playClient(base, log = (line) => console.log(line)) {
  // Our part of the dice: the server committed to its seed before it could see this one.
  const clientSeed = randomBytes(16).toString('hex');
  /** @type {{ seat: 0 | 1, token: string, commitment: string }} */
  const { seat, token, commitment } = await call(`${base}/join`, {
    method: 'POST',
    body: JSON.stringify({ clientSeed }),
  });
  log(`seat ${seat}: joined; the dice are committed to ${commitment.slice(0, 16)}…`);
  /** @type {Dice} */
  let dice = { clientSeeds: [], rolls: [], serverSeed: null };
  /** @param {Dice & { version: number, state: unknown }} body */
  const read = (body) => {
    dice = body;
    return { version: body.version, state: parseMatchState(body.state) };
  };

  let { version, state } = read(await call(`${base}/state?after=-1`));
  while (state.phase !== 'over') {
    const mine = legalActions(state).filter((action) => action.player === seat);
    if (mine.length === 0) {
      // Not our move: wait for the next one.
      ({ version, state } = read(await call(`${base}/state?after=${version}`)));
      continue;
    }
    /** @type {Action} */
    let action = mine[0] ?? { type: 'roll', player: seat };
    if (action.type === 'bet')
      action = { ...action, amount: Math.ceil(Math.min(...state.chips) / 2) };
    if (action.type === 'accept' || action.type === 'decline')
      action = { type: 'accept', player: seat };
    ({ version, state } = read(
      await call(`${base}/action`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(action),
      }),
    ));
    if (action.type === 'roll' && state.lastRoll) {
      const { names } = classifyRoll(state.lastRoll.dice[0], state.lastRoll.dice[1]);
      log(`seat ${seat}: rolled ${state.lastRoll.dice.join(' + ')}, ${names.en} (${names.ru})`);
    } else {
      log(`seat ${seat}: ${action.type}${action.type === 'bet' ? ` ${action.amount}` : ''}`);
    }
  }
  log(
    `seat ${seat}: match over, ${state.winner === seat ? 'I win' : `seat ${state.winner} wins`} all ${state.totalChips} chips`,
  );
  await verify(seat, commitment, clientSeed, dice, log);
  return state;
}

/**
 * Checks every roll of the match against the commitment the server sent at the start, with the
 * server seed it reveals now. The client seed is both seats' seeds joined by '|' (seat 0 first):
 * this client checks that its own is there, and takes the other's from the server (the server
 * committed before it saw either, so it cannot use them to choose the dice).
 *
 * @param {0 | 1} seat
 * @param {string} commitment
 * @param {string} mine this client's seed
 * @param {Dice} dice
 * @param {(line: string) => void} log
 */
async function verify(seat, commitment, mine, { clientSeeds, rolls, serverSeed }, log) {
  if (clientSeeds[seat] !== mine) throw new Error(`seat ${seat}: the server lost my client seed`);
  if (serverSeed === null) throw new Error(`seat ${seat}: the server kept its seed secret`);
  const clientSeed = clientSeeds.join('|');
  const verdict = await verifyFairRolls({ serverSeed, clientSeed, commitment, rolls });
  if (!verdict.ok) throw new Error(`seat ${seat}: unfair dice: ${JSON.stringify(verdict)}`);
  log(`seat ${seat}: all ${rolls.length} rolls verified against the commitment`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await playClient(process.argv[2] ?? 'http://127.0.0.1:8080');
}
