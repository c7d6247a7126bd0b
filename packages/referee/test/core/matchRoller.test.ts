import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { clientSeed, roll, serverSeed } from '@kiri-dice/testing/seedArbitraries';
import { describe, expect, it, vi } from 'vitest';
import { fairDice, type SyncHmac } from 'kiri-dice/fair';
import {
  createMatchRoller,
  ROLLERS_KEPT,
  loadNodeHmac,
  syncHmacOf,
} from '../../src/core/matchRoller.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

describe('createMatchRoller', () => {
  it('finds node:crypto on Node', async () => {
    expect(typeof (await loadNodeHmac())?.createHmac).toBe('function');
  });

  it('takes a module for a synchronous HMAC only when it has both functions', () => {
    const both = { createHmac, createSecretKey };
    expect(syncHmacOf(both)).toBe(both);
    expect(syncHmacOf({})).toBeNull();
    expect(syncHmacOf({ createHmac })).toBeNull();
    expect(syncHmacOf({ createSecretKey })).toBeNull();
  });

  it('rolls the dice of fairDice, through node:crypto and through Web Crypto alike', async () => {
    const fast = createMatchRoller();
    const web = createMatchRoller(Promise.resolve(null));
    await fc.assert(
      fc.asyncProperty(serverSeed, clientSeed, roll, async (server, client, n) => {
        const dice = await fairDice(server, client, n);
        expect(await fast(server, client, n)).toEqual(dice);
        expect(await web(server, client, n)).toEqual(dice);
      }),
      { numRuns: runs(200) },
    );
  });

  it('pins a vector of the fair-dice guide', async () => {
    const seed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
    for (const rollOf of [createMatchRoller(), createMatchRoller(Promise.resolve(null))]) {
      expect(await rollOf(seed, 'lucky-7', 0)).toEqual([8, 4]);
      expect(await rollOf(seed, 'lucky-7', 3)).toEqual([8, 6]);
    }
  });

  it('uses the synchronous HMAC it is given, keyed with the server seed made a key once', async () => {
    const used: string[] = [];
    const spy: SyncHmac = {
      createSecretKey: (bytes) => {
        used.push(`key ${Buffer.from(bytes).toString('hex')}`);
        return createSecretKey(bytes);
      },
      createHmac: (algorithm, key) => {
        used.push(`${algorithm} ${(key as KeyObject).export().toString('hex')}`);
        return createHmac(algorithm, key as KeyObject);
      },
    };
    const seed = 'ab'.repeat(32);
    const rollOf = createMatchRoller(Promise.resolve(spy));
    await rollOf(seed, 'x', 5);
    await rollOf(seed, 'x', 6);
    expect(used).toEqual([`key ${seed}`, `sha256 ${seed}`, `sha256 ${seed}`]);
  });

  it('imports each server seed as a Web Crypto key once, and keeps a bounded number', async () => {
    const imported = vi.spyOn(globalThis.crypto.subtle, 'importKey');
    try {
      const rollOf = createMatchRoller(Promise.resolve(null));
      const seeds = Array.from({ length: ROLLERS_KEPT + 1 }, (_, i) =>
        i.toString(16).padStart(64, '0'),
      );
      await rollOf(seeds[0]!, 'x', 0);
      await rollOf(seeds[0]!, 'x', 1);
      expect(imported).toHaveBeenCalledTimes(1);
      // A second seed does not push the first out while there is room.
      await rollOf(seeds[1]!, 'x', 0);
      await rollOf(seeds[0]!, 'x', 2);
      expect(imported).toHaveBeenCalledTimes(2);
      for (const seed of seeds) await rollOf(seed, 'x', 0);
      // The first was kept until the memory was full, then the memory started again.
      expect(imported).toHaveBeenCalledTimes(ROLLERS_KEPT + 1);
      await rollOf(seeds[0]!, 'x', 3);
      expect(imported).toHaveBeenCalledTimes(ROLLERS_KEPT + 2);
    } finally {
      imported.mockRestore();
    }
  });
});
