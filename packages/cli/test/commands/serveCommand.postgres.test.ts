import { describe, expect, it, vi } from 'vitest';
import { run } from '../../src/run.js';

// The store needs a running PostgreSQL, which these tests do not start: a stand-in gives the
// store's answers, so that what serve does with them is tested here (the referee's test/server/ runs
// `kiri-dice serve --postgres` on a cluster of its own). The pool is node-postgres's, on a port
// where nothing listens; the stand-in never connects, and serve ends the pool when it stops.
const opened = vi.hoisted(() => ({ fail: '', pools: [] as unknown[] }));
vi.mock('@kiri-dice/referee', async (importOriginal) => {
  const referee = await importOriginal<typeof import('@kiri-dice/referee')>();
  return {
    ...referee,
    postgresStore: (options: { pool: unknown }) => {
      opened.pools.push(options.pool);
      return opened.fail
        ? Promise.reject(new Error(opened.fail))
        : Promise.resolve(referee.memoryStore());
    },
  };
});

/** Runs `kiri-dice serve ARGS` until it listens, then stops it; gives its code and output. */
async function serveOnce(args: string[]): Promise<string> {
  let out = '';
  let err = '';
  let stop: (() => void) | undefined;
  const code = run(['serve', '--port', '0', ...args], {
    out: (text) => {
      out += text;
      // serve listens for its stop right after this line.
      if (text.includes('listening on')) setTimeout(() => stop?.(), 0);
    },
    err: (text) => (err += text),
    errIsTTY: false,
    onStop: (listener) => (stop = () => listener('SIGTERM')),
  });
  return `${await code} ${err}${out.includes('stopped') ? 'stopped' : ''}`.trim();
}

const URL = 'postgresql://kiri:secret@127.0.0.1:1/kiri';

describe('kiri-dice serve --postgres', () => {
  it('serves on a PostgreSQL store, and ends its pool when it stops', async () => {
    opened.fail = '';
    expect(await serveOnce(['--postgres', URL])).toBe('0 stopped');
    const pool = opened.pools.at(-1) as { ending?: boolean; emit(event: string, e: Error): void };
    expect(pool.ending).toBe(true);
    // An idle connection lost (PostgreSQL restarted) is heard, and does not end the process.
    expect(() => pool.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
  });

  it('opens 4 connections for queries and one that listens, or --connections and one', async () => {
    opened.fail = '';
    const max = () => (opened.pools.at(-1) as { options: { max: number } }).options.max;
    expect(await serveOnce(['--postgres', URL])).toBe('0 stopped');
    expect(max()).toBe(5);
    expect(await serveOnce(['--postgres', URL, '--connections', '1'])).toBe('0 stopped');
    expect(max()).toBe(2);
    expect(await serveOnce(['--postgres', URL, '--connections', '100'])).toBe('0 stopped');
    expect(max()).toBe(101);
  });

  it('refuses --connections out of range or without --postgres, before connecting', async () => {
    const pools = opened.pools.length;
    expect(await serveOnce(['--postgres', URL, '--connections', '0'])).toMatchInlineSnapshot(
      `"2 kiri-dice: --connections must be a whole number from 1 to 100, got '0'"`,
    );
    expect(await serveOnce(['--postgres', URL, '--connections', '101'])).toMatchInlineSnapshot(
      `"2 kiri-dice: --connections must be a whole number from 1 to 100, got '101'"`,
    );
    expect(await serveOnce(['--memory', '--connections', '2'])).toMatchInlineSnapshot(
      `"2 kiri-dice: --connections goes with --postgres only"`,
    );
    expect(opened.pools.length).toBe(pools);
  });

  it('says in one line why it cannot use the database, its password hidden', async () => {
    opened.fail = 'connect ECONNREFUSED 127.0.0.1:1';
    expect(await serveOnce(['--postgres', URL])).toBe(
      '2 kiri-dice: cannot use the PostgreSQL database postgresql://kiri:***@127.0.0.1:1/kiri: connect ECONNREFUSED 127.0.0.1:1',
    );
    opened.fail = 'postgresStore: the database holds a schema of version 2';
    expect(await serveOnce(['--postgres', 'postgres://127.0.0.1/kiri'])).toBe(
      '2 kiri-dice: cannot use the PostgreSQL database postgres://127.0.0.1/kiri: the database holds a schema of version 2',
    );
  });

  it('refuses what is no PostgreSQL URL, and a second store', async () => {
    expect(await serveOnce(['--postgres', 'kiri.db'])).toBe(
      '2 kiri-dice: --postgres must be a URL such as postgresql://user:password@host:5432/database',
    );
    expect(await serveOnce(['--postgres', 'http://host/db'])).toBe(
      '2 kiri-dice: --postgres must be a URL such as postgresql://user:password@host:5432/database',
    );
    expect(await serveOnce(['--postgres', URL, '--memory'])).toBe(
      '2 kiri-dice: --db, --postgres and --memory go one at a time',
    );
  });

  it('ends its pool when the referee cannot start', async () => {
    opened.fail = '';
    expect(await serveOnce(['--postgres', URL, '--limit', 'maxBody=0'])).toMatch(
      /^2 kiri-dice: --limit maxBody/,
    );
    expect((opened.pools.at(-1) as { ending?: boolean }).ending).toBe(true);
    expect(await serveOnce(['--postgres', URL, '--host', 'no.such.host.invalid'])).toMatch(
      /^2 kiri-dice: /,
    );
    expect((opened.pools.at(-1) as { ending?: boolean }).ending).toBe(true);
  });
});
