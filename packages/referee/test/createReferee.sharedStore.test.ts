import { describe, expect, it, vi } from 'vitest';
import { createReferee, memoryStore, type Store, type StoredChange } from '@kiri-dice/referee';
import { body, step, table } from '@kiri-dice/testing/table';

/** How many stored states the referees' engines parsed in full. */
const parsed = vi.hoisted(() => ({ count: 0 }));

vi.mock('kiri-dice', async (original) => {
  const engine = await original<typeof import('kiri-dice')>();
  const createGame: typeof engine.createGame = (options) => {
    const game = engine.createGame(options);
    return {
      ...game,
      parseMatchState: (json: unknown) => (parsed.count++, game.parseMatchState(json)),
    };
  };
  return { ...engine, createGame };
});

/**
 * Two processes' stores over one memory store, as two referees see one PostgreSQL database:
 * each tells its listeners the other's moves (`StoredChange`), and its own with none. Counts
 * the listeners subscribed.
 */
function twoProcesses() {
  const shared = memoryStore();
  const telling: { change?: StoredChange; by?: Store } = {};
  const subscribed = { count: 0 };
  const processOf = (): Store => {
    const own: Store = {
      ...shared,
      commitMove: async (move) => {
        if (move.move !== null) {
          telling.change = { version: move.version + 1, move: move.move };
          telling.by = own;
        }
        try {
          return await shared.commitMove(move);
        } finally {
          delete telling.change;
          delete telling.by;
        }
      },
      subscribe: (listener) => {
        subscribed.count++;
        const stop = shared.subscribe((id) =>
          listener(id, telling.by === own ? undefined : telling.change),
        );
        return () => {
          subscribed.count--;
          stop();
        };
      },
      close: () => Promise.resolve(),
    };
    return own;
  };
  return { stores: [processOf(), processOf()] as const, subscribed };
}

describe('createReferee over a store shared by processes', () => {
  it("plays the other process's moves on the state it holds: it parses no stored state", async () => {
    const { stores, subscribed } = twoProcesses();
    const [a, b] = stores.map((store) => createReferee({ store }));
    const { id, players } = await table(a!);
    let view = body(await b!.view(id));
    const before = parsed.count;
    for (let n = 0; n < 12; n++) {
      const waiting = b!.waitFor(id, view.step);
      body(await step(a!, players, view.state));
      view = body(await waiting);
      expect(view).toEqual(body(await a!.view(id)));
    }
    expect(view.version).toBeGreaterThanOrEqual(12);
    expect(parsed.count - before).toBe(0);
    await a!.close();
    await b!.close();
    // Each referee stops hearing its store once closed.
    expect(subscribed.count).toBe(0);
  });
});
