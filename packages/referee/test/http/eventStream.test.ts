import { describe, expect, it } from 'vitest';
import { createMatch } from 'kiri-dice';
import { defaultLimits } from '../../src/core/RefereeLimits.js';
import type { MatchView } from '../../src/core/MatchView.js';
import { answer, refuse } from '../../src/core/reply.js';
import type { Watch } from '../../src/core/matchQueries.js';
import { eventStream } from '../../src/http/eventStream.js';
import { goneSignal } from '../../src/http/goneSignal.js';

const view = (step: number): MatchView => ({
  id: 'm',
  version: step - 4,
  step,
  state: createMatch({ seed: 1 }),
  seats: 2,
  commitment: 'c',
  seedCommitments: [],
  revealed: [true, true],
  clientSeeds: [],
  reveals: null,
  serverSeed: null,
  expired: false,
  clock: null,
});

describe('eventStream', () => {
  it('gives its place back once, however often it is stopped, and never begins once stopped', async () => {
    let left = 0;
    const signal = goneSignal();
    const stream = eventStream(
      { next: () => Promise.resolve(answer(200, view(5))), leave: () => undefined },
      defaultLimits,
      answer(200, view(4)),
      { after: 4, closing: new AbortController().signal, signal, leave: () => left++ },
    );
    if (stream.type !== 'events') throw new Error('a stream');
    stream.stop();
    signal.abort();
    stream.stop();
    expect(left).toBe(1);
    const parts: string[] = [];
    for await (const part of stream.parts) parts.push(part);
    expect(parts).toEqual([]);
  });

  /** A stream of `watch` from step 4, with the count of places it gave back. */
  function streamOf(watch: Watch['next'], limits = defaultLimits) {
    const counts = { left: 0 };
    const stream = eventStream(
      { next: watch, leave: () => undefined },
      limits,
      answer(200, view(4)),
      {
        after: 4,
        closing: new AbortController().signal,
        signal: goneSignal(),
        leave: () => counts.left++,
      },
    );
    if (stream.type !== 'events') throw new Error('a stream');
    return { stream, parts: stream.parts[Symbol.asyncIterator](), counts };
  }

  /** A wait that ends only when its signal aborts, with the view it had. */
  const waitForStop: Watch['next'] = (after, signal) =>
    new Promise((resolve) =>
      signal?.addEventListener('abort', () => resolve(answer(200, view(after)))),
    );

  it('answers with the headers of an event stream', () => {
    const { stream } = streamOf(waitForStop);
    expect(stream.headers).toEqual({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    stream.stop();
  });

  it('stopped in a wait, ends with no other part, and gives its place back once', async () => {
    const { stream, parts, counts } = streamOf(waitForStop);
    expect(await parts.next()).toEqual({ done: false, value: 'retry: 1000\n\n' });
    const waiting = parts.next();
    stream.stop();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(counts.left).toBe(1);
  });

  it('ends at a refusal of its wait (the match gone)', async () => {
    const { parts, counts } = streamOf(() => Promise.resolve(refuse(404, 'NOT_FOUND', 'no match')));
    const all: string[] = [];
    for (let part = await parts.next(); !part.done; part = await parts.next()) all.push(part.value);
    expect([all, counts.left]).toEqual([['retry: 1000\n\n'], 1]);
  });

  it('ends at its time even when every wait answers at once', async () => {
    let step = 4;
    const { parts } = streamOf(() => Promise.resolve(answer(200, view(++step))), {
      ...defaultLimits,
      streamTimeout: 20,
    });
    let count = 0;
    const start = Date.now();
    // Answers that never wait never let the stream's timer run: only its clock ends it.
    while (!(await parts.next()).done) {
      count++;
      if (Date.now() - start > 5_000) throw new Error('the stream did not end at its time');
    }
    expect(count).toBeGreaterThan(1);
  });
});
