import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

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
  it('referees a match between two clients to the end (demo.mjs)', async () => {
    const ran = await run(process.execPath, ['examples/http-server/demo.mjs']);
    expect(ran.code, ran.output).toBe(0);
    const end = /Match over after \d+ rounds: seat ([01]) wins all 20 chips\.\n$/.exec(ran.stdout);
    expect(end, ran.output).not.toBeNull();
    const winner = Number(end![1]);
    expect(ran.stdout).toContain(`seat ${winner}: match over, I win all 20 chips`);
    expect(ran.stdout).toContain(
      `seat ${1 - winner}: match over, seat ${winner} wins all 20 chips`,
    );
    // Every roll was made by the server: the referee logs the dice it drew.
    expect(ran.stdout).toMatch(
      /referee #\d+ seat [01]: \{"type":"roll","player":[01],"dice":\[\d,\d\]\}/,
    );
    // The dice were provably fair: each client checked every roll against the commitment.
    const rolls = ran.stdout.match(/referee #\d+ seat [01]: \{"type":"roll"/g)!.length;
    for (const seat of [0, 1])
      expect(ran.stdout).toContain(
        `seat ${seat}: all ${rolls} rolls verified against the commitment`,
      );
  });

  it("refuses what a client may not do, with the engine's reasons (server.mjs)", async () => {
    const server = spawn(process.execPath, ['examples/http-server/server.mjs', '--port', '0']);
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const base = /listening on (http:\/\/\S+)/.exec(String(line))![1]!;
      const call = async (path: string, init?: RequestInit) => {
        const response = await fetch(`${base}${path}`, init);
        return {
          status: response.status,
          body: (await response.json()) as {
            message?: string;
            code?: string;
            seat?: number;
            token?: string;
            commitment?: string;
          },
        };
      };
      const act = (token: string | undefined, action: unknown) =>
        call('/action', {
          method: 'POST',
          headers: token ? { authorization: `Bearer ${token}` } : {},
          body: JSON.stringify(action),
        });

      const join = (clientSeed: unknown) =>
        call('/join', { method: 'POST', body: JSON.stringify({ clientSeed }) });
      for (const clientSeed of [undefined, '', 7, 'x'.repeat(201)])
        expect(await join(clientSeed)).toEqual({
          status: 400,
          body: { message: 'send { clientSeed }: text of 1 to 200 characters' },
        });
      const ann = (await join('ann')).body;
      const bob = (await join('bob')).body;
      expect([ann.seat, bob.seat]).toEqual([0, 1]);
      // Both were given the commitment the server made before anyone joined.
      expect(ann.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(bob.commitment).toBe(ann.commitment);
      expect(await join('carol')).toEqual({
        status: 409,
        body: { message: 'both seats are taken' },
      });

      expect((await act(undefined, { type: 'bet', player: 0, amount: 10 })).status).toBe(401);
      expect(await act(ann.token, { type: 'accept', player: 1 })).toEqual({
        status: 409,
        body: { code: 'WRONG_PHASE', message: 'cannot accept now: waiting for player 0 to bet' },
      });
      expect(await act(ann.token, { type: 'bet', player: 0, amount: 1000 })).toEqual({
        status: 409,
        body: {
          code: 'INVALID_STAKE',
          message: 'stake must be a whole number from 1 to 100, got 1000',
        },
      });
      expect((await act(ann.token, { type: 'bet', player: 0, amount: 10 })).status).toBe(200);
      expect((await act(ann.token, { type: 'accept', player: 1 })).status).toBe(403);
      expect((await act(bob.token, { type: 'accept', player: 1 })).status).toBe(200);
      expect(await act(bob.token, { type: 'roll', player: 1, dice: [8, 6] })).toEqual({
        status: 400,
        body: { message: 'the server rolls the dice: send a roll without dice' },
      });
      expect(await act(bob.token, 'roll')).toMatchObject({
        status: 400,
        body: { code: 'INVALID_ACTION' },
      });
      expect(
        await call('/action', {
          method: 'POST',
          headers: { authorization: `Bearer ${bob.token}` },
          body: '{',
        }),
      ).toEqual({
        status: 400,
        body: { message: 'the body must be an action in JSON' },
      });
      const rolled = await act(bob.token, { type: 'roll', player: 1 });
      expect(rolled.status).toBe(200);
      expect((await call('/state?after=-1')).body).toEqual(rolled.body);
      // The first roll's dice are the fair dice of roll 0, and the seed stays secret meanwhile.
      const view = rolled.body as unknown as {
        state: { lastRoll: { dice: number[] } };
        clientSeeds: string[];
        rolls: number[][];
        serverSeed: string | null;
      };
      expect(view.clientSeeds).toEqual(['ann', 'bob']);
      expect(view.rolls).toEqual([view.state.lastRoll.dice]);
      expect(view.serverSeed).toBeNull();
    } finally {
      server.kill();
    }
  });
});
