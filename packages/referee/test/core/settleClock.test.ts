import { describe, expect, it, vi } from 'vitest';
import { commitTo, verifyFairRolls } from 'kiri-dice/fair';
import { replay } from 'kiri-dice/record';
import {
  createReferee,
  memoryStore,
  type RefereeOptions,
  type RefereeReply,
  type RunningReferee,
  type Store,
} from '@kiri-dice/referee';
import { body, nextAction, sit, table, type Seated } from '@kiri-dice/testing/table';

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

/**
 * A test run on a faked `Date`, with a referee of `options` whose own clock never looks (its
 * requests play each timeout), closed after it.
 */
const onFakeDate =
  (
    options: Omit<RefereeOptions, 'store'> & { readonly store?: Store },
    test: (referee: RunningReferee) => Promise<void>,
  ) =>
  async (): Promise<void> => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const referee = createReferee({
      ...options,
      store: options.store ?? memoryStore(),
      limits: { clockInterval: 600_000, ...options.limits },
    });
    try {
      await test(referee);
    } finally {
      await referee.close();
      vi.useRealTimers();
    }
  };

describe('settleClock', () => {
  it('stores one timeout however many referees of one store race to play it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const { commits, counted } = counting(store);
      const referees = [0, 1, 2].map(() =>
        createReferee({ store: counted, limits: { revealTimeout: 1000, clockInterval: 600_000 } }),
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
      const referee = createReferee({
        store: counted,
        limits: { revealTimeout: 1000, clockInterval: 600_000 },
      });
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

  describe('a match with a clock', () => {
    const clock = { perAction: 1000, reserve: 5000 };
    /** The refusal's status, code and message. */
    const refusal = <T>(reply: RefereeReply<T>) =>
      reply.type === 'refusal' ? `${reply.status} ${reply.code}: ${reply.message}` : 'answered';
    let sent = 0;
    /** The next move of the simple policy (bet 1, accept, roll), by the seat to act. */
    const play = async (
      referee: RunningReferee,
      players: readonly [Seated, Seated],
      id: string,
    ) => {
      const action = nextAction(body(await referee.view(id)).state);
      return referee.move(id, players[action.player].token, { requestId: `m${++sent}`, action });
    };

    it(
      'makes the seat to act lose at its time, its reserve and the grace: to bet, to answer, to roll',
      onFakeDate({ clock, chips: [6, 4] }, async (referee) => {
        for (const moves of [0, 1, 2]) {
          const { id, players } = await table(referee);
          for (let i = 0; i < moves; i++) body(await play(referee, players, id));
          const before = body(await referee.view(id));
          const late = nextAction(before.state).player;
          expect(before.clock).toMatchObject({
            running: late,
            deadline: Date.now() + 1000 + 5000,
          });
          vi.advanceTimersByTime(1000 + 5000 + 2000 - 1);
          expect(body(await referee.view(id)).version).toBe(moves);
          vi.advanceTimersByTime(1);
          const view = body(await referee.view(id));
          expect(view).toMatchObject({
            version: moves + 1,
            state: { phase: 'over', winner: 1 - late, lastRound: { reason: 'timeout' } },
            clock: { running: null, deadline: null },
          });
          expect(view.clock!.reserveLeft[late]).toBe(0);
          expect(view.serverSeed).toMatch(/^[0-9a-f]{64}$/);
          const { record } = body(await referee.record(id));
          expect(record.moves.at(-1)).toEqual({ type: 'timeout', player: late });
          const action = nextAction(before.state);
          expect(
            refusal(
              await referee.move(id, players[late].token, { requestId: `late${moves}`, action }),
            ),
          ).toMatch(/^409 MATCH_OVER/);
        }
      }),
    );

    it(
      'draws on the reserve past perAction, takes a move within the grace, and keeps each seat its own',
      onFakeDate({ clock }, async (referee) => {
        const { id, players } = await table(referee);
        const start = Date.now();
        // Seat 0 bets 1.5 s in: 0.5 s off its reserve.
        vi.advanceTimersByTime(1500);
        const bet = body(await play(referee, players, id));
        expect(bet.clock).toEqual({
          perAction: 1000,
          reserve: 5000,
          reserveLeft: [4500, 5000],
          running: 1,
          deadline: start + 1500 + 1000 + 5000,
        });
        // Seat 1 answers within its time: nothing off.
        vi.advanceTimersByTime(1000);
        expect(body(await play(referee, players, id)).clock!.reserveLeft).toEqual([4500, 5000]);
        // Seat 1 rolls 1.9 s past its reserve: within the grace, taken, its reserve spent.
        vi.advanceTimersByTime(1000 + 5000 + 1999);
        const rolled = body(await play(referee, players, id));
        expect(rolled.clock!.reserveLeft).toEqual([4500, 0]);
        expect(rolled.state.phase).not.toBe('over');
        // With no reserve, each of its actions has perAction and the grace.
        if (rolled.clock!.running === 1) {
          vi.advanceTimersByTime(1000 + 2000);
          expect(body(await referee.view(id)).state).toMatchObject({ phase: 'over', winner: 0 });
        }
      }),
    );

    it('charges no player the time its referee could not reach the store', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const store = memoryStore();
        let down = false;
        const flaky: Store = {
          ...store,
          match: (id) => (down ? Promise.reject(new Error('store down')) : store.match(id)),
        };
        const referee = createReferee({
          store: flaky,
          clock,
          limits: { clockInterval: 600_000 },
        });
        const { id, players } = await table(referee);
        // 4 s into seat 0's turn, the store is away for 10 s: every call fails meanwhile.
        vi.advanceTimersByTime(4000);
        down = true;
        expect(refusal(await referee.view(id))).toMatch(/^503 STORE_UNAVAILABLE/);
        vi.advanceTimersByTime(10_000);
        expect(refusal(await referee.view(id))).toMatch(/^503 STORE_UNAVAILABLE/);
        down = false;
        expect(body(await referee.view(id)).version).toBe(0);
        // 6 s of the turn's own, 16 s in all: past its 1 s, its 5 s reserve and the grace, but
        // not the outage's 10 s.
        vi.advanceTimersByTime(2000);
        expect(body(await referee.view(id)).version).toBe(0);
        const bet = body(await play(referee, players, id));
        expect(bet.clock!.reserveLeft).toEqual([0, 5000]);
        await referee.close();
      } finally {
        vi.useRealTimers();
      }
    });

    it(
      'races 1,000 timeouts against last-moment moves: one outcome each, recorded once, every record replaying',
      onFakeDate({ clock }, async (referee) => {
        const outcomes = { move: 0, timeout: 0 };
        for (let race = 0; race < 1000; race++) {
          const { id, players } = await table(referee);
          const before = body(await referee.view(id));
          const due = before.clock!.deadline! + 2000;
          // The move is checked a millisecond before the timeout is due, and the timeout is
          // played by a view at the due millisecond, a few turns of the event loop apart.
          vi.setSystemTime(due - 1);
          const action = nextAction(before.state);
          const moving = referee.move(id, players[action.player].token, {
            requestId: `r${race}`,
            action,
          });
          for (let turn = 0; turn < race % 7; turn++) await Promise.resolve();
          vi.setSystemTime(due);
          const [moved, seen] = await Promise.all([moving, referee.view(id)]);
          const after = body(await referee.view(id));
          const { record, version } = body(await referee.record(id));
          expect(seen.type).toBe('answer');
          if (moved.type === 'answer') {
            outcomes.move++;
            expect([version, after.state.phase]).toEqual([1, 'accepting']);
            expect(record.moves).toEqual([{ type: 'bet', player: 0, amount: 1 }]);
          } else {
            outcomes.timeout++;
            expect(refusal(moved)).toMatch(/^409 (VERSION_CONFLICT|MATCH_OVER)/);
            expect(after.state).toMatchObject({ phase: 'over', winner: 1 });
            expect(record.moves).toEqual([{ type: 'timeout', player: 0 }]);
          }
          // The record replays to the state the referee holds.
          expect(replay(record).at(-1)).toEqual(after.state);
        }
        // Both outcomes happen: the race is a race.
        expect(outcomes.move).toBeGreaterThan(0);
        expect(outcomes.timeout).toBeGreaterThan(0);
      }),
    );

    it('tells its store when to look next: at the reveals’ deadline, then at each turn’s', async () => {
      const store = memoryStore();
      await onFakeDate({ store, clock, limits: { revealTimeout: 60_000 } }, async (referee) => {
        const { id } = body(await referee.create({}));
        const [a, b] = [await sit(referee, id), await sit(referee, id)];
        const seated = Date.now();
        expect((await store.match(id))!.due).toBe(seated + 60_000 + 2000);
        // The first reveal brings the look forward to the first bet's deadline, as if it were
        // the last; the second, 2 s on, to the deadline the bet has then.
        body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
        expect((await store.match(id))!.due).toBe(seated + 1000 + 5000 + 2000);
        vi.advanceTimersByTime(2000);
        body(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed }));
        expect((await store.match(id))!.due).toBe(seated + 1000 + 5000 + 2000);
        // A bet 1.5 s in takes 0.5 s off seat 0's reserve; the answer's look is seat 1's deadline.
        vi.advanceTimersByTime(1500);
        const bet = { requestId: 'b', action: { type: 'bet', player: 0, amount: 1 } };
        body(await referee.move(id, a.token, bet));
        expect(await store.match(id)).toMatchObject({
          due: seated + 3500 + 1000 + 5000 + 2000,
          clock: { reserveLeft: [4500, 5000] },
          movedAt: seated + 3500,
        });
        // A decline ends the match: no seat is left to act, and nothing to look at.
        const decline = { requestId: 'd', action: { type: 'decline', player: 1 } };
        body(await referee.move(id, b.token, decline));
        expect(await store.match(id)).toMatchObject({ due: null, version: 2 });
      })();
    });

    it('looks at a match with no clock only at its reveals’ deadline, and never for one seat', async () => {
      const store = memoryStore();
      await onFakeDate({ store, limits: { revealTimeout: 60_000 } }, async (referee) => {
        const { id } = body(await referee.create({ clock: null }));
        const a = await sit(referee, id);
        // One seat starts no time: the match expires by `openTimeout`, which needs no look.
        expect((await store.match(id))!.due).toBeNull();
        const b = await sit(referee, id);
        const seated = Date.now();
        expect((await store.match(id))!.due).toBe(seated + 60_000 + 2000);
        vi.advanceTimersByTime(1000);
        body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
        expect((await store.match(id))!.due).toBe(seated + 60_000 + 2000);
        body(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed }));
        // Once both seeds are in, no clock runs: the move leaves nothing to look at.
        const bet = { requestId: 'b', action: { type: 'bet', player: 0, amount: 1 } };
        expect(body(await referee.move(id, a.token, bet))).toMatchObject({ version: 1 });
        expect(await store.match(id)).toMatchObject({ due: null, clock: null });
      })();
    });

    it('takes a reveal late by as long as its referee could not reach the store', async () => {
      const store = memoryStore();
      let down = false;
      const flaky: Store = {
        ...store,
        match: (id) => (down ? Promise.reject(new Error('store down')) : store.match(id)),
      };
      await onFakeDate(
        { store: flaky, clock, limits: { revealTimeout: 3000 } },
        async (referee) => {
          const { id } = body(await referee.create({}));
          const [a, b] = [await sit(referee, id), await sit(referee, id)];
          body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
          down = true;
          expect(refusal(await referee.view(id))).toMatch(/^503/);
          vi.advanceTimersByTime(2000);
          down = false;
          body(await referee.view(id));
          // 3.5 s after the second seat: past the 3 s to reveal, not past them and the outage.
          vi.advanceTimersByTime(1500);
          const revealed = await referee.reveal(id, b.token, {
            requestId: 'r',
            clientSeed: b.seed,
          });
          expect(revealed.type).toBe('answer');
        },
      )();
    });

    it('keeps counting while no referee runs, and plays the timeout on the next look', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const store = memoryStore();
        const first = createReferee({ store, clock, limits: { clockInterval: 600_000 } });
        const { id, players } = await table(first);
        body(await play(first, players, id));
        // The store outlives its referee: `close` would close it, so the referee is left.
        vi.advanceTimersByTime(60_000);
        const second = createReferee({ store, limits: { clockInterval: 600_000 } });
        expect(body(await second.view(id)).state).toMatchObject({ phase: 'over', winner: 0 });
        await Promise.all([first.close(), second.close()]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('takes a clock per match, or none, and refuses one out of bounds with the store unchanged', async () => {
      const store = memoryStore();
      const referee = createReferee({ store, clock });
      const own = await table(referee, { clock: { perAction: 2000, reserve: 0 } });
      expect(body(await referee.view(own.id)).clock).toMatchObject({ perAction: 2000, reserve: 0 });
      const none = await table(referee, { clock: null });
      expect(body(await referee.view(none.id)).clock).toBeNull();
      const usual = await table(referee);
      expect(body(await referee.view(usual.id)).clock).toMatchObject(clock);
      const before = await store.matchIds();
      const refused = [
        { clock: { perAction: 0, reserve: 0 } },
        { clock: { perAction: -1000, reserve: 0 } },
        { clock: { perAction: 1000, reserve: 86_400_001 } },
        { clock: '15s+3m' },
      ];
      expect(
        await Promise.all(refused.map(async (create) => refusal(await referee.create(create)))),
      ).toMatchInlineSnapshot(`
        [
          "400 BAD_REQUEST: clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 0",
          "400 BAD_REQUEST: clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got -1000",
          "400 BAD_REQUEST: clock.reserve must be a whole number of milliseconds from 0 to 86400000, got 86400001",
          "400 BAD_REQUEST: clock must be { perAction, reserve } in milliseconds, or null for no clock",
        ]
      `);
      expect(await store.matchIds()).toEqual(before);
      expect(() => createReferee({ store, clock: { perAction: 10, reserve: 0 } })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
      expect(() =>
        createReferee({ store, clock: { perAction: 10, reserve: 0 } }),
      ).toThrowErrorMatchingInlineSnapshot(
        `[KiriError: createReferee: options.clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 10]`,
      );
      await referee.close();
    });

    it(
      "shows the seat whose seed is missing on the clock, and the first bettor's from the last reveal",
      onFakeDate({ clock, limits: { revealTimeout: 60_000 } }, async (referee) => {
        const { id } = body(await referee.create({}));
        const [a, b] = [await sit(referee, id), await sit(referee, id)];
        const seated = Date.now();
        expect(body(await referee.view(id)).clock).toMatchObject({
          running: null,
          deadline: null,
        });
        body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
        expect(body(await referee.view(id)).clock).toMatchObject({
          running: 1,
          deadline: seated + 60_000,
        });
        vi.advanceTimersByTime(30_000);
        body(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed }));
        expect(body(await referee.view(id)).clock).toMatchObject({
          running: 0,
          deadline: seated + 30_000 + 6000,
        });
      }),
    );
  });
});
