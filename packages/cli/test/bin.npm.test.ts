import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

/** The process groups started here: whatever is left of them is killed after each test. */
const groups: number[] = [];
afterEach(() => {
  for (const group of groups.splice(0))
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
});

/**
 * `kiri-dice serve` as the README starts it, through npm, which runs the bin in `sh -c` and
 * gives a SIGTERM to that shell alone. Built bin: `npm run build` first.
 */
async function servedByNpm(): Promise<{
  readonly npm: number;
  readonly out: () => string;
  readonly ended: Promise<void>;
}> {
  // The built bin by its path: a fresh clone's `npm ci` links no `kiri-dice` before the build.
  // npm runs it as it runs `npx kiri-dice`: through `sh -c`, with `npm_command` set.
  const serve = ['node', 'packages/cli/dist/cli.js', 'serve', '--memory', '--port', '0'];
  const child = spawn('npm', ['exec', '--', ...serve], {
    // Its own process group, as a process manager gives it: the group can be signalled whole.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid!);
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  // The referee holds the pipe after npm and its shell are gone: the pipe ends when it exits.
  const ended = new Promise<void>((resolve) => child.stdout.on('end', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no referee within 20 s:\n${out}${err}`)),
      20_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('referee listening on')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return { npm: child.pid!, out: () => out, ended };
}

/** Resolves when `ended` does, or rejects past `ms`. */
const within = (ended: Promise<void>, ms: number): Promise<void> =>
  Promise.race([
    ended,
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms),
    ),
  ]);

describe('kiri-dice serve, started by npm', () => {
  it('stops within its deadline when npm alone gets SIGTERM, as npx and npm exec pass it', async () => {
    const served = await servedByNpm();
    process.kill(served.npm, 'SIGTERM');
    await within(served.ended, 12_000);
    const lines = served
      .out()
      .split('\n')
      .filter((line) => line.includes(' info '));
    expect(lines.map((line) => line.replace(/^\S+ info /, '')).slice(-2)).toEqual([
      'stopping: answering waiting requests, closing connections',
      'stopped',
    ]);
  });

  it('stops once, gracefully, when a process manager sends SIGTERM to the whole group', async () => {
    const served = await servedByNpm();
    process.kill(-served.npm, 'SIGTERM');
    await within(served.ended, 12_000);
    const messages = served
      .out()
      .split('\n')
      .filter((line) => line.includes(' info '))
      .map((line) => line.replace(/^\S+ info /, ''));
    expect(messages.filter((message) => message.startsWith('stopping'))).toHaveLength(1);
    expect(messages.at(-1)).toBe('stopped');
  });
});
