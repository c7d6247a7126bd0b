import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keptJoinOfRow } from '../../src/stores/keptJoinOfRow.js';

describe('keptJoinOfRow', () => {
  it('reads a join’s row as an older referee wrote it, and gives it as this one keeps it', async () => {
    const row = {
      match_id: 'm1',
      request_id: 'join-1',
      body: '{"requestId":"join-1","seedCommitment":"c0ffee"}',
      answer: '{"id":"m1","seat":0,"token":"random","commitment":"beef"}',
    };
    const token = createHash('sha256').update('kiri-dice/seat-token:m1:join-1').digest('base64url');
    expect(await keptJoinOfRow(row)).toEqual({
      was: {
        matchId: 'm1',
        sender: 'join',
        requestId: 'join-1',
        body: row.body,
        answer: row.answer,
      },
      kept: {
        matchId: 'm1',
        sender: 'join',
        requestId: createHash('sha256').update(token).digest('hex'),
        body: '{"seedCommitment":"c0ffee"}',
        answer: '{"id":"m1","seat":0,"commitment":"beef"}',
      },
    });
  });
});
