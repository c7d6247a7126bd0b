// @ts-check
// The referee's HTTP interface: many matches, each kept in the store (store.mjs). A request
// changes a match only through one transaction; the process keeps nothing a crash could lose,
// only the long polls waiting for the next move.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { KiriError } from 'kiri-dice';
import { commitTo, createServerSeed } from 'kiri-dice/fair';
import { startRecord } from 'kiri-dice/record';
import { makeMove } from './move.mjs';
import { readBody } from './readBody.mjs';
import { answer, refuse } from './reply.mjs';
import { viewOf } from './view.mjs';
import { createWaiters } from './waiters.mjs';

/** @typedef {import('./reply.mjs').Reply} Reply */
/** @typedef {import('./store.mjs').Store} Store */

/** The largest body the referee reads, in bytes: a move is about 100. */
export const MAX_BODY = 4096;
/** The longest client seed, in UTF-16 code units. */
const MAX_CLIENT_SEED = 200;
const ROUTES =
  'POST /matches, GET /matches, POST /matches/ID/seats, GET /matches/ID[?after=VERSION], ' +
  'GET /matches/ID/record, POST /matches/ID/moves';

/** @param {string} token @returns {string} what the store keeps of a token: never the token */
const hashOf = (token) => createHash('sha256').update(token).digest('hex');

/**
 * Builds the referee's server over a store.
 *
 * @param {Store} store
 * @param {{ pollTimeout?: number, pollsPerMatch?: number }} [options] how long a long poll
 *   waits (ms), and how many may wait on one match
 * @returns {{ server: import('node:http').Server, stop: () => Promise<void> }} the server (not
 *   listening yet), and how to stop it: no new request, waiting polls answered now
 */
export function createReferee(store, { pollTimeout = 20_000, pollsPerMatch = 8 } = {}) {
  const waiters = createWaiters({ timeout: pollTimeout, perMatch: pollsPerMatch });

  /** @param {unknown} body @returns {Promise<Reply>} */
  async function create(body) {
    if (body !== undefined && (!body || typeof body !== 'object' || Array.isArray(body)))
      return refuse(400, 'BAD_REQUEST', 'send { chips? }: an object, or no body');
    const { chips = [100, 100] } = /** @type {{ chips?: unknown }} */ (body ?? {});
    let match;
    try {
      match = startRecord({ chips: /** @type {[number, number]} */ (chips) });
    } catch (error) {
      if (!(error instanceof KiriError)) throw error;
      return refuse(400, error.code, error.message);
    }
    const serverSeed = createServerSeed();
    const commitment = await commitTo(serverSeed);
    const id = randomUUID();
    const [state, record] = [JSON.stringify(match.state), JSON.stringify(match.record)];
    store.createMatch({ id, state, record, serverSeed, commitment });
    return answer(201, { id, commitment });
  }

  /** @param {string} id @param {unknown} body @returns {Reply} */
  function join(id, body) {
    const clientSeed = /** @type {{ clientSeed?: unknown } | null} */ (body)?.clientSeed;
    if (typeof clientSeed !== 'string' || !clientSeed || clientSeed.length > MAX_CLIENT_SEED)
      return refuse(
        400,
        'BAD_REQUEST',
        `send { clientSeed }: text of 1 to ${MAX_CLIENT_SEED} characters`,
      );
    const token = randomBytes(32).toString('base64url');
    const taken = store.takeSeat(id, clientSeed, hashOf(token));
    if (taken === 'missing') return refuse(404, 'NOT_FOUND', `no match ${id}`);
    if (taken === 'full') return refuse(409, 'SEATS_TAKEN', 'both seats are taken');
    return answer(201, { id, seat: taken.seat, token, commitment: taken.commitment });
  }

  /**
   * The view of a match, at once or (with `after`) once it has moved past that version.
   *
   * @param {string} id @param {string | null} after @param {AbortSignal} gone
   * @returns {Promise<Reply>}
   */
  async function look(id, after, gone) {
    let row = store.match(id);
    if (!row) return refuse(404, 'NOT_FOUND', `no match ${id}`);
    if (after !== null) {
      if (!/^(0|[1-9]\d{0,8})$/.test(after))
        return refuse(400, 'BAD_REQUEST', 'after must be a version: a whole number');
      if (row.version <= Number(after)) {
        const waited = waiters.wait(id, gone);
        if (!waited) return refuse(429, 'TOO_MANY_POLLS', 'too many requests wait on this match');
        await waited;
        row = store.match(id) ?? row;
      }
    }
    return answer(200, viewOf(row, JSON.parse(row.state), store.clientSeeds(id)));
  }

  /**
   * A move, once its token says which seat of which match plays it.
   *
   * @param {string} id @param {string | undefined} authorization @param {unknown} body
   * @returns {Promise<Reply>}
   */
  async function move(id, authorization, body) {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const seat = token === undefined ? undefined : store.seatOf(hashOf(token));
    if (!seat)
      return refuse(
        401,
        'UNAUTHORIZED',
        'send Authorization: Bearer TOKEN, the token of your seat',
      );
    if (seat.match_id !== id)
      return refuse(403, 'NOT_YOUR_MATCH', `your token plays in another match, not in ${id}`);
    return makeMove(store, waiters, { id, seat: seat.seat, body });
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {AbortSignal} gone aborted when the client goes away
   * @returns {Promise<Reply>}
   */
  async function route(request, gone) {
    const url = new URL(request.url ?? '/', 'http://referee');
    const [, first, id, part, ...rest] = url.pathname.split('/');
    if (first !== 'matches' || rest.length > 0) return refuse(404, 'NOT_FOUND', ROUTES);
    if (request.method === 'GET') {
      if (id === undefined || id === '') return answer(200, { matches: store.openMatches(100) });
      if (part === undefined) return look(id, url.searchParams.get('after'), gone);
      if (part === 'record') {
        const row = store.match(id);
        if (!row) return refuse(404, 'NOT_FOUND', `no match ${id}`);
        return { status: 200, text: `{"version":${row.version},"record":${row.record}}` };
      }
      return refuse(404, 'NOT_FOUND', ROUTES);
    }
    if (request.method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED', ROUTES);
    const read = await readBody(request, MAX_BODY);
    if ('reply' in read) return read.reply;
    if (id === undefined || id === '') return create(read.value);
    if (part === 'seats') return join(id, read.value);
    if (part === 'moves') return move(id, request.headers.authorization, read.value);
    return refuse(404, 'NOT_FOUND', ROUTES);
  }

  const server = createServer(async (request, response) => {
    const gone = new AbortController();
    response.on('close', () => gone.abort());
    /** @type {Reply} */
    let reply;
    try {
      reply = await route(request, gone.signal);
    } catch (error) {
      console.error(error);
      reply = refuse(500, 'INTERNAL', 'the referee failed; nothing was changed');
    }
    if (response.destroyed) return;
    // A body left unread (too large) is not waited for: the connection closes after the answer.
    if (!request.complete) response.setHeader('connection', 'close');
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.text);
  });
  // A request must arrive whole within 30 s (a slow or endless body is cut off); a long poll
  // waits less than that for its answer.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  // An idle connection stays open 65 s, not Node's 5: a request sent on a connection just as the
  // referee closed it for idleness got no answer at all, and its client waited until it gave up
  // (the load test saw 337 such requests in 104,754 with 5 s, none since).
  server.keepAliveTimeout = 65_000;
  const stop = () =>
    new Promise((resolve) => {
      server.close(() => resolve(undefined));
      waiters.wakeAll();
      server.closeIdleConnections();
    });
  return { server, stop };
}
