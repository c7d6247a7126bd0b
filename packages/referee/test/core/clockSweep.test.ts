import { describe, expect, it, vi } from 'vitest';
import { createReferee, memoryStore, type RefereeLogEntry, type Store } from '@kiri-dice/referee';
import { body, sit, step, table } from '@kiri-dice/testing/table';
import { SWEPT_AT_ONCE } from '../../src/core/clockSweep.js';

/** Waits, a few ms at a time, until `check` holds: at most 5 s. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not true within 5 s');
}

const clock = { perAction: 1000, reserve: 2000 };

describe("the referee's clock", () => {
  it('does not keep the process running by itself: a program that made a referee exits', async () => {
    const planned = vi.spyOn(globalThis, 'setTimeout');
    // The clock's looks, told from other timers by their interval.
    const looks = () =>
      planned.mock.calls.flatMap((call, i) =>
        call[1] === 25 ? [planned.mock.results[i]!.value as NodeJS.Timeout] : [],
      );
    const referee = createReferee({ store: memoryStore(), limits: { clockInterval: 25 } });
    try {
      expect(looks()).toHaveLength(1);
      expect(looks()[0]!.hasRef()).toBe(false);
      // Each later look is planned the same way.
      await until(() => Promise.resolve(looks().length > 1));
      expect(looks()[1]!.hasRef()).toBe(false);
    } finally {
      planned.mockRestore();
      await referee.close();
    }
  });

  it('looks no more at a match a move ended', async () => {
    const store = memoryStore();
    const referee = createReferee({ store, clock });
    try {
      const { id, players } = await table(referee);
      body(await step(referee, players, body(await referee.view(id)).state));
      expect((await store.match(id))!.due).toEqual(expect.any(Number));
      body(
        await referee.move(id, players[1].token, {
          requestId: 'decline',
          action: { type: 'decline', player: 1 },
        }),
      );
      expect((await store.match(id))!.due).toBeNull();
    } finally {
      await referee.close();
    }
  });

  it('plays the timeouts that are due with nobody reading, and looks at an early match again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const referee = createReferee({ store, clock, limits: { clockInterval: 10 } });
      const { id } = await table(referee);
      // Seated, one seed in: looked at first as early as the first bet could be due, then at the
      // reveals' deadline, a minute after the second seat, and its grace.
      const { id: waiting } = body(await referee.create({}));
      const [a] = [await sit(referee, waiting), await sit(referee, waiting)];
      const seated = Date.now();
      body(await referee.reveal(waiting, a.token, { requestId: 'r', clientSeed: a.seed }));
      expect((await store.match(waiting))!.due).toBe(seated + 1000 + 2000 + 2000);
      expect(await store.dueMatches(Date.now(), 10)).toEqual([]);
      vi.advanceTimersByTime(1000 + 2000 + 2000);
      await until(async () => (await store.match(id))!.version === 1);
      expect(await store.match(id)).toMatchObject({
        due: null,
        state: expect.stringContaining('"phase":"over"') as unknown,
      });
      await until(async () => (await store.match(waiting))!.due === seated + 60_000 + 2000);
      expect((await store.match(waiting))!.version).toBe(0);
      vi.advanceTimersByTime(60_000 + 2000 - 5000);
      await until(async () => (await store.match(waiting))!.version === 1);
      expect(body(await referee.record(waiting)).record.moves).toEqual([
        { type: 'timeout', player: 1 },
      ]);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a match looked at too early its real due, and forgets one with nothing due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const referee = createReferee({ store, clock, limits: { clockInterval: 10 } });
      const { id } = await table(referee);
      const real = (await store.match(id))!.due!;
      const { id: open } = body(await referee.create({ clock: null }));
      // Both looked at now: one due later, one never.
      for (const match of [id, open]) {
        const seen = (await store.match(match))!;
        await store.reschedule(match, seen, Date.now() - 1);
      }
      await until(async () => (await store.match(open))!.due === null);
      await until(async () => (await store.match(id))!.due === real);
      expect((await store.match(id))!.version).toBe(0);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles more than a batch over its next looks, and goes on after its store fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const log: RefereeLogEntry[] = [];
      let failing = true;
      const flaky: Store = {
        ...store,
        dueMatches: (at, limit) =>
          failing ? Promise.reject(new Error('store down')) : store.dueMatches(at, limit),
      };
      const referee = createReferee({
        store: flaky,
        clock,
        limits: { clockInterval: 10 },
        logger: (entry) => log.push(entry),
      });
      const ids: string[] = [];
      for (let i = 0; i < SWEPT_AT_ONCE + 5; i++) ids.push((await table(referee)).id);
      vi.advanceTimersByTime(10_000);
      await until(() => Promise.resolve(log.length > 0));
      expect(log[0]).toMatchObject({
        level: 'warn',
        message: "the referee's clock could not look at the due matches: it tries again",
        cause: expect.stringMatching(/^Error: the store failed: store down/) as unknown,
      });
      failing = false;
      await until(async () =>
        (await Promise.all(ids.map((id) => store.match(id)))).every((m) => m!.version === 1),
      );
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops looking once the referee closes, a look under way too', async () => {
    const store = memoryStore();
    let looks = 0;
    let slow = false;
    const counted: Store = {
      ...store,
      dueMatches: async (at, limit) => {
        looks++;
        if (slow) await new Promise((resolve) => setTimeout(resolve, 30));
        return store.dueMatches(at, limit);
      },
    };
    const referee = createReferee({ store: counted, limits: { clockInterval: 5 } });
    await until(() => Promise.resolve(looks >= 2));
    slow = true;
    const seen = looks;
    await until(() => Promise.resolve(looks > seen));
    // Closed while a look waits for its store: it ends, and no other starts.
    await referee.close();
    const closed = looks;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(looks).toBe(closed);
  });
});
