import { describe, expect, it, vi } from 'vitest';
import { KiriError } from 'kiri-dice';
import { run } from '../../src/run.js';

// The SQLite store needs node:sqlite, which these tests' Node lacks: a stand-in gives the store's
// answers, so that what serve does with them is tested here (the referee's test/server/ runs the
// real one).
const opened = vi.hoisted(() => ({ fail: '', raw: '', options: [] as unknown[], closed: 0 }));
vi.mock('@kiri-dice/referee', async (importOriginal) => {
  const referee = await importOriginal<typeof import('@kiri-dice/referee')>();
  return {
    ...referee,
    sqliteStore: (file: string, options?: unknown) => {
      opened.options.push(options);
      return opened.fail
        ? Promise.reject(
            new KiriError('INVALID_OPTIONS', opened.raw || `sqliteStore: ${file} ${opened.fail}`),
          )
        : Promise.resolve({
            ...referee.memoryStore(),
            health: () => Promise.reject(new Error('disk I/O error')),
            close: () => {
              opened.closed++;
              return Promise.resolve();
            },
          });
    },
    backupSqlite: (file: string, copy: string) =>
      opened.fail
        ? Promise.reject(
            new KiriError('INVALID_OPTIONS', opened.raw || `backupSqlite: ${copy} ${opened.fail}`),
          )
        : Promise.resolve(file.length > 0 ? undefined : undefined),
  };
});

describe('kiri-dice serve on SQLite', () => {
  it('says why it cannot open the database, in one line', async () => {
    opened.fail = 'is served by another referee (process 7)';
    let err = '';
    expect(
      await run(['serve', '--db', 'k.db'], {
        out: () => undefined,
        err: (text) => (err += text),
        errIsTTY: false,
      }),
    ).toBe(2);
    expect(err).toBe('kiri-dice: k.db is served by another referee (process 7)\n');
    // Only the name that starts the message goes: one inside it is the store's own words.
    opened.raw = 'k.db: disk full (sqliteStore: checkpoint)';
    err = '';
    await run(['serve', '--db', 'k.db'], {
      out: () => undefined,
      err: (text) => (err += text),
      errIsTTY: false,
    });
    opened.raw = '';
    expect(err).toBe('kiri-dice: k.db: disk full (sqliteStore: checkpoint)\n');
  });

  it('logs the store’s failures on standard error, with their cause, and closes the store as it stops', async () => {
    opened.fail = '';
    opened.closed = 0;
    let out = '';
    let err = '';
    let stop!: () => void;
    const code = run(['serve', '--port', '0'], {
      out: (text) => (out += text),
      err: (text) => (err += text),
      errIsTTY: false,
      onStop: (listener) => (stop = () => listener('SIGTERM')),
    });
    while (!/listening on (\S+)/.test(out)) await new Promise((resolve) => setTimeout(resolve, 5));
    const url = /listening on (\S+)/.exec(out)![1]!;
    expect((await fetch(`${url}/health`)).status).toBe(503);
    expect(opened.closed).toBe(0);
    stop();
    expect(await code).toBe(0);
    expect(opened.closed).toBe(1);
    expect(err).toMatch(
      /^\S+ warn health failed: the store is unavailable\n {2}Error: disk I\/O error\n {6}at /,
    );
  });
});

describe('kiri-dice backup', () => {
  it('copies a database, and says in one line why it cannot', async () => {
    const outcome = async (args: string[]) => {
      let out = '';
      let err = '';
      const code = await run(['backup', ...args], {
        out: (t) => (out += t),
        err: (t) => (err += t),
        errIsTTY: false,
      });
      return `${code} ${out}${err}`.trim();
    };
    opened.fail = '';
    expect(await outcome(['--db', 'k.db', '--to', 'c.db'])).toBe('0 backed up k.db to c.db');
    opened.fail = 'exists already: name a new file for the copy';
    expect(await outcome(['--db', 'k.db', '--to', 'c.db'])).toBe(
      '2 kiri-dice: c.db exists already: name a new file for the copy',
    );
    opened.raw = 'c.db: disk full (backupSqlite: VACUUM INTO)';
    expect(await outcome(['--db', 'k.db', '--to', 'c.db'])).toBe(
      '2 kiri-dice: c.db: disk full (backupSqlite: VACUUM INTO)',
    );
    opened.raw = '';
    expect(await outcome(['--db', 'k.db'])).toBe(
      '2 kiri-dice: --db FILE and --to COPY are both required',
    );
    expect(await outcome(['--to', 'c.db'])).toBe(
      '2 kiri-dice: --db FILE and --to COPY are both required',
    );
  });
});

describe('kiri-dice audit on SQLite', () => {
  it('opens the database read-only, since a referee may be serving it', async () => {
    opened.fail = '';
    opened.options.length = 0;
    let out = '';
    const code = await run(['audit', '--db', 'k.db'], {
      out: (t) => (out += t),
      err: () => undefined,
      errIsTTY: false,
    });
    expect([code, out]).toEqual([0, 'ok: 0 matches, 0 moves, 0 rolls fair, 0 finished\n']);
    expect(opened.options).toEqual([{ readOnly: true }]);
    let err = '';
    const refused = async () => {
      err = '';
      return run(['audit', '--db', 'k.db'], {
        out: () => undefined,
        err: (t) => (err += t),
        errIsTTY: false,
      });
    };
    opened.fail = 'is not a referee database';
    expect(await refused()).toBe(2);
    expect(err).toBe('kiri-dice: k.db is not a referee database\n');
    // Only the name that starts the message goes.
    opened.raw = 'k.db: unreadable (sqliteStore: page 3)';
    expect(await refused()).toBe(2);
    expect(err).toBe('kiri-dice: k.db: unreadable (sqliteStore: page 3)\n');
    opened.raw = '';
    opened.fail = '';
  });
});
