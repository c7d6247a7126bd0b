import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReferee, memoryStore, toNodeListener } from '@kiri-dice/referee';
import { body, nextAction, table } from '@kiri-dice/testing/table';
import { nodeRequest, nodeResponse, type FakeResponse } from '@kiri-dice/testing/fakeNode';

/**
 * A referee whose audience has a place for each of `responses`, with a match of two seated
 * players, and its event stream served through `toNodeListener` (the path `serveNode` takes) to
 * each of them. The clock is faked from then on: a stream's client is given 15 s to read.
 */
async function streamTo(...responses: FakeResponse[]) {
  const referee = createReferee({
    store: memoryStore(),
    limits: { pollsPerSeat: 1, spectatorPolls: responses.length },
  });
  const seated = await table(referee);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const listener = toNodeListener(referee.fetch);
  const path = `/matches/${seated.id}/events`;
  const open = (response: FakeResponse) => listener(nodeRequest({ url: path }), response);
  for (const response of responses) open(response);
  await vi.advanceTimersByTimeAsync(0);
  return { referee, ...seated, open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an event stream whose client reads nothing (drained)', () => {
  it('is cut off after 15 s of a full buffer, and its place is freed', async () => {
    const stalled = nodeResponse({ stalled: true });
    const { referee, id, open } = await streamTo(stalled);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(stalled.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(stalled.destroyed).toBe(true);
    expect(stalled.written.chunks).toEqual(['retry: 1000\n\n']);
    // Its place is free: the audience's only one is taken again.
    const next = nodeResponse({ stalled: true });
    open(next);
    await vi.advanceTimersByTimeAsync(0);
    expect(next.written.status).toBe(200);
    vi.useRealTimers();
    next.destroy();
    expect(body(await referee.view(id)).id).toBe(id);
    await referee.close();
  });

  it('writes on once its client reads, and leaves a client that left as it is', async () => {
    // Each write fills the reader's buffer, and the reader empties it 1 ms later.
    const reading = nodeResponse({ backpressure: true });
    const leaving = nodeResponse({ stalled: true });
    const { referee, id, players } = await streamTo(reading, leaving);
    leaving.emit('close');
    await vi.advanceTimersByTimeAsync(10_000);
    // A move 10 s on: the reader's stream writes it, and waits 15 s from then for its client.
    const view = body(await referee.view(id));
    const action = nextAction(view.state);
    const mover = players[action.player];
    body(await referee.move(id, mover.token, { requestId: 'm1', action }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reading.written.chunks.length).toBeGreaterThan(1);
    expect(reading.written.chunks.at(-1)).toMatch(/^id: \d+\nevent: match\n/);
    // 20 s in, neither stream is cut off: each of the reader's waits ended with its drain, the
    // other's with its close.
    expect([reading.destroyed, leaving.destroyed]).toEqual([false, false]);
    expect(leaving.written).toMatchObject({ status: 200, chunks: ['retry: 1000\n\n'] });
    vi.useRealTimers();
    reading.destroy();
    await referee.close();
  });
});
