import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchParent } from '../src/parentWatch.js';

afterEach(() => vi.useRealTimers());

describe('watchParent', () => {
  it('calls gone once, at the first look that finds another parent', () => {
    vi.useFakeTimers();
    let parent = 4242;
    const gone = vi.fn();
    watchParent(() => parent, gone, 500);
    vi.advanceTimersByTime(5_000);
    expect(gone).not.toHaveBeenCalled();
    parent = 1;
    vi.advanceTimersByTime(499);
    expect(gone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gone).toHaveBeenCalledTimes(1);
    parent = 7;
    vi.advanceTimersByTime(5_000);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('looks every 500 ms unless told otherwise, and stops when asked', () => {
    vi.useFakeTimers();
    let parent = 10;
    const gone = vi.fn();
    const stop = watchParent(() => parent, gone);
    parent = 1;
    vi.advanceTimersByTime(499);
    expect(gone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gone).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    const end = watchParent(() => parent, other);
    end();
    parent = 2;
    vi.advanceTimersByTime(5_000);
    expect(other).not.toHaveBeenCalled();
    stop();
  });

  it('keeps no process alive: its timer is unreferenced', () => {
    const unref = vi.spyOn(globalThis, 'setInterval');
    const stop = watchParent(
      () => process.ppid,
      () => undefined,
    );
    const timer = unref.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
    unref.mockRestore();
  });
});
