import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../../../scripts/child-env.mjs';
import { auditStore, createReferee, sqliteStore } from '@kiri-dice/referee';
import { playedMatch } from '@kiri-dice/testing/table';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import { nodeWithSqlite, startReferee } from '@kiri-dice/testing/refereeProcess';

// The operator's guide's programs, run as an operator runs them: each `js` block of
// docs/operators.md, as a module beside the repository's packages, in a folder that holds a
// kiri.db with a match finished two days ago, and with DATABASE_URL a PostgreSQL database that
// a referee serves, with one match.

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

/** What each program prints, whatever their order in the guide. */
const printed = [/^ok: 1 matches\n$/, /^archived 1 matches \(\d+ moves\)\n$/];

/** Runs `file` on Node 24 in `cwd` with `env`, for at most `ms`: its exit code and output. */
async function runFor(file: string, cwd: string, env: Record<string, string>, ms: number) {
  const child = spawn(await nodeWithSqlite(), [resolve(file)], {
    cwd,
    env: { ...childEnv(), ...env },
  });
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
    expect(programs).toHaveLength(printed.length);
    const here = join(folder, 'operator');
    mkdirSync(here, { recursive: true });
    const sqlite = createReferee({ store: await sqliteStore(join(here, 'kiri.db')) });
    await playedMatch(sqlite);
    await sqlite.close();
    const db = new DatabaseSync(join(here, 'kiri.db'));
    db.exec(`UPDATE matches SET created = created - ${2 * 86_400_000}`);
    db.close();
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
      const { code, out } = await runFor(file, here, { DATABASE_URL: url }, 20_000);
      expect({ code, out }).toEqual({ code: 0, out: expect.stringMatching(/./) as unknown });
      expect(
        printed.filter((line) => line.test(out)),
        out,
      ).toHaveLength(1);
    }
    expect(
      await auditStore(await sqliteStore(join(here, 'kiri-archive.db'), { readOnly: true })),
    ).toMatchObject({ ok: true, matches: 1, finished: 1 });
    await referee.stop();
  });
});
