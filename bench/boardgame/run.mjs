// The referee side by side with boardgame.io 0.50.2's Server, in one run:
// `node --import ../../scripts/typescript.mjs run.mjs` (after `npm ci` here and `npm run build`
// at the top; the hooks let it use the tests' helpers in packages/testing). For C = 50 and C = 150 matches of 2 clients
// each, every client as fast as its answers come, the same game (whole rounds of Kiri: a bet of
// 1, its accept, the rolls; the engine of ../../dist plays it on both):
//   - boardgame.io with its in-memory storage, and with FlatFile (node-persist@3, which never
//     syncs to disk): the Lobby API makes and joins the matches, socket.io clients play them;
//   - the referee (`kiri-dice serve`) on its memory store, and on SQLite, every move durable
//     before its answer: HTTP clients on keep-alive connections, the waiting seat on a long poll.
// Every server runs on the same Node 24, as its own process, all four at once with their
// matches open; they are measured one at a time (the others' clients hold their moves), in
// `--reps` rotations (default 6) of windows of `--window` seconds (default 5), so that the four
// windows of a rotation see the same machine; a ratio is the median of the ratios of the same
// rotation. Prints moves/s, a move's p50 and p99, the CPU milliseconds per move of the server
// process (from /proc) and of this process (the clients), and the three budgets with ok or
// MISS; writes results.json here; exits 1 when a budget is missed. `--quick` runs 2 rotations
// of 2 s windows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cpuMsOf,
  median,
  openMatch,
  ownCpuMs,
  playMatch,
  quantile,
  startBenchReferee,
  startProcess,
} from '../refereeLoad.mjs';
import { freePort } from '@kiri-dice/testing/freePort';
import { openBgioMatch, playBgioMatch } from './client.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const quick = process.argv.includes('--quick');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const REPS = option('--reps', quick ? 2 : 6);
const WARMUP_MS = quick ? 1_000 : 3_000;
const SETTLE_MS = 1_000;
const WINDOW_MS = option('--window', quick ? 2 : 5) * 1000;
const SIZES = [50, 150];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh boardgame.io server, in memory or on FlatFile in a new folder. */
async function startBgio(storage) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kiri-bgio-'));
  const served = await startProcess([join(here, 'server.mjs'), storage, String(port), dir], {
    port,
    health: '/games',
    cwd: here,
  });
  return {
    ...served,
    stop: async () => {
      await served.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The four servers: how to start each, open a match on it and play a match. */
const servers = {
  'boardgame.io memory': {
    start: () => startBgio('memory'),
    open: openBgioMatch,
    play: playBgioMatch,
  },
  'boardgame.io FlatFile': {
    start: () => startBgio('flatfile'),
    open: openBgioMatch,
    play: playBgioMatch,
  },
  'referee memory': { start: () => startBenchReferee('memory'), open: openMatch, play: playMatch },
  'referee SQLite': { start: () => startBenchReferee('sqlite'), open: openMatch, play: playMatch },
};
const names = Object.keys(servers);

/** Opens `count` matches, ten at a time. */
async function openAll(open, port, count) {
  const matches = [];
  while (matches.length < count)
    matches.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - matches.length) }, () => open(port)),
      )),
    );
  return matches;
}

/** A gate that the moves of one server's clients wait at while another server is measured. */
function createGate() {
  let open = false;
  let waiting = [];
  return {
    isOpen: () => open,
    pass: () => (open ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    open: () => {
      open = true;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    shut: () => {
      open = false;
    },
  };
}

/**
 * A fresh server of kind `name` with `size` matches open and their clients playing, each move
 * held at the server's gate while it is shut. `window()` opens the gate, lets the play warm up
 * and counts the moves answered in one window, their latencies and the CPU time of the server
 * and of this process, then shuts the gate.
 */
async function table(name, size) {
  const kind = servers[name];
  const server = await kind.start();
  const matches = await openAll(kind.open, server.port, size);
  const gate = createGate();
  let playing = true;
  let latencies = null;
  const heard = (ms) => latencies?.push(ms);
  const pace = async () => {
    if (!gate.isOpen()) await gate.pass();
    return performance.now();
  };
  const played = matches.map((match) =>
    kind.play(match, { running: () => playing, heard, gate, pace }),
  );
  // A server that died says so, with what it printed, not as a file of /proc that is gone.
  const serverCpuMs = () => {
    try {
      return cpuMsOf(server.pid);
    } catch (error) {
      throw new Error(`${name} (C = ${size}) is gone: ${error.message}\n${server.stderr()}`, {
        cause: error,
      });
    }
  };
  return {
    window: async (warmup) => {
      gate.open();
      await sleep(warmup);
      const serverCpu = serverCpuMs();
      const clientCpu = ownCpuMs();
      const from = performance.now();
      latencies = [];
      await sleep(WINDOW_MS);
      const seconds = (performance.now() - from) / 1000;
      const serverMs = serverCpuMs() - serverCpu;
      const clientMs = ownCpuMs() - clientCpu;
      const counted = latencies;
      latencies = null;
      gate.shut();
      // The moves already sent finish before the next server's window opens.
      await sleep(300);
      const moves = counted.length;
      if (moves === 0) throw new Error(`${name}: no move answered:\n${server.stderr()}`);
      return {
        movesPerSecond: moves / seconds,
        p50: median(counted),
        p99: quantile(counted, 0.99),
        serverCpuMsPerMove: serverMs / moves,
        clientCpuMsPerMove: clientMs / moves,
        moves,
      };
    },
    stop: async () => {
      playing = false;
      gate.open();
      for (const match of matches) match.close();
      await Promise.all(played);
      await server.stop();
    },
  };
}

const budgets = [
  ['referee memory', 'boardgame.io memory', 1.0],
  ['referee SQLite', 'boardgame.io memory', 0.5],
  ['referee SQLite', 'boardgame.io FlatFile', 2.0],
];
const results = {
  date: new Date().toISOString(),
  quick,
  reps: REPS,
  windowMs: WINDOW_MS,
  sizes: {},
};
let missed = 0;
console.log(
  `All servers on Node 24, each with its matches open, one at a time: ${REPS} rotations of ${WINDOW_MS / 1000} s windows after ${SETTLE_MS / 1000} s of play, after a first window of ${WARMUP_MS / 1000} s each; CPU ms per move: the server process / this process (the clients)`,
);
for (const size of SIZES) {
  const tables = {};
  for (const name of names) tables[name] = await table(name, size);
  // A first window each, not counted: every server's code warmed up.
  for (const name of names) await tables[name].window(WARMUP_MS);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let rep = 0; rep < REPS; rep++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + rep) % names.length];
      runs[name].push(await tables[name].window(SETTLE_MS));
    }
  for (const name of names) await tables[name].stop();
  console.log(`\nC = ${size} matches, ${size * 2} clients`);
  for (const name of names) {
    const all = runs[name];
    const pick = (key) => median(all.map((run) => run[key]));
    console.log(
      `     ${name.padEnd(22)} ${pick('movesPerSecond').toFixed(0).padStart(6)} moves/s  p50 ${pick('p50').toFixed(2).padStart(7)} ms  p99 ${pick('p99').toFixed(2).padStart(7)} ms  CPU ${pick('serverCpuMsPerMove').toFixed(3)} / ${pick('clientCpuMsPerMove').toFixed(3)} ms per move`,
    );
  }
  const ratios = budgets.map(([subject, baseline, floor]) => {
    const each = runs[subject].map(
      (run, rep) => run.movesPerSecond / runs[baseline][rep].movesPerSecond,
    );
    const ratio = median(each);
    const pass = ratio >= floor;
    if (!pass) missed++;
    console.log(
      `${pass ? 'ok  ' : 'MISS'} ${`${subject} / ${baseline}, moves/s`.padEnd(56)} ${`${ratio.toFixed(2)}x`.padEnd(8)} budget >= ${floor}x  (each rotation: ${each.map((r) => r.toFixed(2)).join(', ')})`,
    );
    return { subject, baseline, floor, ratio, each, pass };
  });
  results.sizes[size] = { runs, ratios };
}
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(missed ? `\n${missed} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed ? 1 : 0;
