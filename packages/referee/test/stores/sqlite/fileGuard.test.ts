import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KiriError } from 'kiri-dice';
import {
  fileGuard,
  type GuardFs,
  type GuardProcess,
  type TakeLock,
} from '../../../src/stores/sqlite/fileGuard.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = realpathSync(mkdtempSync(join(tmpdir(), 'kiri-guard-'))));

/** Locks as the system keeps them: by path, one holder each; a file of text is no lock. */
function systemLocks(): { readonly take: TakeLock; readonly taken: string[] } {
  const held = new Set<string>();
  const taken: string[] = [];
  const take: TakeLock = (path) => {
    taken.push(path);
    if (existsSync(path) && !held.has(path)) return 'foreign';
    if (held.has(path)) return 'held';
    writeFileSync(path, '');
    held.add(path);
    return { release: () => void held.delete(path) };
  };
  return { take, taken };
}

const served = (file: string) =>
  new KiriError(
    'INVALID_OPTIONS',
    `sqliteStore: ${file} is served by another referee; one file serves one process`,
  );

describe('fileGuard', () => {
  it('locks a file to one process, and gives the lock back', async () => {
    const file = join(fresh(), 'kiri.db');
    const locks = systemLocks();
    const guard = await fileGuard(file, locks.take);
    expect(guard.file).toBe(file);
    expect(locks.taken).toEqual([`${file}.lock`]);
    await expect(fileGuard(file, locks.take)).rejects.toEqual(served(file));
    guard.release();
    (await fileGuard(file, locks.take)).release();
  });

  it('locks the real file behind a symbolic link, made or not yet made', async () => {
    const real = join(fresh(), 'real');
    mkdirSync(real);
    symlinkSync(real, join(dir, 'linked'));
    const locks = systemLocks();
    const guard = await fileGuard(join(dir, 'linked', 'kiri.db'), locks.take);
    expect(guard.file).toBe(join(real, 'kiri.db'));
    writeFileSync(join(real, 'kiri.db'), '');
    symlinkSync(join(real, 'kiri.db'), join(dir, 'link.db'));
    await expect(fileGuard(join(dir, 'link.db'), locks.take)).rejects.toEqual(
      served(join(dir, 'link.db')),
    );
    expect(locks.taken).toEqual([`${real}/kiri.db.lock`, `${real}/kiri.db.lock`]);
    guard.release();
    // A path with no folder is in the working directory; one in / is not in //.
    const paths: string[] = [];
    const nowhere: TakeLock = (path) => (paths.push(path), { release: () => undefined });
    await fileGuard('kiri-guard-test.db', nowhere);
    await fileGuard('/kiri-guard-test.db', nowhere);
    expect(paths).toEqual([
      join(realpathSync('.'), 'kiri-guard-test.db.lock'),
      '/kiri-guard-test.db.lock',
    ]);
  });

  it('takes over an older referee’s lock file, unless the process it names runs', async () => {
    const file = join(fresh(), 'kiri.db');
    const proc = (pid: number, running: readonly number[]): GuardProcess => ({
      pid,
      kill: (other) => {
        if (running.includes(other)) return true;
        throw Object.assign(new Error('ESRCH'), { code: 'ESRCH' });
      },
    });
    const fs = (await import('node:fs')) as unknown as GuardFs;
    for (const [text, running, pid] of [
      ['999999999', [], 7],
      ['not a number', [], 7],
      ['0', [0], 7],
      // A container's PID 1 again after a kill -9: its own id is no other referee.
      ['1', [1], 1],
    ] as const) {
      writeFileSync(`${file}.lock`, text);
      (await fileGuard(file, systemLocks().take, { fs, proc: proc(pid, running) })).release();
    }
    writeFileSync(`${file}.lock`, '4242');
    await expect(
      fileGuard(file, systemLocks().take, { fs, proc: proc(7, [4242]) }),
    ).rejects.toEqual(
      new KiriError(
        'INVALID_OPTIONS',
        `sqliteStore: ${file} is served by an older referee (process 4242); one file serves one process (remove ${file}.lock only if no referee runs)`,
      ),
    );
    // A process it may not signal runs too.
    const denied: GuardProcess = {
      pid: 7,
      kill: () => {
        throw Object.assign(new Error('EPERM'), { code: 'EPERM' });
      },
    };
    await expect(fileGuard(file, systemLocks().take, { fs, proc: denied })).rejects.toMatchObject({
      message: /older referee \(process 4242\)/,
    });
    // Taken over, a lock still held elsewhere is refused as served.
    const held: TakeLock = (path) => (existsSync(path) ? 'foreign' : 'held');
    writeFileSync(`${file}.lock`, '999999999');
    await expect(fileGuard(file, held)).rejects.toEqual(served(file));
  });

  it('refuses a file with another name (a hard link), which would get round its lock', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    linkSync(file, join(dir, 'hard.db'));
    const locks = systemLocks();
    for (const path of [file, join(dir, 'hard.db')])
      await expect(fileGuard(path, locks.take)).rejects.toEqual(
        new KiriError(
          'INVALID_OPTIONS',
          `sqliteStore: ${path} has 2 hard links: another name of the file would get round its lock; remove the others, or serve a copy`,
        ),
      );
    // Each lock taken was given back: with one name again, the file is served.
    rmSync(join(dir, 'hard.db'));
    const guard = await fileGuard(file, locks.take);
    expect(guard.file).toBe(file);
    guard.release();
  });

  it('says when the file or its write-ahead log was deleted or replaced since it was opened', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    writeFileSync(`${file}-wal`, '');
    const guard = await fileGuard(file, systemLocks().take);
    guard.opened();
    guard.check();
    rmSync(`${file}-wal`);
    expect(() => guard.check()).toThrow(
      `the write-ahead log ${file}-wal was deleted or replaced while it was in use: the moves in it are lost at restart`,
    );
    writeFileSync(`${file}-wal`, '');
    guard.opened();
    guard.check();
    writeFileSync(`${file}.new`, '');
    renameSync(`${file}.new`, `${file}-wal`);
    expect(() => guard.check()).toThrow(/write-ahead log/);
    writeFileSync(`${file}.new`, '');
    renameSync(`${file}.new`, file);
    expect(() => guard.check()).toThrow(
      `the database file ${file} was deleted or replaced while it was in use`,
    );
    rmSync(file);
    expect(() => guard.check()).toThrow(/deleted or replaced/);
    guard.release();
  });

  it('says when it cannot make the lock', async () => {
    await expect(
      fileGuard(join(fresh(), 'no-dir', 'kiri.db'), systemLocks().take),
    ).rejects.toMatchObject({
      name: 'KiriError',
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^sqliteStore: cannot lock .*kiri\.db: ENOENT/) as unknown,
    });
    const broken: TakeLock = () => {
      throw new Error('disk I/O error');
    };
    await expect(fileGuard(join(fresh(), 'kiri.db'), broken)).rejects.toEqual(
      new KiriError(
        'INVALID_OPTIONS',
        `sqliteStore: cannot lock ${join(dir, 'kiri.db')}: disk I/O error`,
      ),
    );
    const denied = join(fresh(), 'kiri.db');
    const fs = {
      realpathSync: (path: string) => {
        if (path !== denied) return path;
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      },
    } as unknown as GuardFs;
    await expect(
      fileGuard(denied, systemLocks().take, { fs, proc: process }),
    ).rejects.toMatchObject({
      message: `sqliteStore: cannot lock ${denied}: EACCES: permission denied`,
    });
  });
});
