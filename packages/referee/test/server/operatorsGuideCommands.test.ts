import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../../../scripts/child-env.mjs';
import { freePort } from '@kiri-dice/testing/freePort';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import { nodeWithSqlite } from '@kiri-dice/testing/refereeProcess';

// The operator's guide's command lines, each `sh` block of docs/operators.md run line by line in
// order, as an operator runs them. Only the addresses change, to keep to this machine: the
// database host becomes this test's PostgreSQL cluster, 0.0.0.0 becomes 127.0.0.1, each port a
// free one, /var/lib/kiri a folder of the test, and `npx @kiri-dice/cli` the built command line.
// Every other line runs through bash and must exit 0, so that a new line is run here too.

const guide = readFileSync('docs/operators.md', 'utf8');
const commands = [...guide.matchAll(/^```sh\n([\s\S]*?)^```$/gm)]
  .flatMap((block) => block[1]!.split('\n'))
  .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
  .filter((line) => line !== '');
const cli = fileURLToPath(new URL('../../../cli/dist/cli.js', import.meta.url));
const folder = resolve('test-artifacts', 'operators-guide-commands');

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startCluster();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, 'var/lib/kiri'), { recursive: true });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  // The guide's role and databases, which an operator makes before serving.
  await admin.query("CREATE ROLE kiri LOGIN PASSWORD 'secret'");
  await admin.query('CREATE DATABASE kiri OWNER kiri');
  await admin.query('CREATE DATABASE kiri_copy OWNER kiri');
  await admin.end();
});
afterAll(() => {
  cluster.remove();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs `line` with bash in the test's folder, for at most 30 s: its exit code and output. */
async function run(line: string, env: Record<string, string>) {
  const child = spawn('bash', ['-c', line], { cwd: folder, env: { ...childEnv(), ...env } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  return { line, code, out };
}

/** Waits until a referee on `port` answers `/health`, for at most 20 s. */
async function healthy(port: number): Promise<boolean> {
  for (let n = 0; n < 400; n++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return true;
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return false;
}

/** Stops `child` with SIGTERM, as an operator does: its exit code. */
async function stopped(child: ChildProcess): Promise<number | null> {
  const closed = new Promise<number | null>((done) => child.on('close', done));
  child.kill('SIGTERM');
  return closed;
}

describe('the operator’s guide’s command lines', () => {
  it('each runs as written on this machine’s addresses', async () => {
    const node = await nodeWithSqlite();
    const env: Record<string, string> = {};
    const serving: { readonly child: ChildProcess; readonly postgres: boolean }[] = [];
    const done: { line: string; code: number | null; out: string }[] = [];
    /** Stops every referee the guide started, each with exit code 0. */
    const stopAll = async () => {
      for (const { child } of serving.splice(0))
        done.push({ line: 'SIGTERM', code: await stopped(child), out: '' });
    };
    for (const written of commands) {
      let line = written
        .replace(/@db(\.internal)?:5432\//g, `@127.0.0.1:${cluster.port}/`)
        .replace('--host 0.0.0.0', '--host 127.0.0.1')
        .replace(/(^|\s)\/var\/lib\/kiri\//g, `$1${folder}/var/lib/kiri/`)
        .replace(/^npx @kiri-dice\/cli /, `"${node}" "${cli}" `);
      if (line.startsWith('export ')) {
        const [, name, value] = /^export (\w+)=(\S+)$/.exec(line)!;
        env[name!] = value!;
      } else if (line.startsWith('npm install ')) {
        // Installing is what the package tests check, on the packed packages: here only that
        // the guide names this repository's packages and the optional peer.
        const known = ['kiri-dice', '@kiri-dice/referee', '@kiri-dice/cli', 'pg'];
        expect(
          line
            .split(' ')
            .slice(2)
            .filter((name) => !known.includes(name)),
          written,
        ).toEqual([]);
      } else if (/ serve( |$)/.test(line)) {
        if (serving.length > 0 && line.includes('--postgres') !== serving[0]!.postgres)
          await stopAll();
        const port = await freePort();
        line = line.replace(/\s*&$/, '');
        line = /--port \d+/.test(line)
          ? line.replace(/--port \d+/, `--port ${port}`)
          : `${line} --port ${port}`;
        const child = spawn('bash', ['-c', `exec ${line}`], {
          cwd: folder,
          env: { ...childEnv(), ...env },
          stdio: 'ignore',
        });
        serving.push({ child, postgres: line.includes('--postgres') });
        expect(await healthy(port), written).toBe(true);
        const created = await fetch(`http://127.0.0.1:${port}/matches`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        expect(created.status, written).toBe(201);
      } else done.push(await run(line, env));
    }
    await stopAll();
    expect(done.filter(({ code }) => code !== 0)).toEqual([]);
    expect(done.map(({ line, out }) => (line.includes(' audit ') ? out : '')).join('')).toMatch(
      /^ok: 1 match, 0 moves, 0 rolls fair, 0 finished\n$/,
    );
    const copy = new pg.Client({ connectionString: cluster.url('kiri_copy') });
    await copy.connect();
    const { rows } = await copy.query('SELECT count(*) AS n FROM kiri_matches');
    await copy.end();
    // One match from each referee on the database: the first block's and the three of many.
    expect(rows).toEqual([{ n: '4' }]);
  }, 180_000);
});
