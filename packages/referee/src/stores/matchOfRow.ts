// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { FairReveal } from 'kiri-dice/fair';
import type { MatchClock } from '../core/MatchClock.js';
import type { StoredMatch } from '../core/Store.js';

/** A `matches` row of a SQL store as a {@link StoredMatch}, or `undefined` for no row. */
export function matchOfRow(row: Record<string, unknown> | undefined): StoredMatch | undefined {
  if (row === undefined) return undefined;
  return {
    id: String(row['id']),
    version: Number(row['version']),
    state: String(row['state']),
    header: String(row['header']),
    rolls: Number(row['rolls']),
    seats: Number(row['seats']),
    serverSeed: String(row['server_seed']),
    commitment: String(row['commitment']),
    seedCommitments: JSON.parse(String(row['seed_commitments'])) as string[],
    clientSeeds: JSON.parse(String(row['client_seeds'])) as (string | null)[],
    // Null for a match of one seed each; missing in a file of schema 4 or older opened read-only.
    reveals:
      row['reveal_count'] === null || row['reveal_count'] === undefined
        ? null
        : {
            count: Number(row['reveal_count']),
            recent: JSON.parse(String(row['recent_reveals'])) as FairReveal[],
          },
    created: Number(row['created']),
    // Null before the second seat; missing in a file of schema 1 opened read-only (an audit).
    // PostgreSQL's BIGINT comes as text from node-postgres, SQLite's INTEGER as a number.
    seatedAt: numberOrNull(row['seated_at']),
    // Missing in a file of schema 1 or 2 opened read-only: its matches were all listed.
    invitation: textOrNull(row['invitation']),
    host: textOrNull(row['host']),
    // Missing in a file of schema 3 or older opened read-only: no clock.
    clock: typeof row['clock'] === 'string' ? (JSON.parse(row['clock']) as MatchClock) : null,
    movedAt: numberOrNull(row['moved_at']),
    due: numberOrNull(row['due']),
  };
}

/** A row of a SQL store's table of reveals (`seat, value, next`) as a `FairReveal`. */
export function revealOfRow(row: Record<string, unknown>): FairReveal {
  return {
    seat: Number(row['seat']) as FairReveal['seat'],
    value: String(row['value']),
    next: String(row['next']),
  };
}

/** A number column that may be null, or missing in an older schema (BIGINT comes as text). */
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A text column that may be null, or missing in an older schema. */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The values of a match's row in a SQL store, in the order of its columns (`id, version, state,
 * header, rolls, seats, server_seed, commitment, seed_commitments, client_seeds, created,
 * seated_at, invitation, host, clock, moved_at, due, reveal_count, recent_reveals`): the SQLite
 * and the PostgreSQL stores insert a match with them, and read it back with {@link matchOfRow}.
 */
export function matchValues(m: StoredMatch): (string | number | null)[] {
  return [
    m.id,
    m.version,
    m.state,
    m.header,
    m.rolls,
    m.seats,
    m.serverSeed,
    m.commitment,
    JSON.stringify(m.seedCommitments),
    JSON.stringify(m.clientSeeds),
    m.created,
    m.seatedAt,
    m.invitation,
    m.host,
    m.clock === null ? null : JSON.stringify(m.clock),
    m.movedAt,
    m.due,
    m.reveals === null ? null : m.reveals.count,
    m.reveals === null ? null : JSON.stringify(m.reveals.recent),
  ];
}
