import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { createReferee, memoryStore, type Referee, type Store } from '@kiri-dice/referee';
import { body, joinId, sit, step, table, type Seated } from '@kiri-dice/testing/table';

const rematchOf = (id: string) =>
  createHash('sha256').update(`kiri-dice/rematch:${id}`).digest('base64url').slice(0, 22);
const press = async () => ({ seedCommitment: await commitTo(createClientSeed()) });

/** A match between two seats that ended: declined at once, or played out all in. */
async function ended(
  referee: Referee,
  how: 'declined' | 'played',
  create: unknown = {},
): Promise<{ readonly id: string; readonly players: readonly [Seated, Seated] }> {
  const rounds = (create as { rounds?: boolean }).rounds === true;
  // A match of fresh values each round reveals none before its first accept.
  const { id, players } = rounds
    ? await (async () => {
        const { id } = body(await referee.create(create));
        return { id, players: [await sit(referee, id), await sit(referee, id)] as const };
      })()
    : await table(referee, create);
  if (how === 'declined') {
    body(
      await referee.move(id, players[0].token, {
        requestId: 'bet',
        action: { type: 'bet', player: 0, amount: 1 },
      }),
    );
    body(
      await referee.move(id, players[1].token, {
        requestId: 'decline',
        action: { type: 'decline', player: 1 },
      }),
    );
    return { id, players };
  }
  let view = body(await referee.view(id));
  for (let n = 0; view.state.phase !== 'over'; n++) {
    if (n > 2_000) throw new Error('the match did not end in 2,000 moves');
    view = body(await step(referee, players, view.state, 1_000));
  }
  return { id, players };
}

describe('rematchMatch', () => {
  it('seats both players in a new private match, in the order they press, the winner to bet', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await ended(referee, 'played', { chips: [3, 5] });
    const { winner } = body(await referee.view(id)).state;
    const loser = players[winner === 0 ? 1 : 0];
    const first = await referee.rematch(id, loser.token, await press());
    const next = rematchOf(id);
    expect(first).toMatchObject({ status: 201, body: { id: next, seat: 0 } });
    expect(body(await referee.view(next))).toMatchObject({
      seats: 1,
      state: { phase: 'betting', bettor: 1, chips: [3, 5] },
      reveals: null,
      clock: null,
    });
    const second = await referee.rematch(id, players[winner!].token, await press());
    expect(second).toMatchObject({ status: 201, body: { id: next, seat: 1 } });
    expect(body(second).token).not.toBe(body(first).token);
    expect(body(await referee.view(next)).seats).toBe(2);
    await referee.close();
  });

  it('answers a press sent again with the same bytes, and refuses another commitment', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await ended(referee, 'declined');
    const sent = await press();
    const first = await referee.rematch(id, players[0].token, sent);
    const again = await referee.rematch(id, players[0].token, sent);
    expect(again.type === 'answer' && again.text).toBe(first.type === 'answer' && first.text);
    expect(await referee.rematch(id, players[0].token, await press())).toMatchObject({
      status: 409,
      code: 'REQUEST_ID_REUSED',
    });
    await referee.close();
  });

  it('after a decline, which nobody won, lets the other player than last time bet first', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await ended(referee, 'declined');
    // Player 0 bet first last time; it presses first, so seat 0 is its, and seat 1 bets.
    body(await referee.rematch(id, players[0].token, await press()));
    expect(body(await referee.view(rematchOf(id))).state).toMatchObject({ bettor: 1 });
    await referee.close();
  });

  it('keeps the last match’s clock and its fresh values each round', async () => {
    const referee = createReferee({ store: memoryStore() });
    const clock = { perAction: 20_000, reserve: 60_000 };
    const { id, players } = await ended(referee, 'declined', { rounds: true, clock });
    body(await referee.rematch(id, players[1].token, await press()));
    expect(body(await referee.view(rematchOf(id)))).toMatchObject({
      reveals: { count: 0, recent: [] },
      clock: { ...clock, reserveLeft: [60_000, 60_000] },
      // Player 1 pressed first: seat 0 is its, and it bets, as the other player than last time.
      state: { bettor: 0 },
    });
    await referee.close();
  });

  it('lets no third party in, and refuses a stranger, another match’s seat and a bad body', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await ended(referee, 'declined');
    const other = await ended(referee, 'declined');
    body(await referee.rematch(id, players[0].token, await press()));
    const join = { requestId: joinId(), ...(await press()) };
    expect(await referee.join(rematchOf(id), join)).toMatchObject({
      status: 403,
      code: 'NOT_INVITED',
    });
    expect(await referee.rematch(id, undefined, await press())).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(await referee.rematch(id, other.players[1].token, await press())).toMatchObject({
      status: 403,
      code: 'NOT_YOUR_MATCH',
    });
    expect(await referee.rematch(id, players[1].token, { seedCommitment: 'x' }))
      .toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "seedCommitment must be commitTo(clientSeed): 64 lowercase hexadecimal digits",
        "status": 400,
        "type": "refusal",
      }
    `);
    expect(await referee.rematch(id, players[1].token, {})).toMatchInlineSnapshot(`
      {
        "code": "BAD_REQUEST",
        "message": "send { seedCommitment }: seedCommitment missing",
        "status": 400,
        "type": "refusal",
      }
    `);
    expect(body(await referee.view(rematchOf(id))).seats).toBe(1);
    await referee.close();
  });

  it('refuses a rematch of a match that is not over', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    expect(await referee.rematch(id, players[0].token, await press())).toMatchInlineSnapshot(`
      {
        "code": "MATCH_NOT_OVER",
        "message": "a rematch starts once this match is over",
        "status": 409,
        "type": "refusal",
      }
    `);
    expect(await referee.view(rematchOf(id))).toMatchObject({ status: 404 });
    await referee.close();
  });

  it('refuses a press for a match that is gone, archived while its token was known', async () => {
    const inner = memoryStore();
    let archived = '';
    const store: Store = {
      ...inner,
      match: (id) => (id === archived ? Promise.resolve(undefined) : inner.match(id)),
    };
    const referee = createReferee({ store });
    const { id, players } = await ended(referee, 'declined');
    archived = id;
    expect(await referee.rematch(id, players[0].token, await press())).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: `no match ${id}`,
    });
    await referee.close();
  });

  it('opens the rematch once for two presses at the same moment', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await ended(referee, 'declined');
    const [a, b] = await Promise.all(
      players.map(async (player) => referee.rematch(id, player.token, await press())),
    );
    expect([body(a!).seat, body(b!).seat].sort()).toEqual([0, 1]);
    expect(body(await referee.view(rematchOf(id))).seats).toBe(2);
    await referee.close();
  });
});

/** A store shared by two referees, as a database is by two processes, whose seats can be held. */
function heldStore(): { readonly store: Store; readonly hold: () => () => void } {
  const inner = memoryStore();
  let gate: Promise<void> | undefined;
  const store: Store = {
    ...inner,
    takeSeat: async (...args) => {
      await gate;
      return inner.takeSeat(...args);
    },
  };
  return {
    store,
    hold: () => {
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

describe('rematchMatch on two referees of one database', () => {
  it('makes the second press wait while the first one’s seat is being taken', async () => {
    const { store, hold } = heldStore();
    const one = createReferee({ store });
    const two = createReferee({ store });
    const { id, players } = await ended(one, 'declined');
    const release = hold();
    const first = one.rematch(id, players[0].token, await press());
    // The rematch is open, and its seat 0 is player 0's to take.
    for (let n = 0; n < 100 && (await store.match(rematchOf(id))) === undefined; n++)
      await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await two.rematch(id, players[1].token, await press())).toMatchInlineSnapshot(`
      {
        "code": "VERSION_CONFLICT",
        "message": "the other player's press of the rematch is under way: send it again",
        "status": 409,
        "type": "refusal",
      }
    `);
    release();
    expect(await first).toMatchObject({ status: 201, body: { seat: 0 } });
    expect(await two.rematch(id, players[1].token, await press())).toMatchObject({
      status: 201,
      body: { seat: 1 },
    });
    await one.close();
    await two.close();
  });

  it('joins the rematch another referee opened meanwhile, and fails with a store that failed', async () => {
    const inner = memoryStore();
    let opening: 'race' | 'fail' | 'pass' = 'pass';
    const store: Store = {
      ...inner,
      createMatch: async (match) => {
        if (opening === 'pass') return inner.createMatch(match);
        // As a database refuses a second row of one id: the other referee's row stays.
        if (opening === 'race') await inner.createMatch(match);
        throw new Error('duplicate key value violates unique constraint');
      },
    };
    const logged: unknown[] = [];
    const referee = createReferee({ store, logger: (entry) => logged.push(entry) });
    const { id, players } = await ended(referee, 'declined');
    const again = await ended(referee, 'declined');
    opening = 'race';
    expect(await referee.rematch(id, players[0].token, await press())).toMatchObject({
      status: 201,
      body: { seat: 0 },
    });
    opening = 'fail';
    expect(await referee.rematch(again.id, again.players[0].token, await press())).toMatchObject({
      status: 503,
      code: 'STORE_UNAVAILABLE',
    });
    expect(await referee.view(rematchOf(again.id))).toMatchObject({ status: 404 });
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'rematch failed: the store is unavailable' }),
    );
    await referee.close();
  });
});
