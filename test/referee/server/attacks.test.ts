import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../../scripts/child-env.mjs';
import { nodeWithSqlite, scratch, startReferee, type Referee } from './referee.js';

// Every attack on the referee gets a clear refusal and changes nothing: the record and the view
// of the match it aims at, and the list of open matches, are the same bytes before and after.

/** What the referee answered: the status and the body's text, as sent. */
interface Answer {
  readonly status: number;
  readonly text: string;
}

/** A refusal, read: its status and its body's two fields. */
interface Refusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** A seat taken: the match it plays in, its number and its token. */
interface Player {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
}

interface Send {
  readonly method?: string;
  /** Sent as it is when text, else as JSON. */
  readonly body?: unknown;
  readonly authorization?: string;
  readonly signal?: AbortSignal;
}

let referee: Referee;
let db: string;
/** Every match the referee said it created, refused attacks included if one got through. */
const created: string[] = [];
/** The moves the honest players had accepted: the audit must count exactly these. */
let honest = 0;

async function send(path: string, { method, body, authorization, signal }: Send = {}) {
  const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST') };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  if (authorization !== undefined) init.headers = { authorization };
  if (signal !== undefined) init.signal = signal;
  const response = await fetch(`${referee.base}${path}`, init);
  const answer: Answer = { status: response.status, text: await response.text() };
  if (answer.status === 201 && path === '/matches') created.push(json(answer)['id'] as string);
  return answer;
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;
const bearer = (player: Player) => `Bearer ${player.token}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createMatch(): Promise<string> {
  const answer = await send('/matches', { body: {} });
  expect(answer.status).toBe(201);
  return json(answer)['id'] as string;
}

async function takeSeat(match: string, clientSeed: string): Promise<Player> {
  const answer = await send(`/matches/${match}/seats`, { body: { clientSeed } });
  expect(answer.status).toBe(201);
  const { seat, token } = json(answer) as { seat: number; token: string };
  return { match, seat, token };
}

/** A move of a player on its own match, as its client sends it. */
const act = (player: Player, requestId: unknown, action: unknown, match = player.match) =>
  send(`/matches/${match}/moves`, { body: { requestId, action }, authorization: bearer(player) });

/** An honest move: accepted, and counted for the audit. */
async function play(player: Player, requestId: string, action: unknown): Promise<Answer> {
  const answer = await act(player, requestId, action);
  expect(answer.status, answer.text).toBe(200);
  honest++;
  return answer;
}

/** What anybody can see of a match, and of the open matches, as the referee sends it. */
const snapshot = async (match: string) => ({
  record: (await send(`/matches/${match}/record`)).text,
  view: (await send(`/matches/${match}`)).text,
  open: (await send('/matches')).text,
});

/** Runs an attack on a match and checks that it changed nothing anybody can see. */
async function unchanged(match: string, attack: () => Promise<Answer>): Promise<Answer> {
  const before = await snapshot(match);
  const answer = await attack();
  expect(await snapshot(match)).toEqual(before);
  return answer;
}

/** Runs an attack that must change nothing, and reads its refusal. */
async function refused(match: string, attack: () => Promise<Answer>): Promise<Refusal> {
  const answer = await unchanged(match, attack);
  return { status: answer.status, ...(json(answer) as { code: string; message: string }) };
}

/**
 * A body sent chunked (no content-length) through node:http: `count` chunks of `size` bytes,
 * each written once the socket took the previous one and `pause` ms went by (at once if 0). Resolves with the
 * answer; rejects when the connection fails before one.
 */
function chunked(
  path: string,
  { count, size, pause }: { count: number; size: number; pause: number },
) {
  return new Promise<Answer>((resolve, reject) => {
    const chunk = Buffer.alloc(size, ' ');
    let answered = false;
    const outgoing = request(`${referee.base}${path}`, { method: 'POST' }, (incoming) => {
      answered = true;
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => (text += part));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    let written = 0;
    const next = () => (pause > 0 ? void setTimeout(write, pause) : write());
    const write = (): void => {
      if (answered || outgoing.destroyed) return;
      if (written === count) return void outgoing.end();
      written++;
      if (outgoing.write(chunk)) next();
      else outgoing.once('drain', next);
    };
    write();
  });
}

/** A long poll, with what it answered once it has. */
function poll(match: string, after: number) {
  const controller = new AbortController();
  const state: { answer?: Answer; error?: unknown } = {};
  const done = send(`/matches/${match}?after=${after}`, { signal: controller.signal }).then(
    (answer) => (state.answer = answer),
    (error: unknown) => (state.error = error),
  );
  return { controller, state, done };
}

let A: string;
let B: string;
let ann: Player;
let bob: Player;
let carol: Player;
let dave: Player;
/** Ann's accepted bet in match A: its request id, and the answer it got. */
const annBet = { requestId: 'ann-1', action: { type: 'bet', player: 0, amount: 10 } };
let annBetAnswer: Answer;

beforeAll(async () => {
  db = join(scratch(), 'referee.db');
  referee = await startReferee(db);
  A = await createMatch();
  ann = await takeSeat(A, 'ann');
  bob = await takeSeat(A, 'bob');
  B = await createMatch();
  carol = await takeSeat(B, 'carol');
  dave = await takeSeat(B, 'dave');
  // A waits for bob to accept ann's bet; B for carol's first bet, so that a forged stake meets
  // the stake's own check and not the phase's.
  annBetAnswer = await play(ann, annBet.requestId, annBet.action);
});

afterAll(async () => {
  await referee.stop();
  expect(referee.stderr()).toBe('');
});

describe('1. acting for the other seat', () => {
  it("ann's token cannot play bob's move", async () => {
    expect(await refused(A, () => act(ann, 'ann-2', { type: 'accept', player: 1 }))).toEqual({
      status: 403,
      code: 'NOT_YOUR_SEAT',
      message: 'your token plays seat 0: action.player must be 0',
    });
  });

  it("bob's token cannot play ann's move, nor carol's dave hers", async () => {
    const bet = { type: 'bet', player: 0, amount: 10 };
    expect(await refused(A, () => act(bob, 'bob-1', bet))).toEqual({
      status: 403,
      code: 'NOT_YOUR_SEAT',
      message: 'your token plays seat 1: action.player must be 1',
    });
    expect(await refused(B, () => act(dave, 'dave-1', bet))).toEqual({
      status: 403,
      code: 'NOT_YOUR_SEAT',
      message: 'your token plays seat 1: action.player must be 1',
    });
  });

  it('a seat cannot play out of its turn', async () => {
    expect(await refused(A, () => act(ann, 'ann-2', { type: 'accept', player: 0 }))).toEqual({
      status: 409,
      code: 'NOT_YOUR_TURN',
      message: 'player 0 cannot accept: waiting for player 1 to accept or decline 10 chips',
    });
  });
});

describe('2. tokens', () => {
  it("a token of another match: carol's on A, ann's on B", async () => {
    expect(await refused(A, () => act(carol, 'carol-1', { type: 'accept', player: 1 }, A))).toEqual(
      {
        status: 403,
        code: 'NOT_YOUR_MATCH',
        message: `your token plays in another match, not in ${A}`,
      },
    );
    expect(await refused(B, () => act(ann, 'ann-2', annBet.action, B))).toEqual({
      status: 403,
      code: 'NOT_YOUR_MATCH',
      message: `your token plays in another match, not in ${B}`,
    });
  });

  it.each<[string, () => string | undefined]>([
    ['no token', () => undefined],
    ['a made-up token', () => `Bearer ${randomBytes(32).toString('base64url')}`],
    ['Basic x', () => 'Basic x'],
    ['Bearer and nothing', () => 'Bearer '],
    ["bob's token with more after it", () => `${bearer(bob)} x`],
  ])('%s: 401', async (_name, header) => {
    const authorization = header();
    const body = { requestId: 'bob-1', action: { type: 'accept', player: 1 } };
    const attack = () =>
      send(`/matches/${A}/moves`, {
        body,
        ...(authorization === undefined ? {} : { authorization }),
      });
    expect(await refused(A, attack)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'send Authorization: Bearer TOKEN, the token of your seat',
    });
  });
});

describe('3. request ids', () => {
  it.each<[string, unknown]>([
    ['empty', ''],
    ['65 characters', 'a'.repeat(65)],
    ["with a '/'", 'ann/2'],
    ['a number', 2],
    ['missing', undefined],
  ])('a forged request id (%s): 400', async (_name, requestId) => {
    expect(await refused(A, () => act(ann, requestId, { type: 'decline', player: 0 }))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'requestId must be 1 to 64 letters, digits, - or _',
    });
  });

  it('a resent request (keys in another order) gets the first answer, byte for byte', async () => {
    const { amount, player, type } = annBet.action;
    const resend = () =>
      send(`/matches/${A}/moves`, {
        body: { action: { amount, player, type }, requestId: annBet.requestId },
        authorization: bearer(ann),
      });
    expect(await unchanged(A, resend)).toEqual(annBetAnswer);
  });

  it('a request id used again for another move: 409', async () => {
    const other = { type: 'bet', player: 0, amount: 11 };
    expect(await refused(A, () => act(ann, annBet.requestId, other))).toEqual({
      status: 409,
      code: 'REQUEST_ID_REUSED',
      message: `request ${annBet.requestId} was already accepted for another move`,
    });
  });

  it("bob's move under ann's request id is his own request: played once, resent as his", async () => {
    // Request ids are a seat's own: another seat's id names another request.
    const accept = await play(bob, annBet.requestId, { type: 'accept', player: 1 });
    expect(json(accept)).toMatchObject({
      requestId: annBet.requestId,
      move: { type: 'accept', player: 1 },
      version: 2,
      state: { phase: 'rolling', roller: 1, pot: 20, chips: [90, 90] },
    });
    expect(
      await unchanged(A, () => act(bob, annBet.requestId, { player: 1, type: 'accept' })),
    ).toEqual(accept);
    // Ann's resend still gets her bet's answer, at its version 1, and moves nothing.
    expect(await unchanged(A, () => act(ann, annBet.requestId, annBet.action))).toEqual(
      annBetAnswer,
    );
    expect(json(await send(`/matches/${A}`))['version']).toBe(2);
  });
});

describe('4. a tampered body', () => {
  it('a state sent with the move is refused, never believed', async () => {
    const view = json(await send(`/matches/${A}`));
    const state = { ...(view['state'] as object), chips: [1e6, 0] };
    const body = { requestId: 'bob-2', action: { type: 'roll', player: 1 }, state };
    const attack = () => send(`/matches/${A}/moves`, { body, authorization: bearer(bob) });
    expect(await refused(A, attack)).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'send only { requestId, action }, not state',
    });
    const more = { ...body, version: 99 };
    const again = () => send(`/matches/${A}/moves`, { body: more, authorization: bearer(bob) });
    expect(await refused(A, again)).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'send only { requestId, action }, not state, version',
    });
  });

  it("a stake of 1e9: the engine's INVALID_STAKE", async () => {
    expect(
      await refused(B, () => act(carol, 'carol-1', { type: 'bet', player: 0, amount: 1e9 })),
    ).toEqual({
      status: 409,
      code: 'INVALID_STAKE',
      message: 'stake must be a whole number from 1 to 100, got 1000000000',
    });
  });

  it.each<[string, unknown, Refusal]>([
    [
      'dice chosen by the roller',
      { type: 'roll', player: 1, dice: [8, 6] },
      {
        status: 400,
        code: 'INVALID_ACTION',
        message: 'the referee rolls the dice: send a roll without dice',
      },
    ],
    [
      'dice that are no dice',
      { type: 'roll', player: 1, dice: [9, 9] },
      {
        status: 400,
        code: 'INVALID_ACTION',
        message: 'the referee rolls the dice: send a roll without dice',
      },
    ],
    [
      'player 7',
      { type: 'roll', player: 7 },
      {
        status: 403,
        code: 'NOT_YOUR_SEAT',
        message: 'your token plays seat 1: action.player must be 1',
      },
    ],
    [
      "type 'cheat'",
      { type: 'cheat', player: 1 },
      {
        status: 400,
        code: 'INVALID_ACTION',
        message: `action.type must be 'bet', 'accept', 'decline' or 'roll', got "cheat"`,
      },
    ],
    [
      'a field the engine does not know',
      { type: 'roll', player: 1, winner: 1 },
      {
        status: 400,
        code: 'INVALID_ACTION',
        message: 'a roll action has no field "winner" (its fields: type, player, dice)',
      },
    ],
    [
      'no action',
      'roll',
      {
        status: 400,
        code: 'INVALID_ACTION',
        message: "action must be an object like { type: 'roll', player: 0 }",
      },
    ],
  ])('a forged action (%s)', async (_name, action, refusal) => {
    expect(await refused(A, () => act(bob, 'bob-2', action))).toEqual(refusal);
  });
});

describe('5. a huge body', () => {
  const tooLarge = {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'the body must be at most 4096 bytes of JSON',
  };
  /** A move of bob's in A padded with spaces to `size` bytes: valid JSON, but refused. */
  const padded = (size: number) =>
    JSON.stringify({ requestId: 'bob-2', action: { type: 'roll', player: 0 } }).padEnd(size, ' ');
  const sendPadded = (size: number) => () =>
    send(`/matches/${A}/moves`, { body: padded(size), authorization: bearer(bob) });

  it('4096 bytes are read, 4097 are not', async () => {
    expect(await refused(A, sendPadded(4096))).toEqual({
      status: 403,
      code: 'NOT_YOUR_SEAT',
      message: 'your token plays seat 1: action.player must be 1',
    });
    expect(await refused(A, sendPadded(4097))).toEqual(tooLarge);
  });

  it('1 MiB with its content-length: 413', async () => {
    expect(await refused(A, sendPadded(1024 * 1024))).toEqual(tooLarge);
    expect(await refused(A, () => send('/matches', { body: ' '.repeat(1024 * 1024) }))).toEqual(
      tooLarge,
    );
  });

  it('a chunked body, 1 KiB every 20 ms: 413 once past the cap', async () => {
    const body = { count: 64, size: 1024, pause: 20 };
    expect(await refused(A, () => chunked(`/matches/${A}/moves`, body))).toEqual(tooLarge);
  });

  // Past the cap the referee reads on and drops the rest, so that the client reads the 413.
  it('a chunked body of 64 KiB chunks written as fast as the socket takes them: 413', async () => {
    const body = { count: 16, size: 64 * 1024, pause: 0 };
    for (let client = 0; client < 10; client++)
      expect(await refused(A, () => chunked(`/matches/${A}/moves`, body))).toEqual(tooLarge);
  });

  it('the referee still answers afterwards', async () => {
    const view = await send(`/matches/${A}`);
    expect(view.status).toBe(200);
    expect(json(view)['version']).toBe(2);
  });
});

describe('6. malformed requests', () => {
  const notJson = { status: 400, code: 'BAD_JSON', message: 'the body is not JSON' };
  const routes =
    'POST /matches, GET /matches, POST /matches/ID/seats, GET /matches/ID[?after=VERSION], ' +
    'GET /matches/ID/record, POST /matches/ID/moves';

  it.each(['{', 'nul', '{"requestId": "bob-2", "action": {"type": "roll", "player": 1}'])(
    'a body that is not JSON (%s): 400 on every route',
    async (text) => {
      expect(await refused(A, () => send('/matches', { body: text }))).toEqual(notJson);
      expect(await refused(A, () => send(`/matches/${A}/seats`, { body: text }))).toEqual(notJson);
      const move = () => send(`/matches/${A}/moves`, { body: text, authorization: bearer(bob) });
      expect(await refused(A, move)).toEqual(notJson);
    },
  );

  it.each(['"roll"', '42', '[]', 'null'])(
    'a move that is JSON but no object (%s): 400',
    async (text) => {
      const move = () => send(`/matches/${A}/moves`, { body: text, authorization: bearer(bob) });
      expect(await refused(A, move)).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'send { requestId, action }',
      });
      expect(await refused(A, () => send(`/matches/${A}/seats`, { body: text }))).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'send { clientSeed }: text of 1 to 200 characters',
      });
    },
  );

  it.each(['"x"', '42', '[1, 2]'])(
    'a new match that is JSON but no object (%s): 400',
    async (text) => {
      expect(await refused(A, () => send('/matches', { body: text }))).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'send { chips? }: an object, or no body',
      });
    },
  );

  it.each([
    ['GET', '/'],
    ['GET', '/nope'],
    ['GET', '/matches/ID/nope'],
    ['GET', '/matches/ID/record/x'],
    ['POST', '/matches/ID/nope'],
    ['POST', '/matches/ID/moves/x'],
  ])('an unknown route (%s %s): 404', async (method, path) => {
    const url = path.replace('ID', A);
    const attack = () => send(url, { method, ...(method === 'POST' ? { body: {} } : {}) });
    expect(await refused(A, attack)).toEqual({ status: 404, code: 'NOT_FOUND', message: routes });
  });

  it.each([
    ['PUT', '/matches'],
    ['PUT', '/matches/ID/moves'],
    ['DELETE', '/matches/ID'],
    ['PATCH', '/matches/ID/seats'],
  ])('another method (%s %s): 405', async (method, path) => {
    const url = path.replace('ID', A);
    const attack = () => send(url, { method, body: '{}', authorization: bearer(bob) });
    expect(await refused(A, attack)).toEqual({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: routes,
    });
  });

  it.each(['abc', '', '-1', '1.5', '01', '1e3', '9999999999'])(
    'a long poll after a version that is none (%s): 400',
    async (after) => {
      expect(await refused(A, () => send(`/matches/${A}?after=${after}`))).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'after must be a version: a whole number',
      });
    },
  );

  describe('a match that does not exist', () => {
    const missing = randomUUID();
    const notFound = { status: 404, code: 'NOT_FOUND', message: `no match ${missing}` };

    it.each([
      ['GET', `/matches/${missing}`],
      ['GET', `/matches/${missing}?after=0`],
      ['GET', `/matches/${missing}/record`],
      ['POST', `/matches/${missing}/seats`],
    ])('%s %s: 404', async (method, path) => {
      const body = method === 'POST' ? { clientSeed: 'eve' } : undefined;
      expect(await refused(missing, () => send(path, { method, body }))).toEqual(notFound);
    });

    // The token is read before the match: no token is a missing match's, so a move there is
    // refused as a move in another match, and without a token as any move without one.
    it('POST /matches/ID/moves: 403 with a token, 401 without', async () => {
      const body = { requestId: 'ann-2', action: { type: 'decline', player: 0 } };
      const path = `/matches/${missing}/moves`;
      expect(
        await refused(missing, () => send(path, { body, authorization: bearer(ann) })),
      ).toEqual({
        status: 403,
        code: 'NOT_YOUR_MATCH',
        message: `your token plays in another match, not in ${missing}`,
      });
      expect(await refused(missing, () => send(path, { body }))).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'send Authorization: Bearer TOKEN, the token of your seat',
      });
    });
  });
});

describe('7. joining', () => {
  const badSeed = {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'send { clientSeed }: text of 1 to 200 characters',
  };
  let C: string;
  beforeAll(async () => {
    C = await createMatch();
  });

  it('a third seat: 409', async () => {
    const attack = () => send(`/matches/${A}/seats`, { body: { clientSeed: 'eve' } });
    expect(await refused(A, attack)).toEqual({
      status: 409,
      code: 'SEATS_TAKEN',
      message: 'both seats are taken',
    });
  });

  it.each<[string, unknown]>([
    ['missing', {}],
    ['no body', undefined],
    ['empty', { clientSeed: '' }],
    ['201 characters', { clientSeed: 'x'.repeat(201) }],
    ['a number', { clientSeed: 42 }],
    ['an array', { clientSeed: ['eve'] }],
  ])(
    'a client seed that is none (%s): 400, on a full match and an open one',
    async (_name, body) => {
      const join = (match: string) => () =>
        send(`/matches/${match}/seats`, {
          method: 'POST',
          ...(body === undefined ? {} : { body }),
        });
      expect(await refused(A, join(A))).toEqual(badSeed);
      expect(await refused(C, join(C))).toEqual(badSeed);
    },
  );

  it('a client seed of 200 characters takes a seat', async () => {
    const answer = await send(`/matches/${C}/seats`, { body: { clientSeed: 'x'.repeat(200) } });
    expect(answer.status).toBe(201);
    expect(json(answer)).toMatchObject({ id: C, seat: 0 });
  });

  it.each<[unknown, string]>([
    [
      [-1, 5],
      'startRecord: options.chips[0] must be a whole number from 1 to 9007199254740991, got -1',
    ],
    [
      'x',
      'startRecord: options.chips must be a pair of whole numbers from 1 to 9007199254740991, got "x"',
    ],
    [
      [1e6, 0],
      'startRecord: options.chips[1] must be a whole number from 1 to 9007199254740991, got 0',
    ],
  ])("a new match of chips %j: 400 with the engine's code", async (chips, message) => {
    expect(await refused(A, () => send('/matches', { body: { chips } }))).toEqual({
      status: 400,
      code: 'INVALID_OPTIONS',
      message,
    });
  });
});

describe('8. too many long polls', () => {
  it('the 9th poll waiting on a match gets 429; the others wait, and leave when aborted', async () => {
    const version = json(await send(`/matches/${B}`))['version'] as number;
    const waiting = Array.from({ length: 8 }, () => poll(B, version));
    // The eight are waiting once a ninth is refused; a ninth sent before they all arrived
    // waits instead, and is called back.
    const ninth = await unchanged(B, async () => {
      for (;;) {
        await sleep(100);
        const probe = poll(B, version);
        await Promise.race([probe.done, sleep(200)]);
        if (probe.state.answer !== undefined) return probe.state.answer;
        probe.controller.abort();
        await probe.done;
      }
    });
    expect({ status: ninth.status, ...json(ninth) }).toEqual({
      status: 429,
      code: 'TOO_MANY_POLLS',
      message: 'too many requests wait on this match',
    });
    expect(waiting.map((one) => one.state)).toEqual(waiting.map(() => ({})));
    for (const one of waiting) one.controller.abort();
    await Promise.all(waiting.map((one) => one.done));
    for (const one of waiting) expect(one.state.error).toMatchObject({ name: 'AbortError' });
  });

  it('the aborted polls left their places: a new one waits, and wakes on the next move', async () => {
    const version = json(await send(`/matches/${B}`))['version'] as number;
    let waiter = poll(B, version);
    // The referee hears of the aborted polls a moment after they went.
    for (;;) {
      await Promise.race([waiter.done, sleep(200)]);
      if (waiter.state.answer === undefined) break;
      expect(waiter.state.answer.status).toBe(429);
      await sleep(100);
      waiter = poll(B, version);
    }
    await play(carol, 'carol-1', { type: 'bet', player: 0, amount: 5 });
    await waiter.done;
    expect(waiter.state.answer).toEqual({ status: 200, text: (await send(`/matches/${B}`)).text });
    expect(json(waiter.state.answer!)['version']).toBe(version + 1);
  });
});

describe('after the attacks', () => {
  it('the honest players play on, with the request ids the attacks used in vain', async () => {
    await play(bob, 'bob-2', { type: 'roll', player: 1 });
    await play(dave, 'dave-1', { type: 'accept', player: 1 });
  });

  it('the audit finds every match sound, with exactly the honest moves', async () => {
    const { stdout } = await promisify(execFile)(
      await nodeWithSqlite(),
      ['examples/referee/audit.mjs', '--db', db],
      { env: childEnv() },
    );
    expect(JSON.parse(stdout)).toEqual({
      matches: created.length,
      moves: honest,
      over: 0,
      failures: [],
    });
    expect(honest).toBe(5);
  });
});
