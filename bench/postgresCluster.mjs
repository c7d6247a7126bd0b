// A PostgreSQL cluster of the bench's own, as packages/referee/test/server/postgresCluster.ts makes one
// for the tests: Debian's server (the `postgresql` package) in a fresh folder, on 127.0.0.1 and
// a free port, run as the `postgres` user when this runs as root (PostgreSQL refuses root).
// It touches no system cluster, and `remove()` stops it and deletes its folder.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './refereeLoad.mjs';

/** Debian's folder of PostgreSQL's programs, or undefined to find them on the PATH. */
function binFolder() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** Makes and starts a cluster: `{ url(name), createDatabase(), remove() }`. */
export async function startCluster() {
  const bin = binFolder();
  const program = (name) => (bin === undefined ? name : join(bin, name));
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'kiri-bench-postgres-'));
  if (root) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (name, args) =>
    execFileSync(
      root ? 'runuser' : program(name),
      root ? ['-u', 'postgres', '--', program(name), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    );
  const data = join(dir, 'data');
  run('initdb', ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '-D', data]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const url = (name = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${name}`;
  let databases = 0;
  return {
    url,
    createDatabase: async () => {
      const name = `kiri_bench_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url(name);
    },
    remove: () => {
      if (!existsSync(dir)) return;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
