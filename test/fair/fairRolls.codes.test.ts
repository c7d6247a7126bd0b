import { describe, expect, it } from 'vitest';
import { fairRolls } from '../../src/fair/index.js';
import { CLIENT_SEED, SERVER_SEED } from './vectors.js';

// fairRolls.test.ts pins the messages; this pins the code a caller branches on.
describe('fairRolls refusals', () => {
  it('are misuses of its options, by their code', async () => {
    for (const [serverSeed, clientSeed, count] of [
      [SERVER_SEED, CLIENT_SEED, -1],
      [SERVER_SEED, '', 1],
      ['x', CLIENT_SEED, 1],
    ] as const)
      await expect(fairRolls(serverSeed, clientSeed, count)).rejects.toMatchObject({
        name: 'KiriError',
        code: 'INVALID_OPTIONS',
      });
  });
});
