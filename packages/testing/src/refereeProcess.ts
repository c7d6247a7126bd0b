import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../../../scripts/child-env.mjs';
import { binary, pins } from '../../../scripts/runtime-cache.mjs';

/**
 * `kiri-dice serve` as its tests and benches run it: a child process on the Node 24 that
 * scripts/runtimes.json pins (node:sqlite needs Node 22.13 or newer), serving one store on
 * 127.0.0.1.
 */
export interface Referee {
  /** `http://127.0.0.1:PORT`. */
  readonly base: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Milliseconds from the spawn to the first answer of `GET /matches`. */
  readonly startMs: number;
  /** Everything it wrote to stderr so far. */
  readonly stderr: () => string;
  /** Sends the signal and waits for the process to end. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const node24 = pins.node.find((version: string) => version.startsWith('24.'));
if (node24 === undefined) throw new Error('scripts/runtimes.json pins no Node 24');

/**
 * Every client of the tests comes from 127.0.0.1: the per-address rate limits, and the cap on an
 * address's long polls, are lifted, as an operator lifts them behind a proxy that the referee
 * sees as one address.
 */
export const UNLIMITED: readonly string[] = [
  '--limit',
  'createsPerMinute=1000000000',
  '--limit',
  'joinsPerMinute=1000000000',
  '--limit',
  'requestsPerMinute=1000000000',
  '--limit',
  'waitsPerAddress=1000000000',
  '--limit',
  'maxWaits=1000000000',
];

/** The Node 24 binary, installed into the runtimes' cache on first use. */
export const nodeWithSqlite = (): Promise<string> => binary('node', node24);

const scratchFolders: string[] = [];
let removing = false;

const removeScratch = (): void => {
  for (const folder of scratchFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
};

/**
 * The test runner stops its worker processes with SIGTERM, which runs no `exit` handler: the
 * folders go first, then the signal ends the process as it would have.
 */
const removeScratchAndDie = (signal: NodeJS.Signals): void => {
  removeScratch();
  process.kill(process.pid, signal);
};

/** A fresh folder for a test's database, removed when the process that made it ends. */
export const scratch = (): string => {
  if (!removing) {
    removing = true;
    process.once('exit', removeScratch);
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      if (process.listenerCount(signal) === 0) process.once(signal, removeScratchAndDie);
  }
  const folder = mkdtempSync(join(tmpdir(), 'kiri-referee-'));
  scratchFolders.push(folder);
  return folder;
};

/** The built command line, which the referee process runs. */
const cli = fileURLToPath(new URL('../../cli/dist/cli.js', import.meta.url));

/** The arguments of `kiri-dice serve` that pick `store`. */
const storeArgs = (store: string): readonly string[] =>
  store === 'memory'
    ? ['--memory']
    : store.startsWith('postgresql://')
      ? ['--postgres', store]
      : ['--db', store];

/**
 * Starts the referee on `store` and waits until it answers.
 *
 * @param store `memory`, a SQLite file (created when missing), or the URL of a PostgreSQL database
 * @param port 0 for any free port; a restart passes the port of the run it replaces
 * @param extra more arguments of `kiri-dice serve`
 * @param fileSize the largest file the referee may write, in KiB (`ulimit -f`): a disk that
 * fills up. Past it a write fails, as on a full disk, rather than stop the process (`SIGXFSZ` is
 * ignored).
 */
export async function startReferee(
  store: string,
  port = 0,
  extra: readonly string[] = UNLIMITED,
  fileSize?: number,
): Promise<Referee> {
  const exe = await nodeWithSqlite();
  const started = performance.now();
  const serve = [cli, 'serve', ...storeArgs(store), '--port', String(port), ...extra];
  const [command, args] =
    fileSize === undefined
      ? [exe, serve]
      : [
          'bash',
          [
            '-c',
            `ulimit -f ${fileSize} && exec "$0" "$@"`,
            exe,
            '--import',
            "data:text/javascript,process.on('SIGXFSZ',()=>{})",
            ...serve,
          ],
        ];
  const child = spawn(command, args, {
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // The first address it prints is the one it listens on, in any language it speaks.
      const url = /(http:\/\/\S+)/.exec(stdout)?.[1];
      if (url === undefined) return;
      // Its log (a line per request) is read and dropped from here on, never kept.
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve(url);
    });
    void ended.then(() => reject(new Error(`the referee exited before serving:\n${stderr}`)));
  });
  // Serving means answering: the first answer, not the line, ends the start.
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return {
    base,
    port: Number(new URL(base).port),
    process: child,
    startMs: performance.now() - started,
    stderr: () => stderr,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}
