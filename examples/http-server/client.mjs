// @ts-check
// A client that joins the referee (server.mjs) and plays one seat to the end of the match. It
// never trusts what it receives either: every state goes through parseMatchState.
//
// Run two of them against a running referee:
//   node examples/http-server/client.mjs http://127.0.0.1:8080
import { pathToFileURL } from 'node:url';
import { classifyRoll, legalActions, parseMatchState } from 'kiri-dice';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').MatchState} MatchState */

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
  /** @type {{ seat: 0 | 1, token: string }} */
  const { seat, token } = await call(`${base}/join`, { method: 'POST' });
  log(`seat ${seat}: joined`);
  /** @param {{ version: number, state: unknown }} body */
  const read = (body) => ({ version: body.version, state: parseMatchState(body.state) });

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
  return state;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await playClient(process.argv[2] ?? 'http://127.0.0.1:8080');
}
