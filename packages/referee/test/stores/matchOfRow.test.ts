import { afterEach, describe, expect, it } from 'vitest';
import { postgresStore, type PostgresPool, type Store, type StoredMatch } from '@kiri-dice/referee';
import { newMatch } from './storeContract.js';

/** What the fake database holds: the row of match `m`, the rows of its reveals. */
const db: { match: Record<string, unknown> | undefined; reveals: Record<string, unknown>[] } = {
  match: undefined,
  reveals: [],
};
/** The statements sent, with their values. */
const sent: { text: string; values: readonly unknown[] }[] = [];
const opened: Store[] = [];

/**
 * A SQL store's rows as node-postgres hands them over, read through postgresStore: a pool whose
 * every statement answers no row but the reads of `db`, and which keeps the statements sent.
 */
async function store(): Promise<Store> {
  const query = (text: string, values: readonly unknown[] = []) => {
    sent.push({ text, values });
    const rows = text.startsWith('SELECT * FROM kiri_matches WHERE id')
      ? db.match === undefined
        ? []
        : [db.match]
      : text.startsWith('SELECT seat, value, next FROM kiri_reveals')
        ? db.reveals
        : [];
    return Promise.resolve({ rows, rowCount: rows.length });
  };
  const client = { query, release: () => undefined, on: () => client, off: () => client };
  const pool: PostgresPool = { query, connect: () => Promise.resolve(client) };
  const opening = await postgresStore({ pool });
  opened.push(opening);
  return opening;
}

/** The match that `row` reads as, through the store. */
async function matchOfRow(row: Record<string, unknown> | undefined) {
  db.match = row;
  return (await store()).match('m');
}

afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
  sent.splice(0);
  db.match = undefined;
  db.reveals = [];
});

describe('matchOfRow', () => {
  it('reads a row of the matches table, and no row as undefined', async () => {
    const match = newMatch('m');
    const row = {
      id: 'm',
      version: 0,
      state: match.state,
      header: match.header,
      rolls: 0,
      seats: 0,
      server_seed: match.serverSeed,
      commitment: match.commitment,
      seed_commitments: '[]',
      client_seeds: '[]',
      created: 1,
    };
    expect(await matchOfRow(row)).toEqual(match);
    expect(await matchOfRow({ ...row, seated_at: null })).toEqual(match);
    expect(await matchOfRow({ ...row, seated_at: 7 })).toEqual({ ...match, seatedAt: 7 });
    // node-postgres reads a BIGINT as text.
    expect(await matchOfRow({ ...row, seated_at: '1765000000000' })).toEqual({
      ...match,
      seatedAt: 1765000000000,
    });
    // A private match's invitation and its host, present or null.
    expect(await matchOfRow({ ...row, invitation: 'e'.repeat(64), host: '192.0.2.1' })).toEqual({
      ...match,
      invitation: 'e'.repeat(64),
      host: '192.0.2.1',
    });
    expect(await matchOfRow({ ...row, invitation: null, host: null })).toEqual(match);
    // A clocked match's clock, last change and `due`; BIGINTs as text.
    const clock = { perAction: 1000, reserve: 2000, reserveLeft: [1500, 2000] };
    expect(
      await matchOfRow({ ...row, clock: JSON.stringify(clock), moved_at: '17', due: 19 }),
    ).toEqual({
      ...match,
      clock,
      movedAt: 17,
      due: 19,
    });
    expect(await matchOfRow({ ...row, clock: null, moved_at: null, due: null })).toEqual(match);
    // A match of fresh values each round's reveals: their count and the last few; NULL (or no
    // column, before schema 5) for one seed each.
    const recent = [{ seat: 1, value: 'c'.repeat(64), next: 'd'.repeat(64) }];
    const fresh = { reveal_count: 7, recent_reveals: JSON.stringify(recent) };
    expect(await matchOfRow({ ...row, ...fresh })).toEqual({
      ...match,
      reveals: { count: 7, recent },
    });
    expect(await matchOfRow({ ...row, reveal_count: '0', recent_reveals: '[]' })).toEqual({
      ...match,
      reveals: { count: 0, recent: [] },
    });
    expect(await matchOfRow({ ...row, reveal_count: null, recent_reveals: null })).toEqual(match);
    expect(await matchOfRow(undefined)).toBeUndefined();
  });
});

describe('revealOfRow', () => {
  it('reads a row of the table of reveals', async () => {
    const reveal = { seat: 1, value: 'c'.repeat(64), next: 'd'.repeat(64) };
    db.reveals = [
      { ...reveal, match_id: 'm', n: 3 },
      { ...reveal, seat: '0' },
    ];
    expect(await (await store()).reveals('m', 0)).toEqual([reveal, { ...reveal, seat: 0 }]);
  });
});

/** The values of the row that the store inserts for `match`. */
async function matchValues(match: StoredMatch): Promise<readonly unknown[]> {
  const opening = await store();
  sent.splice(0);
  await opening.createMatch(match);
  expect(sent.map(({ text }) => text.split(' ').slice(0, 3).join(' '))).toEqual([
    'INSERT INTO kiri_matches',
  ]);
  return sent[0]!.values;
}

describe('matchValues', () => {
  it('gives the columns that matchOfRow reads back, in their order', async () => {
    const columns = ['id', 'version', 'state', 'header', 'rolls', 'seats', 'server_seed'];
    const more = ['commitment', 'seed_commitments', 'client_seeds', 'created', 'seated_at'];
    const last = [
      'invitation',
      'host',
      'clock',
      'moved_at',
      'due',
      'reveal_count',
      'recent_reveals',
    ];
    const match = {
      ...newMatch('m'),
      seats: 2,
      seatedAt: 9,
      invitation: 'e'.repeat(64),
      host: 'h',
      clock: { perAction: 1000, reserve: 0, reserveLeft: [0, 0] as const },
      movedAt: 10,
      due: 12,
      reveals: {
        count: 5,
        recent: [{ seat: 0 as const, value: 'c'.repeat(64), next: 'd'.repeat(64) }],
      },
    };
    const values = await matchValues(match);
    const row = Object.fromEntries(
      [...columns, ...more, ...last].map((name, i) => [name, values[i]]),
    );
    expect(values).toHaveLength(19);
    // No clock, and no reveals, are NULL, not the text "null".
    expect((await matchValues(newMatch('m'))).slice(14)).toEqual([null, null, null, null, null]);
    const none = { ...newMatch('m'), reveals: { count: 0, recent: [] } };
    expect((await matchValues(none)).slice(17)).toEqual([0, '[]']);
    expect(await matchOfRow(row)).toEqual(match);
  });
});
