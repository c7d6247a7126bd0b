import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { createReferee, memoryStore, toNodeListener } from '@kiri-dice/referee';
import type { RunningReferee } from '@kiri-dice/referee';
import { joinId } from '@kiri-dice/testing/table';
import { nodeRequest, nodeResponse, type FakeResponse } from '@kiri-dice/testing/fakeNode';

/** Waits until `done` holds, 10 ms at a time, for at most 2 s: a busy machine runs timers late. */
const settleUntil = async (done: () => boolean) => {
  for (let n = 0; n < 200 && !done(); n++) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** Serves one request to the referee's own listener, which answers it without Request or Response. */
function serve(
  referee: RunningReferee,
  parts: Parameters<typeof nodeRequest>[0],
  response: FakeResponse = nodeResponse(),
): FakeResponse {
  toNodeListener(referee.fetch)(nodeRequest(parts), response);
  return response;
}

async function answered(referee: RunningReferee, parts: Parameters<typeof nodeRequest>[0]) {
  const response = serve(referee, parts);
  await settleUntil(() => response.written.ended);
  return response.written;
}

const json = { 'content-type': 'application/json' };

/** A match with both seeds revealed, through the listener, and its seats' tokens. */
async function seated(referee: RunningReferee) {
  const created = await answered(referee, {
    method: 'POST',
    url: '/matches',
    headers: json,
    body: ['{}'],
  });
  const { id } = JSON.parse(created.chunks.join('')) as { id: string };
  const seeds = [createClientSeed(), createClientSeed()];
  const tokens: string[] = [];
  for (const seed of seeds) {
    const body = JSON.stringify({ requestId: joinId(), seedCommitment: await commitTo(seed) });
    const joined = await answered(referee, {
      method: 'POST',
      url: `/matches/${id}/seats`,
      headers: json,
      body: [body.slice(0, 9), body.slice(9)],
    });
    tokens.push((JSON.parse(joined.chunks.join('')) as { token: string }).token);
  }
  for (const [seat, seed] of seeds.entries())
    await answered(referee, {
      method: 'POST',
      url: `/matches/${id}/seed`,
      headers: { ...json, authorization: [`Bearer ${tokens[seat]!}`] },
      body: [JSON.stringify({ requestId: 'r', clientSeed: seed })],
    });
  return { id, tokens };
}

describe("toNodeListener over a referee's own fetch", () => {
  it('answers JSON whole, with the length of its UTF-8, and HEAD without the body', async () => {
    const referee = createReferee({ store: memoryStore() });
    const health = await answered(referee, { method: 'GET', url: '/health' });
    expect(health).toEqual({
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': '11',
      },
      chunks: ['{"ok":true}'],
      ended: true,
    });
    const head = await answered(referee, { method: 'HEAD', url: '/health' });
    expect(head).toMatchObject({ status: 200, chunks: [], ended: true });
    expect(head.headers?.['content-length']).toBe('11');
    // Node has not read the end of a GET or a HEAD when it is answered: no cause to close.
    expect(head.headers?.['connection']).toBeUndefined();
    // No method is GET.
    expect((await answered(referee, { url: '/health' })).status).toBe(200);
    await referee.close();
  });

  it('reads the query, the headers and the address, and plays a whole match', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { requestsPerMinute: 30 } });
    const { id, tokens } = await seated(referee);
    const view = await answered(referee, { url: `/matches/${id}?after=0`, address: '10.0.0.1' });
    expect(JSON.parse(view.chunks.join(''))).toMatchObject({ step: 4 });
    const bad = await answered(referee, { url: `/matches/${id}?after=x`, address: '10.0.0.1' });
    expect(bad.status).toBe(400);
    // A header sent twice reads as Node joins it: `3, 4` is no step.
    const twice = await answered(referee, {
      url: `/matches/${id}/events`,
      headers: { 'last-event-id': ['3', '4'] },
      address: '10.0.0.1',
    });
    expect([twice.status, JSON.parse(twice.chunks.join(''))]).toEqual([
      400,
      { code: 'BAD_REQUEST', message: 'after must be a step: a whole number from 0' },
    ]);
    const moved = await answered(referee, {
      method: 'POST',
      url: `/matches/${id}/moves`,
      headers: { ...json, authorization: `Bearer ${tokens[0]!}` },
      body: [JSON.stringify({ requestId: 'm1', action: { type: 'bet', player: 0, amount: 5 } })],
      address: '10.0.0.1',
    });
    expect(JSON.parse(moved.chunks.join(''))).toMatchObject({ version: 1 });
    // The address counts toward its limit: 30 a minute, 6 requests made so far by it.
    let last = 0;
    for (let n = 0; n < 30; n++)
      last = (await answered(referee, { url: '/health', address: '10.0.0.1' })).status!;
    expect(last).toBe(429);
    await referee.close();
  });

  it('refuses a GET that sends a body, which it would never read', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = await seated(referee);
    for (const headers of [{ 'content-length': '10' }, { 'transfer-encoding': 'chunked' }]) {
      const refused = await answered(referee, { url: `/matches/${id}/events`, headers });
      expect([refused.status, JSON.parse(refused.chunks.join(''))]).toEqual([
        400,
        { code: 'BAD_REQUEST', message: 'GET takes no body' },
      ]);
    }
    expect(
      (await answered(referee, { url: '/health', headers: { 'content-length': '0' } })).status,
    ).toBe(200);
    await referee.close();
  });

  it('closes the connection after a body it did not read whole', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { maxBody: 8 } });
    const refused = await answered(referee, {
      method: 'POST',
      url: '/matches',
      headers: json,
      body: ['{"chips":', '[5,5]}'],
      fail: false,
    });
    expect(refused.status).toBe(413);
    const read = await answered(referee, {
      method: 'POST',
      url: '/matches',
      headers: json,
      body: ['{}'],
    });
    expect(read.status).toBe(201);
    expect(read.headers?.['connection']).toBeUndefined();
    const cut = await answered(referee, {
      method: 'POST',
      url: '/matches',
      headers: json,
      fail: true,
    });
    expect(cut).toMatchObject({ status: 400, headers: { connection: 'close' } });
    await referee.close();
  });

  it('ends a long poll whose client left, and writes nothing to it', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id } = await seated(referee);
    const response = serve(referee, { url: `/matches/${id}?after=4` });
    await new Promise((resolve) => setTimeout(resolve, 20));
    (response as { destroyed: boolean }).destroyed = true;
    response.emit('close');
    await referee.close();
    expect(response.written).toEqual({ chunks: [], ended: false });
  });

  it('streams events as fast as the client reads them, and stops when it leaves', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, tokens } = await seated(referee);
    const slow = serve(
      referee,
      { url: `/matches/${id}/events?after=3` },
      nodeResponse({ backpressure: true }),
    );
    await settleUntil(() => slow.written.chunks.length >= 2);
    expect(slow.written.headers?.['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(slow.written.chunks[0]).toBe('retry: 1000\n\n');
    expect(slow.written.chunks[1]).toMatch(/^id: 4\nevent: match\ndata: \{/);
    await answered(referee, {
      method: 'POST',
      url: `/matches/${id}/moves`,
      headers: { ...json, authorization: `Bearer ${tokens[0]!}` },
      body: [JSON.stringify({ requestId: 'm1', action: { type: 'bet', player: 0, amount: 5 } })],
    });
    await settleUntil(() => slow.written.chunks.length >= 3);
    expect(slow.written.chunks[2]).toMatch(/^id: 5\n/);
    // Gone, before its close is heard: the next event is not written.
    (slow as { destroyed: boolean }).destroyed = true;
    await answered(referee, {
      method: 'POST',
      url: `/matches/${id}/moves`,
      headers: { ...json, authorization: `Bearer ${tokens[1]!}` },
      body: [JSON.stringify({ requestId: 'm2', action: { type: 'accept', player: 1 } })],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    slow.emit('close');
    expect(slow.written.chunks).toHaveLength(3);
    // The stream is stopped: the referee closes at once, with no wait of its own pending.
    await referee.close();
    expect(slow.written.ended).toBe(false);
  });

  it('ends a stream at its time, though a wait would last longer', async () => {
    const referee = createReferee({
      store: memoryStore(),
      limits: { pollTimeout: 60_000, streamTimeout: 50 },
    });
    const { id } = await seated(referee);
    const started = Date.now();
    const stream = serve(referee, { url: `/matches/${id}/events?after=4` });
    await settleUntil(() => stream.written.ended);
    expect(stream.written.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await referee.close();
  });

  it('stops an event stream whose client left before it began, and ends one the referee closes', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { waitsPerAddress: 1 } });
    const { id } = await seated(referee);
    // Its place is given back at once, before Node tells of the close: the next stream of the
    // same address, which holds one place at most, is served.
    const gone = serve(
      referee,
      { url: `/matches/${id}/events`, address: '10.0.0.2' },
      nodeResponse({ destroyed: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const open = serve(referee, { url: `/matches/${id}/events`, address: '10.0.0.2' });
    await settleUntil(() => open.written.chunks.length >= 2);
    await referee.close();
    await settleUntil(() => open.written.ended);
    expect(gone.written.status).toBeUndefined();
    expect(open.written).toMatchObject({ status: 200, ended: true });
  });

  it('stops writing a stream whose client left while its buffer was full', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { waitsPerAddress: 1 } });
    const { id } = await seated(referee);
    const events = { url: `/matches/${id}/events`, address: '10.0.0.3' };
    // Its client reads nothing: the first event fills the buffer, which never drains.
    const stalled = serve(referee, events, nodeResponse({ stalled: true }));
    await settleUntil(() => stalled.written.chunks.length > 0);
    (stalled as { destroyed: boolean }).destroyed = true;
    stalled.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing more was written once its client left, and its place, the one its address may
    // hold, serves the next stream at once.
    const next = serve(referee, events);
    await settleUntil(() => next.written.chunks.length > 0);
    expect(next.written.status).toBe(200);
    expect({ chunks: stalled.written.chunks.length, ended: stalled.written.ended }).toEqual({
      chunks: 1,
      ended: false,
    });
    await referee.close();
  });
});
