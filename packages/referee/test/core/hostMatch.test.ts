import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { createReferee, memoryStore } from '@kiri-dice/referee';
import { body, joinId } from '@kiri-dice/testing/table';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const joining = async (invitation?: string) => ({
  requestId: joinId(),
  seedCommitment: await commitTo(createClientSeed()),
  ...(invitation === undefined ? {} : { invitation }),
});

describe('hostMatch', () => {
  it('makes a private match: unlisted, its invitation kept as a hash, joined only with it', async () => {
    const store = memoryStore();
    const referee = createReferee({ store });
    const created = body(await referee.create({ private: true }));
    expect(created.invitation).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await store.match(created.id)).toMatchObject({
      invitation: sha256(created.invitation!),
      host: null,
    });
    expect(body(await referee.openMatches()).matches).toEqual([]);
    const refused = await referee.join(created.id, await joining());
    expect(refused).toMatchInlineSnapshot(`
      {
        "code": "NOT_INVITED",
        "message": "this match is private: join it with the invitation that its link carries",
        "status": 403,
        "type": "refusal",
      }
    `);
    const wrong = 'x'.repeat(21) + (created.invitation!.endsWith('A') ? 'B' : 'A');
    expect(await referee.join(created.id, await joining(wrong))).toMatchObject({ status: 403 });
    const seats = [
      await referee.join(created.id, await joining(created.invitation)),
      await referee.join(created.id, await joining(created.invitation)),
    ];
    expect(seats.map((seat) => seat.status)).toEqual([201, 201]);
    expect(await referee.join(created.id, { ...(await joining()), invitation: '' }))
      .toMatchInlineSnapshot(`
        {
          "code": "BAD_REQUEST",
          "message": "invitation must be the private match's invitation: 1 to 64 letters, digits, - or _",
          "status": 400,
          "type": "refusal",
        }
      `);
    await referee.close();
  });

  it('lists a match made public, which anyone joins, and says what private takes', async () => {
    const referee = createReferee({ store: memoryStore() });
    const listed = body(await referee.create({ private: false }));
    const plain = body(await referee.create({}));
    expect([listed, plain].map((made) => Object.keys(made))).toEqual([
      ['id', 'commitment'],
      ['id', 'commitment'],
    ]);
    const open = body(await referee.openMatches()).matches.map((match) => match.id);
    expect(open.sort()).toEqual([listed.id, plain.id].sort());
    expect((await referee.join(listed.id, await joining())).status).toBe(201);
    expect(await referee.create({ private: 'yes' })).toEqual({
      type: 'refusal',
      status: 400,
      code: 'BAD_REQUEST',
      message: 'private must be true or false',
    });
    const numbered = { ...(await joining()), invitation: 12345 };
    expect(await referee.join(listed.id, numbered)).toMatchObject({
      status: 400,
      message: "invitation must be the private match's invitation: 1 to 64 letters, digits, - or _",
    });
    await referee.close();
  });

  it('expires a match whose seats are not taken within openTimeout, and wakes its waiters', async () => {
    const referee = createReferee({ store: memoryStore(), limits: { openTimeout: 150 } });
    const { id } = body(await referee.create({}));
    const { step } = body(await referee.view(id));
    const started = performance.now();
    const woken = body(await referee.waitFor(id, step));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(woken.expired).toBe(true);
    expect(body(await referee.openMatches()).matches).toEqual([]);
    expect(await referee.join(id, await joining())).toMatchInlineSnapshot(`
      {
        "code": "MATCH_EXPIRED",
        "message": "the match expired: its seats were not taken within 150 ms of its creation: create another",
        "status": 409,
        "type": "refusal",
      }
    `);
    await referee.close();
  });

  it('expires a match at openTimeout to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const referee = createReferee({ store: memoryStore(), limits: { openTimeout: 1_000 } });
      const { id } = body(await referee.create({}));
      vi.setSystemTime(Date.now() + 999);
      expect(body(await referee.view(id)).expired).toBe(false);
      vi.setSystemTime(Date.now() + 1);
      expect(body(await referee.view(id)).expired).toBe(true);
      expect(await referee.join(id, await joining())).toMatchObject({ code: 'MATCH_EXPIRED' });
      expect(body(await referee.openMatches()).matches).toEqual([]);
      await referee.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the oldest three public matches of each address, an IPv6 client by its /64', async () => {
    const referee = createReferee({ store: memoryStore() });
    const create = (address: string) =>
      referee.fetch(
        new Request('http://kiri.test/matches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        { address },
      );
    // Five addresses of one /64 make 20 each; five honest players one each.
    const crowd: string[] = [];
    for (let n = 0; n < 100; n++) {
      const made = (await (await create(`2001:db8:0:1::${n}`)).json()) as { id: string };
      crowd.push(made.id);
    }
    const honest: string[] = [];
    for (let n = 0; n < 5; n++) {
      const made = (await (await create(`192.0.2.${n}`)).json()) as { id: string };
      honest.push(made.id);
    }
    const listed = body(await referee.openMatches()).matches.map((open) => open.id);
    // Three of the crowd's (the oldest: some share a millisecond), and every honest one.
    expect(listed.filter((id) => crowd.includes(id))).toHaveLength(3);
    expect(listed.filter((id) => honest.includes(id)).sort()).toEqual([...honest].sort());
    expect(listed).toHaveLength(8);
    await referee.close();
  });
});
