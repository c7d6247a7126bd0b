import { describe, expect, it } from 'vitest';
import type {
  RecentReveals,
  Store,
  StoredMatch,
  StoredMove,
  StoredRequest,
  StoredReveal,
} from '@kiri-dice/referee';
import type { FairReveal } from 'kiri-dice/fair';

/** A stored match of id `id`, with no seat and no move. */
export const newMatch = (id: string, created = 1): StoredMatch => ({
  id,
  version: 0,
  state: '{"s":0}',
  header: '{"format":1}',
  rolls: 0,
  seats: 0,
  serverSeed: 'a'.repeat(64),
  commitment: 'b'.repeat(64),
  seedCommitments: [],
  clientSeeds: [],
  reveals: null,
  created,
  seatedAt: null,
  invitation: null,
  host: null,
  clock: null,
  movedAt: null,
  due: null,
});

const request = (
  matchId: string,
  sender: string,
  requestId: string,
  body = '{}',
): StoredRequest => ({
  matchId,
  sender,
  requestId,
  body,
  answer: `{"answer":"${requestId}"}`,
});

const move = (matchId: string, version: number, requestId: string, rolls = 0): StoredMove => ({
  matchId,
  version,
  move: `{"n":${version}}`,
  state: `{"s":${version + 1}}`,
  rolls,
  request: request(matchId, 'seat:0', requestId),
  at: 100 + version,
  clock: null,
  due: null,
  reveal: null,
  reveals: null,
});

/** Seat `seat`'s reveal of round `round` of a match of fresh values each round. */
export const freshReveal = (seat: 0 | 1, round: number): FairReveal => ({
  seat,
  value: `${seat}${round}`.padStart(64, 'a'),
  next: `${seat}${round + 1}`.padStart(64, 'b'),
});

/**
 * A reveal alone, as reveal number `n`, of a match at `version`, whose reveals are then
 * `reveals`: no move, no new version.
 */
export const revealAlone = (
  matchId: string,
  version: number,
  requestId: string,
  reveal: StoredReveal,
  reveals: RecentReveals,
): StoredMove => ({
  matchId,
  version,
  move: null,
  state: `{"s":${version},"revealed":${reveals.count}}`,
  rolls: 0,
  request: request(matchId, 'seat:1', requestId),
  at: 100 + version,
  clock: null,
  due: null,
  reveal,
  reveals,
});

/**
 * What every store must do, run against each one: `open` gives a fresh, empty store. A store's
 * one hard duty is that a move is stored only while the match is at the version it was played
 * on, and that every change is one transaction.
 */
export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`${name}: the store contract`, () => {
    it('stores a match, and lists it open until both seats are taken', async () => {
      const store = await open();
      await store.createMatch(newMatch('m1', 1));
      await store.createMatch(newMatch('m2', 2));
      expect(await store.match('m1')).toEqual(newMatch('m1', 1));
      expect(await store.match('none')).toBeUndefined();
      const seat = (matchId: string, n: number) => ({
        matchId,
        seat: n,
        tokenHash: `${matchId}-${n}`,
        seedCommitment: `c${n}`,
      });
      expect(await store.takeSeat(seat('m2', 0), request('m2', 'join', 'j1'), 5, null)).toEqual({
        type: 'taken',
      });
      expect((await store.openMatches(10, 0, 100)).map((m) => [m.id, m.seats])).toEqual([
        ['m2', 1],
        ['m1', 0],
      ]);
      expect((await store.openMatches(1, 0, 100)).map((m) => m.id)).toEqual(['m2']);
      // The second seat's time only: the first seat starts no deadline.
      expect(await store.match('m2')).toMatchObject({ seatedAt: null, movedAt: null, due: null });
      expect(await store.takeSeat(seat('m2', 0), request('m2', 'join', 'j2'), 6, null)).toEqual({
        type: 'full',
      });
      expect(await store.takeSeat(seat('none', 0), request('none', 'join', 'j3'), 7, null)).toEqual(
        {
          type: 'missing',
        },
      );
      expect(await store.takeSeat(seat('m2', 1), request('m2', 'join', 'j1'), 8, 50)).toEqual({
        type: 'prior',
        prior: request('m2', 'join', 'j1'),
      });
      expect(await store.takeSeat(seat('m2', 1), request('m2', 'join', 'j4'), 9, 60)).toEqual({
        type: 'taken',
      });
      expect((await store.openMatches(10, 0, 100)).map((m) => m.id)).toEqual(['m1']);
      expect(await store.match('m2')).toMatchObject({
        seats: 2,
        seedCommitments: ['c0', 'c1'],
        clientSeeds: [null, null],
        seatedAt: 9,
        movedAt: 9,
        due: 60,
      });
      expect(await store.seatOf('m2-1')).toEqual({
        matchId: 'm2',
        seat: 1,
        tokenHash: 'm2-1',
        seedCommitment: 'c1',
      });
      expect(await store.seatOf('nobody')).toBeUndefined();
      expect(await store.matchIds()).toEqual(['m1', 'm2']);
      await store.close();
    });

    it('stores each seed once', async () => {
      const store = await open();
      await store.createMatch({
        ...newMatch('m'),
        seats: 2,
        seedCommitments: ['c0', 'c1'],
        clientSeeds: [null, null],
      });
      const reveal = (seat: number, seed: string, id: string, at: number, due: number) =>
        store.revealSeed('m', seat, seed, request('m', `seat:${seat}`, id), at, due);
      expect(await reveal(1, 'seed1', 'r', 10, 40)).toBe(true);
      expect(await reveal(1, 'other', 'r2', 11, 30)).toBe(false);
      expect(await store.match('m')).toMatchObject({
        clientSeeds: [null, 'seed1'],
        movedAt: 10,
        due: 40,
      });
      // The earlier look is kept: two reveals that cross never put the clock's look off.
      expect(await reveal(0, 'seed0', 'r', 12, 50)).toBe(true);
      expect(await store.match('m')).toMatchObject({ movedAt: 12, due: 40 });
      expect(await store.request('m', 'seat:1', 'r')).toEqual(request('m', 'seat:1', 'r'));
      expect(await store.request('m', 'seat:1', 'r2')).toBeUndefined();
      await store.close();
    });

    it('appends a move only at the version it was played on, and tells its listeners', async () => {
      const store = await open();
      await store.createMatch(newMatch('m'));
      const heard: string[] = [];
      const stop = store.subscribe((id) => heard.push(id));
      expect(await store.commitMove(move('m', 0, 'a', 1))).toEqual({ type: 'stored' });
      expect(await store.commitMove(move('m', 0, 'b'))).toEqual({ type: 'conflict' });
      expect(await store.commitMove(move('m', 0, 'a'))).toEqual({
        type: 'prior',
        prior: request('m', 'seat:0', 'a'),
      });
      expect(await store.commitMove(move('none', 0, 'c'))).toEqual({ type: 'conflict' });
      expect(await store.commitMove(move('m', 1, 'd'))).toEqual({ type: 'stored' });
      expect(await store.match('m')).toMatchObject({ version: 2, rolls: 1, state: '{"s":2}' });
      const clock = { perAction: 1000, reserve: 5000, reserveLeft: [4000, 5000] as const };
      expect(await store.commitMove({ ...move('m', 2, 'f'), at: 7, clock, due: 9 })).toEqual({
        type: 'stored',
      });
      expect(await store.match('m')).toMatchObject({ version: 3, movedAt: 7, clock, due: 9 });
      expect(await store.commitMove(move('m', 3, 'g'))).toEqual({ type: 'stored' });
      expect(await store.match('m')).toMatchObject({ movedAt: 103, clock: null, due: null });
      expect(await store.moves('m', 0)).toEqual(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}']);
      expect(await store.moves('m', 3)).toEqual(['{"n":3}']);
      expect(await store.moves('none', 0)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toEqual(['m', 'm', 'm', 'm']);
      stop();
      await store.commitMove(move('m', 4, 'e'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toHaveLength(4);
      await store.close();
    });

    it('lists open matches of as many seats oldest first, and tells its listeners of a seat taken', async () => {
      const store = await open();
      for (const [id, created] of [
        ['b', 3],
        ['c', 1],
        ['a', 2],
      ] as const)
        await store.createMatch(newMatch(id, created));
      expect((await store.openMatches(10, 0, 100)).map((m) => m.id)).toEqual(['c', 'a', 'b']);
      // Created at 2 or after: not c.
      expect((await store.openMatches(10, 2, 100)).map((m) => m.id)).toEqual(['a', 'b']);
      const heard: string[] = [];
      store.subscribe((id) => heard.push(id));
      const seat = { matchId: 'a', seat: 0, tokenHash: 'a-0', seedCommitment: 'c0' };
      await store.takeSeat(seat, request('a', 'join', 'j'), 1, null);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toEqual(['a']);
      await store.close();
    });

    it('lists no private match, and the oldest few of each address', async () => {
      const store = await open();
      const hosted = (id: string, created: number, host: string | null, invitation = null) => ({
        ...newMatch(id, created),
        host,
        invitation,
      });
      await store.createMatch(hosted('secret', 1, null, 'f'.repeat(64) as never));
      // Made out of order: the oldest are listed, not the first stored.
      for (const n of [4, 2, 0, 3, 1])
        await store.createMatch(hosted(`x${n}`, 10 + n, '192.0.2.1'));
      await store.createMatch(hosted('y', 12, '2001:db8::/64'));
      await store.createMatch(hosted('z2', 14, null));
      await store.createMatch(hosted('z1', 13, null));
      expect(await store.match('secret')).toMatchObject({ invitation: 'f'.repeat(64), host: null });
      expect(await store.match('y')).toMatchObject({ invitation: null, host: '2001:db8::/64' });
      expect((await store.openMatches(100, 0, 2)).map((m) => m.id)).toEqual([
        'x0',
        'x1',
        'y',
        'z1',
        'z2',
      ]);
      // Past the first three, the host's later ones are listed: never another's place.
      expect((await store.openMatches(100, 11, 2)).map((m) => m.id)).toEqual([
        'x1',
        'x2',
        'y',
        'z1',
        'z2',
      ]);
      expect((await store.openMatches(3, 0, 1)).map((m) => m.id)).toEqual(['x0', 'y', 'z1']);
      // Each match of no host counts alone.
      expect((await store.openMatches(100, 0, 1)).map((m) => m.id)).toEqual([
        'x0',
        'y',
        'z1',
        'z2',
      ]);
      // Made at the same millisecond: by id, in the host's share and in the list.
      for (const id of ['w3', 'w1', 'w4', 'w2']) await store.createMatch(hosted(id, 5, 'h'));
      for (const id of ['v3', 'v1', 'v4', 'v2']) await store.createMatch(hosted(id, 5, null));
      expect((await store.openMatches(6, 0, 1)).map((m) => m.id)).toEqual([
        'v1',
        'v2',
        'v3',
        'v4',
        'w1',
        'x0',
      ]);
      // A host's match with a player waiting comes first in its share, before its older ones.
      const seat = { matchId: 'x4', seat: 0, tokenHash: 'x4-0', seedCommitment: 'c0' };
      expect(await store.takeSeat(seat, request('x4', 'join', 'j'), 20, null)).toEqual({
        type: 'taken',
      });
      const listed = (await store.openMatches(100, 0, 1)).map((m) => m.id);
      expect([listed[0], listed.includes('x0')]).toEqual(['x4', false]);
      await store.close();
    });

    it('lists the due matches earliest first, and reschedules one only as it was seen', async () => {
      const store = await open();
      for (const [id, due] of [
        ['late', 30],
        ['none', null],
        ['b', 10],
        ['a', 10],
        ['soon', 20],
      ] as const)
        await store.createMatch({ ...newMatch(id), due });
      expect(await store.dueMatches(9, 10)).toEqual([]);
      expect(await store.dueMatches(20, 10)).toEqual(['a', 'b', 'soon']);
      expect(await store.dueMatches(30, 2)).toEqual(['a', 'b']);
      const seen = { version: 0, movedAt: null, due: 10 };
      expect(await store.reschedule('a', { ...seen, version: 1 }, 40)).toBe(false);
      expect(await store.reschedule('a', { ...seen, movedAt: 3 }, 40)).toBe(false);
      expect(await store.reschedule('a', { ...seen, due: 11 }, 40)).toBe(false);
      expect(await store.reschedule('none', seen, 40)).toBe(false);
      expect(await store.reschedule('missing', seen, 40)).toBe(false);
      expect(await store.reschedule('a', seen, 40)).toBe(true);
      expect(await store.reschedule('b', seen, null)).toBe(true);
      expect(await store.dueMatches(100, 10)).toEqual(['soon', 'late', 'a']);
      expect(await store.match('b')).toMatchObject({ due: null });
      await store.close();
    });

    it("stores the reveals of a match of fresh values each round: an accept's, then one alone, without a move", async () => {
      const store = await open();
      const none: RecentReveals = { count: 0, recent: [] };
      const fresh = { ...newMatch('m'), seats: 2, clientSeeds: [null, null], reveals: none };
      await store.createMatch(fresh);
      expect(await store.match('m')).toEqual(fresh);
      expect(await store.reveals('m', 0)).toEqual([]);
      const heard: string[] = [];
      store.subscribe((id) => heard.push(id));
      // A bet reveals nothing; the accept comes with the acceptor's value, reveal 0.
      expect(await store.commitMove({ ...move('m', 0, 'bet'), reveals: none })).toEqual({
        type: 'stored',
      });
      const accept = freshReveal(1, 1);
      const accepted = { count: 1, recent: [accept] };
      const accepting = {
        ...move('m', 1, 'accept'),
        reveal: { n: 0, ...accept },
        reveals: accepted,
      };
      expect(await store.commitMove(accepting)).toEqual({ type: 'stored' });
      expect(await store.match('m')).toMatchObject({ version: 2, reveals: accepted });
      expect(await store.moves('m', 0)).toEqual(['{"n":0}', '{"n":1}']);
      // The bettor's value alone, reveal 1: the match changes, its version and its moves do not.
      const clock = { perAction: 1000, reserve: 5000, reserveLeft: [4000, 5000] as const };
      const value = freshReveal(0, 1);
      const both = { count: 2, recent: [accept, value] };
      const alone = {
        ...revealAlone('m', 2, 'value', { n: 1, ...value }, both),
        at: 7,
        clock,
        due: 9,
      };
      expect(await store.commitMove(alone)).toEqual({ type: 'stored' });
      expect(await store.match('m')).toEqual({
        ...fresh,
        version: 2,
        state: alone.state,
        movedAt: 7,
        clock,
        due: 9,
        reveals: both,
      });
      expect(await store.moves('m', 0)).toEqual(['{"n":0}', '{"n":1}']);
      expect(await store.request('m', 'seat:1', 'value')).toEqual(alone.request);
      expect(await store.reveals('m', 0)).toEqual([accept, value]);
      expect(await store.reveals('m', 1)).toEqual([value]);
      expect(await store.reveals('m', 2)).toEqual([]);
      // Every `next` stored is committed to; nothing else is, nor anything of another match.
      expect(await store.committed('m', accept.next)).toBe(true);
      expect(await store.committed('m', value.next)).toBe(true);
      expect(await store.committed('m', value.value)).toBe(false);
      expect(await store.committed('m', freshReveal(0, 2).next)).toBe(false);
      expect(await store.committed('none', accept.next)).toBe(false);
      expect(await store.reveals('none', 0)).toEqual([]);
      // Its resend gets its answer. A reveal of a stale number (alone or with a move), of a
      // number past the count, or on another version, stores nothing.
      expect(await store.commitMove(alone)).toEqual({ type: 'prior', prior: alone.request });
      const later = freshReveal(1, 2);
      const three = { count: 3, recent: [accept, value, later] };
      for (const refused of [
        revealAlone('m', 2, 'stale', { n: 1, ...later }, three),
        { ...move('m', 2, 'late accept'), reveal: { n: 1, ...later }, reveals: three },
        revealAlone('m', 2, 'skips', { n: 3, ...later }, { ...three, count: 4 }),
        revealAlone('m', 1, 'old version', { n: 2, ...later }, three),
        revealAlone('none', 0, 'none', { n: 0, ...later }, { count: 1, recent: [later] }),
      ])
        expect(await store.commitMove(refused)).toEqual({ type: 'conflict' });
      expect(await store.match('m')).toMatchObject({ version: 2, reveals: both, movedAt: 7 });
      expect(await store.moves('m', 0)).toEqual(['{"n":0}', '{"n":1}']);
      expect(await store.reveals('m', 0)).toEqual([accept, value]);
      expect(await store.committed('m', later.next)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toEqual(['m', 'm', 'm']);
      await store.close();
    });

    it('stores one of two reveals that cross at one number, and none on a match of one seed each', async () => {
      const store = await open();
      const accept = freshReveal(1, 1);
      const accepted = { count: 1, recent: [accept] };
      await store.createMatch({ ...newMatch('m'), seats: 2, version: 2, reveals: accepted });
      const crossing = [freshReveal(0, 1), freshReveal(1, 2)];
      const results = await Promise.all(
        crossing.map((r, i) =>
          store.commitMove(
            revealAlone('m', 2, `r${i}`, { n: 1, ...r }, { count: 2, recent: [accept, r] }),
          ),
        ),
      );
      expect(results.map((r) => r.type).sort()).toEqual(['conflict', 'stored']);
      const [kept, lost] = results[0]!.type === 'stored' ? crossing : [...crossing].reverse();
      expect(await store.match('m')).toMatchObject({
        version: 2,
        reveals: { count: 2, recent: [accept, kept] },
      });
      expect(await store.reveals('m', 0)).toEqual([kept]);
      expect(await store.committed('m', kept!.next)).toBe(true);
      expect(await store.committed('m', lost!.next)).toBe(false);
      expect(await store.moves('m', 0)).toEqual([]);
      // A match of one seed each keeps no reveals through its moves, and takes no reveal.
      await store.createMatch(newMatch('one'));
      expect(await store.commitMove(move('one', 0, 'a'))).toEqual({ type: 'stored' });
      expect(await store.match('one')).toMatchObject({ version: 1, reveals: null });
      const first = { count: 1, recent: [accept] };
      expect(
        await store.commitMove(revealAlone('one', 1, 'b', { n: 0, ...accept }, first)),
      ).toEqual({ type: 'conflict' });
      expect(await store.match('one')).toMatchObject({ version: 1, reveals: null });
      expect(await store.reveals('one', 0)).toEqual([]);
      expect(await store.committed('one', accept.next)).toBe(false);
      await store.close();
    });

    it('stores one of a move and a reveal alone that cross: a timeout and the value it waited for', async () => {
      const store = await open();
      const accept = freshReveal(1, 1);
      const accepted = { count: 1, recent: [accept] };
      await store.createMatch({ ...newMatch('m'), seats: 2, version: 2, reveals: accepted });
      const value = freshReveal(0, 1);
      const both = { count: 2, recent: [accept, value] };
      expect(await store.commitMove(revealAlone('m', 2, 'v', { n: 1, ...value }, both))).toEqual({
        type: 'stored',
      });
      // The timeout was played on the match as it was before the value: one reveal.
      const timeout = { ...move('m', 2, 't'), reveals: accepted };
      expect(await store.commitMove(timeout)).toEqual({ type: 'conflict' });
      expect(await store.match('m')).toMatchObject({ version: 2, reveals: both });
      // Played on the match as it is, it is stored, and the reveals stay as they are.
      expect(await store.commitMove({ ...timeout, reveals: both })).toEqual({ type: 'stored' });
      expect(await store.match('m')).toMatchObject({ version: 3, reveals: both });
      expect(await store.reveals('m', 0)).toEqual([value]);
      await store.close();
    });

    it('stores one of many moves racing for one version', async () => {
      const store = await open();
      await store.createMatch(newMatch('m'));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.commitMove(move('m', 0, `r${i}`))),
      );
      expect(results.filter((r) => r.type === 'stored')).toHaveLength(1);
      expect(results.filter((r) => r.type === 'conflict')).toHaveLength(19);
      expect(await store.moves('m', 0)).toHaveLength(1);
      await store.health();
      await store.close();
    });
  });
}
