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
// database, routed two ways: `postgres x3 by match`, every request of a match to one process
// (the operator's guide routes by match id), and `postgres x3 random`, each request (a move, an
// event stream) to any of the three, so that most moves wake a stream across processes. The
// budgets: 3 processes by match hold at least 1.0x the moves per second of 1, and at random
// 0.95x (sharing the database costs nothing, even where the cores are too few to gain),
// measured in rotations of the three in one run, each process with its share of the database's
// connections (connectionsOf); and at random, a poll on one process wakes within 50 ms (p99) of
// a move committed on another, at the fixed offered load. `--stores=memory,postgres` runs only
// those.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import {
  cpuMsOf,
  machineCpuMs,
  median,
  moveOnce,
  openMatch,
  ownCpuMs,
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
const BY_MATCH = 'postgres x3 by match';
const RANDOM = 'postgres x3 random';
const stores = chosen?.split(',') ?? ['memory', 'sqlite', 'postgres', BY_MATCH, RANDOM];
/** The referee processes of a store: 3 for `postgres x3 ...`, else 1. */
const processesOf = (store) => (store.startsWith('postgres x3') ? 3 : 1);
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
 * Opens `count` matches, a few at a time, on the referees of `ports`: with more than one, each
 * match on one of them (`random` false), or each request of both players to any of them.
 */
async function openMatches(ports, count, rounds = false, random = false) {
  const matches = [];
  const portsOf = (i) =>
    random ? [ports, ports] : [ports[i % ports.length], ports[i % ports.length]];
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
  const matches = await openMatches(ports, MATCHES, rounds, store === RANDOM);
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
  const machine = machineCpuMs();
  const own = ownCpuMs();
  const from = performance.now();
  measuring = true;
  await sleep(WINDOW_MS);
  measuring = false;
  const seconds = (performance.now() - from) / 1000;
  const cpuMs = cpuOf() - cpu;
  const machineMs = machineCpuMs() - machine;
  const clientMs = ownCpuMs() - own;
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
    // What the machine spent beside the referees and the clients: PostgreSQL, on a quiet machine.
    restMsPerMove: (machineMs - cpuMs - clientMs) / moves,
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
  // At random, the two seats of a match wait on any of three: most wake-ups cross processes.
  const across = store === RANDOM;
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

if (flat['postgres'] && flat[BY_MATCH] && flat[RANDOM]) {
  // The budgets alone, in rotations of the three in one run, each on a fresh database (1, by
  // match, random, random, by match, 1, ...): one window after the other, the later one met
  // PostgreSQL's checkpoint of the earlier one's writes, and the ratio of two single windows
  // moved from 0.8x to 1.2x between runs.
  const order = ['postgres', BY_MATCH, RANDOM, RANDOM, BY_MATCH, 'postgres'];
  const totals = () => ({ postgres: 0, [BY_MATCH]: 0, [RANDOM]: 0 });
  const moves = totals();
  const cpu = { ms: totals(), rest: totals(), moves: totals() };
  const each = { [BY_MATCH]: [], [RANDOM]: [] };
  for (let rotation = 0; rotation < (quick ? 1 : 2); rotation++) {
    const pair = totals();
    for (const store of order) {
      const figures = await load(store);
      moves[store] += figures.movesPerSecond;
      pair[store] += figures.movesPerSecond;
      cpu.ms[store] += figures.cpuMs;
      cpu.rest[store] += figures.restMsPerMove * figures.moves;
      cpu.moves[store] += figures.moves;
    }
    for (const store of [BY_MATCH, RANDOM])
      each[store].push((pair[store] / pair['postgres']).toFixed(2));
  }
  const perMove = (store, kind) => cpu[kind][store] / cpu.moves[store];
  for (const [kind, whose] of [
    ['ms', 'referees CPU'],
    ['rest', 'PostgreSQL (the machine but referees, clients)'],
  ]) {
    const three = ['postgres', BY_MATCH, RANDOM].map((store) => perMove(store, kind));
    record(
      `postgres: ${whose} per move, 1 process / 3 by match / 3 random`,
      `${three.map((ms) => ms.toFixed(3)).join(' / ')} ms`,
      '',
      null,
      { perMove: three },
    );
  }
  for (const [store, budget] of [
    [BY_MATCH, 1],
    [RANDOM, 0.95],
  ]) {
    const ratio = moves[store] / moves['postgres'];
    record(
      `postgres: 3 processes ${store.slice(12)} / 1 process, flat-out moves/s`,
      `${ratio.toFixed(2)}x (${each[store].join(', ')})`,
      `>= ${budget.toFixed(2)}x`,
      ratio >= budget,
      { ratio, rotations: each[store] },
    );
  }
}
cluster?.remove();

writeFileSync(
  new URL('referee-results.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), quick, results }, null, 2)}\n`,
);
const missed = results.filter((r) => r.pass === false);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed.length ? 1 : 0;
