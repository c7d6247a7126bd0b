import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { openRecorder } from '../src/matchRecorder.js';
import { createMatch, reduce } from 'kiri-dice';
import { formatRecord, parseRecord, play, startRecord } from 'kiri-dice/record';
import { tempPath } from './cli.js';

/** A bet, an accept and a roll of seed 1, as the recorder is given them. */
function playThree(recorder: ReturnType<typeof openRecorder>): void {
  let state = createMatch({ seed: 1 });
  for (const action of [
    { type: 'bet', player: 0, amount: 10 },
    { type: 'accept', player: 1 },
    { type: 'roll', player: 1 },
  ] as const) {
    const next = reduce(state, action);
    recorder.onMove(state, next);
    state = next;
  }
}

describe('openRecorder', () => {
  it('streams what formatRecord writes, and writes the record so far on SIGINT or SIGTERM', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      const expected = formatRecord(
        [
          { type: 'bet', player: 0, amount: 10 },
          { type: 'accept', player: 1 },
          { type: 'roll', player: 1 },
        ].reduce((m, a) => play(m, a as never), startRecord({ seed: 1 })).record,
      );
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        const file = tempPath(`interrupted-${signal}.txt`);
        writeFileSync(file, 'old');
        const recorder = openRecorder(file, { seed: 1 }, true);
        playThree(recorder);
        expect(readFileSync(file, 'utf8')).toBe('old');
        process.emit(signal, signal);
        expect(readFileSync(file, 'utf8')).toBe(expected);
        expect(parseRecord(expected).moves).toHaveLength(3);
        expect(process.listenerCount(signal)).toBe(0);
      }
      expect(exit.mock.calls).toEqual([[130], [143]]);
      // Another listener of the signal decides how the program ends: the record is still written.
      const other = () => undefined;
      process.on('SIGINT', other);
      const file = tempPath('interrupted-listened.txt');
      const recorder = openRecorder(file, { seed: 1 }, true);
      playThree(recorder);
      process.emit('SIGINT', 'SIGINT');
      process.off('SIGINT', other);
      expect(readFileSync(file, 'utf8')).toBe(expected);
      expect(exit.mock.calls).toHaveLength(2);
      // That listener stops the game, whose end writes the record again: nothing happens.
      expect(() => recorder.write()).not.toThrow();
      expect(readFileSync(file, 'utf8')).toBe(expected);
    } finally {
      exit.mockRestore();
    }
  });

  it('stops listening to the process once the record is written', () => {
    const before = ['exit', 'SIGINT', 'SIGTERM'].map((event) => process.listenerCount(event));
    const recorder = openRecorder(tempPath('listened.txt'), { seed: 1 }, true);
    expect(process.listenerCount('exit')).toBe(before[0]! + 1);
    recorder.write();
    expect(['exit', 'SIGINT', 'SIGTERM'].map((event) => process.listenerCount(event))).toEqual(
      before,
    );
  });

  it('writes the record so far when the process exits first (a closed pipe)', () => {
    const file = tempPath('exited.txt');
    const signals = process.listenerCount('SIGINT') + process.listenerCount('SIGTERM');
    const recorder = openRecorder(file, { seed: 1 });
    // Without `signals`, the demo hears them itself: the recorder does not listen.
    expect(process.listenerCount('SIGINT') + process.listenerCount('SIGTERM')).toBe(signals);
    playThree(recorder);
    process.emit('exit', 0);
    expect(parseRecord(readFileSync(file, 'utf8')).moves).toHaveLength(3);
    expect(process.listenerCount('SIGINT')).toBe(0);
  });
});
