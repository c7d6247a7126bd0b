import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed, verifyFairRolls } from 'kiri-dice/fair';
import {
  createReferee,
  memoryStore,
  type MatchView,
  type Referee,
  type RefereeLogEntry,
  type Store,
} from '@kiri-dice/referee';
import { body, joinId, nextAction } from '@kiri-dice/testing/table';

/** The computer's secret `name`, as the operators' guide documents it. */
const secret = (serverSeed: string, strategy: string, name: string) =>
  createHash('sha256').update(`kiri-dice/computer:${strategy}:${serverSeed}:${name}`).digest('hex');

/** A person against the computer: seated, with its next value, playing bet 1, accept, roll. */
async function person(referee: Referee, create: object) {
  const { id, invitation } = body(await referee.create({ opponent: 'computer', ...create }));
  let value = createClientSeed();
  const { seat, token } = body(
    await referee.join(id, {
      requestId: joinId(),
      seedCommitment: await commitTo(value),
      invitation: invitation!,
    }),
  );
  let requests = 0;
  const reveal = async () => {
    const sent = value;
    value = createClientSeed();
    return { value: sent, next: await commitTo(value) };
  };
  /** The person's action on `view`, when it is theirs. */
  const act = async (view: MatchView): Promise<void> => {
    const { state } = view;
    const requestId = `person-${++requests}`;
    if (state.phase === 'rolling' && view.reveals!.count % 2 === 1) {
      if (state.bettor === seat)
        body(await referee.reveal(id, token, { requestId, ...(await reveal()) }));
      return;
    }
    if (state.phase === 'over') return;
    const action = nextAction(state, 1);
    if (action.player !== seat) return;
    body(
      await referee.move(id, token, {
        requestId,
        action,
        ...(action.type === 'accept' ? { reveal: await reveal() } : {}),
      }),
    );
  };
  /** Plays the match out, with at most `most` steps. */
  const playOut = async (most: number): Promise<MatchView> => {
    let view = body(await referee.view(id));
    for (let n = 0; view.state.phase !== 'over'; n++) {
      if (n > most) throw new Error(`the match did not end in ${most} steps`);
      await act(view);
      const next = body(await referee.waitFor(id, view.step));
      if (next.step === view.step) throw new Error(`nothing moved at step ${view.step}`);
      view = next;
    }
    return view;
  };
  return { id, seat, token, act, playOut };
}

/**
 * The referees' poll: short, so that a computer that does not play fails its test within it
 * (the mutation run's mutants among them), never after the default 20 s a poll.
 */
const POLL = 1500;

/** A referee on `store` whose computer takes `computerDelay`, and the entries it logs. */
function logged(store: Store, computerDelay: number) {
  const logs: RefereeLogEntry[] = [];
  const referee = createReferee({
    store,
    limits: { computerDelay, pollTimeout: POLL },
    logger: (entry) => logs.push(entry),
  });
  return { referee, logs };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A match against the computer on `referee`, at the computer's turn: the person bets first
 * when it is theirs to bet. The referee is closed, as a process that stopped, unless `stop` is false.
 */
async function computersTurn(
  referee: Referee & { readonly close: () => Promise<void> },
  stop = true,
): Promise<{ readonly id: string; readonly view: MatchView }> {
  const { id, seat, token } = await person(referee, { chips: [2, 2] });
  let view = body(await referee.view(id));
  if (view.state.bettor === seat)
    view = body(
      await referee.move(id, token, {
        requestId: 'bet',
        action: { type: 'bet', player: seat, amount: 1 },
      }),
    );
  if (stop) await referee.close();
  return { id, view };
}

describe('the computer in a seat', () => {
  it('plays seat 0 of a private match of fresh values, to the end, with dice both can verify', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { computerDelay: 1, pollTimeout: POLL },
    });
    // The first bettor is drawn at random: a match where the computer bets first, so that it
    // bets at least once (a person who bets first could win every round). Each match has 1 in 2.
    let played = await person(referee, { chips: [4, 4], strategy: 'bold' });
    for (let tries = 1; body(await referee.view(played.id)).state.bettor !== 0; tries++) {
      if (tries === 40) throw new Error('the person bet first in 40 matches');
      played = await person(referee, { chips: [4, 4], strategy: 'bold' });
    }
    const { id, seat, playOut } = played;
    expect(seat).toBe(1);
    const over = await playOut(500);
    expect(over.state.winner).not.toBeNull();
    const { record } = body(await referee.record(id));
    const verdict = await verifyFairRolls({
      serverSeed: over.serverSeed!,
      commitment: over.commitment,
      record,
    });
    expect(verdict).toMatchObject({ ok: true, winner: over.state.winner });
    // Bold stakes all it can, each time it bets.
    const bets = record.moves.filter((move) => move.type === 'bet' && move.player === 0);
    expect(bets.length).toBeGreaterThan(0);
    // Its values are derived from the server seed, as documented: fixed before the match began.
    expect(over.seedCommitments[0]).toBe(
      createHash('sha256')
        .update(Buffer.from(secret(over.serverSeed!, 'bold', 'value:1'), 'hex'))
        .digest('hex'),
    );
    const own = record.rounds!.reveals.filter((reveal) => reveal.seat === 0);
    own.forEach((reveal, n) =>
      expect(reveal.value).toBe(secret(over.serverSeed!, 'bold', `value:${n + 1}`)),
    );
    await referee.close();
  });

  it('waits computerDelay from the last change before each action', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { computerDelay: 300, pollTimeout: POLL },
    });
    // The person bets first, or the computer does: either way the computer acts next.
    const { id, view } = await computersTurn(referee, false);
    const since = Date.now();
    const next = body(await referee.waitFor(id, view.step));
    expect(Date.now() - since).toBeGreaterThanOrEqual(250);
    expect(next.version).toBe(view.version + 1);
    await referee.close();
  });

  it('refuses what a match against the computer cannot be', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: POLL } });
    const refusals = await Promise.all(
      [
        { opponent: 'robot' },
        { strategy: 'best' },
        { opponent: 'computer', strategy: 'fixed' },
        { opponent: 'computer', private: false },
        { opponent: 'computer', rounds: false },
        { opponent: 'computer', chips: [6000, 6000] },
      ].map(async (sent) => {
        const reply = await referee.create(sent);
        return reply.type === 'refusal'
          ? `${reply.status} ${reply.code} ${reply.message}`
          : 'created';
      }),
    );
    expect(refusals).toMatchInlineSnapshot(`
      [
        "400 BAD_REQUEST opponent must be 'computer', or absent for a player",
        "400 BAD_REQUEST strategy is the computer's: send it with opponent 'computer'",
        "400 BAD_REQUEST strategy must be one of best, bold, random (default best)",
        "400 BAD_REQUEST a match against the computer is private: leave out private",
        "400 BAD_REQUEST a match against the computer has fresh values each round: leave out rounds",
        "400 BAD_REQUEST chips: a match against the computer has at most 2000 chips in all, got 12000",
      ]
    `);
    expect(
      await referee.create({ opponent: 'computer', strategy: 'bold', chips: [1000, 1000] }),
    ).toMatchObject({ status: 201 });
    // The bound is the computer's: a match between two players may have more.
    expect(await referee.create({ chips: [6000, 6000] })).toMatchObject({ status: 201 });
    await referee.close();
  });

  it('draws who bets first', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: POLL } });
    const bettors = new Set<number>();
    for (let n = 0; n < 40; n++) {
      const { id } = body(await referee.create({ opponent: 'computer' }));
      bettors.add(body(await referee.view(id)).state.bettor);
    }
    // Both seats bet first in 40 matches, but once in 2^39.
    expect([...bettors].sort()).toEqual([0, 1]);
    await referee.close();
  });

  it('takes no join but its player, and waits for it: the match is private, seat 0 the computer', async () => {
    const { referee, logs } = logged(memoryStore(), 1);
    // A match whose computer bets first (but once in 2^30): it waits for its player all the same.
    let id = '';
    for (let n = 0; n < 30; n++) {
      ({ id } = body(await referee.create({ opponent: 'computer', strategy: 'random' })));
      if (body(await referee.view(id)).state.bettor === 0) break;
    }
    await pause(50);
    expect(body(await referee.view(id))).toMatchObject({
      seats: 1,
      version: 0,
      reveals: { count: 0 },
      state: { bettor: 0 },
    });
    expect(logs).toEqual([]);
    const stranger = await referee.join(id, {
      requestId: joinId(),
      seedCommitment: await commitTo(createClientSeed()),
    });
    expect(stranger).toMatchObject({ status: 403, code: 'NOT_INVITED' });
    await referee.close();
  });

  it('presses Rematch with its player, and plays the rematch', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { computerDelay: 1, pollTimeout: POLL },
    });
    const { id, token, playOut } = await person(referee, { chips: [2, 2], strategy: 'random' });
    await playOut(200);
    const pressed = body(
      await referee.rematch(id, token, { seedCommitment: await commitTo(createClientSeed()) }),
    );
    expect(pressed.seat).toBe(0);
    expect(body(await referee.view(pressed.id)).seats).toBe(2);
    await referee.close();
  });

  it('plays its turn on another referee of the store, once the match is read there', async () => {
    const store = memoryStore();
    const { id, view } = await computersTurn(
      createReferee({ store, limits: { computerDelay: 60_000, pollTimeout: POLL } }),
    );
    // The first referee stopped, as a process that crashed, before the computer's action.
    const other = createReferee({ store, limits: { computerDelay: 1, pollTimeout: POLL } });
    // Two reads at once: the second comes while the first finds the computer's seat.
    await Promise.all([other.view(id), other.view(id)]);
    expect(body(await other.waitFor(id, view.step)).version).toBe(view.version + 1);
    await other.close();
  });

  it('plays nothing once its referee is closed, though its turn was planned', async () => {
    const store = memoryStore();
    const referee = createReferee({ store, limits: { computerDelay: 150, pollTimeout: POLL } });
    const { id, view } = await computersTurn(referee, false);
    // The first read finds the computer's seat, the next plans its turn.
    body(await referee.view(id));
    await pause(20);
    body(await referee.view(id));
    await referee.close();
    // A read after the close plans nothing either.
    body(await referee.view(id));
    await pause(300);
    expect((await store.match(id))!.version).toBe(view.version);
  });

  it('plays its turns in a row with nobody reading, and reads nothing while its player thinks', async () => {
    const inner = memoryStore();
    let reads = 0;
    const store: Store = { ...inner, match: (id) => (reads++, inner.match(id)) };
    const referee = createReferee({ store, limits: { computerDelay: 1, pollTimeout: POLL } });
    const { id, seat, act } = await person(referee, { chips: [2, 2] });
    for (let n = 0; n < 500; n++) {
      // One read plans the computer's turn; its turns in a row follow without another.
      const view = body(await referee.view(id));
      if (view.state.phase === 'over') break;
      // Its turns in a row end at its player's turn: waited for at most 1 s, with no read.
      const turnOf = async () => {
        const stored = (await inner.match(id))!;
        const state = JSON.parse(stored.state) as MatchView['state'];
        if (state.phase === 'over') return null;
        const awaited = state.phase === 'rolling' && stored.reveals!.count % 2 === 1;
        return awaited ? state.bettor : nextAction(state, 1).player;
      };
      let turn = await turnOf();
      for (let k = 0; k < 100 && turn !== null && turn !== seat; k++) {
        await pause(10);
        turn = await turnOf();
      }
      if (turn === null) break;
      expect(turn).toBe(seat);
      // While its player thinks, the computer reads nothing.
      const before = reads;
      await pause(20);
      expect(reads).toBe(before);
      await act(body(await referee.view(id)));
    }
    expect(body(await referee.view(id)).state.phase).toBe('over');
    await referee.close();
  });

  it('plays its turn again after a conflict with another process, and logs nothing', async () => {
    const inner = memoryStore();
    let conflicts = 1;
    const store: Store = {
      ...inner,
      commitMove: (move) =>
        move.request.sender === 'seat:0' && conflicts-- > 0
          ? Promise.resolve({ type: 'conflict' })
          : inner.commitMove(move),
    };
    const { referee, logs } = logged(store, 1);
    const { id, view } = await computersTurn(referee, false);
    body(await referee.view(id));
    for (let n = 0; n < 100 && (await inner.match(id))!.version === view.version; n++)
      await pause(10);
    expect((await inner.match(id))!.version).toBe(view.version + 1);
    expect([conflicts, logs]).toEqual([-1, []]);
    await referee.close();
  });

  it('plays a turn once when two referees of the store plan it', async () => {
    const store = memoryStore();
    const { id, view } = await computersTurn(
      createReferee({ store, limits: { computerDelay: 60_000, pollTimeout: POLL } }),
    );
    const logs: RefereeLogEntry[] = [];
    // The slow one's turn comes a second after the fast one's, however loaded the machine.
    const [fast, slow] = [1, 1000].map((computerDelay) =>
      createReferee({
        store,
        limits: { computerDelay, pollTimeout: POLL },
        logger: (entry) => logs.push(entry),
      }),
    );
    body(await slow!.view(id));
    expect(body(await fast!.waitFor(id, view.step)).version).toBe(view.version + 1);
    // The slow referee's turn comes after the fast one's: it finds the person's turn.
    await pause(1100);
    expect(body(await slow!.view(id)).version).toBe(view.version + 1);
    expect(logs).toEqual([]);
    await Promise.all([fast!.close(), slow!.close()]);
  });

  it('logs an action of its own refused, and plays nothing more', async () => {
    const inner = memoryStore();
    const { id, view } = await computersTurn(
      createReferee({ store: inner, limits: { computerDelay: 60_000, pollTimeout: POLL } }),
    );
    // A store that knows no seat's token: the computer's token is refused too.
    const { referee: other, logs } = logged(
      { ...inner, seatOf: () => Promise.resolve(undefined) },
      1,
    );
    body(await other.view(id));
    for (let n = 0; n < 100 && logs.length === 0; n++) await pause(10);
    // Nothing retries on its own: the next read does.
    await pause(50);
    expect(logs).toEqual([
      expect.objectContaining({ level: 'warn', match: id, code: 'UNAUTHORIZED' }),
    ]);
    expect(logs[0]!.message).toMatchInlineSnapshot(
      `"the computer's action was refused: send Authorization: Bearer TOKEN, the token of your seat"`,
    );
    expect(body(await other.view(id)).version).toBe(view.version);
    await other.close();
  });

  it('logs a store that failed, and plays once the match is read again', async () => {
    const inner = memoryStore();
    let failing = false;
    const store: Store = {
      ...inner,
      match: (id) => (failing ? Promise.reject(new Error('connection lost')) : inner.match(id)),
    };
    const { referee, logs } = logged(store, 200);
    const { id, view } = await computersTurn(referee, false);
    // The first read finds the computer's seat, the next plans its turn.
    body(await referee.view(id));
    await pause(20);
    body(await referee.view(id));
    failing = true;
    for (let n = 0; n < 100 && logs.length === 0; n++) await pause(10);
    failing = false;
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'warn',
        match: id,
        message: 'the computer could not play: it tries again when the match is next read',
        cause: expect.stringContaining('connection lost') as unknown,
      }),
    ]);
    expect(body(await referee.waitFor(id, view.step)).version).toBe(view.version + 1);
    await referee.close();
  });
});
describe('the computer in a seat, on a store that refuses its seat', () => {
  it('answers the refusal of its seat in a new match, and in a rematch until it is sent again', async () => {
    const inner = memoryStore();
    let refused: 'missing' | 'full' | null = 'missing';
    // Which seats the store refuses: by the commitment, the player's or the computer's.
    let refuses: (commitment: string) => boolean = () => true;
    const store: Store = {
      ...inner,
      takeSeat: (seat, ...rest) =>
        refused !== null && refuses(seat.seedCommitment)
          ? Promise.resolve({ type: refused })
          : inner.takeSeat(seat, ...rest),
    };
    const referee = createReferee({ store, limits: { computerDelay: 1, pollTimeout: POLL } });
    expect(await referee.create({ opponent: 'computer' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    refused = null;
    const { id, token, playOut } = await person(referee, { chips: [2, 2] });
    await playOut(200);
    // The player's own seat refused: the computer waits for it, and sits second.
    refused = 'full';
    const press = { seedCommitment: await commitTo(createClientSeed()) };
    refuses = (commitment) => commitment === press.seedCommitment;
    expect(await referee.rematch(id, token, press)).toMatchObject({
      status: 409,
      code: 'VERSION_CONFLICT',
    });
    // Then the computer's seat refused.
    refuses = (commitment) => commitment !== press.seedCommitment;
    expect(await referee.rematch(id, token, press)).toMatchObject({
      status: 409,
      code: 'VERSION_CONFLICT',
    });
    refused = null;
    expect(await referee.rematch(id, token, press)).toMatchObject({
      status: 201,
      body: { seat: 0 },
    });
    await referee.close();
  });
});
