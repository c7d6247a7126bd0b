// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredRequest, StoredSeat } from '../../core/Store.js';

/**
 * The PostgreSQL store's one mapping between rows and objects: a field added to a stored type
 * is added here (and to the schema), and nowhere else. Reading a match is `matchOfRow`, which
 * the SQL stores share.
 */

/**
 * The statement that inserts a match: its columns in the order of `matchValues` (`matchOfRow.ts`). (One
 * literal, not a template: bundlers drop an unused literal, not an unused template.)
 */
export const INSERT_MATCH =
  'INSERT INTO kiri_matches (id, version, state, header, rolls, seats, server_seed, commitment, seed_commitments, client_seeds, created, seated_at, invitation, host, clock, moved_at, due, reveal_count, recent_reveals) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)';

/** A `kiri_seats` row as a {@link StoredSeat}. */
export function seatOfRow(row: Record<string, unknown>): StoredSeat {
  return {
    matchId: String(row['match_id']),
    seat: Number(row['seat']),
    tokenHash: String(row['token_hash']),
    seedCommitment: String(row['seed_commitment']),
  };
}

/** The values of a seat's row, in the order of `kiri_seats`' columns. */
export function seatValues(s: StoredSeat): readonly unknown[] {
  return [s.tokenHash, s.matchId, s.seat, s.seedCommitment];
}

/** A `kiri_requests` row as a {@link StoredRequest}. */
export function requestOfRow(row: Record<string, unknown>): StoredRequest {
  return {
    matchId: String(row['match_id']),
    sender: String(row['sender']),
    requestId: String(row['request_id']),
    body: String(row['body']),
    answer: String(row['answer']),
  };
}

/** The values of a request's row, in the order of `kiri_requests`' columns. */
export function requestValues(r: StoredRequest): readonly unknown[] {
  return [r.matchId, r.sender, r.requestId, r.body, r.answer];
}
