import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http/rateLimiter.js';

describe('createRateLimiter', () => {
  it('allows each address and kind its limit in a minute, and starts again the next minute', () => {
    let now = 60_000;
    const limiter = createRateLimiter(() => now);
    const tries = (address: string, kind: string) =>
      Array.from({ length: 3 }, () => limiter.allow(address, kind, 2));
    expect(tries('a', 'move')).toEqual([true, true, false]);
    expect(tries('b', 'move')).toEqual([true, true, false]);
    expect(tries('a', 'join')).toEqual([true, true, false]);
    now = 119_999;
    expect(limiter.allow('a', 'move', 2)).toBe(false);
    now = 120_000;
    expect(tries('a', 'move')).toEqual([true, true, false]);
  });

  it('starts the window again when it counts 100,000 keys, so its memory stays bounded', () => {
    const limiter = createRateLimiter(() => 0);
    expect(limiter.allow('a', 'move', 1)).toBe(true);
    for (let i = 1; i < 99_999; i++) limiter.allow(String(i), 'move', 1);
    // 99,999 keys: 'a' is still counted.
    expect(limiter.allow('a', 'move', 1)).toBe(false);
    limiter.allow('last', 'move', 1);
    // 100,000 keys: the next request starts a new window, and 'a' is allowed again.
    expect(limiter.allow('a', 'move', 1)).toBe(true);
  });
});
