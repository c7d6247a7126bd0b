import { describe, expect, it, vi } from 'vitest';
import { openRecorder } from '../src/matchRecorder.js';
import { createMatch, reduce } from 'kiri-dice';
import { tempPath } from './cli.js';

// A limit a record reaches in one move, so that its edge is tested without writing 64 MiB: the
// header of seed 1, the room of a round kept below the limit (64 KiB), and the first bet's text.
vi.mock('../src/loadRecord.js', async () => {
  const { formatRecord, startRecord } = await import('kiri-dice/record');
  // A record of no move is its header alone.
  const header = formatRecord(startRecord({ seed: 1 }).record);
  return { maxRecordBytes: header.length + 64 * 1024 + '\n1. P0 bets 10'.length };
});

describe('openRecorder at the limit of what replay reads', () => {
  it('is full once the record and its room reach the limit exactly, not a byte before', () => {
    const recorder = openRecorder(tempPath('full.txt'), { seed: 1 });
    expect(recorder.full()).toBe(false);
    const before = createMatch({ seed: 1 });
    recorder.onMove(before, reduce(before, { type: 'bet', player: 0, amount: 10 }));
    expect(recorder.full()).toBe(true);
    recorder.discard();
  });
});
