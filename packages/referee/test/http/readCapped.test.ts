import { describe, expect, it } from 'vitest';
import { readCapped } from '../../src/http/readCapped.js';

/** `chunks` as a body's stream of chunks. */
async function* streamOf(...chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
}

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('readCapped', () => {
  it('joins the chunks of a body up to its limit, the limit itself included', async () => {
    expect(await readCapped(streamOf(bytes(1, 2), bytes(3), bytes(4, 5)), 5)).toEqual(
      bytes(1, 2, 3, 4, 5),
    );
    expect(await readCapped(streamOf(), 5)).toEqual(bytes());
  });

  it('gives one chunk as it is, without a copy', async () => {
    const only = bytes(1, 2, 3);
    expect(await readCapped(streamOf(only), 3)).toBe(only);
  });

  it('is null one byte past the limit, after reading the whole body', async () => {
    let read = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for (const chunk of [bytes(1, 2), bytes(3, 4), bytes(5, 6)]) {
        read++;
        yield await Promise.resolve(chunk);
      }
    }
    expect(await readCapped(counted(), 5)).toBeNull();
    expect(read).toBe(3);
    // Past the limit at the second chunk: the third and fourth are read all the same.
    read = 0;
    async function* more(): AsyncGenerator<Uint8Array> {
      for (const chunk of [bytes(1, 2), bytes(3, 4), bytes(5), bytes(6)]) {
        read++;
        yield await Promise.resolve(chunk);
      }
    }
    expect(await readCapped(more(), 3)).toBeNull();
    expect(read).toBe(4);
    expect(await readCapped(streamOf(bytes(1, 2, 3, 4, 5, 6)), 5)).toBeNull();
  });
});
