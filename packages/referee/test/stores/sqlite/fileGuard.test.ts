import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KiriError } from 'kiri-dice';
import {
  fileGuard,
  type GuardFs,
  type GuardProcess,
} from '../../../src/stores/sqlite/fileGuard.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'kiri-guard-')));

describe('fileGuard', () => {
  it('locks a file to one process, and gives the lock back', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    const guard = await fileGuard(file);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(fileGuard(file)).rejects.toEqual(
      new KiriError(
        'INVALID_OPTIONS',
        `sqliteStore: ${file} is served by another referee (process ${process.pid}); one file serves one process (remove ${file}.lock only if no referee runs)`,
      ),
    );
    guard.release();
    expect(existsSync(`${file}.lock`)).toBe(false);
    guard.release();
  });

  it('takes over a lock whose process is gone', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    writeFileSync(`${file}.lock`, '999999999');
    const guard = await fileGuard(file);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    guard.release();
    writeFileSync(`${file}.lock`, 'not a number');
    (await fileGuard(file)).release();
    writeFileSync(`${file}.lock`, '1');
    // Process 1 runs, but belongs to another user when the tests do not run as root: either way it is alive.
    await expect(fileGuard(file)).rejects.toMatchObject({ message: /process 1\)/ });
    writeFileSync(`${file}.lock`, '0');
    (await fileGuard(file)).release();
  });

  it('says when the file was deleted or replaced since it was opened', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    const guard = await fileGuard(file);
    guard.opened();
    guard.check();
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
    await expect(fileGuard(join(fresh(), 'no-dir', 'kiri.db'))).rejects.toMatchObject({
      name: 'KiriError',
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^sqliteStore: cannot lock .*kiri\.db: ENOENT/) as unknown,
    });
  });

  it('reads a lock held by a process it may not signal as alive, and tries to take a lock twice at most', async () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    let opens = 0;
    let holder = '4242';
    const reads: string[] = [];
    const fs: GuardFs = {
      openSync: () => {
        opens++;
        throw error('EEXIST');
      },
      writeSync: () => 0,
      closeSync: () => undefined,
      readFileSync: (path, encoding) => {
        reads.push(`${path} ${encoding}`);
        return holder;
      },
      unlinkSync: () => undefined,
      statSync: () => ({ dev: 1, ino: 1 }),
    };
    const signals: number[] = [];
    let answer = (): boolean => {
      throw error('EPERM');
    };
    const proc: GuardProcess = {
      pid: 7,
      kill: (pid) => {
        signals.push(pid);
        return answer();
      },
    };
    await expect(fileGuard('f.db', { fs, proc })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(
        /^sqliteStore: f\.db is served by another referee \(process 4242\)/,
      ) as unknown,
    });
    answer = () => {
      throw error('ESRCH');
    };
    // Taken over, and taken by another process in between: the second EEXIST is the answer.
    await expect(fileGuard('f.db', { fs, proc })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: 'sqliteStore: cannot lock f.db: EEXIST',
    });
    expect(opens).toBe(3);
    // Only a whole number above 0 is a process: no other is signalled, and each is taken over.
    answer = () => true;
    signals.length = 0;
    for (holder of ['1.5', '0', '-3', 'x'])
      await expect(fileGuard('f.db', { fs, proc })).rejects.toMatchObject({
        message: /cannot lock/,
      });
    expect(signals).toEqual([]);
    // The lock is read as text: the process id in decimal digits.
    expect(new Set(reads)).toEqual(new Set(['f.db.lock utf8']));
  });
});
