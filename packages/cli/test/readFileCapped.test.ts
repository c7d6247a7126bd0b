import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFileCapped } from '../src/readFileCapped.js';
import { cli, tempPath } from './cli.js';

describe('readFileCapped', () => {
  it('reads a regular file, and at most max + 1 bytes of it', () => {
    const file = tempPath('capped.txt');
    writeFileSync(file, 'abcdef');
    expect(readFileCapped(file, 10).toString()).toBe('abcdef');
    expect(readFileCapped(file, 3).toString()).toBe('abcd');
  });

  // Linux lists a process's open files in /proc/self/fd.
  it.runIf(existsSync('/proc/self/fd'))('closes each file it opened', () => {
    const file = tempPath('closed.txt');
    writeFileSync(file, 'abcdef');
    const open = readdirSync('/proc/self/fd').length;
    for (let i = 0; i < 20; i++) readFileCapped(file, 3);
    expect(readdirSync('/proc/self/fd')).toHaveLength(open);
  });

  it('refuses FIFOs, devices and directories before opening them (a FIFO would block for ever)', () => {
    const fifo = tempPath('record.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const folder = tempPath('a-folder');
    mkdirSync(folder);
    const commands = (file: string) => [
      ['odds', '--rules', file],
      ['simulate', '--rules', file, '--rounds', '10'],
      ['solve', '--rules', file],
      ['replay', file],
      ['verify', file],
      ['review', file],
    ];
    const errors = [fifo, '/dev/zero', folder].flatMap((file) =>
      commands(file).map((args) => {
        const { code, out, err } = cli(args);
        expect([code, out]).toEqual([2, '']);
        return err.replace(fifo, 'FIFO').replace(folder, 'FOLDER');
      }),
    );
    expect(errors).toMatchInlineSnapshot(`
      [
        "kiri-dice: --rules FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: --rules FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: --rules FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: FIFO: not a regular file: it is a FIFO (named pipe)
      ",
        "kiri-dice: --rules /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: --rules /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: --rules /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: /dev/zero: not a regular file: it is a device or a socket
      ",
        "kiri-dice: --rules FOLDER: not a regular file: it is a directory
      ",
        "kiri-dice: --rules FOLDER: not a regular file: it is a directory
      ",
        "kiri-dice: --rules FOLDER: not a regular file: it is a directory
      ",
        "kiri-dice: FOLDER: not a regular file: it is a directory
      ",
        "kiri-dice: FOLDER: not a regular file: it is a directory
      ",
        "kiri-dice: FOLDER: not a regular file: it is a directory
      ",
      ]
    `);
  });

  it('a file larger than the cap is refused, however it grows', () => {
    const big = tempPath('big-record.txt');
    writeFileSync(big, '');
    truncateSync(big, 16 * 1024 * 1024 + 1);
    expect(cli(['verify', big]).err.replace(big, 'BIG')).toMatchInlineSnapshot(`
      "kiri-dice: BIG: the file is larger than 16 MiB, too large for a match record
      "
    `);
    expect(cli(['odds', '--rules', big]).err.replace(big, 'BIG')).toMatchInlineSnapshot(`
      "kiri-dice: --rules BIG: the file is larger than 1 MiB, too large for a rules table (a few kB)
      "
    `);
  });
});
