import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** When set, the next write of a file descriptor fails as on a full disk; writes counts them. */
const disk = vi.hoisted(() => ({ full: false, writes: 0 }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeSync: (...args: Parameters<typeof fs.writeSync>) => {
      disk.writes++;
      if (disk.full) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      }
      return fs.writeSync(...args);
    },
  };
});

const { openOutput } = await import('../src/outputFile.js');
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

  // Linux lists a process's open files in /proc/self/fd.
  it.runIf(existsSync('/proc/self/fd'))('closes its file at commit, written or not', () => {
    const file = tempPath('closed.txt');
    const open = readdirSync('/proc/self/fd').length;
    const written = openOutput('--record', file);
    written.write('new');
    written.commit();
    expect(readdirSync('/proc/self/fd')).toHaveLength(open);
    const failed = openOutput('--record', file);
    failed.write('lost');
    disk.full = true;
    try {
      expect(() => failed.commit()).toThrow(/ENOSPC/);
    } finally {
      disk.full = false;
    }
    expect(readdirSync('/proc/self/fd')).toHaveLength(open);
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  it('leaves no temporary file and keeps the old one when the temporary file went missing', () => {
    const file = tempPath('vanished.txt');
    writeFileSync(file, 'old');
    const gone = () => {
      for (const name of temps(file)) rmSync(join(dirname(file), name));
    };
    const discarded = openOutput('--record', file);
    gone();
    discarded.discard();
    const committed = openOutput('--record', file);
    committed.write('new');
    gone();
    expect(() => committed.commit()).toThrow(/^--record .*: cannot write the file: ENOENT/);
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(temps(file)).toEqual([]);
  });

  it('writes in pieces of 64 KiB: nothing before the buffer is full, and all of it once it is', () => {
    const file = tempPath('pieces.txt');
    const output = openOutput('--record', file);
    disk.writes = 0;
    output.write('a'.repeat(65_535));
    expect(disk.writes).toBe(0);
    output.write('b');
    expect(disk.writes).toBe(1);
    for (let k = 0; k < 3; k++) output.write('c'.repeat(30_000));
    expect(disk.writes).toBe(2);
    output.commit();
    expect(disk.writes).toBe(3);
    expect(readFileSync(file, 'utf8')).toBe(`${'a'.repeat(65_535)}b${'c'.repeat(90_000)}`);
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
