// @ts-check
// A referee for one match between two clients over HTTP, with node:http only. The server owns
// the match: it checks every move, rolls the dice itself, and keeps the state as JSON.
//
//   POST /join                      -> 200 { seat, token }, or 409 when both seats are taken
//   GET  /state?after=VERSION       -> 200 { version, state } as soon as version > VERSION
//                                      (long polling: the answer waits for the next move)
//   POST /action  (Authorization: Bearer TOKEN, body: an action)
//                                   -> 200 { version, state }, or 4xx { code?, message }
//
// Run it: `npm run build && node examples/http-server/server.mjs [--port 8080]`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createMatch, parseMatchState, reduce, validateAction } from 'kiri-dice';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {{ status: number, body: unknown }} Reply */

/** Two dice from a cryptographic source: the top three bits of each 32-bit value, 1 to 8. */
function rollDice() {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint32Array(2));
  return /** @type {[number, number]} */ ([(a >>> 29) + 1, (b >>> 29) + 1]);
}

/**
 * Builds the referee of one match.
 *
 * @param {{ chips?: readonly [number, number], log?: (line: string) => void }} [options]
 * @returns {import('node:http').Server}
 */
export function createReferee({ chips = [100, 100], log = () => {} } = {}) {
  // "Storage": the state as JSON text plus a version, as a database row would hold them. It is
  // parsed back with parseMatchState on every request, exactly as if it came from a database.
  let saved = JSON.stringify(createMatch({ chips }));
  let version = 0;
  /** @type {string[]} the token of each seat, in seat order */
  const tokens = [];
  /** @type {Set<() => void>} long polls waiting for the next move */
  const waiting = new Set();

  /** @param {unknown} body @param {string | undefined} authorization @returns {Reply} */
  function act(body, authorization) {
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

    const next = reduce(state, move.type === 'roll' ? { ...move, dice: rollDice() } : move);
    saved = JSON.stringify(next);
    version++;
    log(
      `#${version} seat ${seat}: ${JSON.stringify(move.type === 'roll' ? { ...move, dice: next.lastRoll?.dice } : move)}`,
    );
    for (const wake of waiting) wake();
    waiting.clear();
    return { status: 200, body: { version, state: next } };
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
    return { status: 200, body: { version, state: JSON.parse(saved) } };
  }

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://referee');
    let text = '';
    for await (const chunk of request) text += chunk;
    /** @type {Reply} */
    let reply;
    if (request.method === 'POST' && url.pathname === '/join') {
      reply =
        tokens.length < 2
          ? { status: 200, body: { seat: tokens.push(randomUUID()) - 1, token: tokens.at(-1) } }
          : { status: 409, body: { message: 'both seats are taken' } };
    } else if (request.method === 'GET' && url.pathname === '/state') {
      reply = await stateAfter(Number(url.searchParams.get('after') ?? -1));
    } else if (request.method === 'POST' && url.pathname === '/action') {
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      reply =
        body === undefined
          ? { status: 400, body: { message: 'the body must be an action in JSON' } }
          : act(body, request.headers.authorization);
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
  const server = createReferee({ log: (line) => console.log(line) });
  server.listen(Number(values.port), '127.0.0.1', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`referee listening on http://127.0.0.1:${address.port}`);
  });
}
