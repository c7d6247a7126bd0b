import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort.js';

/**
 * A PostgreSQL cluster of a test's or a bench's own: Debian's server (the `postgresql` package), in a fresh
 * folder, on 127.0.0.1 and a free port. It touches no system cluster. PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` user that the package creates, on a folder that
 * user owns.
 */
export interface PostgresCluster {
  readonly port: number;
  /** The URL of database `name` (as the superuser `postgres`, trusted on 127.0.0.1). */
  readonly url: (name?: string) => string;
  /** Creates a new, empty database and gives its name. */
  readonly createDatabase: () => Promise<string>;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`). */
  readonly stop: () => void;
  /** Starts the stopped server again, on the same port, and waits until it accepts connections. */
  readonly start: () => void;
  /** Stops the server and removes its folder. */
  readonly remove: () => void;
}

/** The folder of Debian's PostgreSQL programs, or `undefined` when `initdb` is on the PATH. */
function binFolder(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** Whether PostgreSQL's programs can be found here. */
export const hasPostgres = (): boolean => {
  if (binFolder() !== undefined) return true;
  try {
    execFileSync('initdb', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Makes, starts and returns a cluster; `remove` it at the end. */
export async function startCluster(): Promise<PostgresCluster> {
  if (!hasPostgres())
    throw new Error(
      "PostgreSQL's server is not installed: install Debian's (apt-get install postgresql), as .ci/run does",
    );
  const bin = binFolder();
  const program = (name: string) => (bin === undefined ? name : join(bin, name));
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'kiri-postgres-'));
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (name: string, args: readonly string[]) =>
    execFileSync(
      root ? 'runuser' : program(name),
      root ? ['-u', 'postgres', '--', program(name), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, encoding: 'utf8' },
    );
  const data = join(dir, 'data');
  run('initdb', ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '-D', data]);
  const port = await freePort();
  const log = join(dir, 'server.log');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300`;
  const start = () => {
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    } catch (error) {
      const said = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${said}`, {
        cause: error,
      });
    }
  };
  const stop = () => void run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  const url = (name = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${name}`;
  let databases = 0;
  return {
    port,
    url,
    createDatabase: async () => {
      const name = `kiri_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return name;
    },
    stop,
    start,
    remove: () => {
      try {
        stop();
      } catch {
        // Stopped already.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
