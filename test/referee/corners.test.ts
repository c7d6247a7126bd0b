import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jointSeed } from '../../src/fair/index.js';
import { toHex } from '../../src/fair/hex.js';
import { failingAsStore, StoreFailure } from '../../src/referee/core/storeFailure.js';
import {
  createReferee,
  memoryStore,
  type RefereeLogEntry,
  type Store,
} from '../../src/referee/index.js';
import { body, joinId, sit, table } from './table.js';

const code = (reply: { type: string }) => (reply as { code?: string }).code ?? reply.type;

describe('the referee in the corners of its store', () => {
  it('answers what its store says of a join that lost a race', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id } = body(await referee.create({}));
    const join = { requestId: joinId(), seedCommitment: 'ab'.repeat(32) };
    const answers: string[] = [];
    for (const result of [{ type: 'missing' }, { type: 'full' }] as const) {
      const take = store.takeSeat.bind(store);
      store.takeSeat = () => Promise.resolve(result);
      answers.push(code(await referee.join(id, { ...join, requestId: joinId() })));
      store.takeSeat = take;
    }
    const first = await referee.join(id, join);
    store.takeSeat = (_seat, request) =>
      Promise.resolve({
        type: 'prior',
        prior: { ...request, answer: first.type === 'answer' ? first.text : '' },
      });
    store.request = () => Promise.resolve(undefined);
    const resent = await referee.join(id, { ...join });
    expect(answers).toEqual(['NOT_FOUND', 'VERSION_CONFLICT']);
    expect(resent).toEqual(first);
    await referee.close();
  });

  it('answers what its store says of a move that lost a race', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id, players } = await table(referee);
    const move = { requestId: 'm', action: { type: 'bet', player: 0, amount: 1 } };
    const commit = store.commitMove.bind(store);
    store.commitMove = () => Promise.resolve({ type: 'conflict' });
    expect(code(await referee.move(id, players[0].token, move))).toBe('VERSION_CONFLICT');
    store.commitMove = (played) =>
      Promise.resolve({ type: 'prior', prior: { ...played.request, answer: '{"requestId":"m"}' } });
    expect(await referee.move(id, players[0].token, move)).toMatchObject({
      type: 'answer',
      text: '{"requestId":"m"}',
    });
    store.commitMove = commit;
    await referee.close();
  });

  it('refuses a move before the other seat is taken, a reveal without a token, and the record of no match', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = body(await referee.create({}));
    const alone = await sit(referee, id);
    expect(
      code(
        await referee.move(id, alone.token, {
          requestId: 'm',
          action: { type: 'bet', player: 0, amount: 1 },
        }),
      ),
    ).toBe('WAITING_FOR_PLAYER');
    expect(
      code(await referee.reveal(id, undefined, { requestId: 'r', clientSeed: alone.seed })),
    ).toBe('UNAUTHORIZED');
    expect(code(await referee.record('nope'))).toBe('NOT_FOUND');
    await referee.close();
  });

  it('logs a failure whose error has no stack, and one with no match', async () => {
    const log: RefereeLogEntry[] = [];
    const error = new Error('no stack');
    delete error.stack;
    const store: Store = { ...memoryStore(), openMatches: () => Promise.reject(error) };
    const referee = createReferee({ store, logger: (entry) => log.push(entry) });
    expect(code(await referee.openMatches())).toBe('STORE_UNAVAILABLE');
    expect(log).toEqual([
      { level: 'warn', message: 'list failed: the store is unavailable', cause: 'no stack' },
    ]);
    await referee.close();
  });

  it('turns every rejection of a store into a StoreFailure', async () => {
    const store = failingAsStore({
      ...memoryStore(),
      matchIds: () => Promise.reject(new Error('gone')),
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a store may reject with anything: its message must still reach the log
      close: () => Promise.reject('closed'),
    });
    await expect(store.matchIds()).rejects.toEqual(new StoreFailure(new Error('gone')));
    await expect(store.close()).rejects.toThrow('the store failed: closed');
  });
});

describe('jointSeed', () => {
  it("joins the seats' seeds as the lowercase digits of their bytes, in seat order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean()), {
          minLength: 1,
          maxLength: 16,
        }),
        (seeds) => {
          const given = seeds.map(([b, upper]) => (upper ? toHex(b).toUpperCase() : toHex(b)));
          expect(jointSeed(given)).toBe(seeds.map(([b]) => toHex(b)).join(':'));
        },
      ),
    );
  });

  it('refuses what is not a list of 1 to 16 seeds', () => {
    expect(() => jointSeed('ab' as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: jointSeed: seeds must be a list of 1 to 16 seeds, got "ab"]`,
    );
    expect(() => jointSeed([])).toThrow(/1 to 16/);
    expect(() => jointSeed(['x'])).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: jointSeed: seeds[0] must be 64 hexadecimal digits (32 bytes), got "x"]`,
    );
  });
});
