import { describe, expect, it, vi } from 'vitest';
import { commitTo, createClientSeed, fairDice, jointSeed, verifyFairRolls } from 'kiri-dice/fair';
import {
  createReferee,
  memoryStore,
  type MatchView,
  type Referee,
  type Store,
} from '@kiri-dice/referee';
import { body, sit, table as classicTable } from '@kiri-dice/testing/table';
import {
  revealOf,
  roundsStep,
  roundsTable,
  type RoundsTable,
} from '@kiri-dice/testing/roundsTable';

const refusal = (reply: { type: string }) => {
  expect(reply.type).toBe('refusal');
  const { status, code, message } = reply as unknown as {
    status: number;
    code: string;
    message: string;
  };
  return { status, code, message };
};

const bet = { type: 'bet', player: 0, amount: 2 } as const;
const accept = { type: 'accept', player: 1 } as const;

/** A match of fresh values each round after seat 0's bet of 2: waiting for seat 1's answer. */
async function offered(referee: Referee, create: object = {}): Promise<RoundsTable> {
  const table = await roundsTable(referee, create);
  body(await referee.move(table.id, table.players[0].token, { requestId: 'b', action: bet }));
  return table;
}

/** The same match once seat 1 accepted with its value: waiting for the bettor's value. */
async function accepted(referee: Referee, create: object = {}): Promise<RoundsTable> {
  const table = await offered(referee, create);
  const reveal = await revealOf(table, 1);
  body(
    await referee.move(table.id, table.players[1].token, {
      requestId: 'a',
      action: accept,
      reveal,
    }),
  );
  return table;
}

const view = async (referee: Referee, id: string): Promise<MatchView> =>
  body(await referee.view(id));

describe('revealValue: a match of fresh values each round', () => {
  it('plays a whole match, one change a step, whose record and reveals verify', async () => {
    const referee = createReferee({ store: memoryStore(), chips: [4, 4] });
    const table = await roundsTable(referee);
    let seen = await view(referee, table.id);
    expect([seen.step, seen.reveals, seen.seedCommitments]).toEqual([
      2,
      { count: 0, recent: [] },
      [await commitTo(table.players[0].seed), await commitTo(table.players[1].seed)],
    ]);
    for (let n = 0; seen.state.phase !== 'over'; n++) {
      expect(n).toBeLessThan(2_000);
      body(await roundsStep(referee, table, seen, 2));
      const next = await view(referee, table.id);
      expect(next.step).toBe(seen.step + 1);
      seen = next;
    }
    const { record } = body(await referee.record(table.id));
    const { rounds } = record;
    expect(rounds!.commitments).toEqual(seen.seedCommitments);
    expect(rounds!.reveals).toHaveLength(seen.reveals!.count);
    // The view keeps the last three; the record has them all.
    expect(rounds!.reveals.slice(-3)).toEqual(seen.reveals!.recent);
    expect(rounds!.reveals.length % 2).toBe(0);
    expect(
      await verifyFairRolls({
        serverSeed: seen.serverSeed!,
        commitment: table.commitment,
        record,
      }),
    ).toMatchObject({ ok: true, winner: seen.state.winner });
    // The rounds are the proof: one seed for the whole match is another match.
    const { rounds: _, ...bare } = record;
    expect(
      (
        await verifyFairRolls({
          serverSeed: seen.serverSeed!,
          commitment: table.commitment,
          record: bare,
          clientSeed: jointSeed([table.players[0].seed, table.players[1].seed]),
        })
      ).ok,
    ).toBe(false);
    await referee.close();
  });

  it("rolls each round from the server seed and both seats' values of that round", async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const table = await offered(referee);
    const values = [table.values[0], table.values[1]];
    const reveal = await revealOf(table, 1);
    const answered = body(
      await referee.move(table.id, table.players[1].token, {
        requestId: 'a',
        action: accept,
        reveal,
      }),
    );
    expect(answered.move).toEqual({ type: 'accept', player: 1 });
    // Nothing the referee holds gives the round's rolls: the bettor's value is its own.
    const held = JSON.stringify([
      await store.match(table.id),
      await store.moves(table.id, 0),
      await store.reveals(table.id, 0),
    ]);
    expect(held).toContain(values[1]);
    expect(held).not.toContain(values[0]);
    const own = await revealOf(table, 0);
    const after = body(
      await referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own }),
    );
    expect(after.reveals).toEqual({
      count: 2,
      recent: [
        { seat: 1, ...reveal },
        { seat: 0, ...own },
      ],
    });
    expect(await store.reveals(table.id, 1)).toEqual([{ seat: 0, ...own }]);
    expect(await store.committed(table.id, own.next)).toBe(true);
    expect(await store.committed(table.id, await commitTo(values[0]!))).toBe(false);
    const roll = body(
      await referee.move(table.id, table.players[1].token, {
        requestId: 'r',
        action: { type: 'roll', player: 1 },
      }),
    );
    const { serverSeed } = (await store.match(table.id))!;
    expect(roll.move).toMatchObject({
      dice: await fairDice(serverSeed, jointSeed([values[0]!, values[1]!]), 0),
    });
    await referee.close();
  });

  it('refuses an accept without its value, a reveal with another move, and a roll before the bettor’s value', async () => {
    const referee = createReferee({ store: memoryStore() });
    const table = await offered(referee);
    const [bettor, acceptor] = table.players;
    expect(
      refusal(await referee.move(table.id, acceptor.token, { requestId: 'a', action: accept })),
    ).toMatchInlineSnapshot(`
        {
          "code": "BAD_REQUEST",
          "message": "accept with your value of the round: send { requestId, action, reveal: { value, next } }",
          "status": 400,
        }
      `);
    const reveal = await revealOf(table, 1);
    const decline = { type: 'decline', player: 1 };
    expect(
      refusal(
        await referee.move(table.id, acceptor.token, { requestId: 'd', action: decline, reveal }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "only an accept carries a reveal: the bettor reveals its value with POST /matches/ID/seed",
        "status": 400,
      }
    `);
    expect(
      refusal(
        await referee.move(table.id, acceptor.token, {
          requestId: 'x',
          action: accept,
          reveal: { value: 'zz', next: reveal.next },
        }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "reveal.value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
        "status": 400,
      }
    `);
    expect(
      refusal(
        await referee.move(table.id, acceptor.token, {
          requestId: 'x',
          action: accept,
          reveal: { value: reveal.value },
        }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "send { value, next }: next missing",
        "status": 400,
      }
    `);
    body(await referee.move(table.id, acceptor.token, { requestId: 'a', action: accept, reveal }));
    const roll = { type: 'roll', player: 1 };
    expect(refusal(await referee.move(table.id, acceptor.token, { requestId: 'r', action: roll })))
      .toMatchInlineSnapshot(`
        {
          "code": "WAITING_FOR_VALUE",
          "message": "the round's rolls wait for the bettor's value, which it reveals with POST /matches/ID/seed",
          "status": 409,
        }
      `);
    // A decline reveals nothing: the match ends, with no value of the bettor's ever sent.
    const other = await offered(referee);
    const ended = body(
      await referee.move(other.id, other.players[1].token, { requestId: 'd', action: decline }),
    );
    expect(ended.move).toEqual(decline);
    expect(await view(referee, other.id)).toMatchObject({
      reveals: { count: 0, recent: [] },
      state: { phase: 'over' },
    });
    expect(bettor.seat).toBe(0);
    await referee.close();
  });

  it('refuses a value its seat did not commit to, and a next commitment made before', async () => {
    const referee = createReferee({ store: memoryStore() });
    const table = await offered(referee);
    const [bettor, acceptor] = table.players;
    const wrong = { value: createClientSeed(), next: await commitTo(createClientSeed()) };
    const answer = refusal(
      await referee.move(table.id, acceptor.token, {
        requestId: 'a',
        action: accept,
        reveal: wrong,
      }),
    );
    expect(answer.message.replace(/[0-9a-f]{64}/, 'HASH')).toMatchInlineSnapshot(
      `"this is not your value of the round: its SHA-256 is not HASH, the commitment it must match (your join's, then the next of your last reveal)"`,
    );
    expect([answer.status, answer.code]).toEqual([409, 'SEED_MISMATCH']);
    expect(answer.message).toContain(await commitTo(acceptor.seed));
    // The other seat's commitment, or one's own, again: a value would come twice.
    for (const next of [await commitTo(bettor.seed), await commitTo(acceptor.seed)])
      expect(
        refusal(
          await referee.move(table.id, acceptor.token, {
            requestId: 'a',
            action: accept,
            reveal: { value: acceptor.seed, next },
          }),
        ),
      ).toMatchInlineSnapshot(`
        {
          "code": "SEED_REUSED",
          "message": "next must commit to a fresh value: this commitment was made before in this match (createClientSeed() for each round)",
          "status": 409,
        }
      `);
    // Refused, so nothing changed: the accept with the right value still plays.
    const reveal = await revealOf(table, 1);
    body(await referee.move(table.id, acceptor.token, { requestId: 'a', action: accept, reveal }));
    const late = refusal(
      await referee.reveal(table.id, bettor.token, {
        requestId: 'v',
        value: acceptor.seed,
        next: reveal.next,
      }),
    );
    expect(late.code).toBe('SEED_MISMATCH');
    const next = await commitTo(table.values[1]);
    expect(
      refusal(
        await referee.reveal(table.id, bettor.token, { requestId: 'v', value: bettor.seed, next }),
      ).code,
    ).toBe('SEED_REUSED');
    await referee.close();
  });

  it('takes the bettor’s value once, from the bettor, after the accept', async () => {
    const referee = createReferee({ store: memoryStore() });
    const table = await offered(referee);
    const [bettor, acceptor] = table.players;
    const early = await revealOf(table, 0);
    expect(refusal(await referee.reveal(table.id, bettor.token, { requestId: 'v', ...early })))
      .toMatchInlineSnapshot(`
        {
          "code": "NOT_YOUR_TURN",
          "message": "no value of yours is due now: the acceptor reveals its value with its accept, and the bettor just after the accept, before the round's first roll",
          "status": 409,
        }
      `);
    table.values[0] = early.value;
    const reveal = await revealOf(table, 1);
    body(await referee.move(table.id, acceptor.token, { requestId: 'a', action: accept, reveal }));
    const theirs = await revealOf(table, 1);
    expect(
      refusal(await referee.reveal(table.id, acceptor.token, { requestId: 'w', ...theirs })).code,
    ).toBe('NOT_YOUR_TURN');
    const own = await revealOf(table, 0);
    const first = await referee.reveal(table.id, bettor.token, { requestId: 'v', ...own });
    // Sent again, the same bytes; the same id for another value is another request.
    expect(await referee.reveal(table.id, bettor.token, { requestId: 'v', ...own })).toEqual(first);
    expect(
      refusal(
        await referee.reveal(table.id, bettor.token, {
          requestId: 'v',
          ...own,
          next: await commitTo(createClientSeed()),
        }),
      ).code,
    ).toBe('REQUEST_ID_REUSED');
    expect(
      refusal(await referee.reveal(table.id, bettor.token, { requestId: 'v2', ...own })).code,
    ).toBe('NOT_YOUR_TURN');
    // One seed each is another protocol: each match refuses the other's reveal.
    expect(
      refusal(
        await referee.reveal(table.id, bettor.token, { requestId: 's', clientSeed: bettor.seed }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "this match takes a fresh value each round: the acceptor reveals it with its accept, the bettor with { requestId, value, next } after the accept",
        "status": 400,
      }
    `);
    const classic = await classicTable(referee);
    expect(
      refusal(
        await referee.reveal(classic.id, classic.players[0].token, { requestId: 'v', ...own }),
      ),
    ).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "this match has one seed each: reveal it with { requestId, clientSeed }",
        "status": 400,
      }
    `);
    expect(
      refusal(
        await referee.move(classic.id, classic.players[0].token, {
          requestId: 'b',
          action: bet,
          reveal: own,
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message:
        'this match has one seed each, revealed before the first bet: send { requestId, action }, with no reveal',
    });
    await referee.close();
  });

  it('refuses a value once the match is over', async () => {
    const referee = createReferee({ store: memoryStore() });
    const table = await offered(referee);
    body(
      await referee.move(table.id, table.players[1].token, {
        requestId: 'd',
        action: { type: 'decline', player: 1 },
      }),
    );
    const own = await revealOf(table, 0);
    expect(
      refusal(await referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own })),
    ).toMatchInlineSnapshot(`
        {
          "code": "MATCH_OVER",
          "message": "the match is over",
          "status": 409,
        }
      `);
    await referee.close();
  });

  it('refuses a second seat that commits to the first seat’s value', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = body(await referee.create({ rounds: true }));
    const first = await sit(referee, id);
    const copied = {
      requestId: `join-${crypto.randomUUID()}`,
      seedCommitment: await commitTo(first.seed),
    };
    expect(refusal(await referee.join(id, copied))).toMatchInlineSnapshot(`
      {
        "code": "SEED_REUSED",
        "message": "seedCommitment must commit to a fresh value: the other seat committed to this one (createClientSeed() for each seat)",
        "status": 409,
      }
    `);
    // A match of one seed each takes it: its joint seed has no use for distinct seeds.
    const classic = body(await referee.create({})).id;
    await referee.join(classic, {
      requestId: `join-${crypto.randomUUID()}`,
      seedCommitment: copied.seedCommitment,
    });
    expect(
      body(await referee.join(classic, { ...copied, requestId: `join-${crypto.randomUUID()}` }))
        .seat,
    ).toBe(1);
    expect(refusal(await referee.create({ rounds: 'yes' }))).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "rounds must be true or false",
        "status": 400,
      }
    `);
    await referee.close();
  });

  it('puts the bettor on the clock for its value, and makes it lose on time when it withholds it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({ store: memoryStore(), chips: [6, 4] });
      const table = await accepted(referee, { clock: { perAction: 1000, reserve: 500 } });
      const waiting = await view(referee, table.id);
      expect(waiting.clock).toMatchObject({ running: 0, reserveLeft: [500, 500] });
      expect(waiting.clock!.deadline).toBe(Date.now() + 1500);
      vi.advanceTimersByTime(1500 + 2000);
      const over = await view(referee, table.id);
      expect(over.state).toMatchObject({ phase: 'over', winner: 1 });
      expect(over.state.lastRound).toMatchObject({ reason: 'timeout' });
      const { record } = body(await referee.record(table.id));
      expect(record.moves.at(-1)).toEqual({ type: 'timeout', player: 0 });
      const own = await revealOf(table, 0);
      expect(
        refusal(await referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own }))
          .code,
      ).toBe('MATCH_OVER');
      // A round with no roll needs no bettor's value: the match verifies as it ended.
      expect(
        await verifyFairRolls({
          serverSeed: over.serverSeed!,
          commitment: table.commitment,
          record,
        }),
      ).toEqual({ ok: true, rolls: 0, winner: 1 });
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('charges the bettor for its value, then starts the roller’s turn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memoryStore();
      const referee = createReferee({ store });
      const table = await accepted(referee, { clock: { perAction: 1000, reserve: 500 } });
      vi.advanceTimersByTime(1200);
      const own = await revealOf(table, 0);
      const seen = body(
        await referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own }),
      );
      expect(seen.clock).toMatchObject({
        running: 1,
        reserveLeft: [300, 500],
        deadline: Date.now() + 1500,
      });
      // The referee's clock looks at the match when the roller's time and its grace are out.
      expect((await store.match(table.id))!.due).toBe(Date.now() + 1500 + 2000);
      // With no clock, nothing is due.
      const unclocked = await accepted(referee, { clock: null });
      const value = await revealOf(unclocked, 0);
      body(
        await referee.reveal(unclocked.id, unclocked.players[0].token, {
          requestId: 'v',
          ...value,
        }),
      );
      expect((await store.match(unclocked.id))!.due).toBeNull();
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('expires when no bet comes in time, and runs no clock before the first bet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({ store: memoryStore(), limits: { revealTimeout: 1000 } });
      const table = await roundsTable(referee, { clock: { perAction: 1000, reserve: 0 } });
      expect((await view(referee, table.id)).clock).toMatchObject({
        running: null,
        deadline: null,
      });
      vi.advanceTimersByTime(1000);
      expect(await view(referee, table.id)).toMatchObject({ expired: true, version: 0 });
      expect(
        refusal(
          await referee.move(table.id, table.players[0].token, { requestId: 'b', action: bet }),
        ),
      ).toMatchInlineSnapshot(`
        {
          "code": "MATCH_EXPIRED",
          "message": "the match expired: no bet was made within 1000 ms of the second seat; no roll was played and nothing was lost: play another match",
          "status": 409,
        }
      `);
      // Once the first bet is made, it never expires: the acceptor's clock runs.
      const played = await offered(referee, { clock: { perAction: 1000, reserve: 0 } });
      vi.advanceTimersByTime(50);
      expect(await view(referee, played.id)).toMatchObject({
        expired: false,
        clock: { running: 1 },
      });
      // With no clock, a match under way waits, however long: it never expires.
      const waiting = await offered(referee, { clock: null });
      vi.advanceTimersByTime(5000);
      expect(await view(referee, waiting.id)).toMatchObject({ expired: false, version: 1 });
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('halts at its most moves, the round’s values kept', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { maxMoves: 3 } });
    const table = await accepted(referee);
    const ended = await view(referee, table.id);
    expect(ended.state).toMatchObject({ phase: 'over', winner: null });
    expect(ended.reveals!.count).toBe(1);
    const { record } = body(await referee.record(table.id));
    expect(record.moves.map((move) => move.type)).toEqual(['bet', 'accept', 'halt']);
    expect(
      await verifyFairRolls({
        serverSeed: ended.serverSeed!,
        commitment: table.commitment,
        record,
      }),
    ).toEqual({ ok: true, rolls: 0, winner: null });
    await referee.close();
  });

  it('answers a value sent twice at once the same, and a value whose commit lost a race', async () => {
    const referee = createReferee({ store: memoryStore() });
    // An accept sent twice at once, as a client that did not hear the first may: one answer.
    const offer = await offered(referee);
    const answer = { requestId: 'a', action: accept, reveal: await revealOf(offer, 1) };
    const accepts = await Promise.all(
      [0, 1].map(() => referee.move(offer.id, offer.players[1].token, answer)),
    );
    expect(accepts[1]).toEqual(accepts[0]);
    expect(body(accepts[0]!).reveals!.count).toBe(1);
    const table = await accepted(referee);
    const own = await revealOf(table, 0);
    const send = () => referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second, JSON.stringify(second)).toEqual(first);
    expect(body(first).reveals!.count).toBe(2);
    // A store that answers a conflict: the request found stored is answered as a resend, and
    // none found is a conflict to send again.
    for (const stores of [true, false]) {
      const store = memoryStore();
      const racing: Store = {
        ...store,
        commitMove: async (move) => {
          if (move.move === null && stores) await store.commitMove(move);
          return move.move === null ? { type: 'conflict' } : store.commitMove(move);
        },
      };
      const other = createReferee({ store: racing });
      const match = await accepted(other);
      const value = await revealOf(match, 0);
      const reply = await other.reveal(match.id, match.players[0].token, {
        requestId: 'v',
        ...value,
      });
      if (stores) expect(body(reply).reveals!.count).toBe(2);
      else
        expect(refusal(reply)).toMatchInlineSnapshot(`
        {
          "code": "VERSION_CONFLICT",
          "message": "the match moved on while this value was revealed: look at the match, and send it again if it is still due",
          "status": 409,
        }
      `);
      await other.close();
    }
    await referee.close();
  });

  it('keeps a seat’s request ids for its moves and its values alike, each with its body', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const table = await accepted(referee);
    // The bettor's bet was request 'b': its value under the same id is another request.
    const own = await revealOf(table, 0);
    expect(
      refusal(await referee.reveal(table.id, table.players[0].token, { requestId: 'b', ...own }))
        .code,
    ).toBe('REQUEST_ID_REUSED');
    // The bodies kept: a move's action alone; an accept's with its reveal; a value's fields.
    const bodyOf = async (seat: number, requestId: string) =>
      (await store.request(table.id, `seat:${seat}`, requestId))!.body;
    expect(await bodyOf(0, 'b')).toBe('{"amount":2,"player":0,"type":"bet"}');
    expect(await bodyOf(1, 'a')).toMatch(
      /^\{"action":\{"player":1,"type":"accept"\},"reveal":\{"next":"[0-9a-f]{64}","value":"[0-9a-f]{64}"\}\}$/,
    );
    body(await referee.reveal(table.id, table.players[0].token, { requestId: 'v', ...own }));
    expect(await bodyOf(0, 'v')).toBe(
      JSON.stringify({ next: own.next, requestId: 'v', value: own.value }),
    );
    // The same accept with another value is another request.
    const other = await offered(referee);
    const reveal = await revealOf(other, 1);
    body(
      await referee.move(other.id, other.players[1].token, {
        requestId: 'a',
        action: accept,
        reveal,
      }),
    );
    const changed = { ...reveal, next: await commitTo(createClientSeed()) };
    expect(
      refusal(
        await referee.move(other.id, other.players[1].token, {
          requestId: 'a',
          action: accept,
          reveal: changed,
        }),
      ).code,
    ).toBe('REQUEST_ID_REUSED');
    await referee.close();
  });
});
