import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createReferee,
  memoryStore,
  serveNode,
  type RefereeLogEntry,
  type RunningReferee,
} from '@kiri-dice/referee';
import { body, table } from '@kiri-dice/testing/table';

/** Sends raw bytes on a new connection and reads all that comes back until it closes. */
function raw(port: number, text: string, { end = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => (end ? socket.end(text) : socket.write(text)));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status line and the JSON body of a raw answer. */
const parsed = (answer: string) => ({
  status: answer.split(' ')[1],
  body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown,
});

async function served(
  referee: RunningReferee = createReferee({ store: memoryStore() }),
  options = {},
) {
  const log: RefereeLogEntry[] = [];
  const node = await serveNode(referee, { port: 0, log: (entry) => log.push(entry), ...options });
  return { node, referee, log };
}

describe('serveNode', () => {
  it('serves the referee on 127.0.0.1 and stops', async () => {
    const { node } = await served();
    expect(node.url).toBe(`http://127.0.0.1:${node.port}`);
    const response = await fetch(`${node.url}/health`);
    expect([response.status, await response.text()]).toEqual([200, '{"ok":true}']);
    await node.close();
    await expect(fetch(`${node.url}/health`)).rejects.toThrow();
  });

  it('refuses paths a URL parser would rewrite, and answers CONNECT and broken requests as JSON', async () => {
    const { node } = await served();
    const refusals = [
      await raw(node.port, 'GET //matches HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'),
      await raw(
        node.port,
        'GET /matches/../health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ),
      await raw(
        node.port,
        'GET /matches/%2e%2e/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ),
      await raw(node.port, 'CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n'),
      await raw(node.port, 'NOT HTTP AT ALL\r\n\r\n'),
      await raw(node.port, `GET /health HTTP/1.1\r\nhost: x\r\nbig: ${'x'.repeat(20_000)}\r\n\r\n`),
    ].map(parsed);
    expect(refusals).toMatchInlineSnapshot(`
      [
        {
          "body": {
            "code": "BAD_PATH",
            "message": "send a path without //, . or .. segments",
          },
          "status": "400",
        },
        {
          "body": {
            "code": "BAD_PATH",
            "message": "send a path without //, . or .. segments",
          },
          "status": "400",
        },
        {
          "body": {
            "code": "BAD_PATH",
            "message": "send a path without //, . or .. segments",
          },
          "status": "400",
        },
        {
          "body": {
            "code": "METHOD_NOT_ALLOWED",
            "message": "the referee is no proxy: CONNECT is not allowed",
          },
          "status": "405",
        },
        {
          "body": {
            "code": "BAD_REQUEST",
            "message": "the request is not HTTP/1.1 the referee can read",
          },
          "status": "400",
        },
        {
          "body": {
            "code": "HEADERS_TOO_LARGE",
            "message": "the request headers are too large",
          },
          "status": "431",
        },
      ]
    `);
    await node.close();
  });

  it('cuts off a request that takes too long to arrive, with a JSON 408', async () => {
    const { node } = await served(undefined, { requestTimeout: 300, headersTimeout: 200 });
    const started = Date.now();
    const answer = await raw(
      node.port,
      'POST /matches HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{',
      { end: false },
    );
    expect(parsed(answer)).toEqual({
      status: '408',
      body: { code: 'REQUEST_TIMEOUT', message: 'the request took too long to arrive' },
    });
    expect(Date.now() - started).toBeLessThan(2500);
    await node.close();
  });

  it('logs nothing but the request when a client hangs up mid-body', async () => {
    const { node, log } = await served();
    await new Promise<void>((resolve) => {
      const socket = connect(node.port, '127.0.0.1', () => {
        socket.write(
          'POST /matches HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"ch',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.filter((entry) => entry.level !== 'info')).toEqual([]);
    await node.close();
  });

  it('stops within its deadline: waiting polls answered, slow bodies cut off', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = await table(referee);
    const { node } = await served(referee);
    const poll = fetch(`${node.url}/matches/${id}?after=4`);
    const slow = raw(
      node.port,
      'POST /matches HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{',
      { end: false },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await node.close(2000);
    // Cut at nine tenths of the deadline (1.8 s), so that the stop ends within it.
    expect(Date.now() - started).toBeLessThan(2000);
    const answered = await poll;
    expect([answered.status, answered.headers.get('connection')]).toEqual([200, 'close']);
    expect(body(await referee.view(id)).step).toBe(4);
    expect(await slow).toBe('');
  });

  it('stops at once with a connection that has sent nothing, not at its deadline', async () => {
    const { node } = await served();
    const bare = connect(node.port, '127.0.0.1');
    const bareClosed = new Promise<void>((resolve) => bare.on('close', () => resolve()));
    bare.on('error', () => undefined);
    await new Promise((resolve) => bare.on('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await node.close(5000);
    await bareClosed;
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers a request Node would refuse with an empty body as JSON: no Host, an unknown Expect', async () => {
    const { node } = await served();
    const answers = [
      await raw(node.port, 'GET /health HTTP/1.1\r\nconnection: close\r\n\r\n'),
      await raw(node.port, 'GET /health HTTP/1.0\r\n\r\n'),
      await raw(
        node.port,
        'GET /health HTTP/1.1\r\nhost: x\r\nexpect: x-crawl\r\nconnection: close\r\n\r\n',
      ),
    ].map(parsed);
    expect(answers).toMatchInlineSnapshot(`
      [
        {
          "body": {
            "code": "BAD_REQUEST",
            "message": "send a Host header: HTTP/1.1 requires one",
          },
          "status": "400",
        },
        {
          "body": {
            "ok": true,
          },
          "status": "200",
        },
        {
          "body": {
            "code": "EXPECTATION_FAILED",
            "message": "the referee meets no Expect but 100-continue: send the request without it",
          },
          "status": "417",
        },
      ]
    `);
    await node.close();
  });

  it('frees the place of an event stream as soon as its client leaves', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { pollsPerSeat: 1 } });
    const { id, players } = await table(referee);
    const { node } = await served(referee);
    const headers = { authorization: `Bearer ${players[0].token}` };
    const gone = new AbortController();
    const first = await fetch(`${node.url}/matches/${id}/events?after=4`, {
      headers,
      signal: gone.signal,
    });
    expect(first.status).toBe(200);
    const refused = await fetch(`${node.url}/matches/${id}/events?after=4`, { headers });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
      429,
      'TOO_MANY_POLLS',
    ]);
    gone.abort();
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const next = await fetch(`${node.url}/matches/${id}/events?after=4`, { headers });
      status = next.status;
      await next.body?.cancel();
    }
    expect(status).toBe(200);
    await node.close(200);
  });

  it('says in one line why it cannot listen', async () => {
    const { node } = await served();
    await expect(
      serveNode(createReferee({ store: memoryStore() }), { port: node.port }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(
        new RegExp(`^serveNode: cannot listen on 127.0.0.1:${node.port}: listen EADDRINUSE`),
      ) as unknown,
    });
    await node.close();
  });

  it('streams an event stream to its client, and ends it when the client goes away', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = await table(referee);
    const { node } = await served(referee);
    const gone = new AbortController();
    const response = await fetch(`${node.url}/matches/${id}/events`, { signal: gone.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value as Uint8Array)).toMatch(
      /^retry: 1000/,
    );
    gone.abort();
    await node.close(200);
  });
});

describe('serveNode on IPv6', () => {
  it('writes an IPv6 address in brackets', async () => {
    const node = await serveNode(createReferee({ store: memoryStore() }), { port: 0, host: '::1' });
    expect(node.url).toBe(`http://[::1]:${node.port}`);
    expect((await fetch(`${node.url}/health`)).status).toBe(200);
    await node.close();
  });
});
