// @ts-check
// A referee for one match between two clients over HTTP, with node:http only. The server owns
// the match: it checks every move, rolls the dice itself, and keeps the state as JSON. Its dice
// are provably fair (kiri-dice/fair): it commits to a secret seed before anyone joins, each
// client adds a seed of its own, every roll is derived from both, and the secret is revealed
// when the match is over, so that each client can check every roll by itself.
//
//   POST /join    (body: { clientSeed })
//                                   -> 200 { seat, token, commitment }, or 409 when both seats
//                                      are taken
//   GET  /state?after=VERSION       -> 200 { version, state, clientSeeds, rolls, serverSeed } as
//                                      soon as version > VERSION (long polling: the answer waits
//                                      for the next move); rolls: the dice of every roll so far;
//                                      serverSeed: null until the match is over
//   POST /action  (Authorization: Bearer TOKEN, body: an action)
//                                   -> 200 the same as GET /state, or 4xx { code?, message }
//
// Run it: `npm run build && node examples/http-server/server.mjs [--port 8080]`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createMatch, parseMatchState, reduce, validateAction } from 'kiri-dice';
import { commitTo, createServerSeed, fairDice } from 'kiri-dice/fair';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {{ status: number, body: unknown }} Reply */

/** The longest client seed a client may send, in UTF-16 code units. */
const MAX_CLIENT_SEED = 200;

/**
 * Builds the referee of one match.
 *
 * @param {{ chips?: readonly [number, number], log?: (line: string) => void }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export async function createReferee({ chips = [100, 100], log = () => {} } = {}) {
  // Committed before anyone joins: the seed stays secret until the match is over.
  const serverSeed = createServerSeed();
  const commitment = await commitTo(serverSeed);
  /** @type {string[]} each seat's client seed, in seat order */
  const clientSeeds = [];
  /** @type {(readonly [number, number])[]} the dice of every roll, in order */
  const rolls = [];
  // "Storage": the state as JSON text plus a version, as a database row would hold them. It is
  // parsed back with parseMatchState on every request, exactly as if it came from a database.
  let saved = JSON.stringify(createMatch({ chips }));
  let version = 0;
  /** @type {string[]} the token of each seat, in seat order */
  const tokens = [];
  /** @type {Set<() => void>} long polls waiting for the next move */
  const waiting = new Set();

  /** What every answer about the match says: the state, the rolls, and the seed once it is over. */
  function view() {
    const state = JSON.parse(saved);
    const revealed = state.phase === 'over' ? serverSeed : null;
    return { version, state, clientSeeds, rolls, serverSeed: revealed };
  }

  /** @param {unknown} body @returns {Reply} */
  function join(body) {
    if (tokens.length === 2) return { status: 409, body: { message: 'both seats are taken' } };
    const clientSeed = /** @type {{ clientSeed?: unknown } | null} */ (body)?.clientSeed;
    if (typeof clientSeed !== 'string' || !clientSeed || clientSeed.length > MAX_CLIENT_SEED)
      return {
        status: 400,
        body: { message: `send { clientSeed }: text of 1 to ${MAX_CLIENT_SEED} characters` },
      };
    clientSeeds.push(clientSeed);
    const seat = tokens.push(randomUUID()) - 1;
    return { status: 200, body: { seat, token: tokens[seat], commitment } };
  }

  /** @param {unknown} body @param {string | undefined} authorization @returns {Promise<Reply>} */
  async function act(body, authorization) {
    const seat = tokens.indexOf(authorization?.replace(/^Bearer /, '') ?? '');
    if (seat < 0)
      return {
        status: 401,
        body: { message: 'join first: POST /join gives you a seat and a token' },
      };
    const state = parseMatchState(saved);
    // validateAction checks any value (shape, phase, turn, stake, dice) exactly as reduce would.
    const move = /** @type {Action} */ (body);
    const error = validateAction(state, move);
    if (error)
      return {
        status: error.code === 'INVALID_ACTION' ? 400 : 409,
        body: { code: error.code, message: error.message },
      };
    if (move.player !== seat)
      return { status: 403, body: { message: `you play seat ${seat}, not seat ${move.player}` } };
    if (move.type === 'roll' && move.dice !== undefined)
      return {
        status: 400,
        body: { message: 'the server rolls the dice: send a roll without dice' },
      };

    // Both seeds are in by the first roll: a roll needs an accepted bet, so both seats joined.
    // The roll's number is its place in the match, counted from 0.
    let next;
    if (move.type === 'roll') {
      const dice = await fairDice(serverSeed, clientSeeds.join('|'), rolls.length);
      next = reduce(state, { ...move, dice });
      rolls.push(dice);
    } else {
      next = reduce(state, move);
    }
    saved = JSON.stringify(next);
    version++;
    log(
      `#${version} seat ${seat}: ${JSON.stringify(move.type === 'roll' ? { ...move, dice: next.lastRoll?.dice } : move)}`,
    );
    for (const wake of waiting) wake();
    waiting.clear();
    return { status: 200, body: view() };
  }

  /** @type {Promise<unknown>} the move being applied */
  let applying = Promise.resolve();
  /**
   * One move at a time: a roll waits for its dice, and no other move may read the state before
   * the roll has stored its own.
   *
   * @param {unknown} body @param {string | undefined} authorization @returns {Promise<Reply>}
   */
  function actInTurn(body, authorization) {
    const reply = applying.then(() => act(body, authorization));
    applying = reply.catch(() => undefined);
    return reply;
  }

  /** @param {number} after @returns {Promise<Reply>} */
  async function stateAfter(after) {
    if (version <= after) {
      // Wait for the next move, for at most 20 seconds (the client simply asks again).
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 20_000);
        waiting.add(() => resolve(clearTimeout(timer)));
      });
    }
    return { status: 200, body: view() };
  }

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://referee');
    let text = '';
    for await (const chunk of request) text += chunk;
    /** @type {Reply} */
    let reply;
    /** @type {unknown} */
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (request.method === 'POST' && url.pathname === '/join') {
      reply = join(body);
    } else if (request.method === 'GET' && url.pathname === '/state') {
      reply = await stateAfter(Number(url.searchParams.get('after') ?? -1));
    } else if (request.method === 'POST' && url.pathname === '/action') {
      reply =
        body === undefined
          ? { status: 400, body: { message: 'the body must be an action in JSON' } }
          : await actInTurn(body, request.headers.authorization);
    } else {
      reply = { status: 404, body: { message: 'POST /join, GET /state?after=N or POST /action' } };
    }
    response
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(reply.body));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' } } });
  const server = await createReferee({ log: (line) => console.log(line) });
  server.listen(Number(values.port), '127.0.0.1', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`referee listening on http://127.0.0.1:${address.port}`);
  });
}
