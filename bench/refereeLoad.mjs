// What the referee's benches share (bench/referee.mjs, and bench/boardgame/run.mjs, which plays
// the same matches on boardgame.io): `kiri-dice serve` as a child process on the pinned Node 24
// (node:sqlite), HTTP clients on keep-alive connections that play whole matches as a site's
// client does (create, join both seats with a seed commitment, reveal the seeds, then bets of 1,
// accepts and rolls, the waiting seat on a long poll), and the figures: moves, latencies, and
// the CPU time of a process read from /proc.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../scripts/child-env.mjs';
import { binary, pins } from '../scripts/runtime-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every player starts with this many chips and bets 1: no match of a bench ends by itself. */
export const CHIPS = 1_000_000;

/** The Node 24 of scripts/runtimes.json, installed into the runtimes' cache on first use. */
export const node24 = () =>
  binary(
    'node',
    pins.node.find((version) => version.startsWith('24.')),
  );

/** The per-address rate limits lifted, as test/referee/server/referee.ts lifts them. */
export const UNLIMITED = [
  '--limit',
  'createsPerMinute=1000000000',
  '--limit',
  'joinsPerMinute=1000000000',
  '--limit',
  'requestsPerMinute=1000000000',
];

/** A port that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const TICK_MS = 1000 / 100;

/** The CPU time (user and system) that process `pid` has used so far, in milliseconds. */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
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
  const child = spawn(await node24(), args, {
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
 * `kiri-dice serve` on a fresh store: `memory`, `sqlite` in a new file of a scratch folder, or
 * the PostgreSQL database of a `postgresql://` URL. `nodeArgs` go to Node (`--cpu-prof`, say).
 */
export async function startReferee(store, { nodeArgs = [], extra = [] } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kiri-bench-'));
  const where =
    store === 'memory'
      ? ['--memory']
      : store.startsWith('postgresql://')
        ? ['--postgres', store]
        : ['--db', join(dir, 'kiri.db')];
  const served = await startProcess(
    [
      ...nodeArgs,
      join(root, 'dist/cli.js'),
      'serve',
      ...where,
      '--port',
      String(port),
      ...UNLIMITED,
      ...extra,
    ],
    { port, health: '/health', cwd: dir },
  );
  return {
    ...served,
    dir,
    stop: async () => {
      await served.stop();
      if (nodeArgs.length === 0) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A client of the referee at `port`, as one player's program: its own keep-alive connections,
 * one for moves and one for its long poll.
 */
export function httpClient(port) {
  const agents = {
    moves: new Agent({ keepAlive: true, maxSockets: 1 }),
    polls: new Agent({ keepAlive: true, maxSockets: 1 }),
  };
  const call = (method, path, { body, token, poll = false } = {}) =>
    new Promise((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers = { 'content-type': 'application/json' };
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      if (text !== undefined) headers['content-length'] = String(Buffer.byteLength(text));
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers,
          agent: poll ? agents.polls : agents.moves,
        },
        (response) => {
          let answer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (answer += chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode, body: JSON.parse(answer) }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });
  return {
    call,
    close: () => {
      agents.moves.destroy();
      agents.polls.destroy();
    },
  };
}

/** A player's fresh seed and its commitment, made as any client would. */
function freshSeed() {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') };
}

/** The move of the seat whose turn it is: bets of 1, every bet accepted, every roll rolled. */
export function nextMove(state) {
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
 * Makes a match and seats two players in it, each with its own client: create, both joins
 * (each with the commitment of a fresh seed), both reveals. Returns the seats and the view.
 * With `otherPort`, the second player talks to another referee (of a shared store) than the
 * first: each waits on its own referee for the other's moves.
 */
export async function openMatch(port, otherPort = port) {
  const clients = [httpClient(port), httpClient(otherPort)];
  const { id } = expect(
    await clients[0].call('POST', '/matches', { body: { chips: [CHIPS, CHIPS] } }),
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
  let view;
  for (const seat of seats)
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
    seats,
    view,
    close: () => {
      for (const client of clients) client.close();
    },
  };
}

/** One move of the seat that is to move, sent by that seat's client; its answer's view. */
export async function moveOnce(match, view, n) {
  const action = nextMove(view.state);
  const seat = match.seats[action.player];
  const answer = await seat.client.call('POST', `/matches/${match.id}/moves`, {
    token: seat.token,
    body: { requestId: `m${n}`, action },
  });
  return expect(answer, 200, `move ${JSON.stringify(action)}`);
}

/**
 * Plays both seats of `match` until `running()` is false, each seat as its own player: it
 * moves when the state says it is to move, and otherwise waits for the other's move on a long
 * poll, as test/referee/server/player.ts does (an event stream costs the referee as much). `pace()` resolves when the next move may be sent, with the time its
 * latency counts from (for a fixed offered load: the time it was due); `heard(ms)` takes each
 * accepted move's latency. A request cut off once the play has stopped (the clients closed) is
 * no failure.
 */
export function playMatch(match, { running, heard, pace }) {
  let n = 0;
  const play = async (seat) => {
    const { client, token } = match.seats[seat];
    let view = match.view;
    while (running()) {
      const action = nextMove(view.state);
      if (action?.player === seat) {
        const from = pace ? await pace() : performance.now();
        if (!running()) break;
        const answer = await client.call('POST', `/matches/${match.id}/moves`, {
          token,
          body: { requestId: `${seat}-${n++}`, action },
        });
        view = expect(answer, 200, `move ${JSON.stringify(action)}`);
        heard(performance.now() - from);
      } else {
        const polled = await client.call('GET', `/matches/${match.id}?after=${view.step}`, {
          token,
          poll: true,
        });
        const seen = expect(polled, 200, 'poll');
        if (seen.step > view.step) view = seen;
      }
    }
  };
  const guarded = (seat) =>
    play(seat).catch((error) => {
      if (running()) throw error;
    });
  return Promise.all([guarded(0), guarded(1)]);
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
