import { describe, expect, it } from 'vitest';
import { recent } from '../../src/engine/recent.js';

describe('recent', () => {
  it('remembers nothing before the engine has returned anything', () => {
    // A test file of its own: no other code of the engine has run in this module graph.
    expect(recent).toEqual({ state: null, ctx: null, rng: null, words: [] });
  });
});
