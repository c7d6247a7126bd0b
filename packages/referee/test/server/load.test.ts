import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { replay, type MatchRecord } from 'kiri-dice/record';
import type { MatchState } from 'kiri-dice';
import { auditStore, postgresStore } from '@kiri-dice/referee';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import {
  nodeWithSqlite,
  scratch,
  startReferee,
  UNLIMITED,
  type Referee,
} from '@kiri-dice/testing/refereeProcess';
import { ANSWER_WITHIN_MS } from '@kiri-dice/testing/refereeClient';
import { inPool, ms, mulberry32, ok, spreadClient } from './loadKit.js';
import { definitive, join as joinMatch, playSeat, type Place, type Table } from './player.js';
import { fairDiceOf } from './fairDiceOf.js';
import { probeWakeUps, type WakeUps } from './wakeProbe.js';

// The referee under the load of a real game server, on each store in turn: 1,000 matches at a
// time, 2,000 clients, 100,000 moves, while referees are killed with SIGKILL three times (and
// PostgreSQL is stopped once). Afterwards, every match replays from its record to exactly its
// stored state, keeps its chips, and holds every move a client heard accepted, once; the audit
// agrees, on the database itself. The figures (moves per second, the p99 latency of a move, the
// time a restart takes to serve again) are printed at the end of each run.
// REFEREE_MATCHES and REFEREE_MOVES scale it down for a quick look while working on the referee;
// REFEREE_STORES (`memory,sqlite,postgres`) picks the stores.
const MATCHES = Number(process.env['REFEREE_MATCHES'] ?? 1_000);
const MOVES = Number(process.env['REFEREE_MOVES'] ?? 100_000);
const KILLS_AT = [0.15, 0.4, 0.65].map((share) => Math.round(share * MOVES));
const OUTAGE_AT = Math.round(0.85 * MOVES);
/** The load must be done within this, faults included. */
const LOAD_MS = 12 * 60_000;
/** One pair in ten bets big, so that matches end (revealing their server seed) and new ones start. */
const BOLD = 10;
/**
 * One first match in fifty has a player who leaves once its seed is revealed, before its first
 * bet: it must lose on time. Its clock is short, so that it does within the load: 5 s an action
 * and a reserve of 20 s. The others have the clock of `kiri-dice serve` (15 s and 3 min), which
 * outlasts the checks at the end, after the players stop.
 */
const SILENT = 50;
const CLOCK = { perAction: 5_000, reserve: 20_000 };
/** The sockets both ends may hold at once: the clients' pools, and the referees' side. */
const FILES = 4_096;
/** The clients' sockets, shared out between the referees. */
const SOCKETS = { moves: 384, polls: 1_500 };

/** What an audit of the database says, as `kiri-dice audit --json` and `auditStore` say it. */
interface Audit {
  readonly ok: boolean;
  readonly matches: number;
  readonly moves: number;
  readonly finished: number;
  readonly failures: readonly unknown[];
}

/** A store the load runs on, and the faults it must come through. */
interface LoadedStore {
  readonly name: 'memory' | 'sqlite' | 'postgres';
  /** Referee processes sharing the store; each request goes to one of them at random. */
  readonly processes: number;
  /** Makes the store and gives what `kiri-dice serve` takes for it (see startReferee). */
  readonly open: () => Promise<string>;
  /** Whether what it committed outlives its process: only then is a referee killed. */
  readonly durable: boolean;
  /** Stops the store's own server and starts it again, while the load goes on. */
  readonly outage?: () => Promise<void>;
  /** The audit of the database itself, once every referee has stopped. */
  readonly audit?: (where: string) => Promise<Audit>;
}

let cluster: PostgresCluster | undefined;
afterAll(() => cluster?.remove());

const stores: readonly LoadedStore[] = [
  // Memory keeps nothing through a kill or a restart: its run has neither, and no database.
  { name: 'memory', processes: 1, open: () => Promise.resolve('memory'), durable: false },
  {
    name: 'sqlite',
    processes: 1,
    open: () => Promise.resolve(join(scratch(), 'referee.db')),
    durable: true,
    // The operator's audit, on the file, by the command line.
    audit: async (db) => {
      const node = await nodeWithSqlite();
      const out = await new Promise<string>((resolve) => {
        const child = spawn(node, ['packages/cli/dist/cli.js', 'audit', '--db', db, '--json']);
        let said = '';
        child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
        child.on('close', () => resolve(said));
      });
      return JSON.parse(out) as Audit;
    },
  },
  {
    name: 'postgres',
    processes: 3,
    open: async () => {
      cluster = await startCluster();
      return cluster.url(await cluster.createDatabase());
    },
    durable: true,
    outage: async () => {
      cluster!.stop();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      cluster!.start();
    },
    // The command line audits SQLite files: PostgreSQL is audited through the library.
    audit: async (url) => {
      const pool = new pg.Pool({ connectionString: url });
      pool.on('error', () => undefined);
      const store = await postgresStore({ pool });
      const audited = await auditStore(store);
      // The store holds its listening connection until it is closed: the pool ends after it.
      await store.close();
      await pool.end();
      return audited;
    },
  },
];
const chosen = process.env['REFEREE_STORES']?.split(',');

describe.each(stores.filter((store) => chosen?.includes(store.name) ?? true))(
  'on $name',
  (store) => {
    const referees: (Referee | undefined)[] = [];
    const killed = new Set<Referee>();
    afterAll(async () => {
      for (const referee of referees) {
        if (referee) killed.add(referee);
        await referee?.stop('SIGKILL');
      }
    });

    /** A referee of the load, whose death (other than by the test's hand) is said at once. */
    async function serving(where: string, port = 0): Promise<Referee> {
      // The load measures loss, not patience: on a busy machine, through a SIGKILL and a restart
      // of PostgreSQL, a client may take longer than the default minute from its seat to its
      // reveal, and its match would expire (nothing lost, but not the load this test plays).
      const referee = await startReferee(where, port, [
        ...UNLIMITED,
        '--limit',
        'revealTimeout=600000',
      ]);
      referee.process.on('exit', (code, signal) => {
        if (!killed.has(referee))
          process.stderr.write(
            `a referee ended by itself (${code ?? signal}):\n${referee.stderr().slice(-3000)}\n`,
          );
      });
      return referee;
    }

    /** Stops a referee with `signal`, as the test means to. */
    async function stop(referee: Referee, signal: NodeJS.Signals): Promise<void> {
      killed.add(referee);
      await referee.stop(signal);
    }

    const faults = [
      ...(store.durable ? [`${KILLS_AT.length} SIGKILLs`] : []),
      ...(store.outage ? [`a restart of the store's server`] : []),
    ];
    it(`plays ${MOVES} moves of ${MATCHES} matches for ${2 * MATCHES} clients on ${store.processes} referee(s)${faults.length > 0 ? `, through ${faults.join(' and ')}` : ''}, losing nothing`, async () => {
      const { soft } = (
        process.report.getReport() as unknown as {
          userLimits: { open_files: { soft: number | string } };
        }
      ).userLimits.open_files;
      if (soft !== 'unlimited' && Number(soft) < FILES)
        throw new Error(
          `the load needs ${FILES} open files (ulimit -n ${FILES}); this process may open ${soft}`,
        );
      const where = await store.open();
      referees.push(
        ...(await Promise.all(Array.from({ length: store.processes }, () => serving(where)))),
      );
      const ports = referees.map((referee) => referee!.port);
      const random = mulberry32(20261201);
      const c = spreadClient(ports, mulberry32(7), {
        moves: SOCKETS.moves / store.processes,
        polls: SOCKETS.polls / store.processes,
      });

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
          unavailable: 0,
        },
        wrong: [],
      };
      // The commitment heard when each match was made: a player checks the revealed seed against it.
      const commitments = new Map<string, string>();
      /** The matches of the short clock, whose player leaves. */
      const short = new Set<string>();
      const create = async (leaving = false): Promise<string> => {
        const body = leaving ? { chips: [200, 200], clock: CLOCK } : { chips: [200, 200] };
        const made = ok(await c.call('POST', '/matches', { body }), 'create');
        if (leaving) short.add(String(made['id']));
        commitments.set(String(made['id']), String(made['commitment']));
        return String(made['id']);
      };
      // Half the clients make a match each and sit in it; the other half list the open matches
      // and race each other for their seats.
      const places: Place[] = await inPool([...Array(MATCHES).keys()], 64, async (n) => {
        const place = await joinMatch(table, await create(n % SILENT === 1));
        if (!place) throw new Error('a new match had no free seat');
        return place;
      });
      let seatsTaken = 0;
      const joiners = await inPool([...Array(MATCHES).keys()], 256, async () => {
        for (;;) {
          // Sent again when unanswered, as a client must (under load, the lobby may be slow).
          const { matches } = ok(
            await definitive(table, () => c.call('GET', '/matches')),
            'list',
          ) as { matches: { id: string }[] };
          const pick = matches[Math.floor(random() * Math.min(matches.length, 20))];
          if (!pick) throw new Error('no open match left for a joiner');
          const place = await joinMatch(table, pick.id);
          if (place) return place;
          seatsTaken++;
        }
      });
      places.push(...joiners);
      expect(ok(await c.call('GET', '/matches'), 'list')['matches']).toEqual([]);
      // The two clients of each first match stay together: when their match ends, they play
      // another one, so that the referees always hold MATCHES matches in play.
      const byMatch = new Map<string, Place[]>();
      for (const place of places) byMatch.set(place.id, [...(byMatch.get(place.id) ?? []), place]);
      const pairs = [...byMatch.values()] as [Place, Place][];
      const ids = new Set(places.map((place) => place.id));
      let abandoned = 0;
      /**
       * A new match for a pair. A join is sent again with its request id until it is answered,
       * so a crash costs no seat; a match whose creation went unanswered is abandoned.
       */
      const rematch = async (): Promise<[Place, Place]> => {
        for (;;) {
          let id: string;
          try {
            id = await create();
          } catch {
            abandoned++;
            if (performance.now() > table.deadline)
              throw new Error('no new match before the deadline');
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
      /** The matches a player left, and the seat that left it. */
      const left = new Map<string, number>();
      const playPair = async (first: [Place, Place], pair: number): Promise<void> => {
        const bold = pair % BOLD === 0;
        if (short.has(first[0].id)) {
          // The first bettor leaves before its first bet, the other waits: so only the leaver's
          // clock ever runs. (Had the other to act, the saturated load's slow wake-ups could spend
          // its short reserve.) The pair plays no other match.
          const path = `/matches/${first[0].id}`;
          const { body } = await definitive(table, () => table.client.call('GET', path));
          const view = body as { state: { bettor: number } };
          const going = first.find((place) => place.seat === view.state.bettor)!;
          const staying = first.find((place) => place !== going)!;
          left.set(going.id, going.seat);
          await Promise.all([playSeat(table, going, false, 0), playSeat(table, staying, false)]);
          return;
        }
        for (let seats = first; ; seats = await rematch()) {
          await Promise.all(seats.map((place) => playSeat(table, place, bold)));
          if (table.stop.signal.aborted || performance.now() > table.deadline) return;
        }
      };
      const started = performance.now();
      const playing = Promise.all(pairs.map(playPair));
      // Beside the load, probes measure how soon a poll waiting on one process answers a move
      // committed on another.
      const wakeUps: WakeUps = { afterAccepted: [], afterSent: [], failed: 0 };
      const probes = new AbortController();
      const probing = Promise.all(
        Array.from({ length: store.processes > 1 ? 4 : 0 }, () =>
          probeWakeUps(c.clients, probes.signal, wakeUps),
        ),
      );
      const reached = async (moves: number): Promise<void> => {
        while (table.accepted.size < moves && performance.now() < table.deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
      };

      const restarts: string[] = [];
      for (const at of store.durable ? KILLS_AT : []) {
        await reached(at);
        const n = Math.floor(random() * store.processes);
        const victim = referees[n]!;
        await stop(victim, 'SIGKILL');
        referees[n] = await serving(where, victim.port);
        restarts.push(`#${n} in ${referees[n].startMs.toFixed(0)} ms`);
      }
      let recovered: number | undefined;
      if (store.outage) {
        await reached(OUTAGE_AT);
        const stopped = performance.now();
        await store.outage();
        // Back when every referee can commit and hears the others again.
        const healthy = async (referee: Referee) =>
          (await fetch(`${referee.base}/health`).catch(() => null))?.status === 200;
        for (const referee of referees)
          while (!(await healthy(referee!))) {
            if (performance.now() - stopped > 60_000) throw new Error('a referee never recovered');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        recovered = performance.now() - stopped;
      }
      await reached(MOVES);
      const seconds = (performance.now() - started) / 1000;
      // SIGTERM while every client still plays and polls: the referee answers the waiting
      // polls, closes and exits 0 within its deadline (10 s), and loses nothing: the checks
      // below count every move a client heard accepted. The clients retry until it serves again.
      let terminated: { code: number | null; ms: number } | undefined;
      if (store.durable) {
        const stopping = referees[0]!;
        const from = performance.now();
        await stop(stopping, 'SIGTERM');
        terminated = { code: stopping.process.exitCode, ms: performance.now() - from };
        referees[0] = await serving(where, stopping.port);
      }
      table.stop.abort();
      probes.abort();
      await playing;
      await probing;
      // Every match a player left ends on time: within its clock, and the clock's looks, of the
      // end of the load at the latest.
      const leftBy = performance.now() + CLOCK.perAction + CLOCK.reserve + 15_000;
      const onTime = async (id: string): Promise<boolean> => {
        const view = ok(await c.call('GET', `/matches/${id}`), 'view') as { state: MatchState };
        return view.state.phase === 'over';
      };
      for (const id of left.keys())
        while (!(await onTime(id)) && performance.now() < leftBy)
          await new Promise((resolve) => setTimeout(resolve, 200));
      let endedOnTime = 0;
      let livesOnTime = 0;

      // Every match through the referees' own answers: replays to its state, keeps its chips,
      // and holds exactly the moves its clients heard accepted, in their places.
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
        const loser = left.get(id);
        const last = record.moves.at(-1);
        if (loser !== undefined) {
          if (
            view.state.lastRound?.reason === 'timeout' &&
            last?.type === 'timeout' &&
            last.player === loser
          )
            endedOnTime++;
          else problems.push(`${id}: its seat ${loser} left, and it did not end on time`);
        } else if (last?.type === 'timeout') livesOnTime++;
        if (version !== view.version || record.moves.length !== version)
          problems.push(`${id}: version ${view.version}, record of ${record.moves.length}`);
        if (JSON.stringify(replay(record).at(-1)) !== JSON.stringify(view.state))
          problems.push(`${id}: the record does not replay to the state`);
        const { chips, pot, totalChips } = view.state;
        if (chips[0] + chips[1] + pot !== 400 || totalChips !== 400)
          problems.push(`${id}: chips ${chips.join(' + ')} + pot ${pot}`);
        if (view.state.phase === 'over') {
          const problem = fairDiceOf(
            record,
            view.serverSeed!,
            view.clientSeeds,
            commitments.get(id),
          );
          if (problem) problems.push(`${id}: ${problem}`);
          else fair++;
        }
        record.moves.forEach((move, i) => {
          // The clock's timeout, which no client sent, ends its match.
          if (move.type === 'timeout') {
            if (i !== record.moves.length - 1 || view.state.phase !== 'over')
              problems.push(`${id}: a timeout at move ${i + 1} of ${record.moves.length}`);
            return;
          }
          const heard = table.accepted.get(`${id}:${i + 1}`);
          if (!heard) problems.push(`${id}: move ${i + 1} was accepted, but no client heard it`);
          else if (JSON.stringify(heard.move) !== JSON.stringify(move))
            problems.push(
              `${id}: move ${i + 1} is ${JSON.stringify(move)}, heard ${JSON.stringify(heard.move)}`,
            );
        });
      });
      c.close();
      for (const referee of referees) await stop(referee!, 'SIGTERM');
      // The same checks by the audit, on the database itself, with the fair dice.
      const audited = await store.audit?.(where);

      const { latencies, count } = table;
      console.log(
        [
          `referee load on ${store.name}: ${table.accepted.size} moves accepted in ${seconds.toFixed(1)} s by ${store.processes} process(es): ${Math.round(table.accepted.size / seconds)} moves per second${faults.length > 0 ? `, held through ${faults.join(' and ')}` : ''}`,
          `  a move, as its player waits (through crashes and conflicts): p50 ${ms(latencies.move, 50)}, p99 ${ms(latencies.move, 99)}, max ${ms(latencies.move, 100)}`,
          `  its answer's round trip: p50 ${ms(latencies.answer, 50)}, p99 ${ms(latencies.answer, 99)} (${latencies.answer.length} answers)`,
          ...(store.processes > 1
            ? [
                `  a poll on one process woken by a move on another (${wakeUps.afterAccepted.length} moves, ${wakeUps.failed} cut by faults): after the mover heard it accepted p50 ${ms(wakeUps.afterAccepted, 50)}, p99 ${ms(wakeUps.afterAccepted, 99)}; after it was sent p50 ${ms(wakeUps.afterSent, 50)}, p99 ${ms(wakeUps.afterSent, 99)}`,
              ]
            : []),
          ...(store.durable
            ? [
                `  restarts to serving again: ${restarts.join(', ')}; SIGTERM under load: exit code ${terminated?.code} after ${terminated?.ms.toFixed(0)} ms`,
              ]
            : []),
          ...(recovered === undefined
            ? []
            : [
                `  the store's server stopped and started: every referee healthy again after ${recovered.toFixed(0)} ms`,
              ]),
          `  ${ids.size} matches (${over} over, ${MATCHES} at a time; ${abandoned} abandoned by a fault before play), seats raced for: ${seatsTaken} refused joins`,
          `  mixed in: ${count.duplicates} duplicate pairs, ${count.races} racing pairs, ${count.resends} old requests sent again, ${count.outOfTurn} moves out of turn; ${count.refused} refused (409), ${count.conflicts} version conflicts retried, ${count.retries} requests retried after a connection failed, ${count.unavailable} after a 503 with Retry-After, ${count.unanswered} after no answer came within ${ANSWER_WITHIN_MS.call / 1000} s`,
          `  fair dice checked by the players' own code in ${fair} finished matches`,
          `  clocks: ${endedOnTime} of the ${left.size} matches a player left ended on time (${CLOCK.perAction / 1000} s and ${CLOCK.reserve / 1000} s); ${livesOnTime} others too (15 s and 3 min), a player too slow under the load`,
          ...(audited
            ? [`  audit: ${JSON.stringify({ ...audited, failures: audited.failures.slice(0, 5) })}`]
            : []),
        ].join('\n'),
      );

      expect(table.wrong).toEqual([]);
      expect(problems).toEqual([]);
      expect(table.accepted.size).toBeGreaterThanOrEqual(MOVES);
      // Every move a client heard, and the clock's timeouts, which no client sent.
      expect(recorded).toBe(table.accepted.size + endedOnTime + livesOnTime);
      expect(endedOnTime).toBe(left.size);
      expect(left.size).toBeGreaterThan(0);
      expect(restarts).toHaveLength(store.durable ? KILLS_AT.length : 0);
      // The deadline is 10 s; a few more for the process to end on a busy machine.
      if (terminated)
        expect({ code: terminated.code, withinDeadline: terminated.ms < 15_000 }).toEqual({
          code: 0,
          withinDeadline: true,
        });
      expect(count.conflicts + count.duplicates + count.races).toBeGreaterThan(0);
      expect(fair).toBe(over);
      if (audited) {
        expect(audited).toMatchObject({ ok: true, failures: [] });
        // The probes' matches are in the database too: the audit counts them beside the load's.
        const probed = store.processes > 1;
        expect(probed ? audited.moves >= recorded : audited.moves === recorded).toBe(true);
        expect(probed ? audited.finished >= over : audited.finished === over).toBe(true);
        // A match made just before a kill, whose answer never reached its pair, is stored,
        // empty and unknown here; there are no more of them than matches abandoned.
        expect(audited.matches).toBeGreaterThanOrEqual(ids.size);
        if (!probed) expect(audited.matches - ids.size).toBeLessThanOrEqual(abandoned);
      }
      if (store.processes > 1) {
        // No wake-up lost: every probe's poll answered with the move, long before the poll's
        // own time (20 s) would have answered it. How soon is a figure, printed above (and in
        // bench/referee.mjs), not a test: a busy machine runs late.
        expect(wakeUps.afterAccepted.length).toBeGreaterThan(0);
        expect(Math.max(...wakeUps.afterAccepted)).toBeLessThan(10_000);
      }
    });
  },
);
