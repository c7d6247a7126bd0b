/**
 * The first call of a process, before the engine has returned any state: nothing a caller passes
 * may match the engine's empty cache of the state it returned last. Its own file, so that no
 * other test has filled the cache first.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, reduce } from '../../src/index.js';
import { winProbability } from '../../src/odds/index.js';

describe('the first call of a process', () => {
  it('refuses null and undefined as states with INVALID_STATE, never a TypeError', () => {
    expect(() => winProbability(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: winProbability: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got null]`,
    );
    expect(() => reduce(null as never, { type: 'roll', player: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    );
    expect(() => legalActions(undefined as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    );
  });
});
