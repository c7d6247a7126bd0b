import { describe, expect, it, vi } from 'vitest';
import { fairDice } from 'kiri-dice/fair';
import { createMatchRoller, loadNodeHmac } from '../../src/core/matchRoller.js';

const modules = vi.hoisted((): { crypto: unknown } => ({ crypto: null }));

vi.mock('../../src/runtimeModule.js', () => ({
  runtimeModule: (name: string) =>
    modules.crypto === null
      ? Promise.reject(new Error(`no ${name}`))
      : Promise.resolve(modules.crypto),
}));

describe('the fair roller on a runtime without node:crypto', () => {
  it('rolls through Web Crypto when the module is missing, or lacks createHmac or createSecretKey', async () => {
    const seed = 'cd'.repeat(32);
    for (const crypto of [null, {}, { createHmac: () => null }]) {
      modules.crypto = crypto;
      expect(await loadNodeHmac()).toBeNull();
      expect(await createMatchRoller()(seed, 'y', 7)).toEqual(await fairDice(seed, 'y', 7));
    }
  });
});
