import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineBatcher } from '../src/lineBatcher.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('lineBatcher', () => {
  it('writes the lines of one delay together, in order, once it has passed', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const batcher = lineBatcher((text) => writes.push(text), 5);
    batcher.line('a\n');
    batcher.line('b\n');
    vi.advanceTimersByTime(4);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
    batcher.line('c\n');
    vi.advanceTimersByTime(5);
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(2);
  });

  it('flush writes what is kept at once, nothing when nothing is, and stops the wait', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const batcher = lineBatcher((text) => writes.push(text));
    batcher.flush();
    expect(writes).toEqual([]);
    batcher.line('a\n');
    batcher.flush();
    expect(writes).toEqual(['a\n']);
    expect(vi.getTimerCount()).toBe(0);
    batcher.line('b\n');
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\n', 'b\n']);
  });
});
