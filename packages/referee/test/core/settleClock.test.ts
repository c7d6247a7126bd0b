import { describe, expect, it, vi } from 'vitest';
import { commitTo, verifyFairRolls } from 'kiri-dice/fair';
import { createReferee, memoryStore, type Store } from '@kiri-dice/referee';
import { body, sit } from '@kiri-dice/testing/table';

/** The store, and each commit it is asked for: the move, what became of it, and its request. */
function counting(store: Store): { commits: string[]; counted: Store } {
  const commits: string[] = [];
  const counted: Store = {
    ...store,
    commitMove: async (move) => {
      const result = await store.commitMove(move);
      commits.push(`${move.move} ${result.type}: ${JSON.stringify(move.request)}`);
      return result;
    },
  };
  return { commits, counted };
}

describe('settleClock', () => {
  it('stores one timeout however many referees of one store race to play it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const { commits, counted } = counting(store);
      const referees = [0, 1, 2].map(() =>
        createReferee({ store: counted, limits: { revealTimeout: 1000 } }),
      );
      const [first] = referees;
      const { id } = body(await first!.create({}));
      const [a] = [await sit(first!, id), await sit(first!, id)];
      body(await first!.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
      vi.advanceTimersByTime(3000);
      const [views, records] = await Promise.all([
        Promise.all(referees.map((referee) => referee.view(id))),
        Promise.all(referees.map((referee) => referee.record(id))),
      ]);
      // Every request read the match before any commit: each tried, one stored.
      expect(commits.length).toBe(6);
      expect(commits.filter((line) => line.includes(' stored: '))).toEqual([
        `{"type":"timeout","player":1} stored: {"matchId":"${id}","sender":"clock","requestId":"timeout","body":"{}","answer":"{}"}`,
      ]);
      // Settled, it is never played again.
      body(await first!.view(id));
      expect(commits.length).toBe(6);
      expect(new Set(views.map((reply) => JSON.stringify(body(reply)))).size).toBe(1);
      expect(new Set(records.map((reply) => JSON.stringify(body(reply)))).size).toBe(1);
      // The record ends on time with no roll: the server seed is its commitment's, and seat 0
      // wins, whatever the missing seed would have been.
      const view = body(views[0]!);
      const { record } = body(records[0]!);
      expect(await commitTo(view.serverSeed!)).toBe(view.commitment);
      expect(
        await verifyFairRolls({
          serverSeed: view.serverSeed!,
          clientSeed: '0'.repeat(64),
          commitment: view.commitment,
          record,
        }),
      ).toEqual({ ok: true, rolls: 0, winner: 0 });
      await Promise.all(referees.map((referee) => referee.close()));
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays the timeout of the seat whose seed is missing, and none once both are in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { commits, counted } = counting(memoryStore());
      const referee = createReferee({ store: counted, limits: { revealTimeout: 1000 } });
      const { id } = body(await referee.create({}));
      await sit(referee, id);
      const b = await sit(referee, id);
      body(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed }));
      const { id: both } = body(await referee.create({}));
      const [c, d] = [await sit(referee, both), await sit(referee, both)];
      for (const seat of [c, d])
        body(await referee.reveal(both, seat.token, { requestId: 'r', clientSeed: seat.seed }));
      vi.advanceTimersByTime(10_000);
      expect(body(await referee.view(id)).state).toMatchObject({ phase: 'over', winner: 1 });
      expect(body(await referee.view(both))).toMatchObject({
        version: 0,
        state: { phase: 'betting' },
      });
      expect(commits).toHaveLength(1);
      expect(commits[0]).toContain('{"type":"timeout","player":0} stored');
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
