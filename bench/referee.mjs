// `npm run bench:referee`: the referee's speed, `kiri-dice serve` as a child process on the
// pinned Node 24 (node:sqlite) for each store, played over HTTP on 127.0.0.1 by clients that
// play whole matches as a site's clients do (bench/refereeLoad.mjs). For each store: moves per
// second and a move's p50 and p99 flat out (C matches of 2 clients each, every client as fast as
// its answers come) and at a fixed offered load (half the slower store's flat-out rate, the
// same for both); and the budget that a move at the 8,000th position of a match costs at most
// 1.2x a move at the 10th, measured alternately in the same run. The figures are of one run on
// one machine: compare ratios, never absolute times. Prints a table, writes
// bench/referee-results.json, exits 1 when a budget is missed. `--quick` runs shorter windows.
// boardgame.io's Server side by side: bench/boardgame/ (its own package, its own README).
// PostgreSQL (a cluster of the bench's own, Debian's server, made as the tests make theirs:
// packages/testing/src/postgresCluster.ts) runs with 1 referee process and with 3 on one
// database; with 3, the two players of a match talk to two different processes, so every move wakes a poll across processes. The budget: 3
// processes hold at least 1.0x the moves per second of 1 (sharing the database costs nothing,
// even where the cores are too few to gain), measured apart in rotations, each process with its share of the database's
// connections (connectionsOf); and a poll on one process wakes within 50 ms (p99) of a move
// committed on another, at the fixed offered load. `--stores memory,postgres` runs only those.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import {
  cpuMsOf,
  median,
  moveOnce,
  openMatch,
  playMatch,
  quantile,
  startBenchReferee,
} from './refereeLoad.mjs';
import { startCluster } from '@kiri-dice/testing/postgresCluster';

const quick = process.argv.includes('--quick');
const MATCHES = 50;
const WARMUP_MS = quick ? 1_000 : 3_000;
const WINDOW_MS = quick ? 4_000 : 15_000;
/** The long matches of the position budget, and the moves measured around the 8,000th. */
const LONG = { matches: quick ? 2 : 4, from: 7_951, to: 8_050, short: 20 };
const chosen = process.argv.find((arg) => arg.startsWith('--stores='))?.slice(9);
const stores = chosen?.split(',') ?? ['memory', 'sqlite', 'postgres', 'postgres x3'];
/** The referee processes of a store: 3 for `postgres x3`, else 1. */
const processesOf = (store) => (store === 'postgres x3' ? 3 : 1);
const isPostgres = (store) => store.startsWith('postgres');
/**
 * Each referee's `--connections`, as the operator's guide sizes them: all the referees of one
 * database hold about twice its cores in all (this machine's 2 cores: 4), at least 1 each.
 */
const connectionsOf = (store) =>
  String(Math.max(1, Math.round((2 * availableParallelism()) / processesOf(store))));
let cluster;
// The cluster goes with the bench, even one that fails.
process.on('exit', () => cluster?.remove());

const results = [];
const record = (name, figure, budget, pass, detail) => {
  results.push({ name, figure, budget, pass, ...detail });
  const mark = pass === null ? '    ' : pass ? 'ok  ' : 'MISS';
  console.log(
    `${mark} ${name.padEnd(60)} ${figure.padEnd(24)} ${budget ? `budget ${budget}` : ''}`,
  );
};
const ms = (value) => `${value.toFixed(2)} ms`;
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));

/**
 * Opens `count` matches, a few at a time, on the referees of `ports`: with more than one, the
 * two players of each match talk to two different ones.
 */
async function openMatches(ports, count, rounds = false) {
  const matches = [];
  const portsOf = (i) => [ports[i % ports.length], ports[(i + 1) % ports.length]];
  while (matches.length < count)
    matches.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - matches.length) }, (_, k) =>
          openMatch(...portsOf(matches.length + k), { rounds }),
        ),
      )),
    );
  return matches;
}

/**
 * Plays `MATCHES` matches on a fresh referee over `store`: after a warm-up, counts the moves
 * answered in the window, their latencies, and the server's CPU time. With `rate`, every match
 * sends its moves on a schedule, `rate` moves a second in all, each latency counted from the
 * time its move was due. With `rounds`, the matches take fresh values each round.
 */
async function load(store, rate, rounds = false) {
  let where = store;
  if (isPostgres(store)) {
    cluster ??= await startCluster();
    where = cluster.url(await cluster.createDatabase());
  }
  const referees = await Promise.all(
    Array.from({ length: processesOf(store) }, () =>
      startBenchReferee(where, isPostgres(store) ? ['--connections', connectionsOf(store)] : []),
    ),
  );
  const ports = referees.map((referee) => referee.port);
  const matches = await openMatches(ports, MATCHES, rounds);
  let measuring = false;
  let playing = true;
  const latencies = [];
  const wakes = [];
  /** The requests answered in the window, by their action's type (`value`: a bettor's value). */
  const types = { bet: 0, accept: 0, roll: 0, value: 0 };
  const heard = (time, type) => {
    if (!measuring) return;
    latencies.push(time);
    types[type]++;
  };
  const woke = (time) => measuring && wakes.push(time);
  const started = performance.now();
  const pace = (i) => {
    if (rate === undefined) return undefined;
    const every = (1000 * MATCHES) / rate;
    let due = started + every * (i / MATCHES);
    return async () => {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const at = due;
      due += every;
      return at;
    };
  };
  const played = matches.map((match, i) =>
    playMatch(match, { running: () => playing, heard, woke, pace: pace(i) }),
  );
  await sleep(WARMUP_MS);
  const cpuOf = () => referees.reduce((sum, referee) => sum + cpuMsOf(referee.pid), 0);
  const cpu = cpuOf();
  const from = performance.now();
  measuring = true;
  await sleep(WINDOW_MS);
  measuring = false;
  const seconds = (performance.now() - from) / 1000;
  const cpuMs = cpuOf() - cpu;
  playing = false;
  for (const match of matches) match.close();
  await Promise.all(played);
  await Promise.all(referees.map((referee) => referee.stop()));
  const moves = latencies.length - types.value;
  return {
    requests: latencies.length,
    accepts: types.accept,
    cpuMs,
    movesPerSecond: moves / seconds,
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
    cpuMsPerMove: cpuMs / moves,
    moves,
    wakeP50: median(wakes),
    wakeP99: quantile(wakes, 0.99),
  };
}

/**
 * The position budget on a fresh referee over `store`: `LONG.matches` matches are played to
 * just before the 8,000th move, then their moves from `LONG.from` to `LONG.to` alternate, one
 * for one, with the first `LONG.short` moves of fresh matches, each move alone in flight.
 */
async function positions(store) {
  const referee = await startBenchReferee(store);
  const long = await openMatches([referee.port], LONG.matches);
  await Promise.all(
    long.map(async (match) => {
      for (let n = 0; match.view.version < LONG.from - 1; n++)
        match.view = await moveOnce(match, match.view, n);
    }),
  );
  const late = [];
  const early = [];
  let short = null;
  for (const match of long) {
    for (let n = match.view.version; n < LONG.to; n++) {
      if (short === null || short.view.version >= LONG.short) {
        short?.close();
        short = await openMatch(referee.port);
      }
      let started = performance.now();
      match.view = await moveOnce(match, match.view, n);
      late.push(performance.now() - started);
      started = performance.now();
      short.view = await moveOnce(short, short.view, short.view.version);
      early.push(performance.now() - started);
    }
    match.close();
  }
  short?.close();
  await referee.stop();
  return { late, early };
}

console.log(
  `kiri-dice serve on Node 24, ${MATCHES} matches of 2 clients, windows of ${WINDOW_MS / 1000} s after ${WARMUP_MS / 1000} s of warm-up\n`,
);
const flat = {};
for (const store of stores) {
  const figures = await load(store);
  flat[store] = figures;
  record(`${store}: flat out, moves/s`, figures.movesPerSecond.toFixed(0), '', null, figures);
  record(
    `${store}: flat out, a move's p50 / p99`,
    `${ms(figures.p50)} / ${ms(figures.p99)}`,
    '',
    null,
    {},
  );
  record(`${store}: flat out, server CPU per move`, ms(figures.cpuMsPerMove), '', null, {});
}
const rate = Math.round(Math.min(...stores.map((store) => flat[store].movesPerSecond)) / 2);
for (const store of stores) {
  const figures = await load(store, rate);
  record(
    `${store}: offered ${rate} moves/s, answered moves/s`,
    figures.movesPerSecond.toFixed(0),
    '',
    null,
    { offered: rate, ...figures },
  );
  record(
    `${store}: offered ${rate} moves/s, a move's p50 / p99`,
    `${ms(figures.p50)} / ${ms(figures.p99)}`,
    '',
    null,
    {},
  );
  // With 3 processes, the two seats of a match wait on two: each wake-up crosses processes.
  const across = processesOf(store) > 1;
  record(
    `${store}: offered ${rate} moves/s, a wake-up's p50 / p99${across ? ' (across processes)' : ''}`,
    `${ms(figures.wakeP50)} / ${ms(figures.wakeP99)}`,
    across ? 'p99 <= 50 ms' : '',
    across ? figures.wakeP99 <= 50 : null,
    {},
  );
}
// Fresh values each round against one seed each, flat out, on the single-process stores: each
// of the two in turn on a fresh referee (one, fresh, fresh, one), so that the machine's drift
// weighs on both alike. A bettor's value is one more request a round, and a move's hashes two
// commitments (the accept's value and the bettor's); the figures say what that costs.
for (const store of stores.filter((name) => !isPostgres(name))) {
  const runs = { one: [], fresh: [] };
  for (const fresh of quick ? [false, true] : [false, true, true, false])
    runs[fresh ? 'fresh' : 'one'].push(await load(store, undefined, fresh));
  const total = (list, key) => list.reduce((sum, figures) => sum + figures[key], 0);
  const perRound = (list) => total(list, 'requests') / total(list, 'accepts');
  const cpuPerMove = (list) => total(list, 'cpuMs') / total(list, 'moves');
  const rate = (list) => total(list, 'movesPerSecond') / list.length;
  record(
    `${store}: requests a round, fresh values each round / one seed`,
    `${perRound(runs.fresh).toFixed(2)} / ${perRound(runs.one).toFixed(2)}`,
    '',
    null,
    { fresh: perRound(runs.fresh), one: perRound(runs.one) },
  );
  const cpu = cpuPerMove(runs.fresh) / cpuPerMove(runs.one);
  record(
    `${store}: server CPU a move, fresh values each round / one seed`,
    `${cpu.toFixed(2)}x (${ms(cpuPerMove(runs.fresh))} / ${ms(cpuPerMove(runs.one))})`,
    '',
    null,
    { ratio: cpu, fresh: cpuPerMove(runs.fresh), one: cpuPerMove(runs.one) },
  );
  const speed = rate(runs.fresh) / rate(runs.one);
  record(
    `${store}: flat-out moves/s, fresh values each round / one seed`,
    `${speed.toFixed(2)}x (${rate(runs.fresh).toFixed(0)} / ${rate(runs.one).toFixed(0)})`,
    '',
    null,
    { ratio: speed },
  );
}

// The position budget on the single-process stores (PostgreSQL appends a row per move as SQLite
// does; its bench is the processes' budget).
for (const store of stores.filter((name) => !isPostgres(name))) {
  const { late, early } = await positions(store);
  const ratio = median(late) / median(early);
  record(
    `${store}: a move at ${LONG.from}-${LONG.to} / at 1-${LONG.short} (median)`,
    `${ratio.toFixed(2)}x (${ms(median(late))} / ${ms(median(early))})`,
    '<= 1.2x',
    ratio <= 1.2,
    {
      ratio,
      samples: late.length,
      p99Late: quantile(late, 0.99),
      p99Early: quantile(early, 0.99),
    },
  );
}

if (flat['postgres'] && flat['postgres x3']) {
  // The budget alone, in rotations of the two in one run, each on a fresh database (1, 3, 3, 1,
  // ...): one window after the other, the later one met PostgreSQL's checkpoint of the earlier
  // one's writes, and the ratio of two single windows moved from 0.8x to 1.2x between runs.
  const order = ['postgres', 'postgres x3', 'postgres x3', 'postgres'];
  const moves = { postgres: 0, 'postgres x3': 0 };
  const each = [];
  for (let rotation = 0; rotation < (quick ? 1 : 2); rotation++) {
    const pair = { postgres: 0, 'postgres x3': 0 };
    for (const store of order) {
      const { movesPerSecond } = await load(store);
      moves[store] += movesPerSecond;
      pair[store] += movesPerSecond;
    }
    each.push((pair['postgres x3'] / pair['postgres']).toFixed(2));
  }
  const ratio = moves['postgres x3'] / moves['postgres'];
  record(
    'postgres: 3 processes / 1 process, flat-out moves/s',
    `${ratio.toFixed(2)}x (${each.join(', ')})`,
    '>= 1.0x',
    ratio >= 1,
    { ratio, rotations: each },
  );
}
cluster?.remove();

writeFileSync(
  new URL('referee-results.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), quick, results }, null, 2)}\n`,
);
const missed = results.filter((r) => r.pass === false);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed.length ? 1 : 0;
