import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jointSeed } from 'kiri-dice/fair';
import { failingAsStore, StoreFailure } from '../src/core/storeFailure.js';
import { storeOutages } from '../src/core/storeOutages.js';
import { createReferee, memoryStore, type RefereeLogEntry, type Store } from '@kiri-dice/referee';
import { toSix } from '@kiri-dice/testing/houseRules';
import { body, joinId, sit, table } from '@kiri-dice/testing/table';

const code = (reply: { type: string }) => (reply as { code?: string }).code ?? reply.type;

/** Bytes in lowercase hex, two digits each. */
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

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

  it('refuses a move before both seats and seeds, a reveal without a token, and what reads no match', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = body(await referee.create({}));
    const said = (reply: { type: string }) => {
      const { status, code, message } = reply as {
        status?: number;
        code?: string;
        message?: string;
      };
      return `${status} ${code}: ${message}`;
    };
    const bet = { requestId: 'm', action: { type: 'bet', player: 0, amount: 1 } };
    const alone = await sit(referee, id);
    const replies: { type: string }[] = [await referee.move(id, alone.token, bet)];
    await sit(referee, id);
    replies.push(
      await referee.move(id, alone.token, bet),
      await referee.reveal(id, undefined, { requestId: 'r', clientSeed: alone.seed }),
      await referee.record('nope'),
      await referee.view('nope'),
      await referee.waitFor('nope', 0),
    );
    expect(replies.map(said)).toMatchInlineSnapshot(`
      [
        "409 WAITING_FOR_PLAYER: the match starts when both seats are taken",
        "409 WAITING_FOR_SEEDS: the match starts when both seeds are revealed",
        "401 UNAUTHORIZED: send Authorization: Bearer TOKEN, the token of your seat",
        "404 NOT_FOUND: no match nope",
        "404 NOT_FOUND: no match nope",
        "404 NOT_FOUND: no match nope",
      ]
    `);
    await referee.close();
  });

  it("keeps each seat's request ids apart: the same id from the other seat is its own move", async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const bet = await referee.move(id, players[0].token, {
      requestId: 'same',
      action: { type: 'bet', player: 0, amount: 1 },
    });
    const accept = await referee.move(id, players[1].token, {
      requestId: 'same',
      action: { type: 'accept', player: 1 },
    });
    expect([code(bet), code(accept)]).toEqual(['answer', 'answer']);
    expect(body(await referee.record(id)).version).toBe(2);
    await referee.close();
  });

  it('logs a failure whose error has no stack, and one with no match', async () => {
    const log: RefereeLogEntry[] = [];
    const error = new Error('no stack');
    delete error.stack;
    const store: Store = { ...memoryStore(), openMatches: () => Promise.reject(error) };
    const referee = createReferee({ store, logger: (entry) => log.push(entry) });
    expect(code(await referee.openMatches())).toBe('STORE_UNAVAILABLE');
    expect(log).toStrictEqual([
      { level: 'warn', message: 'list failed: the store is unavailable', cause: 'no stack' },
    ]);
    await referee.close();
  });

  it("logs each call's failure with its name and match: 503 for the store's, 500 for its own", async () => {
    const log: RefereeLogEntry[] = [];
    const store = memoryStore();
    const referee = createReferee({ store, logger: (entry) => log.push(entry) });
    const { id, players } = await table(referee);
    const seed = 'ab'.repeat(32);
    const calls = [
      () => referee.join(id, { requestId: joinId(), seedCommitment: seed }),
      () => referee.reveal(id, players[0].token, { requestId: 'r', clientSeed: seed }),
      () =>
        referee.move(id, players[0].token, {
          requestId: 'm',
          action: { type: 'bet', player: 0, amount: 1 },
        }),
      () => referee.view(id),
      () => referee.waitFor(id, 0),
      () => referee.record(id),
    ];
    const codes: string[] = [];
    store.match = () => Promise.reject(new Error('down'));
    store.takeSeat = () => Promise.reject(new Error('down'));
    for (const call of calls) codes.push(code(await call()));
    store.match = () => Promise.resolve({ state: 'nonsense' } as never);
    for (const call of calls.slice(1)) codes.push(code(await call()));
    expect(await referee.view(id)).toMatchObject({
      status: 500,
      message: 'the referee failed; nothing was changed',
    });
    expect(codes.join(' ')).toMatchInlineSnapshot(
      `"STORE_UNAVAILABLE STORE_UNAVAILABLE STORE_UNAVAILABLE STORE_UNAVAILABLE STORE_UNAVAILABLE STORE_UNAVAILABLE INTERNAL INTERNAL INTERNAL INTERNAL INTERNAL"`,
    );
    expect(log.map((entry) => `${entry.level} ${entry.message} ${entry.match === id ? 'ID' : '?'}`))
      .toMatchInlineSnapshot(`
      [
        "warn join failed: the store is unavailable ID",
        "warn reveal failed: the store is unavailable ID",
        "warn move failed: the store is unavailable ID",
        "warn view failed: the store is unavailable ID",
        "warn wait failed: the store is unavailable ID",
        "warn record failed: the store is unavailable ID",
        "error reveal failed: internal error ID",
        "error move failed: internal error ID",
        "error view failed: internal error ID",
        "error wait failed: internal error ID",
        "error record failed: internal error ID",
        "error view failed: internal error ID",
      ]
    `);
    await referee.close();
  });

  it("frees a wait's place when it ends, and answers a failure while waiting as the store's", async () => {
    const log: RefereeLogEntry[] = [];
    const store = memoryStore();
    const limits = { pollTimeout: 1, spectatorPolls: 1 };
    const referee = createReferee({ store, limits, logger: (entry) => log.push(entry) });
    const { id } = await table(referee);
    const { step } = body(await referee.view(id));
    for (let n = 0; n < 3; n++) expect(code(await referee.waitFor(id, step))).toBe('answer');
    const match = store.match.bind(store);
    let reads = 0;
    store.match = (matchId) => {
      reads++;
      return match(matchId);
    };
    // A poll of a match that does not change ends at its time, having read the match once or
    // twice (when it starts, and when its time is up), not in a loop until then.
    const late = new Promise((resolve) => setTimeout(() => resolve('late'), 2000));
    const polled = createReferee({ store, limits: { pollTimeout: 50 } });
    expect(code((await Promise.race([polled.waitFor(id, step), late])) as { type: string })).toBe(
      'answer',
    );
    expect(reads).toBeLessThanOrEqual(3);
    await polled.close();
    reads = 0;
    store.match = (matchId) => (reads++ === 0 ? match(matchId) : Promise.reject(new Error('down')));
    expect(code(await referee.waitFor(id, step))).toBe('STORE_UNAVAILABLE');
    expect(log.map((entry) => `${entry.level} ${entry.message} ${entry.match}`)).toEqual([
      `warn wait failed: the store is unavailable ${id}`,
    ]);
    await referee.close();
  });

  it('answers a join sent again with its first answer, and says what no join can take', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id } = body(await referee.create({}));
    const join = { requestId: joinId(), seedCommitment: 'ab'.repeat(32) };
    const first = await referee.join(id, join);
    expect(await referee.join(id, { ...join })).toEqual(first);
    expect(body(await referee.view(id)).seats).toBe(1);
    const said = (reply: { type: string }) => (reply as { message?: string }).message;
    expect(said(await referee.join('nope', { ...join, requestId: joinId() }))).toBe(
      'no match nope',
    );
    for (const result of [{ type: 'missing' }, { type: 'full' }] as const) {
      store.takeSeat = () => Promise.resolve(result);
      expect(said(await referee.join(id, { ...join, requestId: joinId() }))).toBe(
        result.type === 'missing'
          ? `no match ${id}`
          : 'another player took this seat meanwhile: send the join again',
      );
    }
    await referee.close();
  });

  it('takes each seed once, after both seats, and asks the store only of tokens of a token’s length', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id } = body(await referee.create({}));
    const alone = await sit(referee, id);
    const reveal = (requestId: string) =>
      referee.reveal(id, alone.token, { requestId, clientSeed: alone.seed });
    const said = (reply: { type: string }) => (reply as { message?: string }).message;
    expect(said(await reveal('r0'))).toBe('reveal your seed once both seats have committed');
    await sit(referee, id);
    expect((await reveal('r1')).type).toBe('answer');
    expect(said(await reveal('r2'))).toBe('your seed is already revealed');
    let asked = 0;
    const seatOf = store.seatOf.bind(store);
    store.seatOf = (hash) => {
      asked++;
      return seatOf(hash);
    };
    for (const token of ['x'.repeat(128), 'x'.repeat(129)])
      expect(
        (await referee.view(id)).type === 'answer' &&
          (
            await referee.move(id, token, {
              requestId: 'm',
              action: { type: 'bet', player: 0, amount: 1 },
            })
          ).type,
      ).toBe('refusal');
    expect(asked).toBe(1);
    await referee.close();
  });

  it('refuses options without a store, and plays the rules it is given', async () => {
    for (const options of [null, {}, { store: {} }])
      expect(() => createReferee(options as never)).toThrow(
        expect.objectContaining({
          code: 'INVALID_OPTIONS',
          message: 'createReferee: options.store must be a Store, such as memoryStore()',
        }),
      );
    const referee = createReferee({ store: memoryStore(), rules: toSix });
    const { id } = await table(referee);
    expect(body(await referee.record(id)).record).toMatchObject({
      rules: { name: 'to-six', targetPoints: 6 },
    });
    await referee.close();
  });

  it('closes once every call has ended, the slowest too', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id, players } = await table(referee);
    const later = <T>(ms: number, then: () => Promise<T>) =>
      new Promise((resolve) => setTimeout(resolve, ms)).then(then);
    const [match, commit] = [store.match.bind(store), store.commitMove.bind(store)];
    store.match = (matchId) => later(20, () => match(matchId));
    store.commitMove = (move) => later(50, () => commit(move));
    let moved = false;
    const move = referee
      .move(id, players[0].token, {
        requestId: 'm',
        action: { type: 'bet', player: 0, amount: 1 },
      })
      .then(() => (moved = true));
    const view = referee.view(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The view ends first, the move 50 ms later: the close waits for both.
    await referee.close();
    expect(moved).toBe(true);
    await Promise.all([move, view]);
  });

  it('turns every rejection of a store into a StoreFailure', async () => {
    const store = failingAsStore(
      {
        ...memoryStore(),
        matchIds: () => Promise.reject(new Error('gone')),
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a store may reject with anything: its message must still reach the log
        close: () => Promise.reject('closed'),
      },
      storeOutages(),
    );
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
          const given = seeds.map(([b, upper]) => (upper ? hex(b).toUpperCase() : hex(b)));
          expect(jointSeed(given)).toBe(seeds.map(([b]) => hex(b)).join(':'));
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
