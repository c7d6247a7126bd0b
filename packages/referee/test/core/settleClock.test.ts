import { describe, expect, it, vi } from 'vitest';
import { commitTo, verifyFairRolls } from 'kiri-dice/fair';
import { createReferee, memoryStore, type Store } from '@kiri-dice/referee';
import { body, sit } from '@kiri-dice/testing/table';

describe('settleClock', () => {
  it('stores one timeout however many referees of one store race to play it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const commits: string[] = [];
      const counted: Store = {
        ...store,
        commitMove: async (move) => {
          const result = await store.commitMove(move);
          commits.push(`${move.move} ${result.type}`);
          return result;
        },
      };
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
      expect(commits.filter((line) => line.endsWith('stored'))).toEqual([
        '{"type":"timeout","player":1} stored',
      ]);
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
});
