import { describe, expect, it } from 'vitest';
import { toNodeListener } from '@kiri-dice/referee';
import { nodeRequest, nodeResponse } from '@kiri-dice/testing/fakeNode';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits until `done` holds, 10 ms at a time, for at most 2 s: a busy machine runs timers late. */
const settleUntil = async (done: () => boolean) => {
  for (let n = 0; n < 200 && !done(); n++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('toNodeListener', () => {
  it('passes the request in as a Request, with its body, headers and address', async () => {
    const seen: unknown[] = [];
    const listener = toNodeListener(async (request, context) => {
      seen.push(
        request.method,
        request.url,
        request.headers.get('host'),
        request.headers.get('x-two'),
        request.headers.get('gone'),
        await request.text(),
        context,
      );
      return new Response('{"ok":1}', {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    const response = nodeResponse();
    listener(
      nodeRequest({
        method: 'POST',
        url: '/matches?x=1',
        headers: { host: 'kiri.example', 'x-two': ['a', 'b'], gone: undefined },
        body: ['{"a"', ':1}'],
        address: '10.0.0.9',
      }),
      response,
    );
    await settle();
    expect(seen).toEqual([
      'POST',
      'http://referee/matches?x=1',
      'kiri.example',
      'a, b',
      null,
      '{"a":1}',
      { address: '10.0.0.9' },
    ]);
    expect(response.written).toEqual({
      status: 201,
      headers: { 'content-type': 'application/json', 'content-length': '8' },
      chunks: ['{"ok":1}'],
      ended: true,
    });
  });

  it('never lets the Host header move the path, or fail to parse', async () => {
    const urls: string[] = [];
    const listener = toNodeListener((request) => {
      urls.push(request.url);
      return Promise.resolve(
        new Response('{}', { headers: { 'content-type': 'application/json' } }),
      );
    });
    for (const host of ['x/matches', 'x?', '[', 'a b', 'user:pw@x', '%zz', 'x:99999']) {
      const response = nodeResponse();
      listener(nodeRequest({ method: 'GET', url: '/health', headers: { host } }), response);
      await settle();
      expect(response.written.status, host).toBe(200);
    }
    expect(new Set(urls)).toEqual(new Set(['http://referee/health']));
  });

  it('answers a HEAD or an empty answer with no body, and closes after a body it did not read', async () => {
    const listener = toNodeListener(() => Promise.resolve(new Response(null, { status: 204 })));
    const head = nodeResponse();
    listener(nodeRequest({ method: 'HEAD' }), head);
    const unread = nodeResponse();
    listener(nodeRequest({ method: 'POST', fail: true, noReturn: true }), unread);
    await settle();
    expect(head.written).toMatchObject({ status: 204, chunks: [], ended: true });
    expect(unread.written.headers).toEqual({ connection: 'close' });
    // A HEAD's answer loses its body, whatever the handler gave.
    const bodied = nodeResponse();
    toNodeListener(() => Promise.resolve(new Response('{"ok":1}')))(
      nodeRequest({ method: 'HEAD' }),
      bodied,
    );
    await settle();
    expect(bodied.written).toMatchObject({ status: 200, chunks: [], ended: true });
  });

  it('refuses a path that a URL parser would rewrite, and reads no query for it', async () => {
    const urls: string[] = [];
    const listener = toNodeListener((request) => {
      urls.push(request.url);
      return Promise.resolve(new Response('{}'));
    });
    const paths = ['//x', '/./health', '/health/.', '/health/..', '/../x', '/%2E', '/a\\b', 'x'];
    for (const url of paths) {
      const response = nodeResponse();
      listener(nodeRequest({ url }), response);
      await settle();
      expect(response.written, url).toEqual({
        status: 400,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': '72',
          connection: 'close',
        },
        chunks: ['{"code":"BAD_PATH","message":"send a path without //, . or .. segments"}'],
        ended: true,
      });
    }
    // The query is not the path: anything goes there. A request with no URL has the root's.
    for (const url of ['/health?next=//a/../b\\c', '/.well/x', undefined]) {
      const response = nodeResponse();
      listener(nodeRequest(url === undefined ? {} : { url }), response);
      await settle();
      expect(response.written.status, url).toBe(200);
    }
    expect(urls).toEqual([
      'http://referee/health?next=//a/../b\\c',
      'http://referee/.well/x',
      'http://referee/',
    ]);
  });

  it('streams an event stream, waiting when the client is slow, and stops when it leaves', async () => {
    const stream = () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('a'));
            c.enqueue(new TextEncoder().encode('b'));
            c.close();
          },
        }),
        { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
      );
    const slow = nodeResponse({ backpressure: true });
    toNodeListener(() => Promise.resolve(stream()))(nodeRequest({ headers: { host: 'h' } }), slow);
    await settleUntil(() => slow.written.ended);
    expect(slow.written).toMatchObject({ chunks: ['a', 'b'], ended: true });
    const leaving = nodeResponse({ backpressure: true });
    toNodeListener(() => Promise.resolve(stream()))(nodeRequest({}), leaving);
    await new Promise((resolve) => setTimeout(resolve, 0));
    (leaving as { destroyed: boolean }).destroyed = true;
    leaving.emit('close');
    await settle();
    expect(leaving.written).toMatchObject({ chunks: ['a'], ended: false });
  });

  it('writes nothing to a client already gone, and a JSON 500 when the handler fails', async () => {
    const gone = nodeResponse({ destroyed: true });
    toNodeListener(() => Promise.resolve(new Response('{}')))(nodeRequest({}), gone);
    const logged: unknown[] = [];
    const failing = nodeResponse();
    toNodeListener(
      () => Promise.reject(new Error('bug')),
      (entry) => logged.push(entry),
    )(nodeRequest({}), failing);
    const late = nodeResponse({ destroyed: true });
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a handler may reject with anything: the log must still say it
    toNodeListener(() => Promise.reject('bug'))(nodeRequest({}), late);
    await settle();
    expect(gone.written.status).toBeUndefined();
    expect(failing.written).toMatchObject({
      status: 500,
      chunks: ['{"code":"INTERNAL","message":"the referee failed; nothing was changed"}'],
    });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'answer failed',
        cause: expect.stringMatching(/^Error: bug/) as unknown,
      }),
    ]);
    expect(late.written.status).toBeUndefined();
  });

  it("aborts the request's signal when its client leaves before the answer, and only then", async () => {
    const seen: boolean[] = [];
    const listener = toNodeListener(
      (request) =>
        new Promise<Response>((resolve) => {
          let done = false;
          const answer = () => {
            if (done) return;
            done = true;
            seen.push(request.signal.aborted);
            resolve(new Response('{}'));
          };
          request.signal.addEventListener('abort', answer);
          setTimeout(answer, 50);
        }),
    );
    const leaving = nodeResponse();
    listener(nodeRequest({}), leaving);
    (leaving as { destroyed: boolean }).destroyed = true;
    leaving.emit('close');
    const staying = nodeResponse();
    listener(nodeRequest({}), staying);
    await settleUntil(() => staying.written.ended);
    staying.emit('close');
    expect(seen).toEqual([true, false]);
    expect(leaving.written.status).toBeUndefined();
  });

  it('stops streaming to a client gone before its close is heard', async () => {
    let more: () => void = () => undefined;
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('a'));
        more = () => {
          c.enqueue(new TextEncoder().encode('b'));
          c.close();
        };
      },
    });
    const response = nodeResponse();
    toNodeListener(() =>
      Promise.resolve(
        new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
      ),
    )(nodeRequest({}), response);
    await settleUntil(() => response.written.chunks.length === 1);
    (response as { destroyed: boolean }).destroyed = true;
    more();
    await settle();
    expect(response.written).toMatchObject({ chunks: ['a'], ended: false });
  });

  it('cancels the body it stops reading', async () => {
    const listener = toNodeListener(async (request) => {
      await request.body!.cancel();
      return new Response('{}');
    });
    let returned = 0;
    for (const noReturn of [false, true]) {
      const response = nodeResponse();
      listener(
        nodeRequest({ method: 'POST', body: ['x'], noReturn, returned: () => returned++ }),
        response,
      );
      await settle();
      expect(response.written.status).toBe(200);
    }
    expect(returned).toBe(1);
  });

  it('passes a body cut short on as an error of the body', async () => {
    const listener = toNodeListener(async (request) => {
      const read = await request.text().then(
        (text) => `read ${JSON.stringify(text)}`,
        (error: unknown) => `failed: ${String(error)}`,
      );
      return new Response(read);
    });
    const response = nodeResponse();
    listener(nodeRequest({ method: 'POST', body: ['{'], fail: true }), response);
    await settleUntil(() => response.written.ended);
    expect(response.written.chunks).toEqual(['failed: Error: aborted']);
  });

  it('stops waiting for a client whose buffer is full when it leaves, and cancels the stream', async () => {
    let cancelled = 0;
    // A hundred parts, ready as soon as asked for.
    let parts = 0;
    const stream = new ReadableStream({
      pull: (c) => (++parts > 100 ? c.close() : c.enqueue(new TextEncoder().encode('data: x\n\n'))),
      cancel: () => {
        cancelled++;
      },
    });
    const response = nodeResponse({ stalled: true });
    toNodeListener(() =>
      Promise.resolve(
        new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
      ),
    )(nodeRequest({}), response);
    await settleUntil(() => response.written.chunks.length > 0);
    (response as { destroyed: boolean }).destroyed = true;
    response.emit('close');
    await settleUntil(() => cancelled > 0);
    expect({ cancelled, chunks: response.written.chunks.length }).toEqual({
      cancelled: 1,
      chunks: 1,
    });
  });
});

describe('toNodeListener, with an answer of no type', () => {
  it('sends it whole', async () => {
    const response = nodeResponse();
    const body = new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode('hi'));
        c.close();
      },
    });
    toNodeListener(() => Promise.resolve(new Response(body)))(nodeRequest({}), response);
    await settle();
    expect(response.written).toMatchObject({ headers: { 'content-length': '2' }, chunks: ['hi'] });
  });
});
