import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createSeatTokens } from '../../../src/referee/core/seatTokens.js';
import { hashToken, newToken } from '../../../src/referee/core/tokens.js';
import { createReferee, memoryStore } from '../../../src/referee/index.js';
import { table } from '../table.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashToken', () => {
  it('is the SHA-256 of the token', async () => {
    const token = newToken();
    expect(await hashToken(token)).toBe(sha256(token));
  });
});

describe('createSeatTokens', () => {
  it('remembers hashes, and starts again past the number it keeps', () => {
    const tokens = createSeatTokens(2);
    tokens.remember('a', 'hash of a');
    tokens.remember('b', 'hash of b');
    expect([tokens.hashOf('a'), tokens.hashOf('b'), tokens.hashOf('c')]).toEqual([
      'hash of a',
      'hash of b',
      undefined,
    ]);
    tokens.remember('c', 'hash of c');
    expect([tokens.hashOf('a'), tokens.hashOf('c')]).toEqual([undefined, 'hash of c']);
  });
});

describe('the referee’s tokens', () => {
  it('hashes a seat’s token once, and a made-up token every time, remembering none of them', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, players } = await table(referee);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    try {
      const bet = { type: 'bet', player: 0, amount: 1 };
      for (let n = 0; n < 3; n++)
        await referee.move(id, players[1].token, { requestId: `early-${n}`, action: bet });
      // The reveals of `table` sent the tokens already: known, they are not hashed again.
      expect(digest).not.toHaveBeenCalled();
      for (let n = 0; n < 3; n++) {
        const forged = await referee.move(id, `made-up-${n % 2}`, { requestId: 'x', action: bet });
        expect(forged).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
      expect(digest).toHaveBeenCalledTimes(3);
    } finally {
      digest.mockRestore();
      await referee.close();
    }
  });
});
