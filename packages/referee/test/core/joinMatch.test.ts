import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { createReferee, memoryStore, type Store } from '@kiri-dice/referee';
import { keptJoin } from '../../src/core/keptJoin.js';
import { body, joinId, playedMatch } from '@kiri-dice/testing/table';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (id: string, requestId: string) =>
  createHash('sha256').update(`kiri-dice/seat-token:${id}:${requestId}`).digest('base64url');

/** A memory store that keeps a copy of every value the referee hands it, as a database would. */
function recordingStore(): { readonly store: Store; readonly handed: unknown[] } {
  const handed: unknown[] = [];
  const inner = memoryStore();
  const store = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        handed.push(JSON.parse(JSON.stringify(args)));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store, handed };
}

describe('joinMatch', () => {
  it('answers a join sent again with the first bytes, its token derived from the join’s id', async () => {
    const referee = createReferee({ store: memoryStore() });
    const { id, commitment } = body(await referee.create({}));
    const join = { requestId: joinId(), seedCommitment: await commitTo(createClientSeed()) };
    const first = await referee.join(id, join);
    expect(first).toMatchObject({ status: 201, body: { id, seat: 0, commitment } });
    expect(body(first).token).toBe(tokenOf(id, join.requestId));
    const again = await referee.join(id, {
      seedCommitment: join.seedCommitment,
      requestId: join.requestId,
    });
    expect(again).toEqual(first);
    expect(again.type === 'answer' && again.text).toBe(first.type === 'answer' && first.text);
    const other = { ...join, seedCommitment: await commitTo(createClientSeed()) };
    expect(await referee.join(id, other)).toMatchInlineSnapshot(`
      {
        "code": "REQUEST_ID_REUSED",
        "message": "request ${join.requestId} was already answered for another request",
        "status": 409,
        "type": "refusal",
      }
    `);
    await referee.close();
  });

  it('hands its store no token and no join’s id, through a whole match', async () => {
    const { store, handed } = recordingStore();
    const referee = createReferee({ store });
    const { tokens, secrets } = await playedMatch(referee);
    const kept = JSON.stringify(handed);
    // The store was handed the tokens' hashes: what a seat is found by.
    for (const token of tokens) expect(kept).toContain(sha256(token));
    for (const secret of secrets) expect(kept).not.toContain(secret);
    await referee.close();
  });

  it('refuses TOKEN_NOT_KEPT a join an older referee answered, whose token still plays', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const { id, commitment } = body(await referee.create({}));
    const seed = createClientSeed();
    const join = { requestId: joinId(), seedCommitment: await commitTo(seed) };
    // The join as an older referee stored it (a random token, kept in its answer), migrated.
    const token = 'an-older-referee-s-random-token-of-43-chars';
    const stored = {
      matchId: id,
      sender: 'join',
      requestId: join.requestId,
      body: JSON.stringify({ requestId: join.requestId, seedCommitment: join.seedCommitment }),
      answer: JSON.stringify({ id, seat: 0, token, commitment }),
    };
    const seat = {
      matchId: id,
      seat: 0,
      tokenHash: sha256(token),
      seedCommitment: join.seedCommitment,
    };
    expect(await store.takeSeat(seat, await keptJoin(stored), Date.now(), null)).toEqual({
      type: 'taken',
    });
    expect(await referee.join(id, join)).toMatchInlineSnapshot(`
      {
        "code": "TOKEN_NOT_KEPT",
        "message": "join ${join.requestId} was answered by an older referee, which kept no token to send again: the first answer's token still plays",
        "status": 410,
        "type": "refusal",
      }
    `);
    const other = { ...join, seedCommitment: await commitTo(createClientSeed()) };
    expect(await referee.join(id, other)).toMatchObject({ code: 'REQUEST_ID_REUSED' });
    // The join took no second seat, and the token still plays its own.
    expect(body(await referee.view(id)).seats).toBe(1);
    const second = { requestId: joinId(), seedCommitment: await commitTo(createClientSeed()) };
    expect(body(await referee.join(id, second)).seat).toBe(1);
    const revealed = await referee.reveal(id, token, { requestId: 'r', clientSeed: seed });
    expect(revealed).toMatchObject({ status: 200 });
    await referee.close();
  });
});
