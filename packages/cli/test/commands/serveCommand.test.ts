import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/messages/english.js';
import { speechOf } from '../../src/messages/Speech.js';
import { run, runCommand } from '../../src/run.js';
import { logLine } from '../../src/commands/serveCommand.js';
import { auditWith } from '../../src/commands/auditCommand.js';
import { createReferee, memoryStore } from '@kiri-dice/referee';
import { body, step, table } from '@kiri-dice/testing/table';

/** Runs `kiri-dice serve …` in-process until `stop` is called, collecting its output. */
function serving(args: string[], dist?: string) {
  let out = '';
  let err = '';
  let stop!: () => void;
  let listening!: (url: string) => void;
  const heard = new Promise<string>((resolve) => (listening = resolve));
  const code = run(['serve', ...args], {
    out: (text) => {
      out += text;
      // The first address it prints is the one it listens on, in either language.
      const found = /(http:\/\/[^\s"]+)/.exec(text)?.[1];
      if (found) listening(found);
    },
    err: (text) => (err += text),
    errIsTTY: false,
    now: () => Date.UTC(2026, 11, 1),
    onStop: (listener) => (stop = () => listener('SIGTERM')),
    ...(dist !== undefined && { site: { page: join(dist, 'playground'), engine: dist } }),
  });
  // A serve that ends before it listens fails its test at once, not at the test's timeout.
  const ended = Promise.resolve(code).then((exit) => {
    throw new Error(`serve ended with ${exit} before listening: ${err}`);
  });
  const url = Promise.race([heard, ended]);
  // Tests of a serve that never listens await its code only.
  url.catch(() => undefined);
  return { url, code, stop: () => stop(), out: () => out, err: () => err };
}

/** Creates a match on the referee at `url`, as a page does, and gives its id. */
async function createdOn(url: string): Promise<string> {
  const created = await fetch(`${url}/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await created.json()) as { id: string }).id;
}

describe('kiri-dice serve', () => {
  it('serves a referee in memory, logs one line per request, and stops on its signal', async () => {
    const served = serving(['--memory', '--port', '0']);
    const url = await served.url;
    const id = await createdOn(url);
    await fetch(`${url}/matches/${id}`);
    served.stop();
    expect(await served.code).toBe(0);
    const lines = served
      .out()
      .replace(/\d+ ms/g, 'N ms')
      .replace(id, 'ID')
      .replace(/:\d+$/m, ':PORT');
    expect(lines).toMatchInlineSnapshot(`
      "2026-12-01T00:00:00.000Z info referee listening on http://127.0.0.1:PORT
      2026-12-01T00:00:00.000Z info POST /matches 201 N ms
      2026-12-01T00:00:00.000Z info GET /matches/:id 200 N ms match=ID
      2026-12-01T00:00:00.000Z info stopping: answering waiting requests, closing connections
      2026-12-01T00:00:00.000Z info stopped
      "
    `);
    expect(served.out()).not.toMatch(/token|seed/i);
  });

  it('serves the playground at / beside the API, and says where to open it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kiri-serve-'));
    mkdirSync(join(dist, 'playground'));
    writeFileSync(join(dist, 'playground/index.html'), '<!doctype html><title>Kiri</title>');
    writeFileSync(join(dist, 'index.js'), 'export {};');
    const served = serving(['--memory', '--port', '0'], dist);
    const url = await served.url;
    const page = await fetch(`${url}/`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
      200,
      'text/html; charset=utf-8',
      '<!doctype html><title>Kiri</title>',
    ]);
    expect(await (await fetch(`${url}/kiri-dice.js`)).text()).toBe('export {};');
    const unknown = await fetch(`${url}/matches/x/y`);
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([
      404,
      'application/json; charset=utf-8',
    ]);
    const traversal = await fetch(`${url}/%2e%2e/package.json`);
    expect(traversal.status).toBe(404);
    expect(((await traversal.json()) as { code: string }).code).toMatch(/^[A-Z_]+$/);
    served.stop();
    await served.code;
    rmSync(dist, { recursive: true });
    expect(served.out().split('\n')[1]).toMatch(/ info play: open http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('says its start-up and stop lines in Russian, and logs JSON in English', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kiri-serve-'));
    mkdirSync(join(dist, 'playground'));
    writeFileSync(join(dist, 'playground/index.html'), '<!doctype html><title>Kiri</title>');
    writeFileSync(join(dist, 'index.js'), 'export {};');
    const served = serving(['--memory', '--port', '0', '--lang', 'ru'], dist);
    await fetch(`${await served.url}/health`);
    served.stop();
    expect(await served.code).toBe(0);
    rmSync(dist, { recursive: true });
    expect(
      served
        .out()
        .replace(/\d+ ms/g, 'N ms')
        .replace(/:\d+(\/|$)/gm, ':PORT$1'),
    ).toMatchInlineSnapshot(`
        "2026-12-01T00:00:00.000Z info судья принимает запросы на http://127.0.0.1:PORT
        2026-12-01T00:00:00.000Z info играть: откройте http://127.0.0.1:PORT/
        2026-12-01T00:00:00.000Z info GET /health 200 N ms
        2026-12-01T00:00:00.000Z info остановка: ответ на ждущие запросы, закрытие соединений
        2026-12-01T00:00:00.000Z info остановлен
        "
      `);
    const json = serving(['--memory', '--port', '0', '--lang', 'ru', '--json']);
    await json.url;
    json.stop();
    await json.code;
    expect(
      json
        .out()
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { message: string }).message),
    ).toEqual([
      expect.stringMatching(/^referee listening on http:\/\/127\.0\.0\.1:\d+$/),
      'stopping: answering waiting requests, closing connections',
      'stopped',
    ]);
  });

  it('logs JSON lines with --json', async () => {
    const served = serving(['--memory', '--port', '0', '--json', '--chips', '7']);
    const url = await served.url;
    await fetch(`${url}/health`);
    served.stop();
    await served.code;
    const entries = served
      .out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[1]).toMatchObject({
      time: '2026-12-01T00:00:00.000Z',
      level: 'info',
      method: 'GET',
      route: '/health',
      status: 200,
    });
  });

  it('says what is wrong with its command line, in one line', async () => {
    const outcomes: string[] = [];
    for (const args of [
      ['--port', '70000'],
      ['--memory', '--db', 'x.db'],
      ['--chips', '0'],
    ]) {
      let err = '';
      const code = await run(['serve', ...args], {
        out: () => undefined,
        err: (text) => (err += text),
        errIsTTY: false,
      });
      outcomes.push(`${code} ${err.trim()}`);
    }
    expect(outcomes).toMatchInlineSnapshot(`
      [
        "2 kiri-dice: --port must be a whole number from 0 to 65535, got '70000'",
        "2 kiri-dice: --db, --postgres and --memory go one at a time",
        "2 kiri-dice: --chips must be a whole number from 1 to 1000000, got '0'",
      ]
    `);
  });

  it('says which Node it needs for SQLite when this one has no node:sqlite', async () => {
    let err = '';
    const code = await run(['serve', '--db', 'kiri-test.db'], {
      out: () => undefined,
      err: (text) => (err += text),
      errIsTTY: false,
    });
    expect(code).toBe(2);
    expect(err).toMatchInlineSnapshot(`
      "kiri-dice: this runtime has no node:sqlite; it needs Node 22.13 to 22.x, 23.4 to 23.x, or 24 and newer (22.5 to 22.12 and 23.0 to 23.3 only with --experimental-sqlite); or run with --memory
      "
    `);
  });

  it('says in one line that its port is taken', async () => {
    const first = serving(['--memory', '--port', '0']);
    const port = new URL(await first.url).port;
    let err = '';
    const code = await run(['serve', '--memory', '--port', port], {
      out: () => undefined,
      err: (text) => (err += text),
      errIsTTY: false,
    });
    expect([code, err.replaceAll(port, 'PORT')]).toMatchInlineSnapshot(`
      [
        2,
        "kiri-dice: cannot listen on 127.0.0.1:PORT: listen EADDRINUSE: address already in use 127.0.0.1:PORT
      ",
      ]
    `);
    first.stop();
    await first.code;
  });

  it('writes a cause only beside a warning or an error', () => {
    expect(logLine({ level: 'warn', message: 'slow' }, 'T', false)).toBe('T warn slow\n');
    expect(logLine({ level: 'info', message: 'up', cause: 'Error: x' }, 'T', false)).toBe(
      'T info up\n',
    );
  });

  it('writes failures with their cause, and escapes control characters', () => {
    const line = logLine(
      {
        level: 'error',
        message: 'move failed: internal error',
        match: 'a\u001b[2Jb',
        cause: 'Error: x\n    at y',
      },
      'T',
      false,
    );
    expect(line).toMatchInlineSnapshot(`
      "T error move failed: internal error match=a\\u001b[2Jb
        Error: x
            at y
      "
    `);
  });
});

describe('kiri-dice audit', () => {
  it('passes a store of honest matches, and names each match that fails', async () => {
    const store = memoryStore();
    const referee = createReferee({ store, chips: [3, 3] });
    const { id, players } = await table(referee);
    let view = body(await referee.view(id));
    while (view.state.phase !== 'over') view = body(await step(referee, players, view.state, 3));
    let closed = 0;
    const audit = auditWith(() =>
      Promise.resolve({
        ...store,
        close: () => {
          closed++;
          return Promise.resolve();
        },
      }),
    );
    const outcome = async (args: string[], audited = audit) => {
      let out = '';
      let err = '';
      const code = await runCommand(audited, args, {
        out: (text) => (out += text),
        err: (text) => (err += text),
        errIsTTY: false,
      });
      return {
        code,
        out: out.replace(/\d+ moves/, 'N moves'),
        err: err.replace(id, 'ID').replace(/\d+ moves/, 'N moves'),
      };
    };
    expect((await outcome(['--db', 'x'])).out).toMatch(
      // A match can end at its first roll: "1 roll fair".
      /^ok: 1 match, N moves, \d+ rolls? fair, 1 finished\n$/,
    );
    expect(JSON.parse((await outcome(['--db', 'x', '--json'])).out)).toMatchObject({
      ok: true,
      matches: 1,
    });
    // Each audit closed the store it opened.
    expect(closed).toBe(2);
    const match = (await store.match(id))!;
    const broken = auditWith(() =>
      Promise.resolve({
        ...store,
        match: () => Promise.resolve({ ...match, version: 0 }),
        close: () => Promise.resolve(),
      }),
    );
    expect(await outcome(['--db', 'x'], broken)).toMatchInlineSnapshot(`
      {
        "code": 1,
        "err": "kiri-dice: match ID: its version is 0 but it has N moves
      ",
        "out": "FAILED: 1 match, N moves, 0 rolls fair, 1 finished, 1 failure
      ",
      }
    `);
    expect(await outcome([])).toMatchObject({
      code: 2,
      err: 'kiri-dice: --db FILE is required: the database to audit\n',
    });
  });

  it('says in one line why it cannot open a database', async () => {
    let err = '';
    const code = await run(['audit', '--db', 'no-such-file.db'], {
      out: () => undefined,
      err: (text) => (err += text),
      errIsTTY: false,
    });
    expect([code, err]).toMatchInlineSnapshot(`
      [
        2,
        "kiri-dice: this runtime has no node:sqlite; it needs Node 22.13 to 22.x, 23.4 to 23.x, or 24 and newer (22.5 to 22.12 and 23.0 to 23.3 only with --experimental-sqlite)
      ",
      ]
    `);
    // A failure that is not the store's own refusal is not a usage error: it goes up as it is.
    const boom = new Error('boom');
    const failing = auditWith(() => Promise.reject(boom));
    await expect(
      failing(
        ['--db', 'x'],
        { out: () => undefined, err: () => undefined, errIsTTY: false },
        speechOf(english),
      ),
    ).rejects.toBe(boom);
  });
});

describe('kiri-dice serve, in its corners', () => {
  it('opens kiri.db by default, and stops at once when nothing can signal it', async () => {
    let err = '';
    expect(
      await run(['serve'], { out: () => undefined, err: (text) => (err += text), errIsTTY: false }),
    ).toBe(2);
    expect(err).toMatch(/or run with --memory/);
    let out = '';
    expect(
      await run(['serve', '--memory', '--port', '0'], {
        out: (text) => (out += text),
        err: () => undefined,
        errIsTTY: false,
      }),
    ).toBe(0);
    expect(out).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z info referee listening on http:\/\/127\.0\.0\.1:\d+\n[^\n]+stopping[^\n]+\n[^\n]+stopped\n$/,
    );
  });
});

/** What `serve --memory OPTION VALUE` says and exits with, for each value: `CODE MESSAGE`. */
async function refusals(option: string, values: readonly string[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const value of values) {
    let err = '';
    const code = await run(['serve', '--memory', option, value], {
      out: () => undefined,
      err: (text) => (err += text),
      errIsTTY: false,
    });
    outcomes.push(`${code} ${err.trim()}`);
  }
  return outcomes;
}

describe('kiri-dice serve --clock', () => {
  /** The clock of a match created on a referee served with `args`. */
  async function clockOf(args: string[]): Promise<unknown> {
    const served = serving(['--memory', '--port', '0', ...args]);
    const url = await served.url;
    const id = await createdOn(url);
    const view = (await (await fetch(`${url}/matches/${id}`)).json()) as { clock: unknown };
    served.stop();
    await served.code;
    return view.clock;
  }

  it('gives each match 15 s an action and a 3-minute reserve, or the clock given, or none', async () => {
    const running = { running: null, deadline: null };
    expect(await clockOf([])).toEqual({
      perAction: 15_000,
      reserve: 180_000,
      reserveLeft: [180_000, 180_000],
      ...running,
    });
    expect(await clockOf(['--clock', '2s+1m'])).toEqual({
      perAction: 2000,
      reserve: 60_000,
      reserveLeft: [60_000, 60_000],
      ...running,
    });
    expect(await clockOf(['--clock', '1500ms+0h'])).toMatchObject({ perAction: 1500, reserve: 0 });
    expect(await clockOf(['--clock', 'off'])).toBeNull();
  });

  it('refuses a clock that is not of its form or out of bounds', async () => {
    const clocks = ['15s', '15s+3m+1s', '15x+3m', '+3m', 'on', '500ms+0s', '2h+0s', '1s+25h'];
    expect(await refusals('--clock', clocks)).toMatchInlineSnapshot(`
      [
        "2 kiri-dice: --clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '15s'",
        "2 kiri-dice: --clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '15s+3m+1s'",
        "2 kiri-dice: --clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '15x+3m'",
        "2 kiri-dice: --clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '+3m'",
        "2 kiri-dice: --clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got 'on'",
        "2 kiri-dice: --clock: perAction must be a whole number of milliseconds from 1000 to 3600000, got 500",
        "2 kiri-dice: --clock: perAction must be a whole number of milliseconds from 1000 to 3600000, got 7200000",
        "2 kiri-dice: --clock: reserve must be a whole number of milliseconds from 0 to 86400000, got 90000000",
      ]
    `);
  });
});

describe('kiri-dice serve --limit', () => {
  it('sets the referee’s limits, and refuses one it does not have', async () => {
    const served = serving([
      ...['--memory', '--port', '0', '--limit', 'requestsPerMinute=2'],
      ...['--limit', 'maxBody=100000'],
    ]);
    const url = await served.url;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/health`)).status);
    served.stop();
    await served.code;
    expect(statuses).toEqual([200, 200, 429]);
    const limits = [
      'nope=1',
      'toString=1',
      'maxBody=x',
      'maxBody=0',
      'a-maxBody=5',
      'maxBody=5x',
      'maxBody=1234567890123456',
    ];
    expect(await refusals('--limit', limits)).toMatchInlineSnapshot(`
      [
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'nope=1'",
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'toString=1'",
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'maxBody=x'",
        "2 kiri-dice: --limit maxBody must be a whole number from 1, got 0",
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'a-maxBody=5'",
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'maxBody=5x'",
        "2 kiri-dice: --limit must be NAME=N with NAME one of maxBody, pollTimeout, streamTimeout, pollsPerSeat, spectatorPolls, waitsPerAddress, maxWaits, revealTimeout, openTimeout, clockInterval, maxMoves, createsPerMinute, joinsPerMinute, requestsPerMinute, openMatchesListed, listedPerAddress, computerDelay, got 'maxBody=1234567890123456'",
      ]
    `);
  });
});
