import { createHash } from 'node:crypto';
import pg, { type Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditStore,
  createReferee,
  postgresStore,
  type PostgresPool,
  type Store,
  type StoredMove,
} from '@kiri-dice/referee';
import { freshReveal, newMatch, revealAlone, storeContract } from '../storeContract.js';
import { body, joinId, playedMatch, sit, step, table } from '@kiri-dice/testing/table';
import { roundsStep, roundsTable } from '@kiri-dice/testing/roundsTable';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every value of every table of the referee's schema, as one text: what a reader of it sees. */
async function everyValue(pool: Pool): Promise<string> {
  const { rows } = await pool.query(
    'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
  );
  const values: unknown[] = [];
  for (const { table_name } of rows as { table_name: string }[])
    values.push((await pool.query(`SELECT * FROM "${table_name}"`)).rows);
  return JSON.stringify(values);
}

/** The signature of version 4's move function, as `DROP FUNCTION` names it. */
const COMMIT_MOVE_4 =
  'kiri_commit_move(TEXT, INTEGER, TEXT, TEXT, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT, BIGINT, TEXT, BIGINT, INTEGER, TEXT, INTEGER, INTEGER, TEXT, TEXT)';

/** Drops what version 4 added: the matches' count and last reveals, and the table of reveals. */
const V4_DROPPED = [
  'DROP TABLE kiri_reveals',
  'ALTER TABLE kiri_matches DROP COLUMN reveal_count, DROP COLUMN recent_reveals',
  `DROP FUNCTION ${COMMIT_MOVE_4}`,
];

/** Stores a reveal alone on a new match of fresh values each round, and reads it back. */
async function storesAReveal(store: Store, id: string): Promise<void> {
  await store.createMatch({ ...newMatch(id), reveals: { count: 0, recent: [] } });
  const reveal = freshReveal(1, 1);
  const first = { count: 1, recent: [reveal] };
  expect(await store.commitMove(revealAlone(id, 0, 'r', { n: 0, ...reveal }, first))).toEqual({
    type: 'stored',
  });
  expect(await store.match(id)).toMatchObject({ version: 0, reveals: first });
  expect(await store.reveals(id, 0)).toEqual([reveal]);
  expect(await store.committed(id, reveal.next)).toBe(true);
}

/** The number of arguments of each `kiri_commit_move` in the database: one function, not two. */
async function commitMoveFunctions(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query(
    "SELECT pronargs FROM pg_proc WHERE proname = 'kiri_commit_move' ORDER BY pronargs",
  );
  return (rows as { pronargs: number }[]).map((row) => row.pronargs);
}

let cluster: PostgresCluster;
const pools: Pool[] = [];
const stores: Store[] = [];

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  for (const store of stores) await store.close().catch(() => undefined);
  await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
  cluster.remove();
});

/** A pool on database `name`, ended after the tests. */
const poolOn = (name: string, max = 10): Pool => {
  const pool = new pg.Pool({ connectionString: cluster.url(name), max });
  // A pool hears of its idle connections lost in a restart of PostgreSQL; unheard, the process ends.
  pool.on('error', () => undefined);
  pools.push(pool);
  return pool;
};

/** A store on database `name`, closed after the tests. */
const storeOn = async (name: string, pool: PostgresPool = poolOn(name)): Promise<Store> => {
  const store = await postgresStore({ pool, timeout: 2000 });
  stores.push(store);
  return store;
};

/** Resolves once `check` holds, trying every 10 ms for up to `ms`; fails the test past it. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const move = (matchId: string, version: number, requestId: string): StoredMove => ({
  matchId,
  version,
  move: `{"n":${version}}`,
  state: `{"s":${version + 1}}`,
  rolls: 0,
  request: {
    matchId,
    sender: 'seat:0',
    requestId,
    body: '{}',
    answer: `{"answer":"${requestId}","é":"\\u0000 ✓"}`,
  },
  at: version,
  clock: null,
  due: null,
  reveal: null,
  reveals: null,
});

storeContract('postgresStore', async () => storeOn(await cluster.createDatabase()));

describe('postgresStore: many processes on one database', () => {
  it('makes its tables once when several stores start at the same moment, with their version', async () => {
    const name = await cluster.createDatabase();
    await Promise.all(Array.from({ length: 5 }, () => storeOn(name)));
    const { rows } = await poolOn(name).query('SELECT version FROM kiri_schema');
    expect(rows).toEqual([{ version: 4 }]);
    await poolOn(name).query('UPDATE kiri_schema SET version = 5');
    await expect(postgresStore({ pool: poolOn(name) })).rejects.toThrow(
      "postgresStore: the database holds a referee's schema of version 5; this kiri-dice knows version 4",
    );
  });

  it('keeps no usable token in any table or value, after a whole match', async () => {
    const name = await cluster.createDatabase();
    const referee = createReferee({ store: await storeOn(name) });
    const { tokens, secrets } = await playedMatch(referee);
    await referee.close();
    const kept = await everyValue(poolOn(name));
    for (const token of tokens) expect(kept).toContain(sha256(token));
    for (const secret of secrets) expect(kept).not.toContain(secret);
  });

  it('plays a match of fresh values each round, one row per reveal, which audits clean', async () => {
    const name = await cluster.createDatabase();
    const store = await storeOn(name);
    const referee = createReferee({ store, chips: [4, 4] });
    const fresh = await roundsTable(referee);
    let view = body(await referee.view(fresh.id));
    for (let n = 0; view.state.phase !== 'over' && n < 2_000; n++) {
      body(await roundsStep(referee, fresh, view, 2));
      view = body(await referee.view(fresh.id));
    }
    expect(view.state.phase).toBe('over');
    const rows = (
      await poolOn(name).query(
        'SELECT n, seat, value, next FROM kiri_reveals WHERE match_id = $1 ORDER BY n',
        [fresh.id],
      )
    ).rows as { n: number; seat: number; value: string; next: string }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.n)).toEqual(rows.map((_, i) => i));
    const recent = rows.slice(-3).map(({ seat, value, next }) => ({ seat, value, next }));
    expect(await store.match(fresh.id)).toMatchObject({
      reveals: { count: rows.length, recent },
    });
    expect(await auditStore(store)).toMatchObject({ ok: true, matches: 1, finished: 1 });
    await referee.close();
  });

  it('brings the joins of a database of version 1 to version 4: no token, no id, and no seat for a resend', async () => {
    const name = await cluster.createDatabase();
    const pool = poolOn(name);
    const referee = createReferee({ store: await postgresStore({ pool }) });
    const { id, commitment } = body(await referee.create({}));
    await referee.close();
    // A join as a referee of version 1 stored it: its id, and its random token in its answer.
    const token = 'a-random-token-of-version-1-of-43-characters';
    const seed = createClientSeed();
    const joining = { requestId: joinId(), seedCommitment: await commitTo(seed) };
    await pool.query('UPDATE kiri_schema SET version = 1');
    // Version 1: today's tables but the matches' invitation, host, clock and reveals, and the
    // move's function without the clock.
    for (const statement of V4_DROPPED) await pool.query(statement);
    await pool.query(
      'ALTER TABLE kiri_matches DROP COLUMN invitation, DROP COLUMN host, DROP COLUMN clock, DROP COLUMN moved_at, DROP COLUMN due',
    );
    await pool.query(
      "CREATE FUNCTION kiri_commit_move(TEXT, INTEGER, TEXT, TEXT, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT) RETURNS TEXT LANGUAGE sql AS $$ SELECT 'version 1' $$",
    );
    await pool.query(
      "UPDATE kiri_matches SET seats = 1, seed_commitments = $2, client_seeds = '[null]' WHERE id = $1",
      [id, JSON.stringify([joining.seedCommitment])],
    );
    await pool.query('INSERT INTO kiri_seats VALUES ($1, $2, 0, $3)', [
      sha256(token),
      id,
      joining.seedCommitment,
    ]);
    await pool.query("INSERT INTO kiri_requests VALUES ($1, 'join', $2, $3, $4)", [
      id,
      joining.requestId,
      JSON.stringify({ requestId: joining.requestId, seedCommitment: joining.seedCommitment }),
      JSON.stringify({ id, seat: 0, token, commitment }),
    ]);
    expect(await everyValue(pool)).toContain(token);
    const migrated = createReferee({ store: await storeOn(name, pool) });
    expect(await everyValue(pool)).not.toContain(token);
    expect(await everyValue(pool)).not.toContain(joining.requestId);
    expect((await pool.query('SELECT version FROM kiri_schema')).rows).toEqual([{ version: 4 }]);
    expect(await migrated.join(id, joining)).toMatchObject({ status: 410, code: 'TOKEN_NOT_KEPT' });
    const other = await sit(migrated, id);
    expect(await migrated.reveal(id, token, { requestId: 'r', clientSeed: seed })).toMatchObject({
      status: 200,
    });
    body(await migrated.reveal(id, other.token, { requestId: 'r', clientSeed: other.seed }));
    // The move's function is this version's: it stores the move and its clock.
    const bet = { requestId: 'b', action: { type: 'bet', player: 0, amount: 1 } };
    expect(body(await migrated.move(id, token, bet)).version).toBe(1);
    expect(await commitMoveFunctions(pool)).toEqual([19]);
    await storesAReveal(await storeOn(name, pool), 'fresh');
    await migrated.close();
  });

  it('brings a database of version 3 to version 4, whose matches are of one seed each', async () => {
    const name = await cluster.createDatabase();
    const pool = poolOn(name);
    let referee = createReferee({ store: await postgresStore({ pool }) });
    const { id, players } = await table(referee);
    body(await step(referee, players, body(await referee.view(id)).state));
    await referee.close();
    // Version 3: today's tables but the reveals, and the move's function without them.
    await pool.query('UPDATE kiri_schema SET version = 3');
    for (const statement of V4_DROPPED) await pool.query(statement);
    await pool.query(
      "CREATE FUNCTION kiri_commit_move(TEXT, INTEGER, TEXT, TEXT, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT, BIGINT, TEXT, BIGINT) RETURNS TEXT LANGUAGE sql AS $$ SELECT 'version 3' $$",
    );
    const store = await storeOn(name, pool);
    expect((await pool.query('SELECT version FROM kiri_schema')).rows).toEqual([{ version: 4 }]);
    expect(await commitMoveFunctions(pool)).toEqual([19]);
    expect(await store.match(id)).toMatchObject({ version: 1, reveals: null });
    referee = createReferee({ store });
    body(await step(referee, players, body(await referee.view(id)).state));
    expect(await store.match(id)).toMatchObject({ version: 2, reveals: null });
    // The migrated database keeps the reveals of a match of fresh values each round.
    await storesAReveal(store, 'fresh');
    await referee.close();
  });

  it('stores one of the moves that two stores race for one version, and each request once', async () => {
    const name = await cluster.createDatabase();
    const [a, b] = [await storeOn(name), await storeOn(name)];
    await a.createMatch(newMatch('m'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).commitMove(move('m', 0, `r${i}`))),
    );
    expect(results.filter((r) => r.type === 'stored')).toHaveLength(1);
    expect(results.filter((r) => r.type === 'conflict')).toHaveLength(19);
    // The same request sent to both at once: stored once, and the other gets its answer.
    const same = await Promise.all([a, b, a, b].map((s) => s.commitMove(move('m', 1, 'twice'))));
    expect(same.filter((r) => r.type === 'stored')).toHaveLength(1);
    for (const result of same.filter((r) => r.type !== 'stored'))
      expect(result).toEqual({ type: 'prior', prior: move('m', 1, 'twice').request });
    expect(await b.moves('m', 0)).toEqual(['{"n":0}', '{"n":1}']);
    // Joins too: the same join at both, once; then the next seat.
    const seat = { matchId: 'm', seat: 0, tokenHash: 'h0', seedCommitment: 'c0' };
    const join = { matchId: 'm', sender: 'join', requestId: 'j', body: '{}', answer: '{"s":0}' };
    const joins = await Promise.all([a, b].map((s) => s.takeSeat(seat, join, 5, null)));
    expect(joins.map((r) => r.type).sort()).toEqual(['prior', 'taken']);
    expect(await a.match('m')).toMatchObject({ seats: 1, version: 2, state: '{"s":2}' });
  });

  it('wakes a waiter of one process on a commit of another, and each store hears its own once', async () => {
    const name = await cluster.createDatabase();
    const [a, b] = [await storeOn(name), await storeOn(name)];
    await a.createMatch(newMatch('m'));
    const heard = { a: [] as unknown[], b: [] as unknown[] };
    a.subscribe((id, change) => heard.a.push([id, change]));
    b.subscribe((id, change) => heard.b.push([id, change]));
    // What a referee of the payload's format before reads: the match after the first space.
    const raw = await poolOn(name).connect();
    const payloads: string[] = [];
    raw.on('notification', (message) => payloads.push(message.payload ?? ''));
    await raw.query('LISTEN kiri_dice');
    await a.commitMove(move('m', 0, 'x'));
    await until(() => heard.b.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // B hears A's move itself, to play on the state it holds; A hears its own once, at once.
    expect(heard).toEqual({
      a: [['m', undefined]],
      b: [['m', { version: 1, move: '{"n":0}' }]],
    });
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatch(/^[0-9a-f]{32}\/1\/\{"n":0\} m$/);
    // A payload of that format, and a reveal alone, wake with no move; no other form wakes.
    await raw.query("SELECT pg_notify('kiri_dice', 'someone m')");
    await raw.query("SELECT pg_notify('kiri_dice', 'someone/x/{} m')");
    await raw.query("SELECT pg_notify('kiri_dice', ' m')");
    await raw.query("SELECT pg_notify('kiri_dice', 'nospace')");
    await until(() => heard.b.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.b.slice(1)).toEqual([
      ['m', undefined],
      ['m', undefined],
    ]);
    raw.release();

    // Through two referees: a long poll on B answers a move played on A.
    const refA = createReferee({ store: await storeOn(name) });
    const refB = createReferee({ store: await storeOn(name) });
    const { id, players } = await table(refA);
    const view = body(await refB.view(id));
    const waiting = refB.waitFor(id, view.step);
    const started = performance.now();
    body(await step(refA, players, view.state));
    const woken = body(await waiting);
    expect(woken.step).toBeGreaterThan(view.step);
    expect(performance.now() - started).toBeLessThan(5000);
    await refA.close();
    await refB.close();
  });

  it("plays another process's move on the state it holds, and parses a forged state in full", async () => {
    const name = await cluster.createDatabase();
    const causes: string[] = [];
    const refA = createReferee({ store: await storeOn(name) });
    const refB = createReferee({
      store: await storeOn(name),
      logger: (entry) => {
        if (entry.cause !== undefined) causes.push(entry.cause);
      },
    });
    const { id, players } = await table(refA);
    // B serves the match: it holds its state, and plays A's moves on it as it hears them.
    let view = body(await refB.view(id));
    for (let n = 0; n < 6; n++) {
      const waiting = refB.waitFor(id, view.step);
      body(await step(refA, players, view.state));
      view = body(await waiting);
      expect(view).toEqual(body(await refA.view(id)));
    }
    // The stored state is forged between two moves: chips that no move gave.
    const pool = poolOn(name);
    const { rows } = await pool.query('SELECT state FROM kiri_matches WHERE id = $1', [id]);
    const forged = JSON.parse(String(rows[0]!['state'])) as { chips: number[] };
    forged.chips = [forged.chips[0]! + 50, forged.chips[1]!];
    await pool.query('UPDATE kiri_matches SET state = $1 WHERE id = $2', [
      JSON.stringify(forged),
      id,
    ]);
    // B's state of the match, made by its moves, is not the stored text: B reads the stored
    // state in full, and the check refuses it; B never answers the forgery, nor its own state.
    for (const referee of [refB, refA])
      expect(await referee.view(id)).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(causes.join('\n')).toMatch(/parseMatchState/);
    await refA.close();
    await refB.close();
  });

  it('reconnects its listener when the connection drops, then wakes the waiters of the matches it read', async () => {
    const name = await cluster.createDatabase();
    const a = await storeOn(name);
    // B's pool, whose new connections wait at a gate while it is shut.
    const real = poolOn(name);
    let gate: Promise<void> = Promise.resolve();
    let open = (): void => undefined;
    const gated: PostgresPool = {
      query: (text, values) => real.query(text, values),
      connect: async () => {
        await gate;
        return real.connect();
      },
    };
    const b = await storeOn(name, gated);
    await a.createMatch(newMatch('m'));
    await b.match('m');
    const heard: string[] = [];
    b.subscribe((id) => heard.push(id));
    gate = new Promise((resolve) => (open = resolve));
    await a.commitMove(move('m', 0, 'before'));
    await until(() => heard.length === 1);
    await b.health();
    // B's listening connection is cut: B cannot reconnect while the gate is shut.
    await real.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN kiri_dice' AND pid <> pg_backend_pid()",
    );
    await until(
      async () =>
        await b.health().then(
          () => false,
          () => true,
        ),
    );
    await expect(b.health()).rejects.toThrow(/does not hear other processes' commits/);
    await a.commitMove(move('m', 1, 'lost'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['m']);
    open();
    // Reconnected: B wakes the match it read, whose commit it could not hear.
    await until(() => heard.length === 2);
    expect(heard).toEqual(['m', 'm']);
    await until(
      async () =>
        await b.health().then(
          () => true,
          () => false,
        ),
    );
    await a.commitMove(move('m', 2, 'after'));
    await until(() => heard.length === 3);
  });

  it('answers 503 with Retry-After while PostgreSQL is away, and recovers with its wake-ups when it is back', async () => {
    const name = await cluster.createDatabase();
    const logged: string[] = [];
    const refA = createReferee({
      store: await storeOn(name),
      logger: (entry) => {
        if (entry.cause !== undefined) logged.push(entry.cause);
      },
    });
    const refB = createReferee({ store: await storeOn(name) });
    const { id, players } = await table(refA);
    let view = body(await refB.view(id));
    cluster.stop();
    try {
      const health = await refA.fetch(new Request('http://referee/health'));
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('1');
      expect(await health.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
      const refused = await step(refA, players, view.state);
      expect(refused).toMatchObject({ type: 'refusal', status: 503, code: 'STORE_UNAVAILABLE' });
      expect(logged.length).toBeGreaterThan(0);
    } finally {
      cluster.start();
    }
    await until(async () => (await refA.health()).status === 200);
    await until(async () => (await refB.health()).status === 200);
    const waiting = refB.waitFor(id, view.step);
    view = body(await refA.view(id));
    body(await step(refA, players, view.state));
    expect(body(await waiting).step).toBeGreaterThan(view.step);
    await refA.close();
    await refB.close();
  });

  it('refuses options that are no pool, or a time out of bounds', async () => {
    await expect(postgresStore({} as never)).rejects.toThrow(
      'postgresStore: options.pool must be a node-postgres Pool, or an object with its query(text, values) and connect()',
    );
    await expect(postgresStore({ pool: poolOn('postgres'), timeout: 0 })).rejects.toThrow(
      'postgresStore: options.timeout must be a whole number of milliseconds from 1 to 60000',
    );
  });
});
