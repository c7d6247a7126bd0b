import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/createMatch.js';
import { defaultLimits } from '../../../src/referee/core/limits.js';
import type { MatchView } from '../../../src/referee/core/MatchView.js';
import { answer } from '../../../src/referee/core/reply.js';
import { eventStream } from '../../../src/referee/http/eventStream.js';
import { goneSignal } from '../../../src/referee/http/goneSignal.js';

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
  serverSeed: null,
  expired: false,
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
});
