import { describe, expect, it } from 'vitest';
import { createMatch, sfc32 } from '../../src/index.js';
import { isDeepFrozen } from '../helpers.js';

describe('createMatch', () => {
  it('starts round 1 waiting for player 0 to bet, 100 chips each', () => {
    expect(createMatch({ seed: 5 })).toEqual({
      phase: 'betting',
      round: 1,
      bettor: 0,
      roller: null,
      stake: 0,
      pot: 0,
      chips: [100, 100],
      points: [0, 0],
      bonusRolls: 0,
      lastRoll: null,
      lastRound: null,
      winner: null,
      error: null,
      totalChips: 200,
      seed: 5,
      rng: sfc32.seed(5),
    });
  });

  it('returns a deeply frozen state that JSON carries unchanged', () => {
    const state = createMatch({ seed: 'x', chips: [3, 9], firstBettor: 1 });
    expect(isDeepFrozen(state)).toBe(true);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toMatchObject({ chips: [3, 9], totalChips: 12, bettor: 1 });
  });

  it('hashes string seeds to a number below 2^32 and keeps whole-number seeds', () => {
    const a = createMatch({ seed: 'table-7' });
    expect(a.seed).toBe(createMatch({ seed: 'table-7' }).seed);
    expect(a.seed).not.toBe(createMatch({ seed: 'table-8' }).seed);
    expect(a.seed).toBeLessThan(2 ** 32);
    // 32-bit FNV-1a of the empty string is its offset basis.
    expect(createMatch({ seed: '' }).seed).toBe(0x811c9dc5);
    expect(createMatch({ seed: Number.MAX_SAFE_INTEGER }).seed).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('seeds from crypto.getRandomValues without a seed', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => createMatch().seed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
  });

  it('throws INVALID_OPTIONS naming the bad option and what is allowed', () => {
    expect(() => createMatch({ chips: [0, 5] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.chips[0] must be a whole number from 1 to 9007199254740991, got 0]`,
    );
    expect(() => createMatch({ chips: [5] as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.chips must be a pair of whole numbers from 1 to 9007199254740991, got an array]`,
    );
    expect(() => createMatch({ chips: [2 ** 52, 2 ** 52] })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.chips (their sum) must be a whole number from 2 to 9007199254740991, got 9007199254740992]`,
    );
    expect(() => createMatch({ firstBettor: 2 as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.firstBettor must be 0 or 1, got 2]`,
    );
    expect(() => createMatch({ seed: -1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.seed (or a string) must be a whole number from 0 to 9007199254740991, got -1]`,
    );
    expect(() => createMatch({ seed: 1.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() => createMatch({ chip: [1, 1] } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.chip must be absent (allowed: seed, chips, firstBettor), got an array]`,
    );
    expect(() => createMatch(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options must be an object { seed, chips, firstBettor }, got null]`,
    );
  });

  it('keeps no -0: a seed or a first bettor of -0 is 0', () => {
    const state = createMatch({ seed: -0, firstBettor: -0 as 0 });
    expect(Object.is(state.seed, 0)).toBe(true);
    expect(Object.is(state.bettor, 0)).toBe(true);
  });

  it('turns a getter or Proxy of the options that throws into INVALID_OPTIONS', () => {
    const getter = Object.defineProperty({}, 'seed', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(() => createMatch(getter)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: options.seed must be a plain data property, not a getter or setter, got a function]`,
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => createMatch(proxy)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createMatch: the options could not be read: a getter or Proxy trap threw]`,
    );
  });
});
