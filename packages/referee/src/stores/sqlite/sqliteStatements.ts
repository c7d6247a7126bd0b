// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Database, Statement } from './nodeSqlite.js';

/** The SQLite store's statements, prepared once. */
export interface SqliteStatements {
  readonly insertMatch: Statement;
  readonly match: Statement;
  readonly open: Statement;
  readonly moves: Statement;
  readonly insertSeat: Statement;
  readonly takeSeat: Statement;
  readonly seatOf: Statement;
  readonly request: Statement;
  readonly insertRequest: Statement;
  readonly reveal: Statement;
  readonly move: Statement;
  readonly insertMove: Statement;
  readonly ids: Statement;
  readonly health: Statement;
  readonly due: Statement;
  readonly reschedule: Statement;
}

/**
 * A statement prepared on its first use: the statements that name a newer column (`seated_at`,
 * `due`...) cannot be prepared on a file of an older schema opened read-only (an audit), which
 * never runs them.
 */
function lazily(db: Database, sql: string): Statement {
  let prepared: Statement | undefined;
  const statement = () => (prepared ??= db.prepare(sql));
  return {
    run: (...values) => statement().run(...values),
    get: (...values) => statement().get(...values),
    all: (...values) => statement().all(...values),
  };
}

/** Prepares the store's statements on `db`, whose schema is in place. */
export function sqliteStatements(db: Database): SqliteStatements {
  return {
    insertMatch: lazily(
      db,
      `INSERT INTO matches (id, version, state, header, rolls, seats, server_seed, commitment,
         seed_commitments, client_seeds, created, seated_at, invitation, host, clock, moved_at, due)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    match: db.prepare('SELECT * FROM matches WHERE id = ?'),
    // Each host's oldest `perHost`, then the lobby's order.
    open: lazily(
      db,
      `SELECT id, seats, commitment FROM (
         SELECT id, seats, commitment, created, ROW_NUMBER() OVER (
           PARTITION BY coalesce(host, 'match ' || id) ORDER BY seats DESC, created, id) AS nth
         FROM matches WHERE seats < 2 AND invitation IS NULL AND created >= ?)
       WHERE nth <= ? ORDER BY seats DESC, created, id LIMIT ?`,
    ),
    moves: db.prepare(
      'SELECT move FROM moves WHERE match_id = ? AND version >= ? ORDER BY version',
    ),
    insertSeat: db.prepare(
      'INSERT INTO seats (token_hash, match_id, seat, seed_commitment) VALUES (?, ?, ?, ?)',
    ),
    takeSeat: lazily(
      db,
      `UPDATE matches SET seats = seats + 1, seed_commitments = ?, client_seeds = ?, seated_at = ?,
         moved_at = ?, due = ?
       WHERE id = ? AND seats = ?`,
    ),
    seatOf: db.prepare('SELECT match_id, seat, seed_commitment FROM seats WHERE token_hash = ?'),
    request: db.prepare(
      `SELECT match_id AS matchId, sender, request_id AS requestId, body, answer FROM requests
       WHERE match_id = ? AND sender = ? AND request_id = ?`,
    ),
    insertRequest: db.prepare(
      'INSERT INTO requests (match_id, sender, request_id, body, answer) VALUES (?, ?, ?, ?, ?)',
    ),
    reveal: lazily(
      db,
      `UPDATE matches SET client_seeds = ?1, moved_at = ?2, due = min(coalesce(due, ?3), ?3)
       WHERE id = ?4`,
    ),
    move: lazily(
      db,
      `UPDATE matches SET version = version + 1, state = ?, rolls = rolls + ?, moved_at = ?,
         clock = ?, due = ?
       WHERE id = ? AND version = ?`,
    ),
    insertMove: db.prepare('INSERT INTO moves (match_id, version, move) VALUES (?, ?, ?)'),
    ids: db.prepare('SELECT id FROM matches ORDER BY created, id'),
    health: db.prepare('INSERT OR REPLACE INTO health (id, checked) VALUES (1, ?)'),
    due: lazily(
      db,
      'SELECT id FROM matches WHERE due IS NOT NULL AND due <= ? ORDER BY due, id LIMIT ?',
    ),
    reschedule: lazily(
      db,
      `UPDATE matches SET due = ? WHERE id = ? AND version = ? AND moved_at IS ? AND due IS ?`,
    ),
  };
}
