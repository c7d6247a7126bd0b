import { describe, expect, it } from 'vitest';
import { causeOf } from '../../src/core/causeOf.js';

describe('causeOf', () => {
  it('gives a stack, else a message, else the thrown value', () => {
    const error = new Error('boom');
    expect(causeOf(error)).toMatch(/^Error: boom\n\s+at /);
    delete error.stack;
    expect(causeOf(error)).toBe('boom');
    expect(causeOf(42)).toBe('42');
  });
});
