import { createHash } from 'node:crypto';
import { chmodSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import {
  archiveSqlite,
  auditStore,
  backupSqlite,
  createReferee,
  memoryStore,
  sqliteStore,
  type StoredMatch,
} from '@kiri-dice/referee';
import { SQLITE_SCHEMA } from '../../../src/stores/sqlite/sqliteSchema.js';
import { matchValues } from '../../../src/stores/matchOfRow.js';
import { freshReveal, newMatch, revealAlone, storeContract } from '../storeContract.js';
import { scratch } from '@kiri-dice/testing/refereeProcess';
import { body, joinId, playedMatch, sit, step, table } from '@kiri-dice/testing/table';
import { roundsStep, roundsTable } from '@kiri-dice/testing/roundsTable';
import { commitTo, createClientSeed } from 'kiri-dice/fair';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every value of every table of the database `file`, as one text: what a reader of it sees. */
function everyValue(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  const values = tables.map(({ name }) => db.prepare(`SELECT * FROM "${String(name)}"`).all());
  db.close();
  return JSON.stringify(values);
}

/**
 * Today's schema but the index of the clock's column and the table of reveals, for a table of
 * an older schema.
 */
const withoutDue = SQLITE_SCHEMA.replace(/CREATE INDEX IF NOT EXISTS due_matches[^;]*;/, '')
  .replace(/CREATE TABLE IF NOT EXISTS reveals[^;]*;/, '')
  .replace(/CREATE INDEX IF NOT EXISTS reveals_next[^;]*;/, '');

/** Drops what schema 5 added: the matches' count and last reveals, and the table of reveals. */
const V5_COLUMNS_DROPPED = `DROP TABLE reveals; ALTER TABLE matches DROP COLUMN reveal_count;
  ALTER TABLE matches DROP COLUMN recent_reveals;`;

/** Drops what schemas 4 and 5 added: the matches' clock, last change, `due`, and the reveals. */
const V4_COLUMNS_DROPPED = `${V5_COLUMNS_DROPPED} DROP INDEX due_matches;
  ALTER TABLE matches DROP COLUMN clock; ALTER TABLE matches DROP COLUMN moved_at;
  ALTER TABLE matches DROP COLUMN due;`;

storeContract('sqliteStore', () => sqliteStore(join(scratch(), 'kiri.db')));

describe('sqliteStore', () => {
  it('keeps every match through a restart, appending one row per move', async () => {
    const file = join(scratch(), 'kiri.db');
    let referee = createReferee({ store: await sqliteStore(file) });
    const { id, players } = await table(referee);
    let view = body(await referee.view(id));
    for (let i = 0; i < 10; i++) view = body(await step(referee as never, players, view.state));
    view = body(await referee.view(id));
    await referee.close();
    referee = createReferee({ store: await sqliteStore(file) });
    expect(body(await referee.view(id))).toEqual(view);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('SELECT count(*) AS n FROM moves WHERE match_id = ?').get(id)).toEqual({
      n: 10,
    });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 5 });
    db.close();
    expect(await auditStore(await sqliteStore(file, { readOnly: true }))).toMatchObject({
      ok: true,
      matches: 1,
      moves: 10,
    });
    await referee.close();
  });

  it('plays a match of fresh values each round, one row per reveal, which audits clean read-only and in its backup', async () => {
    const file = join(scratch(), 'kiri.db');
    const referee = createReferee({ store: await sqliteStore(file), chips: [4, 4] });
    const fresh = await roundsTable(referee);
    let view = body(await referee.view(fresh.id));
    for (let n = 0; view.state.phase !== 'over' && n < 2_000; n++) {
      body(await roundsStep(referee, fresh, view, 2));
      view = body(await referee.view(fresh.id));
    }
    await referee.close();
    expect(view.state.phase).toBe('over');
    // The match's row keeps the count and the last 3; the table, every reveal.
    const db = new DatabaseSync(file, { readOnly: true });
    const row = db
      .prepare('SELECT reveal_count, recent_reveals FROM matches WHERE id = ?')
      .get(fresh.id)!;
    const rows = db
      .prepare('SELECT n, seat, value, next FROM reveals WHERE match_id = ? ORDER BY n')
      .all(fresh.id);
    db.close();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((r) => r['n'])).toEqual(rows.map((_, i) => i));
    expect(row['reveal_count']).toBe(rows.length);
    const recent = rows.slice(-3).map(({ seat, value, next }) => ({ seat, value, next }));
    expect(JSON.parse(String(row['recent_reveals']))).toEqual(recent);
    const copy = join(scratch(), 'copy.db');
    await backupSqlite(file, copy);
    for (const audited of [file, copy]) {
      const store = await sqliteStore(audited, { readOnly: true });
      expect(await store.reveals(fresh.id, rows.length - 3)).toEqual(recent);
      expect(await auditStore(store)).toMatchObject({ ok: true, matches: 1, finished: 1 });
      await store.close();
    }
  });

  it('opens a database of schema 1 and brings it to schema 5, or reads it as it is', async () => {
    // Two matches whose seats are taken, as a referee of schema 1 stored them: one created two
    // minutes ago, one just now.
    const memory = memoryStore();
    const maker = createReferee({ store: memory });
    const made: StoredMatch[] = [];
    for (const created of [Date.now() - 120_000, Date.now()]) {
      const { id } = body(await maker.create({}));
      await sit(maker, id);
      await sit(maker, id);
      made.push({ ...(await memory.match(id))!, created });
    }
    const v1 = () => {
      const file = join(scratch(), 'v1.db');
      const db = new DatabaseSync(file);
      db.exec(`CREATE TABLE matches (id TEXT PRIMARY KEY, version INTEGER NOT NULL,
        state TEXT NOT NULL, header TEXT NOT NULL, rolls INTEGER NOT NULL, seats INTEGER NOT NULL,
        server_seed TEXT NOT NULL, commitment TEXT NOT NULL, seed_commitments TEXT NOT NULL,
        client_seeds TEXT NOT NULL, created INTEGER NOT NULL) STRICT;
        ${withoutDue} PRAGMA user_version = 1;`);
      const insert = db.prepare('INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
      // Version 1's columns are today's first 11: all but seated_at, invitation, host, the
      // clock's and the reveals.
      for (const m of made) insert.run(...matchValues(m).slice(0, 11));
      db.close();
      return file;
    };
    const readOnly = await sqliteStore(v1(), { readOnly: true });
    expect(await readOnly.match(made[0]!.id)).toMatchObject({ seatedAt: null, reveals: null });
    expect(await auditStore(readOnly)).toMatchObject({ ok: true, matches: 2 });
    const file = v1();
    const referee = createReferee({ store: await sqliteStore(file) });
    expect([
      body(await referee.view(made[0]!.id)).expired,
      body(await referee.view(made[1]!.id)).expired,
    ]).toEqual([true, false]);
    const { id } = body(await referee.create({}));
    await sit(referee, id);
    const before = Date.now();
    await sit(referee, id);
    await referee.close();
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 5 });
    const seatedAt = Number(
      db.prepare('SELECT seated_at FROM matches WHERE id = ?').get(id)?.['seated_at'],
    );
    expect(seatedAt).toBeGreaterThanOrEqual(before);
    db.close();
  });

  it('keeps no usable token in any table or value, after a whole match', async () => {
    const file = join(scratch(), 'kiri.db');
    const referee = createReferee({ store: await sqliteStore(file) });
    const { tokens, secrets } = await playedMatch(referee);
    await referee.close();
    const kept = everyValue(file);
    for (const token of tokens) expect(kept).toContain(sha256(token));
    for (const secret of secrets) expect(kept).not.toContain(secret);
  });

  it('brings the joins of a database of schema 2 to schema 5: no token, no id, and no seat for a resend', async () => {
    const file = join(scratch(), 'v2.db');
    const referee = createReferee({ store: await sqliteStore(file) });
    const { id, commitment } = body(await referee.create({}));
    await referee.close();
    // A join as a referee of schema 2 stored it: its id, and its random token in its answer.
    const token = 'a-random-token-of-schema-2-of-43-characters';
    const seed = createClientSeed();
    const joining = { requestId: joinId(), seedCommitment: await commitTo(seed) };
    const db = new DatabaseSync(file);
    // Schema 2: today's tables but the matches' invitation, host, clock and reveals.
    db.exec(`${V4_COLUMNS_DROPPED} ALTER TABLE matches DROP COLUMN invitation;
      ALTER TABLE matches DROP COLUMN host;`);
    db.exec('PRAGMA user_version = 2');
    db.prepare('UPDATE matches SET seats = 1 WHERE id = ?').run(id);
    db.prepare('INSERT INTO seats VALUES (?, ?, 0, ?)').run(
      sha256(token),
      id,
      joining.seedCommitment,
    );
    db.prepare("INSERT INTO requests VALUES (?, 'join', ?, ?, ?)").run(
      id,
      joining.requestId,
      JSON.stringify({ requestId: joining.requestId, seedCommitment: joining.seedCommitment }),
      JSON.stringify({ id, seat: 0, token, commitment }),
    );
    db.close();
    expect(everyValue(file)).toContain(token);
    const migrated = createReferee({ store: await sqliteStore(file) });
    expect(everyValue(file)).not.toContain(token);
    expect(everyValue(file)).not.toContain(joining.requestId);
    expect(await migrated.join(id, joining)).toMatchObject({ status: 410, code: 'TOKEN_NOT_KEPT' });
    expect(body(await migrated.view(id)).seats).toBe(1);
    await sit(migrated, id);
    expect(await migrated.reveal(id, token, { requestId: 'r', clientSeed: seed })).toMatchObject({
      status: 200,
    });
    await migrated.close();
    const after = new DatabaseSync(file, { readOnly: true });
    expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: 5 });
    after.close();
  });

  it('archives the finished matches into another database, which audits clean, and serves the rest', async () => {
    const file = join(scratch(), 'kiri.db');
    const archive = join(scratch(), 'archive.db');
    let referee = createReferee({ store: await sqliteStore(file) });
    const finished = await playedMatch(referee);
    const { id: playing, players } = await table(referee);
    body(await step(referee as never, players, body(await referee.view(playing)).state));
    const { id: waiting } = body(await referee.create({}));
    await referee.close();
    // Served, it is refused: its referee would still serve what was moved.
    const served = await sqliteStore(file);
    await expect(archiveSqlite(file, archive, { olderThan: 0 })).rejects.toThrow(
      `sqliteStore: ${file} is served by another referee; one file serves one process`,
    );
    await served.close();
    // A day old at least, by default: nothing yet.
    expect(await archiveSqlite(file, archive)).toEqual({ matches: 0, moves: 0 });
    const moved = await archiveSqlite(file, archive, { olderThan: 0, limits: { openTimeout: 1 } });
    const moves = (await (await sqliteStore(archive, { readOnly: true })).moves(finished.id, 0))
      .length;
    expect(moved).toEqual({ matches: 2, moves });
    expect(await auditStore(await sqliteStore(archive, { readOnly: true }))).toMatchObject({
      ok: true,
      matches: 2,
      finished: 1,
    });
    referee = createReferee({ store: await sqliteStore(file) });
    expect(await referee.view(finished.id)).toMatchObject({ status: 404 });
    expect(await referee.view(waiting)).toMatchObject({ status: 404 });
    expect(body(await referee.view(playing)).version).toBe(1);
    await referee.close();
    // Again: nothing more, and the archive keeps what it had.
    expect(await archiveSqlite(file, archive, { olderThan: 0 })).toEqual({ matches: 0, moves: 0 });
    await expect(archiveSqlite(file, archive, { olderThan: -1 })).rejects.toThrow(
      'archiveSqlite: options.olderThan must be a whole number of milliseconds from 0 to 315360000000 (10 years)',
    );
    await expect(archiveSqlite(file, archive, { limits: { openTimeout: 0 } })).rejects.toThrow(
      /^archiveSqlite: options\.limits\.openTimeout must be a whole number from 1/,
    );
  });

  it('archives a match of fresh values each round over, or whose first bet never came, with its reveals; not one in play', async () => {
    const file = join(scratch(), 'kiri.db');
    const archive = join(scratch(), 'archive.db');
    const store = await sqliteStore(file);
    // Seated two minutes ago, past the default revealTimeout (a minute).
    const long = Date.now() - 120_000;
    const seated = (id: string, more: Partial<StoredMatch>): StoredMatch => ({
      ...newMatch(id, long),
      seats: 2,
      seedCommitments: ['c0', 'c1'],
      clientSeeds: [null, null],
      seatedAt: long,
      movedAt: long,
      ...more,
    });
    const none = { count: 0, recent: [] };
    const [accept, value] = [freshReveal(1, 1), freshReveal(0, 1)];
    const accepted = { count: 1, recent: [accept] };
    const both = { count: 2, recent: [accept, value] };
    /** An accept with its reveal, on a match at `version` with no reveal yet. */
    const accepting = (id: string, version: number) => ({
      ...revealAlone(id, version, `accept ${id}`, { n: 0, ...accept }, accepted),
      move: `{"accept":${version}}`,
    });
    // Fresh values each round: their seeds stay null for ever; the version tells, or the state.
    await store.createMatch(seated('stalled', { reveals: none }));
    await store.createMatch(seated('playing', { reveals: none, version: 1 }));
    expect(await store.commitMove(accepting('playing', 1))).toEqual({ type: 'stored' });
    await store.createMatch(seated('ended', { reveals: none }));
    expect(await store.commitMove(accepting('ended', 0))).toEqual({ type: 'stored' });
    const over = {
      ...revealAlone('ended', 1, 'value', { n: 1, ...value }, both),
      state: '{"phase":"over"}',
    };
    expect(await store.commitMove(over)).toEqual({ type: 'stored' });
    await store.createMatch(seated('recent', { reveals: none, seatedAt: Date.now() }));
    // One seed each: the seeds tell, as before.
    await store.createMatch(seated('withheld', { clientSeeds: ['s0', null] }));
    await store.createMatch(seated('seeded', { clientSeeds: ['s0', 's1'], version: 3 }));
    await store.close();
    expect(await archiveSqlite(file, archive, { olderThan: 0 })).toEqual({ matches: 3, moves: 1 });
    const served = await sqliteStore(file, { readOnly: true });
    expect(await served.matchIds()).toEqual(['playing', 'recent', 'seeded']);
    expect(await served.match('playing')).toMatchObject({ version: 2, reveals: accepted });
    expect(await served.reveals('playing', 0)).toEqual([accept]);
    expect(await served.reveals('ended', 0)).toEqual([]);
    expect(await served.committed('ended', value.next)).toBe(false);
    await served.close();
    const archived = await sqliteStore(archive, { readOnly: true });
    expect(await archived.matchIds()).toEqual(['ended', 'stalled', 'withheld']);
    expect(await archived.match('stalled')).toEqual(seated('stalled', { reveals: none }));
    expect(await archived.match('ended')).toMatchObject({ version: 1, reveals: both });
    expect(await archived.moves('ended', 0)).toEqual(['{"accept":0}']);
    expect(await archived.reveals('ended', 0)).toEqual([accept, value]);
    expect(await archived.committed('ended', value.next)).toBe(true);
    expect(await archived.reveals('playing', 0)).toEqual([]);
    await archived.close();
  });

  it('brings a database of schema 3 to schema 5, and plays the timeout of a seed withheld there', async () => {
    const file = join(scratch(), 'v3.db');
    let referee = createReferee({
      store: await sqliteStore(file),
      limits: { revealTimeout: 1000 },
    });
    const { id } = body(await referee.create({}));
    const [a] = [await sit(referee, id), await sit(referee, id)];
    body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
    await referee.close();
    // As a referee of schema 3 kept it: no clock, no `due`, no reveals, and seated a minute ago.
    const db = new DatabaseSync(file);
    db.exec(`${V4_COLUMNS_DROPPED} PRAGMA user_version = 3;`);
    db.prepare('UPDATE matches SET seated_at = ?').run(Date.now() - 60_000);
    db.close();
    const store = await sqliteStore(file);
    expect(await store.match(id)).toMatchObject({
      clock: null,
      due: expect.any(Number) as unknown,
      reveals: null,
    });
    // Nobody reads the match: the referee's clock plays the timeout.
    referee = createReferee({ store, limits: { revealTimeout: 1000, clockInterval: 10 } });
    for (let i = 0; i < 500 && (await store.match(id))!.version === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(body(await referee.view(id)).state).toMatchObject({ phase: 'over', winner: 0 });
    expect(await store.match(id)).toMatchObject({ due: null });
    await referee.close();
    const after = new DatabaseSync(file, { readOnly: true });
    expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: 5 });
    after.close();
  });

  it('brings a database of schema 4 to schema 5, whose matches are of one seed each, or reads it as it is', async () => {
    const file = join(scratch(), 'v4.db');
    let referee = createReferee({ store: await sqliteStore(file) });
    const { id, players } = await table(referee);
    body(await step(referee as never, players, body(await referee.view(id)).state));
    await referee.close();
    // As a referee of schema 4 kept it: no reveals.
    const db = new DatabaseSync(file);
    db.exec(`${V5_COLUMNS_DROPPED} PRAGMA user_version = 4;`);
    db.close();
    const readOnly = await sqliteStore(file, { readOnly: true });
    expect(await readOnly.match(id)).toMatchObject({ version: 1, reveals: null });
    // It has no table of reveals: none to read.
    expect(await readOnly.reveals(id, 0)).toEqual([]);
    expect(await readOnly.committed(id, 'd'.repeat(64))).toBe(false);
    expect(await auditStore(readOnly)).toMatchObject({ ok: true, matches: 1, moves: 1 });
    await readOnly.close();
    const store = await sqliteStore(file);
    expect(await store.match(id)).toMatchObject({ version: 1, reveals: null });
    referee = createReferee({ store });
    body(await step(referee as never, players, body(await referee.view(id)).state));
    expect(await store.match(id)).toMatchObject({ version: 2, reveals: null });
    // The migrated file keeps the reveals of a match of fresh values each round.
    const fresh = { ...newMatch('fresh'), reveals: { count: 0, recent: [] } };
    await store.createMatch(fresh);
    const reveal = freshReveal(1, 1);
    const first = { count: 1, recent: [reveal] };
    expect(
      await store.commitMove(revealAlone('fresh', 0, 'r', { n: 0, ...reveal }, first)),
    ).toEqual({
      type: 'stored',
    });
    expect(await store.match('fresh')).toMatchObject({ version: 0, reveals: first });
    expect(await store.reveals('fresh', 0)).toEqual([reveal]);
    expect(await store.committed('fresh', reveal.next)).toBe(true);
    await referee.close();
    const after = new DatabaseSync(file, { readOnly: true });
    expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: 5 });
    after.close();
  });

  it('refuses to write a database of a newer schema', async () => {
    const file = join(scratch(), 'v6.db');
    await (await sqliteStore(file)).close();
    const db = new DatabaseSync(file);
    db.exec('PRAGMA user_version = 6');
    db.close();
    await expect(sqliteStore(file)).rejects.toThrow(
      `sqliteStore: ${file} cannot be opened for writing: its schema is of version 6, newer than this kiri-dice's 5`,
    );
  });

  it('refuses a second referee on the same file, and a file that is not a database', async () => {
    const file = join(scratch(), 'kiri.db');
    const store = await sqliteStore(file);
    await expect(sqliteStore(file)).rejects.toThrow(
      `sqliteStore: ${file} is served by another referee; one file serves one process`,
    );
    // A symbolic link to the file, or to its folder, finds it locked.
    const link = join(scratch(), 'link.db');
    symlinkSync(file, link);
    await expect(sqliteStore(link)).rejects.toThrow(/served by another referee/);
    await store.close();
    await (await sqliteStore(file)).close();
    const junk = join(scratch(), 'junk.db');
    writeFileSync(junk, 'not a database at all, but long enough to be read as one: '.repeat(20));
    await expect(sqliteStore(junk)).rejects.toThrow(
      /^sqliteStore: .*junk\.db cannot be opened for writing: file is not a database/,
    );
    await expect(sqliteStore(junk, { readOnly: true })).rejects.toThrow(/not a database/);
    await expect(sqliteStore(join(scratch(), 'none.db'), { readOnly: true })).rejects.toThrow(
      /^sqliteStore: there is no database file .*none\.db$/,
    );
    await expect(sqliteStore('')).rejects.toThrow(
      'sqliteStore: file must be a path to a database file',
    );
    await expect(sqliteStore(file, { busyTimeout: -1 })).rejects.toThrow(
      /busyTimeout must be a whole number/,
    );
  });

  it('fails every write once its file or write-ahead log is deleted, rather than lose its moves', async () => {
    for (const [removed, says] of [
      ['', 'the database file FILE was deleted or replaced'],
      ['-wal', 'the write-ahead log FILE-wal was deleted or replaced while it was in use'],
    ] as const) {
      const file = join(scratch(), 'kiri.db');
      const logged: unknown[] = [];
      const referee = createReferee({
        store: await sqliteStore(file),
        logger: (entry) => logged.push(entry),
      });
      body(await referee.create({}));
      rmSync(`${file}${removed}`);
      const refused = await referee.create({});
      expect(refused).toMatchObject({ type: 'refusal', status: 503, code: 'STORE_UNAVAILABLE' });
      expect(await referee.health()).toMatchObject({ status: 503 });
      expect(logged).toContainEqual(
        expect.objectContaining({
          cause: expect.stringContaining(says.replace('FILE', file)) as unknown,
        }),
      );
      await referee.close();
    }
  });

  it('answers 503 within its busy timeout while another connection holds the write lock, and reads meanwhile', async () => {
    const file = join(scratch(), 'kiri.db');
    const referee = createReferee({ store: await sqliteStore(file, { busyTimeout: 50 }) });
    const { id } = body(await referee.create({}));
    const other = new DatabaseSync(file);
    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    expect(await referee.create({})).toMatchObject({ status: 503, code: 'STORE_UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(body(await referee.view(id)).id).toBe(id);
    other.exec('ROLLBACK');
    other.close();
    expect((await referee.create({})).type).toBe('answer');
    await referee.close();
  });

  it('opens a database read-only to audit it, refusing every write', async () => {
    const file = join(scratch(), 'kiri.db');
    const writer = await sqliteStore(file);
    const reader = await sqliteStore(file, { readOnly: true });
    await expect(createReferee({ store: reader }).create({})).resolves.toMatchObject({
      status: 503,
    });
    await writer.close();
    chmodSync(file, 0o644);
  });
});
