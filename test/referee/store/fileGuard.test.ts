import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileGuard } from '../../../src/referee/store/fileGuard.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'kiri-guard-')));

describe('fileGuard', () => {
  it('locks a file to one process, and gives the lock back', async () => {
    const file = join(fresh(), 'kiri.db');
    writeFileSync(file, '');
    const guard = await fileGuard(file);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(fileGuard(file)).rejects.toThrow(
      `sqliteStore: ${file} is served by another referee (process ${process.pid}); one file serves one process (remove ${file}.lock only if no referee runs)`,
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
    await expect(fileGuard(file)).rejects.toThrow(/process 1\)/);
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
    await expect(fileGuard(join(fresh(), 'no-dir', 'kiri.db'))).rejects.toThrow(
      /^sqliteStore: cannot lock .*kiri\.db: ENOENT/,
    );
  });
});
