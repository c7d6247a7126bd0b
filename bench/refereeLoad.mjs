// What the referee's benches share (bench/referee.mjs, and bench/boardgame/run.mjs, which plays
// the same matches on boardgame.io): `kiri-dice serve` as a child process on the pinned Node 24
// (node:sqlite), HTTP clients on keep-alive connections that play whole matches as a site's
// client does (create, join both seats with a seed commitment, reveal the seeds, then bets of 1,
// accepts and rolls; or, in a match of fresh values each round, the acceptor's value with each
// accept and the bettor's just after, each seat following the match's event stream, or the waiting seat on a
// long poll), and the figures: moves, latencies, and the CPU time of a process read from /proc.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  nodeWithSqlite,
  scratch,
  startReferee,
  UNLIMITED,
} from '@kiri-dice/testing/refereeProcess';
import { createClient } from '@kiri-dice/testing/refereeClient';
import { childEnv } from '../scripts/child-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every player starts with this many chips and bets 1: no match of a bench ends by itself. */
export const CHIPS = 1_000_000;

const TICK_MS = 1000 / 100;

/** The CPU time (user and system) that process `pid` has used so far, in milliseconds. */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * The CPU time the whole machine has used so far (every core, every process: the referees,
 * PostgreSQL, the clients), in milliseconds, from /proc/stat: all but idle and I/O wait.
 */
export function machineCpuMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const ticks = fields.slice(0, 8).map(Number);
  const busy = ticks.reduce((sum, n) => sum + n, 0) - ticks[3] - ticks[4];
  return busy * TICK_MS;
}

/** This process's CPU time so far, in milliseconds. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a server process and waits until `GET health` answers 200. Its standard output (one
 * log line per request for the referee) goes to /dev/null, as cheap a log as a file.
 */
export async function startProcess(args, { port, health, cwd = root }) {
  const child = spawn(await nodeWithSqlite(), args, {
    cwd,
    env: childEnv(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ended = new Promise((resolve) => child.on('close', resolve));
  let exited = false;
  void ended.then(() => (exited = true));
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before serving:\n${stderr}`);
    if (performance.now() > deadline)
      throw new Error(`${args.join(' ')} did not serve:\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${health}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  return {
    pid: child.pid,
    port,
    stderr: () => stderr,
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await ended;
    },
  };
}

/**
 * `kiri-dice serve` on a fresh store, started as the tests start it
 * (packages/testing/src/refereeProcess.ts): `memory`, `sqlite` in a new file of a scratch folder,
 * or the PostgreSQL database of a `postgresql://` URL, with the per-address limits lifted and
 * `extra` arguments. Returns what startProcess returns for boardgame.io's server.
 */
export async function startBenchReferee(store, extra = []) {
  const where = store === 'sqlite' ? join(scratch(), 'kiri.db') : store;
  const referee = await startReferee(where, 0, [...UNLIMITED, ...extra]);
  return {
    pid: referee.process.pid,
    port: referee.port,
    stderr: referee.stderr,
    stop: () => referee.stop(),
  };
}

/**
 * One keep-alive HTTP/1.1 connection to 127.0.0.1:`port` that sends a request at a time and
 * reads its answer by its `Content-Length`, as lean as a WebSocket client's frames: node:http's
 * client (a ClientRequest, an IncomingMessage and their streams per request) cost the bench's
 * clients twice the CPU per move of boardgame.io's socket.io clients, on the cores the servers
 * share. A connection the server closes is opened again for the next request.
 */
export function keepAliveConnection(port) {
  let socket = null;
  let pending = null;
  let buffer = Buffer.alloc(0);
  const fail = (error) => {
    socket = null;
    buffer = Buffer.alloc(0);
    const waiting = pending;
    pending = null;
    waiting?.reject(error);
  };
  const read = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (pending === null || end === -1) return;
    const head = buffer.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isSafeInteger(length)) return fail(new Error(`no Content-Length: ${head}`));
    if (buffer.length < end + 4 + length) return;
    const body = buffer.toString('utf8', end + 4, end + 4 + length);
    buffer = buffer.subarray(end + 4 + length);
    const done = pending;
    pending = null;
    if (/\r\nconnection: *close/i.test(head)) socket?.destroy();
    done.resolve({ status: Number(head.slice(9, 12)), body: JSON.parse(body) });
  };
  const open = () => {
    const opened = connect(port, '127.0.0.1');
    opened.setNoDelay(true);
    opened.on('data', (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      read();
    });
    opened.on('error', fail);
    opened.on('close', () => {
      if (socket === opened) fail(new Error('the connection closed'));
    });
    return opened;
  };
  return {
    request: (method, path, headers, text = '') =>
      new Promise((resolve, reject) => {
        if (pending !== null) throw new Error('one request at a time');
        pending = { resolve, reject };
        socket ??= open();
        let head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n`;
        for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
        socket.write(`${head}content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
      }),
    // A request under way when the client closes fails, as it would on a closed connection.
    close: () => {
      const closing = socket;
      fail(new Error('the client closed'));
      closing?.destroy();
    },
  };
}

/**
 * A client of the referee at `port`, as one player's program: its own keep-alive connections,
 * one for moves (`keepAliveConnection`) and one for its long poll (the tests' client,
 * packages/testing/src/refereeClient.ts, with one socket). With a list of ports, a client of
 * each, and each request (and each event stream, through `port`) to one of them at random, as
 * a load balancer that knows no match would send them.
 */
export function httpClient(port) {
  if (Array.isArray(port)) {
    const clients = port.map(httpClient);
    const any = () => clients[Math.floor(Math.random() * clients.length)];
    return {
      get port() {
        return any().port;
      },
      call: (...args) => any().call(...args),
      close: () => clients.forEach((client) => client.close()),
    };
  }
  const moves = keepAliveConnection(port);
  const polls = createClient(port, { moves: 1, polls: 1 });
  const call = (method, path, { body, token, poll = false } = {}) => {
    if (poll) return polls.call(method, path, { body, token, poll });
    const headers = { 'content-type': 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    return moves.request(method, path, headers, body === undefined ? '' : JSON.stringify(body));
  };
  return {
    port,
    call,
    close: () => {
      moves.close();
      polls.close();
    },
  };
}

/** A player's fresh seed and its commitment, made as any client would. */
function freshSeed() {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') };
}

/**
 * A seat's reveal of its value of the round, with the commitment to a fresh one that becomes
 * its value (a match of fresh values each round).
 */
function revealOf(seat) {
  const fresh = freshSeed();
  const reveal = { value: seat.seed, next: fresh.commitment };
  seat.seed = fresh.seed;
  return reveal;
}

/**
 * The move of the seat whose turn it is: bets of 1, every bet accepted, every roll rolled; with
 * the view's `reveals` of a match of fresh values each round, the bettor's `value` after an
 * accept.
 */
export function nextMove(state, reveals = null) {
  if (state.phase === 'rolling' && reveals !== null && reveals.count % 2 === 1)
    return { type: 'value', player: state.bettor };
  if (state.phase === 'betting') return { type: 'bet', player: state.bettor, amount: 1 };
  if (state.phase === 'accepting') return { type: 'accept', player: state.bettor === 0 ? 1 : 0 };
  if (state.phase === 'rolling') return { type: 'roll', player: state.roller };
  return null;
}

const expect = (answer, status, what) => {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/**
 * Sends `action` for `seat`: a move, an accept with the seat's value in a match of fresh values
 * each round, or the bettor's value (`type: 'value'`). Resolves with the answer.
 */
function send(match, seat, action, requestId) {
  const { client, token } = match.seats[seat];
  if (action.type === 'value')
    return client.call('POST', `/matches/${match.id}/seed`, {
      token,
      body: { requestId, ...revealOf(match.seats[seat]) },
    });
  const reveal =
    match.rounds && action.type === 'accept' ? { reveal: revealOf(match.seats[seat]) } : {};
  return client.call('POST', `/matches/${match.id}/moves`, {
    token,
    body: { requestId, action, ...reveal },
  });
}

/**
 * Makes a match and seats two players in it, each with its own client: create, both joins
 * (each with the commitment of a fresh seed), both reveals (none in a match of fresh values
 * each round, `rounds`). Returns the seats and the view. With `otherPort`, the second player
 * talks to another referee (of a shared store) than the first: each waits on its own referee
 * for the other's moves. A list of ports for a player sends its requests to any of them.
 */
export async function openMatch(port, otherPort = port, { rounds = false } = {}) {
  const clients = [httpClient(port), httpClient(otherPort)];
  const created = { chips: [CHIPS, CHIPS], ...(rounds ? { rounds } : {}) };
  const { id } = expect(
    await clients[0].call('POST', '/matches', { body: created }),
    201,
    'create',
  );
  const seats = [];
  for (const client of clients) {
    const { seed, commitment } = freshSeed();
    const joined = expect(
      await client.call('POST', `/matches/${id}/seats`, {
        body: { requestId: randomBytes(18).toString('base64url'), seedCommitment: commitment },
      }),
      201,
      'join',
    );
    seats[joined.seat] = { client, token: joined.token, seed };
  }
  let view = rounds
    ? expect(await clients[0].call('GET', `/matches/${id}`, {}), 200, 'view')
    : null;
  for (const seat of rounds ? [] : seats)
    view = expect(
      await seat.client.call('POST', `/matches/${id}/seed`, {
        token: seat.token,
        body: { requestId: 'seed', clientSeed: seat.seed },
      }),
      200,
      'reveal',
    );
  return {
    id,
    rounds,
    seats,
    view,
    close: () => {
      for (const client of clients) client.close();
    },
  };
}

/** One move of the seat that is to move, sent by that seat's client; its answer's view. */
export async function moveOnce(match, view, n) {
  const action = nextMove(view.state, view.reveals);
  const answer = await send(match, action.player, action, `m${n}`);
  return expect(answer, 200, `move ${JSON.stringify(action)}`);
}

/**
 * Follows a match's event stream (`GET /matches/ID/events`) on its own connection, as a browser's
 * `EventSource` does: `onView` gets the view of each `match` event whose id (its step) is past
 * `after()`, as a client that already has that step from its move's answer skips it unread.
 * Returns how to close it.
 */
export function followEvents(port, id, token, onView, after = () => -1) {
  const sent = request({
    host: '127.0.0.1',
    port,
    method: 'GET',
    path: `/matches/${id}/events`,
    headers: { authorization: `Bearer ${token}` },
    agent: false,
  });
  let pending = '';
  sent.on('response', (response) => {
    if (response.statusCode !== 200) throw new Error(`events: ${response.statusCode}`);
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      pending += chunk;
      let end;
      while ((end = pending.indexOf('\n\n')) !== -1) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        const data = block.indexOf('\ndata: ');
        if (!block.startsWith('id: ') || data === -1) continue;
        if (Number(block.slice(4, block.indexOf('\n'))) > after())
          onView(JSON.parse(block.slice(data + 7)));
      }
    });
    response.on('error', () => undefined);
  });
  sent.on('error', () => undefined);
  sent.end();
  return () => sent.destroy();
}

/**
 * Plays both seats of `match` until `running()` is false, each seat as its own player: it
 * moves when the state says it is to move, and otherwise waits for the other's move, on the
 * match's event stream (`wait: 'events'`, the default: the referee pushes each new step, as
 * boardgame.io's socket.io server does) or on a long poll (`wait: 'poll'`), as
 * packages/referee/test/server/player.ts does. `pace()` resolves when the next move may be sent, with the
 * time its latency counts from (for a fixed offered load: the time it was due); `heard(ms, type)`
 * takes each accepted request's latency and its action's type (`value` for a bettor's value), and `woke(ms)` the time from the moment a mover heard its move
 * accepted to the moment the other seat saw it (0 when it saw it first): a wake-up, across
 * processes when the seats talk to two. A request cut off once the play has stopped (the
 * clients closed) is no failure.
 */
export function playMatch(
  match,
  { running, heard, woke = () => undefined, pace, wait = 'events' },
) {
  let n = 0;
  const closers = [];
  /** When each accepted step was heard by its mover, and the steps the other seat saw first. */
  const accepted = new Map();
  const seenFirst = new Set();
  const acceptedStep = (step) => {
    if (seenFirst.delete(step)) woke(0);
    else accepted.set(step, performance.now());
  };
  /** A seat's sight of the next step: a wake-up when the other seat made it. */
  const saw = (seat, view, next) => {
    if (next.step !== view.step + 1 || nextMove(view.state, view.reveals)?.player === seat) return;
    const at = accepted.get(next.step);
    if (at === undefined) seenFirst.add(next.step);
    else {
      accepted.delete(next.step);
      woke(performance.now() - at);
    }
  };
  const play = async (seat) => {
    const { client, token } = match.seats[seat];
    let view = match.view;
    let woken = null;
    if (wait === 'events')
      closers.push(
        followEvents(
          client.port,
          match.id,
          token,
          (next) => {
            saw(seat, view, next);
            view = next;
            woken?.();
          },
          () => view.step,
        ),
      );
    while (running()) {
      const action = nextMove(view.state, view.reveals);
      if (action?.player === seat) {
        const from = pace ? await pace() : performance.now();
        if (!running()) break;
        const answer = await send(match, seat, action, `${seat}-${n++}`);
        const moved = expect(answer, 200, `move ${JSON.stringify(action)}`);
        if (moved.step > view.step) view = moved;
        heard(performance.now() - from, action.type);
        acceptedStep(moved.step);
      } else if (wait === 'events') {
        const step = view.step;
        let timer;
        await new Promise((resolve) => {
          woken = resolve;
          if (view.step > step || !running()) resolve();
          // The play stops while this seat waits: look again now and then.
          else timer = setTimeout(resolve, 1000);
        });
        clearTimeout(timer);
        woken = null;
      } else {
        const polled = await client.call('GET', `/matches/${match.id}?after=${view.step}`, {
          token,
          poll: true,
        });
        const next = expect(polled, 200, 'poll');
        saw(seat, view, next);
        if (next.step > view.step) view = next;
      }
    }
  };
  const guarded = (seat) =>
    play(seat).catch((error) => {
      if (running()) throw error;
    });
  return Promise.all([guarded(0), guarded(1)]).finally(() => {
    for (const close of closers) close();
  });
}

/** The `q` quantile (0 to 1) of `values`, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The median of `values`: the middle one, or the mean of the middle two. */
export function median(values) {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
