import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childEnv } from '../../../../scripts/child-env.mjs';
import { BAD_INPUT_ANSWERS, post, sendBadInput } from './badInput.js';
import {
  nodeWithSqlite,
  scratch,
  startReferee,
  type Referee,
} from '@kiri-dice/testing/refereeProcess';

// The referee as an operator runs it: `kiri-dice serve` on the pinned Node 24, stopped with
// signals, fed bad input, audited, and started twice on one file.

const running: Referee[] = [];
afterEach(async () => {
  for (const referee of running.splice(0)) await referee.stop('SIGKILL');
});
const start = async (db: string, extra?: readonly string[], fileSize?: number) => {
  const referee = await startReferee(db, 0, extra, fileSize);
  running.push(referee);
  return referee;
};
/** The database and its write-ahead log, as bytes: what a refusal must leave as it was. */
const bytesOf = (db: string) =>
  createHash('sha256')
    .update(readFileSync(db))
    .update(existsSync(`${db}-wal`) ? readFileSync(`${db}-wal`) : '')
    .digest('hex');

/** Runs the command line on Node 24 to its end. */
async function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(await nodeWithSqlite(), ['packages/cli/dist/cli.js', ...args], {
    env: childEnv(),
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, out, err };
}

describe('kiri-dice serve, as an operator runs it', () => {
  it('stops within its deadline on SIGTERM, though clients wait and a body crawls', async () => {
    const db = join(scratch(), 'kiri.db');
    const referee = await start(db);
    const { id } = (await (await post(referee.base, '/matches', {})).json()) as { id: string };
    const polls = Array.from({ length: 4 }, () =>
      fetch(`${referee.base}/matches/${id}?after=0`).then(
        (r) => r.status,
        () => 0,
      ),
    );
    const crawl = connect(referee.port, '127.0.0.1');
    crawl.on('error', () => undefined);
    crawl.write(
      'POST /matches HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => crawl.write(' '), 500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await referee.stop('SIGTERM');
    clearInterval(drip);
    // Within the 10 s deadline: what is still open at 9 s is cut off.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(referee.process.exitCode).toBe(0);
    expect(await Promise.all(polls)).toEqual([200, 200, 200, 200]);
    expect(referee.stderr()).toBe('');
  });

  it('stops at once on SIGTERM with a connection that has sent nothing', async () => {
    const referee = await start(join(scratch(), 'kiri.db'));
    const bare = connect(referee.port, '127.0.0.1');
    bare.on('error', () => undefined);
    await new Promise((resolve) => bare.on('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await referee.stop('SIGTERM');
    expect(performance.now() - started).toBeLessThan(3000);
    expect([referee.process.exitCode, referee.stderr()]).toEqual([0, '']);
    bare.destroy();
  });

  it('caps the event streams of one address, refusing the one past the cap as JSON before any 200', async () => {
    // The default cap of an address; a match's spectators get more places than it.
    const referee = await start(join(scratch(), 'kiri.db'), ['--limit', 'spectatorPolls=100']);
    const { id } = (await (await post(referee.base, '/matches', {})).json()) as { id: string };
    const gone = new AbortController();
    const streams = await Promise.all(
      Array.from({ length: 32 }, () =>
        fetch(`${referee.base}/matches/${id}/events?after=0`, { signal: gone.signal }),
      ),
    );
    expect(new Set(streams.map((r) => r.status))).toEqual(new Set([200]));
    const past = await fetch(`${referee.base}/matches/${id}/events?after=0`);
    expect([past.status, past.headers.get('content-type'), await past.json()]).toEqual([
      429,
      'application/json; charset=utf-8',
      {
        code: 'TOO_MANY_POLLS',
        message: 'too many long polls and event streams of this address wait at once (at most 32)',
      },
    ]);
    gone.abort();
  });

  it('exits at once, quietly, on a second Ctrl-C', async () => {
    const db = join(scratch(), 'kiri.db');
    const referee = await start(db);
    const crawl = connect(referee.port, '127.0.0.1');
    crawl.on('error', () => undefined);
    crawl.write(
      'POST /matches HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    referee.process.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await referee.stop('SIGINT');
    expect(referee.process.exitCode).toBe(130);
    expect(referee.stderr()).toBe('');
    crawl.destroy();
  });

  it('refuses a second referee on the same file, through a symbolic link too, in one line', async () => {
    const db = join(scratch(), 'kiri.db');
    const first = await start(db);
    const link = join(scratch(), 'link.db');
    symlinkSync(db, link);
    for (const path of [db, link]) {
      const second = await cli(['serve', '--db', path, '--port', '0']);
      expect(second.code).toBe(2);
      expect(second.err).toBe(
        `kiri-dice: ${path} is served by another referee; one file serves one process\n`,
      );
    }
    // Killed, it leaves its lock file, but not its lock: the system let go of it.
    await first.stop('SIGKILL');
    expect(existsSync(`${db}.lock`)).toBe(true);
    const started = performance.now();
    const next = await start(db);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${next.base}/health`)).status).toBe(200);
  });

  it('fails its health check while a full disk fails its writes', async () => {
    const db = join(scratch(), 'kiri.db');
    // Files of at most 256 KiB: the write-ahead log fills within a few hundred matches.
    const referee = await start(db, undefined, 256);
    let refused: Response | undefined;
    for (let n = 0; n < 5_000 && refused === undefined; n++) {
      const created = await post(referee.base, '/matches', {});
      if (created.status !== 201) refused = created;
    }
    expect(refused?.status).toBe(503);
    expect(await refused?.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
    // A check's outcome answers /health for a second: the next one fails.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const health = await fetch(`${referee.base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
    expect(referee.stderr()).toMatch(
      /a write found no room \d+ ms ago: (disk I\/O error|database or disk is full)/,
    );
  });

  it('answers bad input with a JSON 4xx and leaves the database byte for byte', async () => {
    const db = join(scratch(), 'kiri.db');
    const referee = await start(db);
    const { id } = (await (await post(referee.base, '/matches', {})).json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = bytesOf(db);
    expect(await sendBadInput(referee.base, id)).toEqual(BAD_INPUT_ANSWERS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bytesOf(db)).toBe(before);
  });
});

describe('kiri-dice audit', () => {
  it('never creates a database for a mistyped path', async () => {
    const db = join(scratch(), 'typo.db');
    const audited = await cli(['audit', '--db', db]);
    expect(audited).toEqual({
      code: 2,
      out: '',
      err: `kiri-dice: there is no database file ${db}\n`,
    });
    expect(existsSync(db)).toBe(false);
  });

  it('audits a database while its referee serves it', async () => {
    const db = join(scratch(), 'kiri.db');
    const referee = await start(db);
    await post(referee.base, '/matches', {});
    const audited = await cli(['audit', '--db', db]);
    expect(audited).toEqual({
      code: 0,
      out: 'ok: 1 match, 0 moves, 0 rolls fair, 0 finished\n',
      err: '',
    });
  });
});

describe('kiri-dice backup', () => {
  it('copies a database being written, and the copy audits clean', async () => {
    const db = join(scratch(), 'kiri.db');
    const referee = await start(db);
    const writing = Promise.all(
      Array.from({ length: 200 }, () => post(referee.base, '/matches', {})),
    );
    const copy = join(scratch(), 'copy.db');
    const backedUp = await cli(['backup', '--db', db, '--to', copy]);
    await writing;
    expect(backedUp).toEqual({ code: 0, out: `backed up ${db} to ${copy}\n`, err: '' });
    const audited = await cli(['audit', '--db', copy]);
    expect(audited.code).toBe(0);
    // The copy holds the matches made so far, one of them alone too: "1 match".
    expect(audited.out).toMatch(/^ok: \d+ match(es)?, 0 moves/);
    expect(await cli(['backup', '--db', db, '--to', copy])).toEqual({
      code: 2,
      out: '',
      err: `kiri-dice: ${copy} exists already: name a new file for the copy\n`,
    });
  });
});
