import { writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readFileCapped } from '../src/readFileCapped.js';
import { tempPath } from './cli.js';

// A read may give fewer bytes than asked for (a large file, a network file system): here each
// gives 2 at most, and must ask for the rest of the buffer, no more.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    readSync: (fd: number, buffer: Buffer, offset: number, length: number, at: null) => {
      if (offset + length !== buffer.length) throw new Error(`asked for ${offset}+${length}`);
      return fs.readSync(fd, buffer, offset, Math.min(length, 2), at);
    },
  };
});

describe('readFileCapped, a few bytes a read', () => {
  it('reads on until the file ends or the cap is passed', () => {
    const file = tempPath('chunks.txt');
    writeFileSync(file, 'abcdefg');
    expect(readFileCapped(file, 10).toString()).toBe('abcdefg');
    expect(readFileCapped(file, 7).toString()).toBe('abcdefg');
    expect(readFileCapped(file, 6).toString()).toBe('abcdefg');
    expect(readFileCapped(file, 5).toString()).toBe('abcdef');
    expect(readFileCapped(file, 0).toString()).toBe('a');
  });
});
