import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { clientSeed, roll, serverSeed } from '@kiri-dice/testing/seedArbitraries';
import { describe, expect, it, vi } from 'vitest';
import { fairDice, fairRoller, type SyncHmac } from '../../src/fair/index.js';
import * as webCrypto from '../../src/fair/webCrypto.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { CLIENT_SEED, MORE_ROLLS, ROLLS, SERVER_SEED } from './vectors.js';

describe('fairRoller', () => {
  it('rolls the dice of fairDice, through Web Crypto and through node:crypto alike', async () => {
    await fc.assert(
      fc.asyncProperty(serverSeed, clientSeed, roll, async (server, client, n) => {
        const dice = await fairDice(server, client, n);
        expect(await fairRoller(server)(client, n)).toEqual(dice);
        expect(await fairRoller(server, crypto)(client, n)).toEqual(dice);
      }),
      { numRuns: runs(200) },
    );
  });

  it("gives the fair-dice guide's vectors, frozen, with the seed in either case", async () => {
    for (const roller of [fairRoller(SERVER_SEED), fairRoller(SERVER_SEED.toUpperCase(), crypto)]) {
      for (const [n, { dice }] of ROLLS.entries())
        expect(await roller(CLIENT_SEED, n)).toEqual(dice);
      for (const { clientSeed: seed, n, dice } of MORE_ROLLS)
        expect(await roller(seed, n)).toEqual(dice);
      expect(Object.isFrozen(await roller(CLIENT_SEED, 0))).toBe(true);
    }
  });

  it('imports the Web Crypto key once, on its first roll', async () => {
    const imported = vi.spyOn(webCrypto, 'hmacKey');
    try {
      const roller = fairRoller(SERVER_SEED);
      expect(imported).not.toHaveBeenCalled();
      await Promise.all([roller('x', 0), roller('x', 1)]);
      await roller('y', 2);
      expect(imported).toHaveBeenCalledTimes(1);
    } finally {
      imported.mockRestore();
    }
  });

  it('makes the synchronous key once, of the seed bytes, and signs each roll under it', async () => {
    const used: string[] = [];
    const spy: SyncHmac = {
      createSecretKey: (bytes) => {
        used.push(`key ${Buffer.from(bytes).toString('hex')}`);
        return crypto.createSecretKey(bytes);
      },
      createHmac: (algorithm, key) => {
        used.push(algorithm);
        return crypto.createHmac(algorithm, key as crypto.KeyObject);
      },
    };
    const roller = fairRoller(SERVER_SEED, spy);
    expect(await roller(CLIENT_SEED, 0)).toEqual(ROLLS[0]!.dice);
    await roller(CLIENT_SEED, 1);
    expect(used).toEqual([`key ${SERVER_SEED}`, 'sha256', 'sha256']);
  });

  it('refuses a bad seed or hmac at once, and a bad roll by its promise', async () => {
    expect(() => fairRoller('abc')).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRoller: serverSeed must be 64 hexadecimal digits (32 bytes), got "abc"]`,
    );
    expect(() => fairRoller(SERVER_SEED, {} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRoller: hmac must be a synchronous HMAC { createSecretKey, createHmac } such as node:crypto, got an object]`,
    );
    expect(() => fairRoller(SERVER_SEED, null as never)).toThrow(/fairRoller: hmac must be/);
    const keysOnly = { createSecretKey: () => ({}) };
    expect(() => fairRoller(SERVER_SEED, keysOnly as never)).toThrow(/fairRoller: hmac must be/);
    const roller = fairRoller(SERVER_SEED, crypto);
    await expect(roller('', 0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRoller: clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got ""]`,
    );
    await expect(fairRoller(SERVER_SEED)('x', -1)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairRoller: n must be a whole number from 0 to 9007199254740991, got -1]`,
    );
    await expect(roller('x', 1.5)).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});
