// @ts-check
// A client of @kiri-dice/referee (server.mjs) that takes a seat and plays it to the end of the
// match. It trusts nothing the server says: it compares the commitment its join returns with the
// one it saw before joining, commits to a fresh seed of its own before any seed is revealed,
// checks the other seat's seed against its commitment, reads every state through
// parseMatchState, and when the match is over verifies its whole record (kiri-dice/fair).
//
// Against a running referee: one client creates a match and prints its id, the other joins it.
//   node examples/http-server/client.mjs http://127.0.0.1:8080
//   node examples/http-server/client.mjs http://127.0.0.1:8080 MATCH_ID
import { pathToFileURL } from 'node:url';
import { legalActions, parseMatchState } from 'kiri-dice';
import { commitTo, createClientSeed, jointSeed, verifyFairRolls } from 'kiri-dice/fair';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('@kiri-dice/referee').MatchView} MatchView */

/** A refusal of the referee: its HTTP status and its `code`. */
class Refused extends Error {
  /** @param {string} what @param {number} status @param {{ code?: string, message?: string }} body */
  constructor(what, status, body) {
    super(`${what}: ${status} ${body.code}: ${body.message}`);
    this.code = body.code;
  }
}

/**
 * One request: the answer's JSON, or a `Refused`. A request whose answer is lost (the
 * connection drops), or that another request of the match beat to its commit
 * (`VERSION_CONFLICT`), is sent again unchanged, with the same request id in its body, so that a
 * move is never played twice.
 *
 * @param {string} url
 * @param {{ method?: string, body?: unknown, token?: string }} [options]
 * @returns {Promise<any>}
 */
async function call(url, { method = 'GET', body, token } = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  for (let attempt = 1; ; attempt++) {
    let response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      continue;
    }
    const answer = await response.json();
    // Another request of the match committed first: the same request again, on the new version.
    if (answer.code === 'VERSION_CONFLICT' && attempt < 10) continue;
    if (!response.ok) throw new Refused(`${method} ${url}`, response.status, answer);
    return answer;
  }
}

/**
 * What this seat does when it may act: stake all it can, accept every bet, roll (the server
 * rolls the fair dice: a roll carries none).
 *
 * @param {MatchState} state
 * @param {number} seat
 * @returns {Action | undefined}
 */
function choose(state, seat) {
  const mine = legalActions(state).filter((action) => action.player === seat);
  return mine.filter((action) => action.type !== 'decline').at(-1);
}

/**
 * Takes a seat of match `id` (or of a match it creates) at `base`, and plays it until the match
 * is over.
 *
 * @param {string} base the referee's URL
 * @param {{ id?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ id: string, state: MatchState }>} the match and its final state
 */
export async function playClient(base, { id, log = (line) => console.log(line) } = {}) {
  // The server's commitment, seen before joining: the server committed before any seat.
  const match = id
    ? await call(`${base}/matches/${id}`)
    : await call(`${base}/matches`, { method: 'POST', body: {} });
  const url = `${base}/matches/${match.id}`;
  const seed = createClientSeed(); // fresh and random: nobody can guess it
  const join = { requestId: crypto.randomUUID(), seedCommitment: await commitTo(seed) };
  const { seat, token, commitment } = await call(`${url}/seats`, { method: 'POST', body: join });
  if (commitment !== match.commitment) throw new Error(`seat ${seat}: the commitment changed`);
  log(`seat ${seat}: joined match ${match.id}, the server committed to ${commitment}`);

  /** @type {MatchView} */
  let view = await call(url);
  // Reveal once both seats have committed, and not before keeping every seat's commitment as it
  // stands then: at the end, each revealed seed must be the one committed to before any seed
  // was shown (a server that rewrote a commitment afterwards would be caught).
  const wait = async () => (view = await call(`${url}?after=${view.step}`));
  while (view.seats < 2) await wait();
  const committed = [...view.seedCommitments];
  if (committed[seat] !== join.seedCommitment)
    throw new Error(`seat ${seat}: my commitment changed`);
  view = await call(`${url}/seed`, {
    method: 'POST',
    body: { requestId: 'seed', clientSeed: seed },
    token,
  });
  while (view.revealed.includes(false)) await wait();

  let moves = 0;
  for (let state = parseMatchState(view.state); state.phase !== 'over';) {
    const action = choose(state, seat);
    if (action) {
      const requestId = `seat-${seat}-move-${++moves}`;
      view = await call(`${url}/moves`, { method: 'POST', body: { requestId, action }, token });
      const roll = action.type === 'roll' ? `: ${view.state.lastRoll?.dice.join('+')}` : '';
      log(`seat ${seat}: ${JSON.stringify(action)}${roll}`);
    } else await wait();
    state = parseMatchState(view.state);
  }
  await verify(seat, { commitment, committed }, seed, url, view, log);
  return { id: match.id, state: parseMatchState(view.state) };
}

/**
 * Checks the whole match against the commitments seen before any seed was shown, once the
 * server has revealed its seed: this seat's seed is the one it sent, the other's is the one it
 * committed to then, and the record's every roll is the fair dice of the seeds, to the end.
 *
 * @param {number} seat
 * @param {{ commitment: string, committed: string[] }} seen the server's commitment, seen
 * before joining, and the seats' commitments, kept before revealing
 * @param {string} mine this seat's seed
 * @param {string} url the match's URL
 * @param {MatchView} view the match over
 * @param {(line: string) => void} log
 */
async function verify(seat, { commitment, committed }, mine, url, view, log) {
  const { clientSeeds, serverSeed } = view;
  if (clientSeeds[seat] !== mine) throw new Error(`seat ${seat}: the server lost my seed`);
  for (const [other, seed] of clientSeeds.entries())
    if ((await commitTo(seed)) !== committed[other])
      throw new Error(`seat ${seat}: seat ${other}'s seed is not the one it committed to`);
  if (serverSeed === null) throw new Error(`seat ${seat}: the server kept its seed secret`);
  const { record } = await call(`${url}/record`);
  const clientSeed = jointSeed(clientSeeds);
  const verdict = await verifyFairRolls({ serverSeed, clientSeed, commitment, record });
  if (!verdict.ok) throw new Error(`seat ${seat}: not fair: ${JSON.stringify(verdict)}`);
  log(
    `seat ${seat}: the whole match verified: ${verdict.rolls} rolls fair, seat ${verdict.winner} won`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://127.0.0.1:8080', id] = process.argv.slice(2);
  await playClient(base, id ? { id } : {});
}
