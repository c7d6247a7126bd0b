import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { BAD_INPUT_ANSWERS, post, sendBadInput } from './badInput.js';
import { createClient } from '@kiri-dice/testing/refereeClient';
import { startCluster, type PostgresCluster } from '@kiri-dice/testing/postgresCluster';
import { replay } from 'kiri-dice/record';
import { startReferee, UNLIMITED, type Referee } from '@kiri-dice/testing/refereeProcess';

let cluster: PostgresCluster;
const running: Referee[] = [];

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  for (const referee of running) await referee.stop('SIGKILL');
  cluster.remove();
});

const start = async (url: string, port = 0, extra?: readonly string[]) => {
  const referee = await startReferee(url, port, extra);
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

  it('races 1,000 timeouts against last-moment moves across three processes: one outcome each, seen alike', async () => {
    const url = cluster.url(await cluster.createDatabase());
    // 1 s an action, no reserve: a timeout is due 3 s after the turn began (and its 2 s grace).
    const clock = [...UNLIMITED, '--clock', '1s+0s', '--limit', 'clockInterval=100'];
    const referees = await Promise.all([0, 1, 2].map(() => start(url, 0, clock)));
    const clients = referees.map((referee) => createClient(referee.port));
    const pick = (n: number) => clients[n % 3]!;
    /** A match seated and revealed through the processes, ready for its first bet. */
    const seated = async (n: number) => {
      const { id } = (await pick(n).call('POST', '/matches', { body: {} })).body as { id: string };
      const tokens: string[] = [];
      const seeds = [createClientSeed(), createClientSeed()];
      for (const seat of [0, 1]) {
        const join = {
          requestId: crypto.randomUUID(),
          seedCommitment: await commitTo(seeds[seat]!),
        };
        const joined = await pick(n + seat).call('POST', `/matches/${id}/seats`, { body: join });
        tokens.push((joined.body as { token: string }).token);
      }
      for (const seat of [0, 1])
        await pick(n + seat + 1).call('POST', `/matches/${id}/seed`, {
          token: tokens[seat]!,
          body: { requestId: 'reveal', clientSeed: seeds[seat] },
        });
      const view = (await pick(n).call('GET', `/matches/${id}`)).body as {
        clock: { deadline: number };
        state: { bettor: 0 | 1 };
      };
      return { id, tokens, view };
    };
    const outcomes = { move: 0, timeout: 0 };
    for (let batch = 0; batch < 10; batch++) {
      const matches = await Promise.all(
        Array.from({ length: 100 }, (_, i) => seated(batch * 100 + i)),
      );
      await Promise.all(
        matches.map(async ({ id, tokens, view }, i) => {
          // The bet comes within 300 ms either side of the moment its timeout is due, at one
          // process, while the clocks of all three look for due matches every 100 ms.
          const at = view.clock.deadline + 2000 + ((i * 37) % 600) - 300;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
          const bettor = view.state.bettor;
          const moved = await pick(i).call('POST', `/matches/${id}/moves`, {
            token: tokens[bettor]!,
            body: { requestId: 'bet', action: { type: 'bet', player: bettor, amount: 1 } },
          });
          // Settled either way, once the timeout is due: read it at every process.
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, view.clock.deadline + 2100 - Date.now())),
          );
          const seen = await Promise.all(clients.map((c) => c.call('GET', `/matches/${id}`)));
          expect(new Set(seen.map((answer) => answer.text)).size).toBe(1);
          const { record } = (await pick(i + 1).call('GET', `/matches/${id}/record`)).body as {
            record: { moves: { type: string }[] };
          };
          const last = record.moves.map((move) => move.type);
          if (moved.status === 200) {
            outcomes.move++;
            // The bet was in time; the answer's turn ran out after it, or is still running.
            expect(last[0]).toBe('bet');
            expect(last.filter((type) => type === 'timeout').length).toBeLessThanOrEqual(1);
          } else {
            outcomes.timeout++;
            expect([moved.status, last]).toEqual([409, ['timeout']]);
          }
          const state = (seen[0]!.body as { state: unknown }).state;
          expect(replay(record).at(-1)).toEqual(state);
        }),
      );
    }
    expect(outcomes.move + outcomes.timeout).toBe(1000);
    expect(outcomes.move).toBeGreaterThan(0);
    expect(outcomes.timeout).toBeGreaterThan(0);
    for (const client of clients) client.close();
  }, 600_000);

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
