import { describe, expect, it } from 'vitest';
import { createReferee, memoryStore, type RunningReferee } from '@kiri-dice/referee';
import { body, table } from '@kiri-dice/testing/table';
import { EXCHANGE } from '../../src/http/Exchange.js';
import { drained, STALLED_MS } from '../../src/node/drained.js';
import { answerNative } from '../../src/node/nodeExchange.js';
import { nodeRequest, nodeResponse } from '@kiri-dice/testing/fakeNode';

describe('drained', () => {
  it('is true once the client reads, false once it leaves, and cuts off one that reads nothing', async () => {
    expect(STALLED_MS).toBe(15_000);
    const reading = nodeResponse();
    const read = drained(reading, 1_000);
    reading.emit('drain');
    expect(await read).toBe(true);
    const leaving = nodeResponse();
    const left = drained(leaving, 1_000);
    leaving.emit('close');
    expect(await left).toBe(false);
    expect(leaving.destroyed).toBe(false);
    const stalled = nodeResponse();
    const started = performance.now();
    expect(await drained(stalled, 30)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(stalled.destroyed).toBe(true);
  });

  it('frees the place of an event stream whose client reads nothing', async () => {
    const limits = { pollsPerSeat: 1, spectatorPolls: 1 };
    const referee: RunningReferee = createReferee({ store: memoryStore(), limits });
    const { id } = await table(referee);
    // The referee's native path, which serveNode and toNodeListener take.
    const handler = (referee.fetch as unknown as Record<symbol, unknown>)[EXCHANGE] as Parameters<
      typeof answerNative
    >[0];
    const path = `/matches/${id}/events`;
    const stalled = nodeResponse({ stalled: true });
    const served = answerNative(handler, path, nodeRequest({ url: path }), stalled, 50);
    await served;
    expect(stalled.destroyed).toBe(true);
    expect(stalled.written.chunks).toEqual(['retry: 1000\n\n']);
    // Its place is free: the audience's only one is taken again.
    const next = nodeResponse({ stalled: true });
    const again = answerNative(handler, path, nodeRequest({ url: path }), next, 50);
    await again;
    expect(next.written.status).toBe(200);
    expect(body(await referee.view(id)).id).toBe(id);
    await referee.close();
  });
});
