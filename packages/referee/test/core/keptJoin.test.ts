import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinBody, keptJoin } from '../../src/core/keptJoin.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('joinBody', () => {
  it('is the canonical JSON of the seed’s commitment alone', () => {
    expect(joinBody('c0ffee')).toBe('{"seedCommitment":"c0ffee"}');
  });
});

describe('keptJoin', () => {
  it('keeps an older join under its derived token’s hash, without its id or its token', async () => {
    const older = {
      matchId: 'm1',
      sender: 'join',
      requestId: 'join-1',
      body: '{"requestId":"join-1","seedCommitment":"c0ffee"}',
      answer: '{"id":"m1","seat":1,"token":"random-token","commitment":"beef"}',
    };
    const token = createHash('sha256').update('kiri-dice/seat-token:m1:join-1').digest('base64url');
    expect(await keptJoin(older)).toEqual({
      matchId: 'm1',
      sender: 'join',
      requestId: sha256(token),
      body: '{"seedCommitment":"c0ffee"}',
      answer: '{"id":"m1","seat":1,"commitment":"beef"}',
    });
  });
});
