import { describe, expect, it } from 'vitest';
import { createWaiters } from '../../../src/referee/core/waiters.js';
import { memoryStore } from '../../../src/referee/index.js';

describe('createWaiters', () => {
  it('holds no place once closed, and ends every wait at once', async () => {
    const waiters = createWaiters(memoryStore(), 1, 1);
    const first = waiters.enter('m', 'seat:0');
    expect(waiters.enter('m', 'seat:0')).toBeNull();
    waiters.close();
    first?.();
    // Closed: every wait gets a place that holds nothing, and ends at once.
    for (let n = 0; n < 3; n++) waiters.enter('m', 'seat:0')?.();
    expect(await waiters.next('m', 60_000).woken).toBe('end');
  });
});
