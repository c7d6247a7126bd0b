import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { run } from '../src/run.js';

/** What a command printed and returned. */
export interface Outcome {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Runs the built bin, `node packages/cli/dist/cli.js ...args`, as a child process (needs `npm run build`). */
export function bin(...args: string[]): Outcome {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ['packages/cli/dist/cli.js', ...args],
    {
      encoding: 'utf8',
    },
  );
  return { code: status, out: stdout, err: stderr };
}

/** Runs the command line in-process and waits for its exit code: for a command that works asynchronously. */
export async function ran(args: readonly string[]): Promise<Outcome> {
  let out = '';
  let err = '';
  const code = await run(args, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    errIsTTY: false,
  });
  return { code, out, err };
}

/** The exit code of a command that ends at once: any but the interactive game. */
export function exitCode(code: number | Promise<number>): number {
  if (typeof code !== 'number')
    throw new Error('the command waits for input: drive it with play()');
  return code;
}

/** Runs the command line in-process, capturing what it writes. */
export function cli(
  args: string[],
  options: { errIsTTY?: boolean; now?: () => number; interrupted?: () => boolean } = {},
): Outcome {
  let out = '';
  let err = '';
  const code = exitCode(
    run(args, {
      out: (text) => (out += text),
      err: (text) => (err += text),
      errIsTTY: options.errIsTTY ?? false,
      ...(options.now && { now: options.now }),
      ...(options.interrupted && { interrupted: options.interrupted }),
    }),
  );
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'kiri-dice-cli-'));
// Gone with the test file that made it: a mutation run starts thousands of them.
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The path of a file named `name` in the tests' temporary folder, written or not. */
export function tempPath(name: string): string {
  return join(dir, name);
}

/** Writes a value as JSON into a temporary file and returns its path. */
export function jsonFile(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

/** What the terminal shows of an interactive game: the output, with each answer echoed after its question. */
export interface Transcript extends Outcome {
  /** The answers the game did not read. */
  readonly unread: readonly (string | null)[];
  /** How many pauses the game made after the rolls it played by itself (each of `rollPause` ms). */
  readonly pauses: number;
}

/** How often a game may ask again after its input ended (Ctrl-D) before the test says it asks for ever. */
const maxAsksAfterEnd = 10;

/**
 * Plays the interactive game in-process, as in a terminal: standard input and output are TTYs
 * and the person types `answers` one line at a time (`null` ends the input, as Ctrl-D does; after
 * the last answer the input ends too). The terminal echoes what is typed, so the transcript
 * shows each answer after its question. Pauses end at once, as if a key was pressed when `keys`
 * says so (one entry a pause, then none); `interruptAt` presses Ctrl-C at that pause (counted
 * from 1) or, as a negative number, while the game waits for answer number -n.
 */
export async function game(
  args: string[],
  answers: readonly (string | null)[],
  options: {
    env?: Record<string, string>;
    outIsTTY?: boolean;
    keys?: readonly boolean[];
    interruptAt?: number;
    columns?: number;
  } = {},
): Promise<Transcript> {
  let out = '';
  let err = '';
  let pauses = 0;
  let asked = 0;
  let interrupted = false;
  const queue = [...answers];
  const keys = [...(options.keys ?? [])];
  const code = await run(args, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    errIsTTY: true,
    inIsTTY: true,
    outIsTTY: options.outIsTTY ?? true,
    env: options.env ?? { NO_COLOR: '1' },
    ...(options.columns !== undefined && { columns: options.columns }),
    readLine: () => {
      asked++;
      // A game that asks on after its input ended would never end, each answer given at once.
      if (asked > answers.length + maxAsksAfterEnd)
        throw new Error(`asked ${asked} times for ${answers.length} answers: the input ended`);
      if (options.interruptAt === -asked) interrupted = true;
      const line = interrupted || !queue.length ? null : queue.shift()!;
      if (line !== null) out += `${line}\n`;
      return Promise.resolve(line);
    },
    pause: () => {
      pauses++;
      if (options.interruptAt === pauses) interrupted = true;
      return Promise.resolve(keys.shift() ?? false);
    },
    interrupted: () => interrupted,
  });
  return { code, out, err, unread: queue, pauses };
}

/** The worked example of the review guide: seat 0 stakes too much, seat 1 rolls Dead. */
export const reviewExample = `format 1
seed 1
chips 5 5
first-bettor 0
rules standard

1. P0 bets 1, P1 accepts; P1 [3+6]; P0 [1+2] [8+7] {P0 wins 2 by kiri, points 1-0}
2. P0 bets 4, P1 accepts; P1 [1+1] {P0 wins 8 by dead, points 0-0, P0 wins the match}
`;
