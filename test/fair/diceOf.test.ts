import { describe, expect, it } from 'vitest';
import { diceOf } from '../../src/fair/diceOf.js';

describe('diceOf', () => {
  it('takes the top three bits of bytes 0 and 1, plus 1, and ignores the rest', () => {
    expect(diceOf(new Uint8Array([0x00, 0xff, 0xff]))).toEqual([1, 8]);
    expect(diceOf(new Uint8Array([0x1f, 0x20, 0x00]))).toEqual([1, 2]);
    expect(diceOf(new Uint8Array([0xe0, 0xdf]))).toEqual([8, 7]);
    expect(Object.isFrozen(diceOf(new Uint8Array(32)))).toBe(true);
  });

  it('gives each of the 64 pairs of dice for exactly 1/64 of the 65,536 pairs of bytes: no bias', () => {
    const counts = new Map<string, number>();
    for (let first = 0; first < 256; first++)
      for (let second = 0; second < 256; second++) {
        const key = diceOf(new Uint8Array([first, second])).join();
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    expect(counts.size).toBe(64);
    expect(new Set(counts.values())).toEqual(new Set([1024]));
  });
});
