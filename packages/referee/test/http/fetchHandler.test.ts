import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { createReferee, memoryStore, routes, type RunningReferee } from '@kiri-dice/referee';
import type { MatchView } from '@kiri-dice/referee';
import { joinId, nextAction } from '@kiri-dice/testing/table';

const base = 'http://referee';

/** Sends a request to the handler and reads the answer's status, headers and text. */
async function send(
  referee: RunningReferee,
  path: string,
  init: RequestInit & { readonly json?: unknown; readonly address?: string } = {},
) {
  const { json, address, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`${base}${path}`, {
    ...rest,
    headers,
    ...(json === undefined ? {} : { method: rest.method ?? 'POST', body: JSON.stringify(json) }),
  });
  const response = await referee.fetch(request, address === undefined ? {} : { address });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

/** A match through HTTP with both seeds revealed (step 4), and its players' tokens. */
async function seated(referee: RunningReferee) {
  const { id } = (await send(referee, '/matches', { json: {} })).json as { id: string };
  const seeds = [createClientSeed(), createClientSeed()];
  const tokens: string[] = [];
  for (const seed of seeds) {
    const join = { requestId: joinId(), seedCommitment: await commitTo(seed) };
    const joined = await send(referee, `/matches/${id}/seats`, { json: join });
    expect(joined.status).toBe(201);
    tokens.push((joined.json as { token: string }).token);
  }
  for (const [seat, seed] of seeds.entries()) {
    const revealed = await send(referee, `/matches/${id}/seed`, {
      json: { requestId: 'r', clientSeed: seed },
      headers: { authorization: `Bearer ${tokens[seat]}` },
    });
    expect(revealed.status).toBe(200);
  }
  return { id, tokens };
}

describe('the HTTP interface', () => {
  it('lists its routes as data', () => {
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toMatchInlineSnapshot(`
      [
        "GET /health",
        "GET /matches",
        "POST /matches",
        "GET /matches/:id",
        "GET /matches/:id/events",
        "GET /matches/:id/record",
        "POST /matches/:id/seats",
        "POST /matches/:id/rematch",
        "POST /matches/:id/seed",
        "POST /matches/:id/moves",
      ]
    `);
  });

  it('plays through HTTP: create, join, reveal, move, view, record, health, list', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, tokens } = await seated(referee);
    const moved = await send(referee, `/matches/${id}/moves`, {
      json: { requestId: 'm1', action: { type: 'bet', player: 0, amount: 2 } },
      headers: { authorization: `BEARER  ${tokens[0]}` },
    });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(moved.json).toMatchObject({
      requestId: 'm1',
      version: 1,
      move: { type: 'bet', amount: 2 },
    });
    expect((await send(referee, `/matches/${id}`)).json).toMatchObject({
      id,
      version: 1,
      seats: 2,
    });
    expect((await send(referee, `/matches/${id}?after=0`)).json).toMatchObject({ version: 1 });
    const record = await send(referee, `/matches/${id}/record`);
    expect(record.json).toMatchObject({
      version: 1,
      record: { format: 1, rules: 'standard', moves: [{ type: 'bet' }] },
    });
    expect((await send(referee, '/health')).text).toBe('{"ok":true}');
    expect((await send(referee, '/matches')).json).toEqual({ matches: [] });
    const head = await send(referee, `/matches/${id}`, { method: 'HEAD' });
    expect([head.status, head.text]).toEqual([200, '']);
    await referee.close();
  });

  it('answers every refusal as JSON with its status', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { maxBody: 200 } });
    const { id } = await seated(referee);
    const answers = [
      await send(referee, '/nope'),
      await send(referee, '/matches/a/b/c'),
      await send(referee, '/x/health'),
      await send(referee, `/matches/${id}/nope`),
      await send(referee, '/matches/bad$id'),
      await send(referee, '/matches', { method: 'DELETE' }),
      await send(referee, '/matches', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain' },
      }),
      await send(referee, '/matches', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await send(referee, '/matches', {
        method: 'POST',
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
        headers: { 'content-type': 'application/json' },
      }),
      await send(referee, '/matches', { json: { chips: [1, 2], pad: 'x'.repeat(300) } }),
      await send(referee, `/matches/${id}?after=-1`),
      await send(referee, `/matches/${id}/moves`, {
        json: {},
        headers: { authorization: 'Basic abc' },
      }),
      await send(referee, `/matches/${id}/moves`, {
        json: { requestId: 'a', action: { type: 'roll', player: 0 } },
      }),
    ];
    expect(
      answers.map(
        (a) =>
          `${a.status} ${String(a.json?.['code'])}${a.headers.get('allow') ? ` allow: ${a.headers.get('allow')}` : ''}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "404 NOT_FOUND",
        "404 NOT_FOUND",
        "404 NOT_FOUND",
        "404 NOT_FOUND",
        "404 NOT_FOUND",
        "405 METHOD_NOT_ALLOWED allow: GET, POST, HEAD",
        "415 UNSUPPORTED_MEDIA_TYPE",
        "400 BAD_JSON",
        "400 BAD_JSON",
        "413 BODY_TOO_LARGE",
        "400 BAD_REQUEST",
        "401 UNAUTHORIZED",
        "401 UNAUTHORIZED",
      ]
    `);
    expect(answers[0]!.json?.['message']).toMatchInlineSnapshot(
      `"no such route; the routes are GET /health, GET /matches, POST /matches, GET /matches/:id, GET /matches/:id/events, GET /matches/:id/record, POST /matches/:id/seats, POST /matches/:id/rematch, POST /matches/:id/seed, POST /matches/:id/moves"`,
    );
    const post = await send(referee, `/matches/${id}/record`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const seats = await send(referee, `/matches/${id}/seats`, { method: 'GET' });
    expect([seats.status, seats.headers.get('allow')]).toEqual([405, 'POST']);
    await referee.close();
  });

  it('says what each refusal of the interface wants, in words', async () => {
    // Polls that find nothing new answer after 100 ms.
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 100 } });
    const { id, tokens } = await seated(referee);
    const move = { requestId: 'm', action: { type: 'bet', player: 0, amount: 2 } };
    const basic = { authorization: 'Basic abc' };
    const answers = [
      await send(referee, '/matches', { method: 'DELETE' }),
      await send(referee, `/matches/${id}/moves`, { json: move, headers: basic }),
      await send(referee, `/matches/${id}/seed`, { json: { requestId: 'r' }, headers: basic }),
      await send(referee, `/matches/${id}/moves`, { json: move }),
      await send(referee, `/matches/${id}?after=12x`),
      await send(referee, `/matches/${id}?after=01`),
      await send(referee, `/matches/${id}/moves`, {
        json: move,
        headers: { authorization: `Bearer ${tokens[0]} x` },
      }),
      await send(referee, `/matches/${id}/moves`, {
        json: move,
        headers: { authorization: `xBearer ${tokens[0]}` },
      }),
      // The token whole, not a token's beginning followed by anything.
      await send(referee, `/matches/${id}/moves`, {
        json: move,
        headers: { authorization: `Bearer ${tokens[0]}.x` },
      }),
    ];
    expect(answers.map((a) => `${a.status} ${String(a.json?.['message'])}`)).toMatchInlineSnapshot(`
      [
        "405 /matches allows GET and POST",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
        "400 after must be a step: a whole number from 0",
        "400 after must be a step: a whole number from 0",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
        "401 send Authorization: Bearer TOKEN, the token of your seat",
      ]
    `);
    // Well-formed: any case, spaces and tabs after the token, a step of nine digits.
    const moved = await send(referee, `/matches/${id}/moves`, {
      json: move,
      headers: { authorization: `bEARER \t${tokens[0]} \t` },
    });
    expect(moved.status).toBe(200);
    expect((await send(referee, `/matches/${id}?after=123456789`)).status).toBe(200);
    expect((await send(referee, `/matches/${id}?after=10`)).status).toBe(200);
    // A view's Last-Event-ID means nothing: only a stream reads it.
    const view = await send(referee, `/matches/${id}`, { headers: { 'last-event-id': 'x' } });
    expect(view.status).toBe(200);
    // HEAD of a view answers at once, whatever step it names.
    const step = (view.json as { step: number }).step;
    const head = await send(referee, `/matches/${id}?after=${step}`, { method: 'HEAD' });
    expect([head.status, head.text]).toEqual([200, '']);
    await referee.close();
  });

  it('answers a HEAD of a view at once, whatever step it names: it never waits', async () => {
    // A poll that waited would outlast this test's own time.
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 60_000 } });
    const { id } = (await send(referee, '/matches', { json: {} })).json as { id: string };
    const head = await send(referee, `/matches/${id}?after=5`, { method: 'HEAD' });
    expect([head.status, head.text]).toEqual([200, '']);
    await referee.close();
  }, 5_000);

  it('logs each request: its method, route, status, time and match', async () => {
    const logged: Record<string, unknown>[] = [];
    const referee = createReferee({
      store: memoryStore(),
      logger: (entry) => logged.push({ ...entry }),
    });
    await send(referee, '/nope');
    const { id } = (await send(referee, '/matches', { json: {} })).json as { id: string };
    await send(referee, `/matches/${id}`);
    await referee.close();
    const requests = logged.filter((entry) => entry['message'] === 'request');
    expect(requests.map(({ ms, ...entry }) => [entry, typeof ms])).toEqual([
      [
        { level: 'info', message: 'request', method: 'GET', route: '(none)', status: 404 },
        'number',
      ],
      [
        { level: 'info', message: 'request', method: 'POST', route: '/matches', status: 201 },
        'number',
      ],
      [
        {
          level: 'info',
          message: 'request',
          method: 'GET',
          route: '/matches/:id',
          status: 200,
          match: id,
        },
        'number',
      ],
    ]);
    for (const { ms } of requests) expect(ms).toSatisfy((n: number) => n >= 0 && n < 10_000);
  });

  it('refuses a body over the cap whatever it claims, and one whose sender hung up', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { maxBody: 16 } });
    const chunks = (parts: string[], fail = false) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          if (fail) controller.error(new Error('socket hang up'));
          else controller.close();
        },
      });
    const streamed = (body: ReadableStream<Uint8Array>, length?: string) =>
      referee.fetch(
        new Request(`${base}/matches`, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            ...(length ? { 'content-length': length } : {}),
          },
          duplex: 'half',
        } as RequestInit & { readonly duplex: 'half' }),
      );
    expect((await streamed(chunks(['{"chips":', '[1,1]', ' '.repeat(40), '}']))).status).toBe(413);
    expect((await streamed(chunks(['{}']), '999999')).status).toBe(413);
    const hungUp = await streamed(chunks(['{"ch'], true));
    expect([hungUp.status, await hungUp.json()]).toEqual([
      400,
      { code: 'BODY_INCOMPLETE', message: 'the body ended before it was whole' },
    ]);
    expect((await streamed(chunks(['', ' ']))).status).toBe(201);
    await referee.close();
  });

  it('limits creates, joins and all requests per address and minute', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { createsPerMinute: 2, joinsPerMinute: 1, requestsPerMinute: 6 },
    });
    const create = () => send(referee, '/matches', { json: {}, address: '10.0.0.1' });
    expect([(await create()).status, (await create()).status]).toEqual([201, 201]);
    const third = await create();
    expect([third.status, third.headers.get('retry-after'), third.json?.['code']]).toEqual([
      429,
      '60',
      'RATE_LIMITED',
    ]);
    expect((await send(referee, '/matches', { json: {}, address: '10.0.0.2' })).status).toBe(201);
    const { id } = (await send(referee, '/matches', { json: {} })).json as { id: string };
    const join = () =>
      send(referee, `/matches/${id}/seats`, {
        json: { requestId: joinId(), seedCommitment: 'ab'.repeat(32) },
        address: '10.0.0.3',
      });
    expect([(await join()).status, (await join()).status]).toEqual([201, 429]);
    const healths = [];
    for (let i = 0; i < 3; i++)
      healths.push((await send(referee, '/health', { address: '10.0.0.1' })).status);
    expect(healths).toEqual([200, 200, 200]);
    const limited = await send(referee, '/health', { address: '10.0.0.1' });
    expect([limited.status, limited.json?.['message']]).toEqual([
      429,
      'too many requests from this address: wait a minute',
    ]);
    // A request of no known address is not counted.
    for (let i = 0; i < 8; i++) expect((await send(referee, '/health')).status).toBe(200);
    await referee.close();
  });

  it('streams each new version as a Server-Sent Event', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 30 } });
    const { id, tokens } = await seated(referee);
    const response = await referee.fetch(
      new Request(`${base}/matches/${id}/events`, { headers: { 'last-event-id': '4' } }),
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += (await reader.read()).value ?? '';
    };
    await until(/retry: 1000/);
    await until(/: quiet/);
    await send(referee, `/matches/${id}/moves`, {
      json: { requestId: 'm1', action: { type: 'bet', player: 0, amount: 2 } },
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    await until(/id: 5\nevent: match\ndata: \{"id":"[^"]+","version":1,"step":5,/);
    await referee.close();
    while (!(await reader.read()).done);
    const fresh = await referee.fetch(new Request(`${base}/matches/${id}/events`));
    expect([fresh.status, fresh.headers.get('connection')]).toEqual([503, 'close']);
    expect(await fresh.json()).toEqual({
      code: 'SHUTTING_DOWN',
      message: 'the referee is stopping: try again shortly',
    });
  });

  it('sends the current version at once to a stream that starts behind it, and ends after its time', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { pollTimeout: 10, streamTimeout: 40 },
    });
    const { id } = await seated(referee);
    const response = await referee.fetch(new Request(`${base}/matches/${id}/events?after=0`));
    const text = await response.text();
    expect(text).toMatch(/^retry: 1000\n\nid: 4\nevent: match\n/);
    const gone = new AbortController();
    const stream = await referee.fetch(
      new Request(`${base}/matches/${id}/events`, { signal: gone.signal }),
    );
    const reader = stream.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect((await send(referee, '/matches/nope/events')).status).toBe(404);
    await referee.close();
  });

  it('answers a failure of its own as a JSON 500, and logs it', async () => {
    const logged: unknown[] = [];
    const referee = createReferee({ store: memoryStore(), logger: (entry) => logged.push(entry) });
    const request = new Request(`${base}/health`);
    Object.defineProperty(request, 'headers', {
      get: () => {
        throw new Error('broken headers');
      },
    });
    const response = await referee.fetch(request);
    expect([response.status, await response.json()]).toEqual([
      500,
      { code: 'INTERNAL', message: 'the referee failed; nothing was changed' },
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'request failed',
        cause: expect.stringMatching(/broken headers/) as unknown,
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'info', method: 'GET', route: '/health', status: 500 }),
    );
    await referee.close();
  });
});

describe('waits: long polls and event streams', () => {
  /** Opens an event stream, and reads its first chunk when it is one. */
  async function open(referee: RunningReferee, path: string, init: RequestInit = {}) {
    const response = await referee.fetch(new Request(`${base}${path}`, init), {
      address: '10.0.0.9',
    });
    return response;
  }

  it('refuses a stream before its 200, as JSON, and frees its place as soon as its client leaves', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollsPerSeat: 1 } });
    const { id, tokens } = await seated(referee);
    const headers = { authorization: `Bearer ${tokens[0]}` };
    const gone = new AbortController();
    const first = await open(referee, `/matches/${id}/events?after=4`, {
      headers,
      signal: gone.signal,
    });
    expect(first.status).toBe(200);
    const refused = await open(referee, `/matches/${id}/events?after=4`, { headers });
    expect([refused.status, refused.headers.get('content-type'), await refused.json()]).toEqual([
      429,
      'application/json; charset=utf-8',
      { code: 'TOO_MANY_POLLS', message: 'too many requests of this seat wait on this match' },
    ]);
    const forged = await open(referee, `/matches/${id}/events`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect([forged.status, ((await forged.json()) as { code: string }).code]).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
    // The client leaves: its place is free at once, not at the next poll's end.
    gone.abort();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A client gone before its stream began, whose stream nobody reads.
    const left = new AbortController();
    left.abort();
    expect(
      (await open(referee, `/matches/${id}/events?after=4`, { headers, signal: left.signal }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = await open(referee, `/matches/${id}/events?after=4`, { headers });
    expect(next.status).toBe(200);
    await next.body!.cancel();
    await referee.close();
  });

  it('caps the waits of one address, streams and long polls together', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { waitsPerAddress: 2, maxWaits: 3, pollTimeout: 5000 },
    });
    const { id } = await seated(referee);
    const streams = [
      await open(referee, `/matches/${id}/events?after=4`),
      await open(referee, `/matches/${id}/events?after=4`),
    ];
    expect(streams.map((r) => r.status)).toEqual([200, 200]);
    const poll = await send(referee, `/matches/${id}?after=4`, { address: '10.0.0.9' });
    expect([poll.status, poll.json]).toEqual([
      429,
      {
        code: 'TOO_MANY_POLLS',
        message: 'too many long polls and event streams of this address wait at once (at most 2)',
      },
    ]);
    expect((await open(referee, `/matches/${id}/events?after=4`)).status).toBe(429);
    // Another address, and a poll that need not wait, are not counted.
    expect((await send(referee, `/matches/${id}?after=3`, { address: '10.0.0.9' })).status).toBe(
      200,
    );
    const other = await referee.fetch(new Request(`${base}/matches/${id}/events?after=4`), {
      address: '10.0.0.8',
    });
    expect(other.status).toBe(200);
    // And every address together.
    const full = await referee.fetch(new Request(`${base}/matches/${id}/events?after=4`), {
      address: '10.0.0.7',
    });
    expect([full.status, full.headers.get('retry-after'), await full.json()]).toEqual([
      503,
      '1',
      {
        code: 'TOO_MANY_POLLS',
        message:
          'the referee holds as many long polls and event streams as it serves (3): try again shortly',
      },
    ]);
    expect((await send(referee, `/matches/${id}?after=4`)).status).toBe(503);
    await other.body!.cancel();
    await streams[0]!.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await open(referee, `/matches/${id}/events?after=4`);
    expect(again.status).toBe(200);
    await referee.close();
  });

  it('ends a stream when its match expires, and refuses a stream that has seen it', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { revealTimeout: 300 } });
    const { id } = (await send(referee, '/matches', { json: {} })).json as { id: string };
    for (let seat = 0; seat < 2; seat++)
      await send(referee, `/matches/${id}/seats`, {
        json: { requestId: joinId(), seedCommitment: 'ab'.repeat(32) },
      });
    const stream = await open(referee, `/matches/${id}/events?after=2`);
    const text = await stream.text();
    expect(text).toMatch(
      /^retry: 1000\n\nid: 2\nevent: match\ndata: \{.*"expired":true,"clock":null\}\n\n$/,
    );
    const again = await open(referee, `/matches/${id}/events`, {
      headers: { 'last-event-id': '2' },
    });
    expect([again.status, await again.json()]).toEqual([
      409,
      { code: 'MATCH_EXPIRED', message: 'the match expired: its stream has nothing more to send' },
    ]);
    await referee.close();
  });

  it('ends a stream of a match that is over, and refuses a stream that has seen its end', async () => {
    const referee = createReferee({ store: memoryStore(), chips: [1, 1] });
    const { id, tokens } = await seated(referee);
    let view = (await send(referee, `/matches/${id}`)).json as unknown as MatchView;
    for (let n = 0; view.state.phase !== 'over'; n++) {
      const action = nextAction(view.state);
      view = (
        await send(referee, `/matches/${id}/moves`, {
          json: { requestId: `m${n}`, action },
          headers: { authorization: `Bearer ${tokens[action.player]}` },
        })
      ).json as unknown as MatchView;
    }
    const last = await open(referee, `/matches/${id}/events`);
    expect(await last.text()).toMatch(new RegExp(`^retry: 1000\n\nid: ${view.step}\n`));
    const seen = await open(referee, `/matches/${id}/events?after=${view.step}`);
    expect([seen.status, await seen.json()]).toEqual([
      409,
      {
        code: 'MATCH_OVER',
        message: 'the match is over: its stream has nothing more to send',
      },
    ]);
    await referee.close();
  });
});

describe('the HTTP interface, in its corners', () => {
  it('counts a seat’s long polls and streams in its own pool, by its token', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { pollTimeout: 10, streamTimeout: 30, pollsPerSeat: 1 },
    });
    const { id, tokens } = await seated(referee);
    const authorization = `Bearer ${tokens[0]}`;
    const poll = await send(referee, `/matches/${id}?after=4`, { headers: { authorization } });
    expect(poll.json).toMatchObject({ step: 4 });
    const stream = await referee.fetch(
      new Request(`${base}/matches/${id}/events?after=4`, { headers: { authorization } }),
    );
    expect(await stream.text()).toMatch(/^retry: 1000\n\n(: quiet\n\n)+$/);
    await referee.close();
  });

  it('ignores an Authorization header of another form on the public routes', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 10 } });
    const { id } = await seated(referee);
    const { id: open } = (await send(referee, '/matches', { json: {} })).json as { id: string };
    const headers = { authorization: 'Basic YW5uOnNlY3JldA==' };
    const join = { requestId: joinId(), seedCommitment: 'ab'.repeat(32) };
    const answers = [
      await send(referee, '/health', { headers }),
      await send(referee, '/matches', { headers }),
      await send(referee, '/matches', { json: {}, headers }),
      await send(referee, `/matches/${id}`, { headers }),
      await send(referee, `/matches/${id}?after=4`, { headers }),
      await send(referee, `/matches/${id}/record`, { headers }),
      await send(referee, `/matches/${open}/seats`, { json: join, headers }),
      await send(referee, `/matches/${id}/seed`, { json: {}, headers }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 201, 200, 200, 200, 201, 401]);
    const stream = await referee.fetch(
      new Request(`${base}/matches/${id}/events?after=0`, { headers }),
    );
    expect(stream.status).toBe(200);
    await stream.body!.cancel();
    await referee.close();
  });

  it('refuses a body with no Content-Type, and reads no body as none', async () => {
    const referee = createReferee({ store: memoryStore() });
    const bare = await referee.fetch(
      new Request(`${base}/matches`, { method: 'POST', body: '{}' }),
    );
    bare.headers.delete('content-type');
    const none = new Request(`${base}/matches`, { method: 'POST', body: '{}' });
    none.headers.delete('content-type');
    expect((await referee.fetch(none)).status).toBe(415);
    const empty = await referee.fetch(
      new Request(`${base}/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(empty.status).toBe(201);
    await referee.close();
  });

  it('logs a failure that is not an Error', async () => {
    const logged: unknown[] = [];
    const referee = createReferee({ store: memoryStore(), logger: (entry) => logged.push(entry) });
    const request = new Request(`${base}/health`);
    Object.defineProperty(request, 'headers', {
      get: () => {
        throw 'odd';
      },
    });
    expect((await referee.fetch(request)).status).toBe(500);
    expect(logged[0]).toMatchObject({ level: 'error', cause: 'odd' });
    await referee.close();
  });
});

describe('the rematch route', () => {
  it('seats each player of a match that is over, behind its token', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, tokens } = await seated(referee);
    const bearer = (seat: number) => ({ authorization: `Bearer ${tokens[seat]}` });
    const move = (seat: number, requestId: string, action: unknown) =>
      send(referee, `/matches/${id}/moves`, { json: { requestId, action }, headers: bearer(seat) });
    expect((await move(0, 'bet', { type: 'bet', player: 0, amount: 1 })).status).toBe(200);
    expect((await move(1, 'no', { type: 'decline', player: 1 })).status).toBe(200);
    const press = async (headers: Record<string, string>) =>
      send(referee, `/matches/${id}/rematch`, {
        json: { seedCommitment: await commitTo(createClientSeed()) },
        headers,
      });
    expect((await press({})).json).toMatchObject({ code: 'UNAUTHORIZED' });
    const first = await press(bearer(1));
    expect(first).toMatchObject({ status: 201, json: { seat: 0 } });
    const second = await press(bearer(0));
    expect(second).toMatchObject({ status: 201, json: { id: first.json?.['id'], seat: 1 } });
    const view = await send(referee, `/matches/${String(first.json?.['id'])}`);
    expect(view.json).toMatchObject({ seats: 2, state: { phase: 'betting', bettor: 0 } });
    await referee.close();
  });
});
