import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createReferee, sqliteStore, auditStore } from '../../../src/referee/index.js';
import { storeContract } from '../store/storeContract.js';
import { scratch } from './referee.js';
import { body, step, table } from '../table.js';

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
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 1 });
    db.close();
    expect(await auditStore(await sqliteStore(file, { readOnly: true }))).toMatchObject({
      ok: true,
      matches: 1,
      moves: 10,
    });
    await referee.close();
  });

  it('refuses a second referee on the same file, and a file that is not a database', async () => {
    const file = join(scratch(), 'kiri.db');
    const store = await sqliteStore(file);
    await expect(sqliteStore(file)).rejects.toThrow(
      `sqliteStore: ${file} is served by another referee (process ${process.pid})`,
    );
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

  it('fails every write of a file deleted while it is served, rather than lose its moves', async () => {
    const file = join(scratch(), 'kiri.db');
    const logged: unknown[] = [];
    const referee = createReferee({
      store: await sqliteStore(file),
      logger: (entry) => logged.push(entry),
    });
    body(await referee.create({}));
    rmSync(file);
    const refused = await referee.create({});
    expect(refused).toMatchObject({ type: 'refusal', status: 503, code: 'STORE_UNAVAILABLE' });
    expect(await referee.health()).toMatchObject({ status: 503 });
    expect(logged).toContainEqual(
      expect.objectContaining({
        cause: expect.stringContaining(
          `the database file ${file} was deleted or replaced`,
        ) as unknown,
      }),
    );
    await referee.close();
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
