import { describe, expect, it } from 'vitest';
import { matchOfRow, matchValues, revealOfRow } from '../../src/stores/matchOfRow.js';
import { newMatch } from './storeContract.js';

describe('matchOfRow', () => {
  it('reads a row of the matches table, and no row as undefined', () => {
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
    expect(matchOfRow(row)).toEqual(match);
    expect(matchOfRow({ ...row, seated_at: null })).toEqual(match);
    expect(matchOfRow({ ...row, seated_at: 7 })).toEqual({ ...match, seatedAt: 7 });
    // node-postgres reads a BIGINT as text.
    expect(matchOfRow({ ...row, seated_at: '1765000000000' })).toEqual({
      ...match,
      seatedAt: 1765000000000,
    });
    // A private match's invitation and its host, present or null.
    expect(matchOfRow({ ...row, invitation: 'e'.repeat(64), host: '192.0.2.1' })).toEqual({
      ...match,
      invitation: 'e'.repeat(64),
      host: '192.0.2.1',
    });
    expect(matchOfRow({ ...row, invitation: null, host: null })).toEqual(match);
    // A clocked match's clock, last change and `due`; BIGINTs as text.
    const clock = { perAction: 1000, reserve: 2000, reserveLeft: [1500, 2000] };
    expect(matchOfRow({ ...row, clock: JSON.stringify(clock), moved_at: '17', due: 19 })).toEqual({
      ...match,
      clock,
      movedAt: 17,
      due: 19,
    });
    expect(matchOfRow({ ...row, clock: null, moved_at: null, due: null })).toEqual(match);
    // A match of fresh values each round's reveals: their count and the last few; NULL (or no
    // column, before schema 5) for one seed each.
    const recent = [{ seat: 1, value: 'c'.repeat(64), next: 'd'.repeat(64) }];
    const fresh = { reveal_count: 7, recent_reveals: JSON.stringify(recent) };
    expect(matchOfRow({ ...row, ...fresh })).toEqual({ ...match, reveals: { count: 7, recent } });
    expect(matchOfRow({ ...row, reveal_count: '0', recent_reveals: '[]' })).toEqual({
      ...match,
      reveals: { count: 0, recent: [] },
    });
    expect(matchOfRow({ ...row, reveal_count: null, recent_reveals: null })).toEqual(match);
    expect(matchOfRow(undefined)).toBeUndefined();
  });
});

describe('revealOfRow', () => {
  it('reads a row of the table of reveals', () => {
    const reveal = { seat: 1, value: 'c'.repeat(64), next: 'd'.repeat(64) };
    expect(revealOfRow({ ...reveal, match_id: 'm', n: 3 })).toEqual(reveal);
    expect(revealOfRow({ ...reveal, seat: '0' })).toEqual({ ...reveal, seat: 0 });
  });
});

describe('matchValues', () => {
  it('gives the columns that matchOfRow reads back, in their order', () => {
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
    const values = matchValues(match);
    const row = Object.fromEntries(
      [...columns, ...more, ...last].map((name, i) => [name, values[i]]),
    );
    expect(values).toHaveLength(19);
    // No clock, and no reveals, are NULL, not the text "null".
    expect(matchValues(newMatch('m')).slice(14)).toEqual([null, null, null, null, null]);
    const none = { ...newMatch('m'), reveals: { count: 0, recent: [] } };
    expect(matchValues(none).slice(17)).toEqual([0, '[]']);
    expect(matchOfRow(row)).toEqual(match);
  });
});
