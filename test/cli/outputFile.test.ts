import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** When set, the next write of a file descriptor fails as on a full disk. */
const disk = vi.hoisted(() => ({ full: false }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeSync: (...args: Parameters<typeof fs.writeSync>) => {
      if (disk.full) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      }
      return fs.writeSync(...args);
    },
  };
});

const { openOutput } = await import('../../src/cli/outputFile.js');
const { cli, game, tempPath } = await import('./cli.js');

const temps = (file: string) => readdirSync(dirname(file)).filter((name) => name.endsWith('.tmp'));

describe('openOutput', () => {
  it('replaces the file only at commit, and keeps the old one when a write fails', () => {
    const file = tempPath('output.txt');
    writeFileSync(file, 'old');
    const output = openOutput('--record', file);
    output.write('new');
    expect(readFileSync(file, 'utf8')).toBe('old');
    output.commit();
    expect(readFileSync(file, 'utf8')).toBe('new');
    // Past its buffer of 64 KiB, the text goes to the temporary file, not to the old one.
    const long = openOutput('--record', file);
    long.write('x'.repeat(70 * 1024));
    expect(readFileSync(file, 'utf8')).toBe('new');
    long.write('y');
    long.commit();
    expect(readFileSync(file, 'utf8')).toBe(`${'x'.repeat(70 * 1024)}y`);
    writeFileSync(file, 'new');
    const dropped = openOutput('--record', file);
    dropped.write('dropped');
    dropped.discard();
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(temps(file)).toEqual([]);
  });

  it('play --record on a full disk: one line, exit code 2, the old file kept, no temporary file left', () => {
    const file = tempPath('full-disk.txt');
    writeFileSync(file, 'precious');
    disk.full = true;
    try {
      const full = cli(['play', '--chips', '2', '--record', file, '--json']);
      expect({ code: full.code, err: full.err.replace(file, 'FILE') }).toMatchInlineSnapshot(`
        {
          "code": 2,
          "err": "{"error":{"code":"ENOSPC","message":"--record FILE: cannot write the file: ENOSPC: no space left on device, write"}}
        ",
        }
      `);
    } finally {
      disk.full = false;
    }
    expect(readFileSync(file, 'utf8')).toBe('precious');
    expect(temps(file)).toEqual([]);
  });

  it('the game against the computer on a full disk: its output, then one line and exit code 2', async () => {
    const file = tempPath('full-disk-game.txt');
    writeFileSync(file, 'precious');
    disk.full = true;
    try {
      const full = await game(['play', '--record', file, '--bot', 'bold'], ['q']);
      expect(full.code).toBe(2);
      expect(full.err.replace(file, 'FILE')).toMatchInlineSnapshot(`
        "kiri-dice: --record FILE: cannot write the file: ENOSPC: no space left on device, write
        "
      `);
    } finally {
      disk.full = false;
    }
    expect(readFileSync(file, 'utf8')).toBe('precious');
    expect(temps(file)).toEqual([]);
  });
});
