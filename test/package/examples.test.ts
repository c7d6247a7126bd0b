import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { run } from './childProcesses.js';

// The examples import `kiri-dice`, which resolves to the built package from inside the
// repository, exactly as it would from a project that installed it. They are type-checked by
// typecheck.test.ts (the React component only there: rendering needs react-dom).

describe('examples/node/play.mjs', () => {
  it('plays a whole seeded match in the terminal', async () => {
    const ran = await run(process.execPath, ['examples/node/play.mjs', '7']);
    expect(ran.code, ran.output).toBe(0);
    // The seed is read with parseSeed: digits are a number, as kiri-dice play reads them.
    expect(ran.stdout).toMatch(/^Kiri, seed 7: 30 chips each, first to 4 points\n/);
    expect(ran.stdout).toMatch(/ rolls \d \+ \d: \w[\w ]* \(\S+\)/);
    expect(ran.stdout).toMatch(/\nPlayer [01] wins all 60 chips after \d+ rounds\.\n$/);
    // The same seed plays the same match.
    expect((await run(process.execPath, ['examples/node/play.mjs', '7'])).stdout).toBe(ran.stdout);
    expect((await run(process.execPath, ['examples/node/play.mjs', 'table-7'])).stdout).toMatch(
      /^Kiri, seed "table-7": /,
    );
  });

  it('refuses a seed that is a number of another form, as parseSeed does', async () => {
    for (const seed of ['-1', '1e3']) {
      const ran = await run(process.execPath, ['examples/node/play.mjs', seed]);
      expect({ code: ran.code, stdout: ran.stdout }).toEqual({ code: 2, stdout: '' });
      expect(ran.stderr).toBe(
        `play.mjs: parseSeed: a seed must be decimal digits for a whole number from 0 to 9007199254740991, or text that is not a number, got "${seed}"\n`,
      );
    }
  });
});

describe('examples/http-server', () => {
  it('referees a match between two clients to the end, each verifying it whole (demo.mjs)', async () => {
    const ran = await run(process.execPath, ['examples/http-server/demo.mjs']);
    expect(ran.code, ran.output).toBe(0);
    const end = /Match over after \d+ rounds?: seat ([01]) wins all 20 chips\.\n$/.exec(ran.stdout);
    expect(end, ran.output).not.toBeNull();
    const winner = end![1]!;
    // Each seat rolled through the server (a roll carries no dice), and checked every roll.
    expect(ran.stdout).toMatch(/seat [01]: \{"type":"roll","player":[01]\}: [1-8]\+[1-8]\n/);
    const verified = [
      ...ran.stdout.matchAll(
        /seat ([01]): the whole match verified: (\d+) rolls fair, seat ([01]) won\n/g,
      ),
    ];
    expect(verified.map((m) => m[1]).sort()).toEqual(['0', '1']);
    expect(new Set(verified.map((m) => `${m[2]} ${m[3]}`))).toEqual(
      new Set([`${verified[0]![2]} ${winner}`]),
    );
  });

  it('serves clients in other processes, and refuses as JSON (server.mjs, client.mjs)', async () => {
    const server = spawn(process.execPath, ['examples/http-server/server.mjs', '--port', '0']);
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const base = /listening on (http:\/\/\S+)/.exec(String(line))![1]!;
      const refused = await fetch(`${base}/matches/nope/moves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ status: refused.status, body: (await refused.json()) as unknown }).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHORIZED' },
      });
      // The first client creates the match and names it; the second takes the other seat.
      const first = spawn(process.execPath, ['examples/http-server/client.mjs', base]);
      // Listened for at once: the first client may end before the second one's run returns.
      const exited = once(first, 'exit') as Promise<[number]>;
      let out = '';
      first.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
      while (!/joined match (\S+),/.test(out)) await once(first.stdout, 'data');
      const id = /joined match (\S+),/.exec(out)![1]!;
      const second = await run(process.execPath, ['examples/http-server/client.mjs', base, id]);
      const [code] = await exited;
      expect({ code, second: second.code }, `${out}\n${second.output}`).toEqual({
        code: 0,
        second: 0,
      });
      for (const text of [out, second.stdout])
        expect(text).toMatch(/the whole match verified: \d+ rolls fair, seat [01] won\n$/);
    } finally {
      server.kill();
    }
  });
});
