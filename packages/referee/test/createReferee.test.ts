import { describe, expect, it, vi } from 'vitest';
import { commitTo, jointSeed, verifyFairRolls } from 'kiri-dice/fair';
import { replay } from 'kiri-dice/record';
import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
import { createReferee, memoryStore, type RefereeLogEntry, type Store } from '@kiri-dice/referee';
import { body, joinId, nextAction, sit, step, table } from '@kiri-dice/testing/table';

const refusal = (reply: { type: string }) => {
  expect(reply.type).toBe('refusal');
  const { status, code, message } = reply as unknown as {
    status: number;
    code: string;
    message: string;
  };
  return { status, code, message };
};

describe('createReferee', () => {
  it('plays a whole match whose every roll is the fair dice of the seeds, revealed at the end', async () => {
    const referee = createReferee({ store: memoryStore(), chips: [6, 6] });
    const { id, commitment, players } = await table(referee);
    let view = body(await referee.view(id));
    expect(view.clientSeeds).toEqual([players[0].seed, players[1].seed]);
    while (view.state.phase !== 'over') {
      expect(view.serverSeed).toBeNull();
      view = body(await step(referee, players, view.state, 3));
    }
    const { record, version } = body(await referee.record(id));
    expect(version).toBe(view.version);
    // One seed each: no rounds in the record, and no reveals in the view.
    expect(['rounds' in record, view.reveals]).toEqual([false, null]);
    expect(record.moves).toHaveLength(version);
    const rolls = record.moves.flatMap((move) => (move.type === 'roll' ? [move.dice] : []));
    expect(rolls.length).toBeGreaterThan(0);
    const verdict = await verifyFairRolls({
      serverSeed: view.serverSeed!,
      clientSeed: jointSeed(view.clientSeeds),
      commitment,
      record,
    });
    expect(verdict).toEqual({ ok: true, rolls: rolls.length, winner: view.state.winner });
    await referee.close();
  });

  it('refuses options that are not of their form', () => {
    // A function is no options object, even with a store on it.
    const callable = Object.assign(() => undefined, { store: memoryStore() });
    expect(() => createReferee(callable as never)).toThrow(
      /createReferee: options.store must be a Store/,
    );
    expect(() => createReferee(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createReferee: options.store must be a Store, such as memoryStore()]`,
    );
    const store = memoryStore();
    expect(() =>
      createReferee({ store, limits: { pollTimeout: 0 } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createReferee: options.limits.pollTimeout must be a whole number from 1, got 0]`,
    );
    // Only the limits' own names: not those every object inherits.
    for (const name of ['toString', 'hasOwnProperty', '__proto__'])
      expect(() => createReferee({ store, limits: JSON.parse(`{"${name}":1}`) as never })).toThrow(
        /is not a limit/,
      );
    expect(() => createReferee({ store, limits: { nope: 1 } as never })).toThrow(
      /options\.limits\.nope is not a limit \(allowed: maxBody, pollTimeout/,
    );
    // Misuse is a KiriError with its code, for a caller that tells refusals apart by code.
    for (const limits of [{ nope: 1 }, { maxBody: 1.5 }])
      expect(() => createReferee({ store, limits })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
  });

  it('plays house rules, and refuses chips the engine refuses', async () => {
    const rules = defineRules({ ...standardRulesSpec, name: 'House', targetPoints: 3 });
    const referee = createReferee({ store: memoryStore(), rules });
    const { id } = await table(referee);
    expect(body(await referee.view(id)).state.chips).toEqual([100, 100]);
    expect(refusal(await referee.create({ chips: [0, 5] }))).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "chips: chips[0] must be a whole number from 1 to 9007199254740991, got 0",
        "status": 400,
      }
    `);
    expect(refusal(await referee.create({ chips: [5, 5], seed: 3 })).message).toMatchInlineSnapshot(
      `"send { chips?, private?, clock?, rounds?, opponent?, strategy? }, nothing else: not seed"`,
    );
    expect(refusal(await referee.create([])).message).toMatchInlineSnapshot(
      `"send { chips?, private?, clock?, rounds?, opponent?, strategy? }: a JSON object"`,
    );
    body(await referee.create());
    await referee.close();
  });

  it("starts a match its creator gives no chips with the referee's own chips", async () => {
    const referee = createReferee({ store: memoryStore(), chips: [7, 9] });
    const { id } = body(await referee.create({}));
    expect(body(await referee.view(id)).state.chips).toEqual([7, 9]);
    await referee.close();
  });
});

describe('joining', () => {
  it('gives the same seat and token to a join sent again, and refuses its id for another join', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, commitment } = body(await referee.create({}));
    const join = { requestId: joinId(), seedCommitment: await commitTo('ab'.repeat(32)) };
    const first = await referee.join(id, join);
    const again = await referee.join(id, {
      seedCommitment: join.seedCommitment,
      requestId: join.requestId,
    });
    expect(again).toEqual(first);
    expect(body(first)).toMatchObject({ id, seat: 0, commitment });
    expect(
      refusal(await referee.join(id, { ...join, seedCommitment: 'cd'.repeat(32) })),
    ).toMatchObject({
      status: 409,
      code: 'REQUEST_ID_REUSED',
    });
    await sit(referee, id);
    expect(
      refusal(await referee.join(id, { requestId: joinId(), seedCommitment: join.seedCommitment })),
    ).toMatchInlineSnapshot(`
      {
        "code": "SEATS_TAKEN",
        "message": "both seats are taken",
        "status": 409,
      }
    `);
    expect(body(await referee.openMatches()).matches).toEqual([]);
    // Sent again once the match is full, the first join still gets its seat, not a refusal.
    expect(await referee.join(id, join)).toEqual(first);
    await referee.close();
  });

  it('refuses joins that are not of their form, or for no match', async () => {
    const referee = createReferee({ store: memoryStore() });
    const seedCommitment = 'ab'.repeat(32);
    expect(
      refusal(await referee.join('nope', { requestId: joinId(), seedCommitment })),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const messages = await Promise.all(
      [
        { requestId: 'short', seedCommitment },
        { requestId: joinId(), seedCommitment: 'AB'.repeat(32) },
        { requestId: joinId() },
        { requestId: joinId(), seedCommitment, clientSeed: 'x' },
      ].map(async (join) => refusal(await referee.join('nope', join)).message),
    );
    expect(messages).toMatchInlineSnapshot(`
      [
        "a join's requestId must be random, 128 bits or more (it fetches the seat's token again): 22 to 64 letters, digits, - or _ from a cryptographic generator, such as crypto.randomUUID() or createClientSeed() (32 hexadecimal digits or more)",
        "seedCommitment must be commitTo(clientSeed): 64 lowercase hexadecimal digits",
        "send { requestId, seedCommitment, invitation? }: seedCommitment missing",
        "send { requestId, seedCommitment, invitation? }, nothing else: not clientSeed",
      ]
    `);
    await referee.close();
  });

  it('refuses a join whose request id is plainly not random: its resend would give the seat away', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = body(await referee.create({}));
    const seedCommitment = 'ab'.repeat(32);
    const plain = [
      'a'.repeat(22),
      'join-request-0000000001',
      'abcdefgabcdefgabcdefgabcdefg',
      'a1b2c3d4e5f6a7b8c9d0e1f2a3b4',
      '0123456789abcdef-0123456789abcde',
      'x'.repeat(65),
    ];
    for (const requestId of plain)
      expect(refusal(await referee.join(id, { requestId, seedCommitment })).code).toBe(
        'BAD_REQUEST',
      );
    const random = [
      crypto.randomUUID(),
      crypto.randomUUID().replaceAll('-', '').toUpperCase(),
      `join-${crypto.randomUUID()}`,
      'ab'.repeat(32).replace(/./g, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]!),
      'Qx7_d9KfL2-mZ0pW4rT8vB',
    ];
    for (const requestId of random.slice(0, 2))
      expect((await referee.join(id, { requestId, seedCommitment })).type).toBe('answer');
    for (const requestId of random.slice(2))
      expect(refusal(await referee.join(id, { requestId, seedCommitment })).code).toBe(
        'SEATS_TAKEN',
      );
    await referee.close();
  });

  it('lists matches with a free seat, one seat taken first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({ store: memoryStore(), limits: { openMatchesListed: 2 } });
      const a = body(await referee.create({})).id;
      vi.advanceTimersByTime(1);
      body(await referee.create({}));
      vi.advanceTimersByTime(1);
      const c = body(await referee.create({})).id;
      await sit(referee, c);
      expect(body(await referee.openMatches()).matches.map((m) => [m.id, m.seats])).toEqual([
        [c, 1],
        [a, 0],
      ]);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('revealing seeds', () => {
  it('waits for both commitments, takes only the committed seed, once', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = body(await referee.create({}));
    const first = await sit(referee, id);
    const reveal = { requestId: 'r0', clientSeed: first.seed };
    expect(refusal(await referee.reveal(id, first.token, reveal)).code).toBe('WAITING_FOR_PLAYER');
    const second = await sit(referee, id);
    expect(
      refusal(await referee.reveal(id, second.token, { requestId: 'r1', clientSeed: first.seed })),
    ).toMatchInlineSnapshot(`
      {
        "code": "SEED_MISMATCH",
        "message": "this is not the seed your join committed to: its SHA-256 is not your seedCommitment",
        "status": 409,
      }
    `);
    const shown = body(await referee.reveal(id, first.token, reveal));
    expect(shown.revealed).toEqual([true, false]);
    expect(shown.clientSeeds).toEqual([]);
    expect(await referee.reveal(id, first.token, reveal)).toMatchObject({
      type: 'answer',
      body: shown,
    });
    expect(
      refusal(await referee.reveal(id, first.token, { requestId: 'r2', clientSeed: first.seed }))
        .code,
    ).toBe('SEED_ALREADY_REVEALED');
    // Another seed once the seat's is revealed: the seat is done, whatever the seed.
    expect(
      refusal(await referee.reveal(id, first.token, { requestId: 'r4', clientSeed: second.seed }))
        .code,
    ).toBe('SEED_ALREADY_REVEALED');
    const action = { type: 'bet', player: 0, amount: 1 };
    expect(refusal(await referee.move(id, first.token, { requestId: 'm', action })).code).toBe(
      'WAITING_FOR_SEEDS',
    );
    expect(
      refusal(
        await referee.reveal(id, first.token, { requestId: 'bad id!', clientSeed: first.seed }),
      ).code,
    ).toBe('BAD_REQUEST');
    expect(
      refusal(await referee.reveal(id, first.token, { requestId: 'r3', clientSeed: 'x' })).message,
    ).toMatch(/createClientSeed/);
    expect(refusal(await referee.reveal(id, first.token, {})).code).toBe('BAD_REQUEST');
    await referee.close();
  });

  it('refuses a reveal that another request stored first, and answers a racing copy of itself', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id } = body(await referee.create({}));
    const [a] = [await sit(referee, id), await sit(referee, id)];
    const reveal = store.revealSeed.bind(store);
    // Another request of the seat's reveals the seed between this one's look and its store.
    store.revealSeed = async (match, seat, seed, request, at, due) =>
      (await reveal(match, seat, seed, { ...request, requestId: 'other' }, at, due)) &&
      reveal(match, seat, seed, request, at, due);
    expect(refusal(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed })))
      .toMatchInlineSnapshot(`
      {
        "code": "SEED_ALREADY_REVEALED",
        "message": "your seed is already revealed",
        "status": 409,
      }
    `);
    // The same request, sent to another process too, stored there first: its first answer.
    const { id: next } = body(await referee.create({}));
    const [b] = [await sit(referee, next), await sit(referee, next)];
    store.revealSeed = async (...args) => (await reveal(...args)) && reveal(...args);
    const answered = await referee.reveal(next, b.token, { requestId: 'r', clientSeed: b.seed });
    expect(answered.type === 'answer' && answered.text).toBe(
      (await store.request(next, 'seat:0', 'r'))?.answer,
    );
    await referee.close();
  });
});

describe('moves', () => {
  it('refuses every move it cannot accept, and changes nothing', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const other = (await table(referee)).players[0];
    const [p0, p1] = players;
    const bet = { type: 'bet', player: 0, amount: 5 };
    const before = body(await referee.view(id));
    const cases = await Promise.all([
      referee.move(id, undefined, { requestId: 'a', action: bet }),
      referee.move(id, 'forged', { requestId: 'a', action: bet }),
      referee.move(id, other.token, { requestId: 'a', action: bet }),
      referee.move(id, p1.token, { requestId: 'a', action: bet }),
      referee.move(id, p0.token, { requestId: 'a', action: { ...bet, amount: 500 } }),
      referee.move(id, p0.token, {
        requestId: 'a',
        action: { type: 'roll', player: 0, dice: [8, 8] },
      }),
      referee.move(id, p0.token, { requestId: 'a', action: { type: 'nap', player: 0 } }),
      referee.move(id, p0.token, { requestId: 'a', action: { type: 'timeout', player: 0 } }),
      referee.move(id, p0.token, { requestId: 'a', action: 'bet' }),
      referee.move(id, p0.token, { requestId: 'a', action: bet, state: before.state }),
      referee.move(id, p0.token, { requestId: '', action: bet }),
      referee.move(id, p0.token, { requestId: 'a', action: { type: 'accept', player: 0 } }),
      referee.move(id, 'x'.repeat(200), { requestId: 'a', action: bet }),
      referee.move(id, p0.token, { requestId: 'a', action: { ...bet, dice: [8, 8] } }),
    ]);
    expect(
      cases.map((reply) => {
        const { status, code, message } = refusal(reply);
        return `${status} ${code}: ${message.replace(id, 'ID')}`;
      }),
    ).toMatchInlineSnapshot(`
      [
        "401 UNAUTHORIZED: send Authorization: Bearer TOKEN, the token of your seat",
        "401 UNAUTHORIZED: send Authorization: Bearer TOKEN, the token of your seat",
        "403 NOT_YOUR_MATCH: your token plays in another match, not in ID",
        "403 NOT_YOUR_SEAT: your token plays seat 1: action.player must be 1",
        "409 INVALID_STAKE: stake must be a whole number from 1 to 100, got 500",
        "400 INVALID_ACTION: the referee rolls the dice: send a roll without dice",
        "400 INVALID_ACTION: action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got "nap"",
        "400 INVALID_ACTION: a timeout is no player's move: send a bet, accept, decline or roll",
        "400 INVALID_ACTION: action must be an object like { type: 'roll', player: 0 }",
        "400 BAD_REQUEST: send { requestId, action, reveal? }, nothing else: not state",
        "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
        "409 WRONG_PHASE: cannot accept now: waiting for player 0 to bet",
        "401 UNAUTHORIZED: send Authorization: Bearer TOKEN, the token of your seat",
        "400 INVALID_ACTION: a bet action has no field "dice" (its fields: type, player, amount)",
      ]
    `);
    expect(body(await referee.view(id))).toEqual(before);
    expect(body(await referee.record(id)).version).toBe(0);
    await referee.close();
  });

  it('answers a resend with the same bytes, and refuses its id for another move', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const move = { requestId: 'once', action: { type: 'bet', player: 0, amount: 5 } };
    const first = await referee.move(id, players[0].token, move);
    const again = await referee.move(id, players[0].token, {
      action: { amount: 5, player: 0, type: 'bet' },
      requestId: 'once',
    });
    expect(again.type === 'answer' && first.type === 'answer' && again.text === first.text).toBe(
      true,
    );
    expect(
      refusal(
        await referee.move(id, players[0].token, {
          requestId: 'once',
          action: { type: 'bet', player: 0, amount: 6 },
        }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "REQUEST_ID_REUSED",
        "message": "request once was already answered for another request",
        "status": 409,
      }
    `);
    expect(body(await referee.record(id)).version).toBe(1);
    await referee.close();
  });

  it('accepts one of two moves racing for the same turn, and refuses the other as a conflict', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const bet = (requestId: string, amount: number) =>
      referee.move(id, players[0].token, { requestId, action: { type: 'bet', player: 0, amount } });
    const [a, b] = await Promise.all([bet('a', 1), bet('b', 2)]);
    expect([a.type, b.type].sort()).toEqual(['answer', 'refusal']);
    const lost = a.type === 'refusal' ? a : b;
    // Both read the match before either commits (a memory store answers in order): the second
    // to commit finds it moved on.
    expect(refusal(lost)).toMatchInlineSnapshot(`
      {
        "code": "VERSION_CONFLICT",
        "message": "the match moved on while this move was played: send it again",
        "status": 409,
      }
    `);
    // The same request twice at once: one is stored, the other gets the stored answer.
    const state = body(await referee.view(id)).state;
    const accept = { requestId: 'c', action: nextAction(state) };
    const [c, d] = await Promise.all([
      referee.move(id, players[1].token, accept),
      referee.move(id, players[1].token, accept),
    ]);
    expect(c.type === 'answer' && d.type === 'answer' && c.text === d.text).toBe(true);
    expect(body(await referee.record(id)).version).toBe(2);
    await referee.close();
  });

  it('halts a match at its most moves, the halt included: nobody wins, every stake goes back', async () => {
    for (const maxMoves of [1, 2, 3, 4, 9]) {
      const referee = createReferee({
        store: memoryStore(),
        chips: [50, 50],
        limits: { maxMoves },
      });
      const { id, commitment, players } = await table(referee);
      let view = body(await referee.view(id));
      for (let i = 0; i < maxMoves && view.state.phase !== 'over'; i++) {
        body(await step(referee, players, view.state, 1));
        view = body(await referee.view(id));
      }
      const { record } = body(await referee.record(id));
      // Before a bet at maxMoves - 2 moves, during the rolls at maxMoves - 1.
      expect(record.moves.at(-1)).toEqual({ type: 'halt' });
      const inRolls = replay(record).at(-2)!.phase === 'rolling';
      expect(record.moves.length - 1).toBeGreaterThanOrEqual(maxMoves - (inRolls ? 1 : 2));
      expect(record.moves.length).toBeLessThanOrEqual(maxMoves);
      expect(view.state).toMatchObject({ phase: 'over', winner: null, pot: 0, stake: 0 });
      expect(view.state.chips[0] + view.state.chips[1]).toBe(100);
      const clientSeed = jointSeed(view.clientSeeds);
      const verdict = await verifyFairRolls({
        serverSeed: view.serverSeed!,
        clientSeed,
        commitment,
        record,
      });
      expect(verdict).toMatchObject({ ok: true, winner: null });
      const bettor = view.state.bettor;
      const late = { requestId: 'late', action: { type: 'bet', player: bettor, amount: 1 } };
      expect(refusal(await referee.move(id, players[bettor].token, late)).code).toBe('MATCH_OVER');
      await referee.close();
    }
  });

  it('halts a match with the move that reaches its most moves, before anyone reads it', async () => {
    const store = memoryStore();
    const referee = createReferee({ store, chips: [50, 50], limits: { maxMoves: 3 } });
    const { id, players } = await table(referee);
    let view = body(await referee.view(id));
    view = body(await step(referee, players, view.state, 1));
    view = body(await step(referee, players, view.state, 1));
    // The answer to the accept is the view it made; the halt came right after it.
    expect(view.state.phase).toBe('rolling');
    const stored = (await store.match(id))!;
    expect([stored.version, JSON.parse(stored.state)]).toMatchObject([
      3,
      { phase: 'over', winner: null, chips: [50, 50] },
    ]);
    await referee.close();
  });

  it('halts once, and never while a bet waits for its answer, even past a lower limit after a restart', async () => {
    const store = memoryStore();
    const first = createReferee({ store, chips: [50, 50] });
    const { id, players } = await table(first);
    let view = body(await first.view(id));
    view = body(await step(first, players, view.state, 1));
    expect([view.version, view.state.phase]).toEqual([1, 'accepting']);
    // The same store served again with room for one move only: the answer comes first.
    const second = createReferee({ store, chips: [50, 50], limits: { maxMoves: 1 } });
    view = body(await second.view(id));
    expect([view.version, view.state.phase]).toEqual([1, 'accepting']);
    await step(second, players, view.state, 1);
    view = body(await second.view(id));
    expect([view.version, view.state.phase, view.state.winner]).toEqual([3, 'over', null]);
    // Read and moved on again, a halted match stays as it is, and nothing is written.
    const commits = vi.spyOn(store, 'commitMove');
    body(await second.view(id));
    expect(commits).not.toHaveBeenCalled();
    const late = { requestId: 'late', action: { type: 'bet', player: 1, amount: 1 } };
    expect(refusal(await second.move(id, players[1].token, late)).code).toBe('MATCH_OVER');
    const { record } = body(await second.record(id));
    expect(record.moves.map((move) => move.type)).toEqual(['bet', 'accept', 'halt']);
    // The halt is stored under the referee's own request, once a match.
    expect(await store.request(id, 'referee', 'halt')).toEqual({
      matchId: id,
      sender: 'referee',
      requestId: 'halt',
      body: '{}',
      answer: '{}',
    });
    await second.close();
    await first.close();
  });

  it('halts a match of one move only once both seeds are in, whichever comes first', async () => {
    for (const first of [0, 1] as const) {
      const referee = createReferee({ store: memoryStore(), limits: { maxMoves: 1 } });
      const { id } = body(await referee.create({}));
      const players = [await sit(referee, id), await sit(referee, id)] as const;
      const reveal = (seat: 0 | 1) =>
        referee.reveal(id, players[seat].token, {
          requestId: `reveal-${seat}`,
          clientSeed: players[seat].seed,
        });
      body(await reveal(first));
      // One seed in: the other seat's reveal comes before any move, the halt included.
      expect(body(await referee.view(id))).toMatchObject({
        version: 0,
        state: { phase: 'betting' },
      });
      body(await reveal(first === 0 ? 1 : 0));
      expect(body(await referee.view(id))).toMatchObject({ version: 1, state: { phase: 'over' } });
      expect(body(await referee.record(id)).record.moves).toEqual([{ type: 'halt' }]);
      await referee.close();
    }
  });

  it('refuses a halt sent by a player: it is the referee’s', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const halt = { requestId: 'h', action: { type: 'halt' } };
    expect(refusal(await referee.move(id, players[0].token, halt))).toMatchInlineSnapshot(`
      {
        "code": "INVALID_ACTION",
        "message": "a halt is the referee's, at its most moves: send a bet, accept, decline or roll",
        "status": 400,
      }
    `);
    await referee.close();
  });
});

describe('waiting for a step', () => {
  it('wakes a waiting poll at the next move, and answers at once when the match is past it', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const view = body(await referee.view(id));
    expect(view.step).toBe(4);
    const waiting = referee.waitFor(id, view.step);
    await step(referee, players, view.state);
    expect(body(await waiting)).toMatchObject({ version: 1, step: 5 });
    expect(body(await referee.waitFor(id, view.step)).step).toBe(5);
    expect(refusal(await referee.waitFor('nope', 0)).code).toBe('NOT_FOUND');
    expect(refusal(await referee.waitFor(id, 0, { token: 'forged' })).code).toBe('UNAUTHORIZED');
    await referee.close();
  });

  it('answers the same version when the poll times out, the client leaves or the referee closes', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 20 } });
    const { id, players } = await table(referee);
    expect(body(await referee.waitFor(id, 4, { token: players[0].token })).step).toBe(4);
    const gone = new AbortController();
    const leaving = referee.waitFor(id, 4, { signal: gone.signal });
    gone.abort();
    expect(body(await leaving).step).toBe(4);
    expect(body(await referee.waitFor(id, 4, { signal: gone.signal })).step).toBe(4);
    const slow = createReferee({ store: memoryStore() });
    const other = await table(slow);
    const held = slow.waitFor(other.id, 4);
    await slow.close();
    expect(body(await held).step).toBe(4);
    await referee.close();
  });

  it('keeps a pool of places for each seat, and one for spectators', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { pollsPerSeat: 1, spectatorPolls: 2 },
    });
    const { id, players } = await table(referee);
    const held = [
      referee.waitFor(id, 4),
      referee.waitFor(id, 4),
      referee.waitFor(id, 4, { token: players[0].token }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(refusal(await referee.waitFor(id, 4))).toMatchInlineSnapshot(`
      {
        "code": "TOO_MANY_POLLS",
        "message": "too many requests of this audience wait on this match",
        "status": 429,
      }
    `);
    expect(refusal(await referee.waitFor(id, 4, { token: players[0].token })).message).toMatch(
      /this seat/,
    );
    // The other seat's place is its own, whatever the spectators hold.
    const mine = referee.waitFor(id, 4, { token: players[1].token });
    await step(referee, players, body(await referee.view(id)).state);
    expect(
      await Promise.all(
        [...held, mine].map(async (poll) => {
          const r = await poll;
          return r.type === 'answer' ? r.body.step : r.code;
        }),
      ),
    ).toEqual([5, 5, 5, 5]);
    await referee.close();
  });
});

describe('expiring', () => {
  /** A match whose seats are taken and whose seat 0 only revealed its seed. */
  async function stalled(referee: ReturnType<typeof createReferee>) {
    const { id } = body(await referee.create({}));
    const [a, b] = [await sit(referee, id), await sit(referee, id)];
    body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed }));
    return { id, a, b };
  }

  it('expires a match where neither seed is revealed in time: its reveals and moves are refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({ store: memoryStore(), limits: { revealTimeout: 1000 } });
      const { id } = body(await referee.create({}));
      const [a, b] = [await sit(referee, id), await sit(referee, id)];
      vi.advanceTimersByTime(999);
      expect(body(await referee.view(id)).expired).toBe(false);
      vi.advanceTimersByTime(1);
      const view = body(await referee.view(id));
      expect([view.expired, view.step, view.revealed]).toEqual([true, 2, [false, false]]);
      expect(refusal(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed })))
        .toMatchInlineSnapshot(`
          {
            "code": "MATCH_EXPIRED",
            "message": "the match expired: both seeds were not revealed within 1000 ms of the second seat; no roll was played and nothing was lost: play another match",
            "status": 409,
          }
        `);
      const bet = { requestId: 'm', action: { type: 'bet', player: 0, amount: 1 } };
      expect(refusal(await referee.move(id, a.token, bet)).message).toMatch(
        /^the match expired: both seeds were not revealed within 1000 ms/,
      );
      // A match whose seeds are both in never expires; nor does one with a seat free.
      const { id: played, players } = await table(referee);
      const { id: open } = body(await referee.create({}));
      await sit(referee, open);
      vi.advanceTimersByTime(10_000);
      expect(body(await referee.view(played)).expired).toBe(false);
      expect(body(await referee.view(open)).expired).toBe(false);
      expect(
        body(await step(referee, players, body(await referee.view(played)).state)).version,
      ).toBe(1);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes a seat that withholds its seed, once the other is in, lose the match on time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({
        store: memoryStore(),
        limits: { revealTimeout: 1000 },
        chips: [6, 4],
      });
      const { id, a, b } = await stalled(referee);
      vi.advanceTimersByTime(999);
      expect(body(await referee.view(id))).toMatchObject({ expired: false, version: 0 });
      vi.advanceTimersByTime(1);
      // Past the deadline the reveal is refused; the clock waits 2 s for one checked in time.
      expect(refusal(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed })))
        .toMatchInlineSnapshot(`
        {
          "code": "OUT_OF_TIME",
          "message": "your seed was not revealed within 1000 ms of the second seat, and the other seat's was: the match is lost on time",
          "status": 409,
        }
      `);
      vi.advanceTimersByTime(1999);
      expect(body(await referee.view(id))).toMatchObject({ expired: false, version: 0 });
      vi.advanceTimersByTime(1);
      const view = body(await referee.view(id));
      expect(view).toMatchObject({
        expired: false,
        version: 1,
        step: 4,
        revealed: [true, false],
        clientSeeds: [],
        state: {
          phase: 'over',
          winner: 0,
          chips: [10, 0],
          lastRound: { round: 1, winner: 0, reason: 'timeout', pot: 4 },
        },
      });
      expect(view.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      const { record, version } = body(await referee.record(id));
      expect([version, record.moves]).toEqual([1, [{ type: 'timeout', player: 1 }]]);
      // Stored once: every later read finds it, and nothing more moves.
      expect(body(await referee.view(id)).version).toBe(1);
      const bet = { requestId: 'm', action: { type: 'bet', player: 0, amount: 1 } };
      expect(refusal(await referee.move(id, a.token, bet)).code).toBe('MATCH_OVER');
      expect(
        refusal(await referee.reveal(id, b.token, { requestId: 's', clientSeed: b.seed })).code,
      ).toBe('OUT_OF_TIME');
      // The answered reveal is still answered the same, byte for byte.
      expect(
        body(await referee.reveal(id, a.token, { requestId: 'r', clientSeed: a.seed })),
      ).toMatchObject({ version: 0, revealed: [true, false] });
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('wakes the polls waiting on a match when its clock plays a timeout, or when it expires', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { revealTimeout: 300, pollTimeout: 10_000 },
    });
    // Before the seats: the time to reveal runs from the second one, taken within `stalled`.
    const started = Date.now();
    const { id, b } = await stalled(referee);
    const [spectator, player] = await Promise.all([
      referee.waitFor(id, 3),
      referee.waitFor(id, 3, { token: b.token }),
    ]);
    // 300 ms and the 2 s grace, well before the poll's 10 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2300);
    expect(Date.now() - started).toBeLessThan(8000);
    expect([body(spectator).state.phase, body(player).state.winner, body(player).step]).toEqual([
      'over',
      0,
      4,
    ]);
    const quick = createReferee({
      store: memoryStore(),
      limits: { revealTimeout: 1, pollTimeout: 30 },
    });
    // Neither seed revealed: the match expires a millisecond after its second seat.
    const other = body(await quick.create({})).id;
    await sit(quick, other);
    await sit(quick, other);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = Date.now();
    expect(body(await quick.waitFor(other, 2)).expired).toBe(true);
    expect(Date.now() - before).toBeGreaterThanOrEqual(25);
    await Promise.all([referee.close(), quick.close()]);
  });

  it('lets a reveal in time start the match', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { revealTimeout: 5000, pollTimeout: 5000 },
    });
    const { id, b } = await stalled(referee);
    const waiting = referee.waitFor(id, 3);
    body(await referee.reveal(id, b.token, { requestId: 'r', clientSeed: b.seed }));
    expect(body(await waiting)).toMatchObject({ step: 4, expired: false });
    await referee.close();
  });
});

describe('failures', () => {
  const broken = (fail: keyof Store, error: unknown): Store => {
    const store = memoryStore();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a store may reject with anything
    return { ...store, [fail]: () => Promise.reject(error) };
  };

  it('answers a store that fails with a 503 and logs its cause; a bug with a 500', async () => {
    const log: RefereeLogEntry[] = [];
    const referee = createReferee({
      store: broken('createMatch', new Error('disk I/O error')),
      logger: (entry) => log.push(entry),
    });
    expect(refusal(await referee.create({}))).toMatchInlineSnapshot(`
      {
        "code": "STORE_UNAVAILABLE",
        "message": "the referee cannot reach its store now; nothing was changed: try again shortly",
        "status": 503,
      }
    `);
    expect(log[0]).toMatchObject({
      level: 'warn',
      message: 'create failed: the store is unavailable',
      cause: expect.stringMatching(/^Error: disk I\/O error/) as unknown,
    });
    const health = createReferee({
      store: broken('health', 'gone'),
      logger: (entry) => log.push(entry),
    });
    expect(refusal(await health.health()).status).toBe(503);
    expect(log[1]?.cause).toBe('gone');
    const store = memoryStore();
    const buggy = createReferee({ store, logger: (entry) => log.push(entry) });
    const { id } = body(await buggy.create({}));
    const match = (await store.match(id))!;
    store.match = () => Promise.resolve({ ...match, state: '{}' });
    expect(refusal(await buggy.view(id))).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(log[2]).toMatchObject({
      level: 'error',
      match: id,
      cause: expect.stringMatching(/KiriError/) as unknown,
    });
    expect(body(await createReferee({ store: memoryStore() }).health())).toEqual({ ok: true });
    await referee.close();
  });

  it('checks its store at most once at a time for /health, and answers from a check for a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      let checks = 0;
      let failing = false;
      store.health = async () => {
        checks++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failing) throw new Error('disk full');
      };
      const referee = createReferee({ store });
      const answers = await Promise.all(Array.from({ length: 5 }, () => referee.health()));
      expect([answers.map((a) => a.type), checks]).toEqual([Array(5).fill('answer'), 1]);
      vi.advanceTimersByTime(999);
      expect([(await referee.health()).type, checks]).toEqual(['answer', 1]);
      vi.advanceTimersByTime(1);
      expect([(await referee.health()).type, checks]).toEqual(['answer', 2]);
      failing = true;
      vi.advanceTimersByTime(1000);
      expect([refusal(await referee.health()).status, checks]).toEqual([503, 3]);
      expect([refusal(await referee.health()).status, checks]).toEqual([503, 3]);
      failing = false;
      vi.advanceTimersByTime(1000);
      expect([(await referee.health()).type, checks]).toEqual(['answer', 4]);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  /** A referee whose store holds a join until `release` is called, with that join under way. */
  async function slowJoin() {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id } = body(await referee.create({}));
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const take = store.takeSeat.bind(store);
    store.takeSeat = async (...args) => (await slow, take(...args));
    const closeStore = vi.spyOn(store, 'close');
    const joining = sit(referee, id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { referee, closeStore, joining, release };
  }

  it('finishes the calls under way before it closes its store', async () => {
    const { referee, closeStore, joining, release } = await slowJoin();
    const closing = referee.close();
    await Promise.resolve();
    expect(closeStore).not.toHaveBeenCalled();
    release();
    await joining;
    await closing;
    expect(closeStore).toHaveBeenCalledOnce();
    expect(referee.close()).toBe(closing);
  });

  it('waits for its slowest call, not the first to end, before it closes its store', async () => {
    const { referee, closeStore, joining, release } = await slowJoin();
    const creating = referee.create({});
    const closing = referee.close();
    await creating;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closeStore).not.toHaveBeenCalled();
    release();
    await joining;
    await closing;
    expect(closeStore).toHaveBeenCalledOnce();
  });
});
