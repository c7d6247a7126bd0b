import { describe, expect, it } from 'vitest';
import { keyedQueue } from '../../src/core/keyedQueue.js';

/** A call that records its start and end, and ends when `end` is called. */
function held(log: string[], name: string) {
  let end = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`${name} starts`);
      await done;
      log.push(`${name} ends`);
      return name;
    },
    end,
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keyedQueue', () => {
  it('runs the calls of one key one after another, in order, and other keys beside them', async () => {
    const queue = keyedQueue();
    const log: string[] = [];
    const [a, b, c] = [held(log, 'a'), held(log, 'b'), held(log, 'c')];
    const results = [queue('k', a.run), queue('k', b.run), queue('other', c.run)];
    await turn();
    expect(log).toEqual(['a starts', 'c starts']);
    expect(queue.size()).toBe(2);
    a.end();
    c.end();
    await results[0];
    await turn();
    // Key `k` is kept while `b` is under way; `other` is forgotten.
    expect(queue.size()).toBe(1);
    b.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'c starts', 'a ends', 'c ends', 'b starts', 'b ends']);
    await turn();
    expect(queue.size()).toBe(0);
  });

  it('runs the next call after one that failed, whose caller hears the failure', async () => {
    const queue = keyedQueue();
    const failed = queue('k', () => Promise.reject(new Error('no')));
    const next = queue('k', () => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('yes');
    // Once its calls are done, a key starts again with nothing before it.
    await turn();
    const log: string[] = [];
    const later = held(log, 'later');
    const result = queue('k', later.run);
    await turn();
    expect(log).toEqual(['later starts']);
    later.end();
    expect(await result).toBe('later');
  });
});
