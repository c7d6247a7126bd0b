import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the repository', () => {
  it('ignores the files that the README’s serve writes in a clone', () => {
    const files = ['kiri.db', 'kiri.db-wal', 'kiri.db-shm', 'kiri.db.lock'];
    // `git check-ignore` prints each path it ignores.
    const ignored = execFileSync('git', ['check-ignore', ...files], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(ignored.trim().split('\n')).toEqual(files);
  });
});
