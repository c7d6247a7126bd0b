import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../../../scripts/child-env.mjs';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import { nodeWithSqlite, startReferee } from '@kiri-dice/testing/refereeProcess';

// The operator's guide's programs, run as an operator runs them: each `js` block of
// docs/operators.md, as a module beside the repository's packages, on a database of its own.

const guide = readFileSync('docs/operators.md', 'utf8');
const programs = [...guide.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((block) => block[1]!);
const folder = join('test-artifacts', 'operators-guide');

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startCluster();
  mkdirSync(folder, { recursive: true });
});
afterAll(() => {
  cluster.remove();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs `file` on Node 24 with `env`, for at most `ms`: its exit code and output. */
async function runFor(file: string, env: Record<string, string>, ms: number) {
  const child = spawn(await nodeWithSqlite(), [file], { env: { ...childEnv(), ...env } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { code, out };
}

describe('the operator’s guide', () => {
  it('has programs, and each runs to its end on a served PostgreSQL database', async () => {
    expect(programs.length).toBeGreaterThan(0);
    const url = cluster.url(await cluster.createDatabase());
    const referee = await startReferee(url);
    expect(
      (
        await fetch(`${referee.base}/matches`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(201);
    for (const [n, program] of programs.entries()) {
      const file = join(folder, `program-${n}.mjs`);
      writeFileSync(file, program);
      // Within 20 s: a program that waits on a connection never ends.
      expect(await runFor(file, { DATABASE_URL: url }, 20_000)).toEqual({
        code: 0,
        out: 'ok: 1 matches\n',
      });
    }
    await referee.stop();
  });
});
