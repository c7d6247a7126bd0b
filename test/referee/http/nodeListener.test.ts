import { describe, expect, it } from 'vitest';
import { toNodeListener } from '../../../src/referee/index.js';
import type { NodeRequest, NodeResponse } from '../../../src/referee/http/nodeHttp.js';

/** A request as node:http gives it, from parts. */
function nodeRequest(parts: {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string[];
  fail?: boolean;
  address?: string;
  noReturn?: boolean;
}): NodeRequest {
  const chunks = (parts.body ?? []).map((text) => new TextEncoder().encode(text));
  const iterator: AsyncIterator<Uint8Array> & {
    return?: () => Promise<IteratorResult<Uint8Array>>;
  } = {
    next: () => {
      if (parts.fail) return Promise.reject(new Error('aborted'));
      const value = chunks.shift();
      return Promise.resolve(value ? { done: false, value } : { done: true, value: undefined });
    },
  };
  if (!parts.noReturn) iterator.return = () => Promise.resolve({ done: true, value: undefined });
  return {
    ...(parts.method === undefined ? {} : { method: parts.method }),
    ...(parts.url === undefined ? {} : { url: parts.url }),
    headers: parts.headers ?? {},
    socket: parts.address === undefined ? {} : { remoteAddress: parts.address },
    complete: !parts.fail,
    [Symbol.asyncIterator]: () => iterator,
  };
}

/** A response as node:http gives it, that records what is written. */
function nodeResponse(options: { destroyed?: boolean; backpressure?: boolean } = {}) {
  const written: {
    status?: number;
    headers?: Record<string, string>;
    chunks: string[];
    ended: boolean;
  } = { chunks: [], ended: false };
  const listeners: Record<string, (() => void)[]> = {};
  const response: NodeResponse & { written: typeof written; emit: (event: string) => void } = {
    destroyed: options.destroyed ?? false,
    headersSent: false,
    writeHead(status, headers) {
      written.status = status;
      written.headers = headers;
      (this as { headersSent: boolean }).headersSent = true;
    },
    write(chunk) {
      written.chunks.push(new TextDecoder().decode(chunk));
      if (options.backpressure) setTimeout(() => response.emit('drain'), 1);
      return !options.backpressure;
    },
    end(body) {
      if (body !== undefined)
        written.chunks.push(typeof body === 'string' ? body : new TextDecoder().decode(body));
      written.ended = true;
    },
    once(event, listener) {
      (listeners[event] ??= []).push(listener);
    },
    on(event, listener) {
      (listeners[event] ??= []).push(listener);
    },
    setHeader: () => undefined,
    written,
    emit(event) {
      for (const listener of listeners[event]?.splice(0) ?? []) listener();
    },
  };
  return response;
}

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
        { headers: { 'content-type': 'text/event-stream' } },
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

  it('cancels the body it stops reading', async () => {
    const listener = toNodeListener(async (request) => {
      await request.body!.cancel();
      return new Response('{}');
    });
    for (const noReturn of [false, true]) {
      const response = nodeResponse();
      listener(nodeRequest({ method: 'POST', body: ['x'], noReturn }), response);
      await settle();
      expect(response.written.status).toBe(200);
    }
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
