import { afterAll, expect, it } from 'vitest';
import { replay, type MatchRecord } from 'kiri-dice/record';
import type { MatchState } from 'kiri-dice';
import { auditStore, postgresStore } from '../../src/index.js';
import pg from 'pg';
import { ANSWER_WITHIN_MS } from './http.js';
import { definitive, join as joinMatch, playSeat, type Place, type Table } from './player.js';
import { fairDiceOf } from './fairDiceOf.js';
import { inPool, ms, mulberry32, ok, spreadClient } from './loadKit.js';
import { startCluster, type PostgresCluster } from './postgresCluster.js';
import { startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';
import { probeWakeUps, type WakeUps } from './wakeProbe.js';

// Three referee processes on one PostgreSQL database under the load of a real game server: each
// client sends every request to a random process. Meanwhile a random referee is killed with
// SIGKILL three times and restarted, and PostgreSQL is stopped once (`-m immediate`) and started
// again. Afterwards, every match replays from its record to exactly its stored state, keeps its
// chips, and holds every move a client heard accepted, once; the audit agrees, on the database
// itself. Beside the load, probes measure how soon a poll waiting on one process answers a move
// committed on another. REFEREE_MATCHES and REFEREE_MOVES scale it down for a quick look.
const MATCHES = Number(process.env['REFEREE_MATCHES'] ?? 1_000);
const MOVES = Number(process.env['REFEREE_MOVES'] ?? 100_000);
const PROCESSES = 3;
const KILLS_AT = [0.15, 0.4, 0.65].map((share) => Math.round(share * MOVES));
const POSTGRES_STOP_AT = Math.round(0.85 * MOVES);
/** The load must be done within this, faults included. */
const LOAD_MS = 12 * 60_000;
/** One pair in ten bets big, so that matches end (revealing their server seed) and new ones start. */
const BOLD = 10;
/** The sockets both ends may hold at once: the clients' pools, and the referees' side. */
const FILES = 4_096;

let cluster: PostgresCluster | undefined;
const referees: (Referee | undefined)[] = [];
const killed = new Set<Referee>();

/** A referee of the load, whose death (other than by the test's hand) is said at once. */
async function serving(url: string, port = 0): Promise<Referee> {
  const referee = await startReferee(url, port);
  referee.process.on('exit', (code, signal) => {
    if (!killed.has(referee))
      process.stderr.write(
        `a referee ended by itself (${code ?? signal}):\n${referee.stderr().slice(-3000)}\n`,
      );
  });
  return referee;
}
afterAll(async () => {
  for (const referee of referees) {
    if (referee) killed.add(referee);
    await referee?.stop('SIGKILL');
  }
  cluster?.remove();
});

it(`plays ${MOVES} moves of ${MATCHES} matches for ${2 * MATCHES} clients on ${PROCESSES} referees sharing one PostgreSQL, through 3 kills and a restart of PostgreSQL, losing nothing`, async () => {
  const { soft } = (
    process.report.getReport() as unknown as {
      userLimits: { open_files: { soft: number | string } };
    }
  ).userLimits.open_files;
  if (soft !== 'unlimited' && Number(soft) < FILES)
    throw new Error(
      `the load needs ${FILES} open files (ulimit -n ${FILES}); this process may open ${soft}`,
    );
  cluster = await startCluster();
  const pgCluster = cluster;
  const url = cluster.url(await cluster.createDatabase());
  referees.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => serving(url)))));
  const ports = referees.map((referee) => referee!.port);
  const random = mulberry32(20261202);
  const c = spreadClient(ports, mulberry32(7));
  let storeAway = false;

  const table: Table = {
    client: c,
    random,
    stop: new AbortController(),
    deadline: performance.now() + LOAD_MS,
    accepted: new Map(),
    versionOf: new Map(),
    latencies: { move: [], answer: [] },
    count: {
      duplicates: 0,
      races: 0,
      resends: 0,
      outOfTurn: 0,
      conflicts: 0,
      refused: 0,
      retries: 0,
      unanswered: 0,
    },
    wrong: [],
    storeAway: () => storeAway,
  };
  const commitments = new Map<string, string>();
  const create = async (): Promise<string> => {
    const made = ok(await c.call('POST', '/matches', { body: { chips: [200, 200] } }), 'create');
    commitments.set(String(made['id']), String(made['commitment']));
    return String(made['id']);
  };
  const places: Place[] = await inPool([...Array(MATCHES).keys()], 64, async () => {
    const place = await joinMatch(table, await create());
    if (!place) throw new Error('a new match had no free seat');
    return place;
  });
  let seatsTaken = 0;
  const joiners = await inPool([...Array(MATCHES).keys()], 256, async () => {
    for (;;) {
      const { matches } = ok(await definitive(table, () => c.call('GET', '/matches')), 'list') as {
        matches: { id: string }[];
      };
      const pick = matches[Math.floor(random() * Math.min(matches.length, 20))];
      if (!pick) throw new Error('no open match left for a joiner');
      const place = await joinMatch(table, pick.id);
      if (place) return place;
      seatsTaken++;
    }
  });
  places.push(...joiners);
  expect(ok(await c.call('GET', '/matches'), 'list')['matches']).toEqual([]);
  const byMatch = new Map<string, Place[]>();
  for (const place of places) byMatch.set(place.id, [...(byMatch.get(place.id) ?? []), place]);
  const pairs = [...byMatch.values()] as [Place, Place][];
  const ids = new Set(places.map((place) => place.id));
  let abandoned = 0;
  const rematch = async (): Promise<[Place, Place]> => {
    for (;;) {
      let id: string;
      try {
        id = await create();
      } catch {
        abandoned++;
        if (performance.now() > table.deadline) throw new Error('no new match before the deadline');
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      ids.add(id);
      const first = await joinMatch(table, id);
      const second = await joinMatch(table, id);
      if (!first || !second) throw new Error(`a new match ${id} had no free seat`);
      return [first, second];
    }
  };
  const playPair = async (first: [Place, Place], pair: number): Promise<void> => {
    const bold = pair % BOLD === 0;
    for (let seats = first; ; seats = await rematch()) {
      await Promise.all(seats.map((place) => playSeat(table, place, bold)));
      if (table.stop.signal.aborted) return;
    }
  };
  const wakeUps: WakeUps = { afterAccepted: [], afterSent: [], failed: 0 };
  const probes = new AbortController();
  const probing = Promise.all(
    Array.from({ length: 4 }, () => probeWakeUps(c.clients, probes.signal, wakeUps)),
  );
  const started = performance.now();
  const playing = Promise.all(pairs.map(playPair));
  const reached = async (moves: number): Promise<void> => {
    while (table.accepted.size < moves && performance.now() < table.deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const restarts: string[] = [];
  for (const at of KILLS_AT) {
    await reached(at);
    const n = Math.floor(random() * PROCESSES);
    const victim = referees[n]!;
    killed.add(victim);
    await victim.stop('SIGKILL');
    referees[n] = await serving(url, victim.port);
    restarts.push(`#${n} in ${referees[n].startMs.toFixed(0)} ms`);
  }
  await reached(POSTGRES_STOP_AT);
  storeAway = true;
  const stopped = performance.now();
  pgCluster.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  pgCluster.start();
  // Back when every referee can commit and hears the others again.
  const healthy = async (referee: Referee) =>
    (await fetch(`${referee.base}/health`).catch(() => null))?.status === 200;
  for (const referee of referees)
    while (!(await healthy(referee!))) {
      if (performance.now() - stopped > 60_000) throw new Error('a referee never recovered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  const recovered = performance.now() - stopped;
  // Requests sent before the recovery may still come back with a 503.
  setTimeout(() => (storeAway = false), 2000);
  await reached(MOVES);
  const seconds = (performance.now() - started) / 1000;
  table.stop.abort();
  probes.abort();
  await playing;
  await probing;

  let over = 0;
  let fair = 0;
  let recorded = 0;
  const problems: string[] = [];
  await inPool([...ids], 32, async (id) => {
    const view = ok(await c.call('GET', `/matches/${id}`), 'view') as {
      version: number;
      state: MatchState;
      serverSeed: string | null;
      clientSeeds: string[];
    };
    const { version, record } = ok(await c.call('GET', `/matches/${id}/record`), 'record') as {
      version: number;
      record: MatchRecord;
    };
    recorded += record.moves.length;
    if (view.state.phase === 'over') over++;
    if (version !== view.version || record.moves.length !== version)
      problems.push(`${id}: version ${view.version}, record of ${record.moves.length}`);
    if (JSON.stringify(replay(record).at(-1)) !== JSON.stringify(view.state))
      problems.push(`${id}: the record does not replay to the state`);
    const { chips, pot, totalChips } = view.state;
    if (chips[0] + chips[1] + pot !== 400 || totalChips !== 400)
      problems.push(`${id}: chips ${chips.join(' + ')} + pot ${pot}`);
    if (view.state.phase === 'over') {
      const problem = fairDiceOf(record, view.serverSeed!, view.clientSeeds, commitments.get(id));
      if (problem) problems.push(`${id}: ${problem}`);
      else fair++;
    }
    record.moves.forEach((move, i) => {
      const heard = table.accepted.get(`${id}:${i + 1}`);
      if (!heard) problems.push(`${id}: move ${i + 1} was accepted, but no client heard it`);
      else if (JSON.stringify(heard.move) !== JSON.stringify(move))
        problems.push(
          `${id}: move ${i + 1} is ${JSON.stringify(move)}, heard ${JSON.stringify(heard.move)}`,
        );
    });
  });
  c.close();
  for (const referee of referees) {
    killed.add(referee!);
    await referee!.stop('SIGTERM');
  }

  // The same checks by the referee's audit, on the database itself, with the fair dice.
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', () => undefined);
  const store = await postgresStore({ pool });
  const audited = await auditStore(store);
  // The store holds its listening connection until it is closed: the pool ends after it.
  await store.close();
  await pool.end();

  const { latencies, count } = table;
  console.log(
    [
      `referee load on PostgreSQL: ${table.accepted.size} moves accepted in ${seconds.toFixed(1)} s by ${PROCESSES} processes: ${Math.round(table.accepted.size / seconds)} moves per second, held through ${KILLS_AT.length} kill -9s and a restart of PostgreSQL`,
      `  a move, as its player waits (through crashes and conflicts): p50 ${ms(latencies.move, 50)}, p99 ${ms(latencies.move, 99)}, max ${ms(latencies.move, 100)}`,
      `  its answer's round trip: p50 ${ms(latencies.answer, 50)}, p99 ${ms(latencies.answer, 99)} (${latencies.answer.length} answers)`,
      `  a poll on one process woken by a move on another (${wakeUps.afterAccepted.length} moves, ${wakeUps.failed} cut by faults): after the mover heard it accepted p50 ${ms(wakeUps.afterAccepted, 50)}, p99 ${ms(wakeUps.afterAccepted, 99)}; after it was sent p50 ${ms(wakeUps.afterSent, 50)}, p99 ${ms(wakeUps.afterSent, 99)}`,
      `  restarts: ${restarts.join(', ')}; PostgreSQL stopped and started: every referee healthy again after ${recovered.toFixed(0)} ms`,
      `  ${ids.size} matches (${over} over, ${MATCHES} at a time; ${abandoned} abandoned by a fault before play), seats raced for: ${seatsTaken} refused joins`,
      `  mixed in: ${count.duplicates} duplicate pairs, ${count.races} racing pairs, ${count.resends} old requests sent again, ${count.outOfTurn} moves out of turn; ${count.refused} refused (409), ${count.conflicts} version conflicts retried, ${count.retries} requests retried after a connection failed or a 503, ${count.unanswered} after no answer came within ${ANSWER_WITHIN_MS.call / 1000} s`,
      `  fair dice checked by the players' own code in ${fair} finished matches`,
      `  audit: ${JSON.stringify({ ...audited, failures: audited.failures.slice(0, 5) })}`,
    ].join('\n'),
  );

  expect(table.wrong).toEqual([]);
  expect(problems).toEqual([]);
  expect(table.accepted.size).toBeGreaterThanOrEqual(MOVES);
  expect(recorded).toBe(table.accepted.size);
  expect(restarts).toHaveLength(3);
  expect(count.conflicts + count.duplicates + count.races).toBeGreaterThan(0);
  expect(fair).toBe(over);
  expect(audited).toMatchObject({ ok: true, failures: [] });
  // The probes' matches are in the database too: the audit counts them beside the load's.
  expect(audited.moves).toBeGreaterThanOrEqual(recorded);
  expect(audited.finished).toBeGreaterThanOrEqual(over);
  // No wake-up lost: every probe's poll answered with the move, long before the poll's own time
  // (20 s) would have answered it. How soon is a figure, printed above (and in
  // bench/referee.mjs), not a test: a busy machine runs late.
  expect(wakeUps.afterAccepted.length).toBeGreaterThan(0);
  expect(Math.max(...wakeUps.afterAccepted)).toBeLessThan(10_000);
});
