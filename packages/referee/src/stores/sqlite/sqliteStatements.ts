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
  readonly insertReveal: Statement;
  readonly reveals: Statement;
  readonly committed: Statement;
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
         seed_commitments, client_seeds, created, seated_at, invitation, host, clock, moved_at, due,
         reveal_count, recent_reveals)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    // A move (`?1` is 1), or a reveal alone (0: no new version), stored only while the match
    // has the reveals it was played on (`?11`; NULL for a match of one seed each), so that of a
    // move and a reveal that cross, or two reveals, only one is.
    move: lazily(
      db,
      `UPDATE matches SET version = version + ?1, state = ?2, rolls = rolls + ?3, moved_at = ?4,
         clock = ?5, due = ?6, reveal_count = ?7, recent_reveals = ?8
       WHERE id = ?9 AND version = ?10 AND (?11 IS NULL OR reveal_count = ?11)`,
    ),
    insertMove: db.prepare('INSERT INTO moves (match_id, version, move) VALUES (?, ?, ?)'),
    // Speed: a reveal is one more row, never a rewrite of the others (the match's row keeps only
    // the last 3), so a move costs the same at the 8,000th position as at the 10th.
    insertReveal: lazily(
      db,
      'INSERT INTO reveals (match_id, n, seat, value, next) VALUES (?, ?, ?, ?, ?)',
    ),
    reveals: lazily(
      db,
      'SELECT seat, value, next FROM reveals WHERE match_id = ? AND n >= ? ORDER BY n',
    ),
    // By the index of the commitments (`reveals_next`): a lookup, not a scan of the reveals.
    committed: lazily(db, 'SELECT 1 AS found FROM reveals WHERE match_id = ? AND next = ? LIMIT 1'),
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
