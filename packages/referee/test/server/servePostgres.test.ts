import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { BAD_INPUT_ANSWERS, post, sendBadInput } from './badInput.js';
import { createClient } from '@kiri-dice/testing/refereeClient';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import { startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';

let cluster: PostgresCluster;
const running: Referee[] = [];

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  for (const referee of running) await referee.stop('SIGKILL');
  cluster.remove();
});

const start = async (url: string, port = 0) => {
  const referee = await startReferee(url, port);
  running.push(referee);
  return referee;
};

describe('kiri-dice serve --postgres: referees sharing one database', () => {
  it('answers a join sent to two processes once, byte for byte, and wakes one process on the other’s move', async () => {
    const url = cluster.url(await cluster.createDatabase());
    const [a, b] = await Promise.all([start(url), start(url)]);
    const [ca, cb] = [createClient(a.port), createClient(b.port)];
    const created = await ca.call('POST', '/matches', { body: {} });
    const { id } = created.body as { id: string };
    // The same join at both processes at once: one seat, and the same answer at both.
    const seeds = [createClientSeed(), createClientSeed()];
    const join = async (seat: number) => ({
      requestId: `join-request-of-seat-${seat}`,
      seedCommitment: await commitTo(seeds[seat]!),
    });
    const first = await join(0);
    const joins = await Promise.all(
      [ca, cb].map((c) => c.call('POST', `/matches/${id}/seats`, { body: first })),
    );
    expect(joins.map((j) => j.status)).toEqual([201, 201]);
    expect(joins[1]!.text).toBe(joins[0]!.text);
    const second = (await cb.call('POST', `/matches/${id}/seats`, { body: await join(1) }))
      .body as {
      token: string;
    };
    const tokens = [(joins[0]!.body as { token: string }).token, second.token];
    for (const seat of [0, 1])
      expect(
        (
          await [ca, cb][seat]!.call('POST', `/matches/${id}/seed`, {
            token: tokens[seat]!,
            body: { requestId: `reveal-${seat}`, clientSeed: seeds[seat] },
          })
        ).status,
      ).toBe(200);
    const view = (await cb.call('GET', `/matches/${id}`)).body as {
      step: number;
      state: { bettor: 0 | 1 };
    };
    // A long poll on B, then a move on A: B answers with the move.
    const polled = cb.call('GET', `/matches/${id}?after=${view.step}`, { poll: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const bettor = view.state.bettor;
    const moved = await ca.call('POST', `/matches/${id}/moves`, {
      token: tokens[bettor]!,
      body: { requestId: 'bet-1', action: { type: 'bet', player: bettor, amount: 1 } },
    });
    expect(moved.status).toBe(200);
    const woken = await polled;
    expect((woken.body as { step: number }).step).toBeGreaterThan(view.step);
    // The move resent to B: its first answer, byte for byte.
    const resent = await cb.call('POST', `/matches/${id}/moves`, {
      token: tokens[bettor]!,
      body: { requestId: 'bet-1', action: { type: 'bet', player: bettor, amount: 1 } },
    });
    expect(resent.text).toBe(moved.text);
    ca.close();
    cb.close();
  });

  it('answers bad input with a JSON 4xx at every process, and leaves the database row for row', async () => {
    const url = cluster.url(await cluster.createDatabase());
    const [a, b] = await Promise.all([start(url), start(url)]);
    const { id } = (await (await post(a.base, '/matches', {})).json()) as { id: string };
    // Every row of the referee's tables but the health check's, in one fingerprint.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const rows = async () =>
      (
        await client.query(`SELECT md5(string_agg(t, '|' ORDER BY t)) AS rows FROM (
          SELECT 'm' || row(m.*)::text AS t FROM kiri_matches m UNION ALL
          SELECT 'v' || row(v.*)::text FROM kiri_moves v UNION ALL
          SELECT 's' || row(s.*)::text FROM kiri_seats s UNION ALL
          SELECT 'r' || row(r.*)::text FROM kiri_requests r) every`)
      ).rows[0]?.['rows'];
    const before = await rows();
    expect(await sendBadInput(a.base, id)).toEqual(BAD_INPUT_ANSWERS);
    expect(await sendBadInput(b.base, id)).toEqual(BAD_INPUT_ANSWERS);
    expect(await rows()).toBe(before);
    await client.end();
  });

  it('answers 503 while PostgreSQL is away, and serves again when it is back', async () => {
    const url = cluster.url(await cluster.createDatabase());
    const a = await start(url);
    const client = createClient(a.port);
    cluster.stop();
    try {
      // The outcome of a health check answers for a second: the next check finds it away.
      let health = await client.call('GET', '/health');
      const away = performance.now() + 5_000;
      while (health.status === 200 && performance.now() < away) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        health = await client.call('GET', '/health');
      }
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ code: 'STORE_UNAVAILABLE' });
      expect((await client.call('POST', '/matches', { body: {} })).status).toBe(503);
    } finally {
      cluster.start();
    }
    const end = performance.now() + 15_000;
    while ((await client.call('GET', '/health')).status !== 200 && performance.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await client.call('POST', '/matches', { body: {} })).status).toBe(201);
    expect(a.stderr()).toMatch(/the store is unavailable/);
    client.close();
  });
});
