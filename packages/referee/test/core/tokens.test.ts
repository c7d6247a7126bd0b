import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createSeatTokens } from '../../src/core/seatTokens.js';
import { hashToken, seatToken } from '../../src/core/tokens.js';
import { createReferee, memoryStore } from '@kiri-dice/referee';
import { table } from '@kiri-dice/testing/table';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashToken', () => {
  it('is the SHA-256 of the token', async () => {
    const token = 'a seat’s token';
    expect(await hashToken(token)).toBe(sha256(token));
    // Two digits a byte, a byte below 16 too.
    expect(await hashToken('token-2')).toBe(
      '0f6bffa9661cb5dd2f3f7b2929f33061f58a7ba7fdd689530b1a306f8ed8f3ec',
    );
  });
});

describe('seatToken', () => {
  it('is the base64url of the SHA-256 of kiri-dice/seat-token:ID:REQUEST_ID, 43 characters', async () => {
    const base64url = (text: string) => createHash('sha256').update(text).digest('base64url');
    expect(await seatToken('m1', 'join-1')).toBe(base64url('kiri-dice/seat-token:m1:join-1'));
    expect(await seatToken('m1', 'join-1')).toMatchInlineSnapshot(
      `"bPmgrza2gZylL6aVuHhqQGG3RUlPz5s73RwKfocbnx0"`,
    );
    for (let n = 0; n < 200; n++) {
      const [id, requestId] = [crypto.randomUUID(), crypto.randomUUID()];
      expect(await seatToken(id, requestId)).toBe(
        base64url(`kiri-dice/seat-token:${id}:${requestId}`),
      );
    }
  });
});

describe('createSeatTokens', () => {
  it('remembers seats, and starts again past the number it keeps', () => {
    const tokens = createSeatTokens(2);
    const seat = (tokenHash: string) => ({ matchId: 'm', seat: 0, tokenHash, seedCommitment: 'c' });
    tokens.remember('a', seat('hash of a'));
    tokens.remember('b', seat('hash of b'));
    expect([tokens.seatOf('a'), tokens.seatOf('b'), tokens.seatOf('c')]).toEqual([
      seat('hash of a'),
      seat('hash of b'),
      undefined,
    ]);
    tokens.remember('c', seat('hash of c'));
    expect([tokens.seatOf('a'), tokens.seatOf('c')]).toEqual([undefined, seat('hash of c')]);
  });
});

describe('the referee’s tokens', () => {
  it('hashes and looks up a seat’s token once, and a made-up token every time, remembering none of them', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id, players } = await table(referee);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const seatOf = vi.spyOn(store, 'seatOf');
    try {
      const bet = { type: 'bet', player: 0, amount: 1 };
      for (let n = 0; n < 3; n++)
        await referee.move(id, players[1].token, { requestId: `early-${n}`, action: bet });
      // The reveals of `table` sent the tokens already: known, they are not hashed or looked up again.
      expect(digest).not.toHaveBeenCalled();
      expect(seatOf).not.toHaveBeenCalled();
      for (let n = 0; n < 3; n++) {
        const forged = await referee.move(id, `made-up-${n % 2}`, { requestId: 'x', action: bet });
        expect(forged).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
      expect(digest).toHaveBeenCalledTimes(3);
      expect(seatOf).toHaveBeenCalledTimes(3);
    } finally {
      seatOf.mockRestore();
      digest.mockRestore();
      await referee.close();
    }
  });
});
