// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import type { PostgresClient, PostgresPool } from './PostgresPool.js';
import { inTransaction } from './postgresTransaction.js';
import { keptJoinOfRow } from '../keptJoinOfRow.js';

/** The schema version this store writes and reads: `kiri_schema.version`. */
export const POSTGRES_SCHEMA_VERSION = 4;

/**
 * The key of the advisory lock that makes the schema's creation one at a time: referees that
 * start together wait for the first one's transaction, then find the tables made.
 */
const SCHEMA_LOCK = 0x6b697269;

/**
 * A move in one statement, so in one round trip: its match's row locked first, then (each
 * statement of a function seeing what committed before it) the request, the version, and the
 * move appended with its request, the match's clock and its reveals, announced on the channel of
 * postgresListener.ts. A reveal alone (`p_move` NULL) appends no move and keeps the version. A
 * move is stored only while the match has the reveals it was played on (its reveal's number
 * `p_n`, else `p_reveal_count`), so that of two that cross only one is.
 */
const COMMIT_MOVE = `CREATE OR REPLACE FUNCTION kiri_commit_move(p_match TEXT, p_version INTEGER, p_move TEXT,
    p_state TEXT, p_rolls INTEGER, p_sender TEXT, p_request TEXT, p_body TEXT, p_answer TEXT,
    p_payload TEXT, p_at BIGINT, p_clock TEXT, p_due BIGINT, p_reveal_count INTEGER,
    p_recent_reveals TEXT, p_n INTEGER, p_seat INTEGER, p_value TEXT, p_next TEXT)
  RETURNS TEXT LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    v INTEGER;
    revealed INTEGER;
  BEGIN
    SELECT version, reveal_count INTO v, revealed FROM kiri_matches WHERE id = p_match FOR UPDATE;
    IF EXISTS (SELECT 1 FROM kiri_requests
        WHERE match_id = p_match AND sender = p_sender AND request_id = p_request) THEN
      RETURN 'prior';
    END IF;
    IF v IS DISTINCT FROM p_version THEN
      RETURN 'conflict';
    END IF;
    -- The count the move was played on (its reveal's number, else the count after it): a move
    -- that crossed a reveal alone is a conflict, as two reveals that cross are.
    IF p_reveal_count IS NOT NULL AND revealed IS DISTINCT FROM COALESCE(p_n, p_reveal_count) THEN
      RETURN 'conflict';
    END IF;
    UPDATE kiri_matches SET version = version + CASE WHEN p_move IS NULL THEN 0 ELSE 1 END,
      state = p_state, rolls = rolls + p_rolls, moved_at = p_at, clock = p_clock, due = p_due,
      reveal_count = p_reveal_count, recent_reveals = p_recent_reveals
      WHERE id = p_match;
    IF p_move IS NOT NULL THEN
      INSERT INTO kiri_moves (match_id, version, move) VALUES (p_match, p_version, p_move);
    END IF;
    -- Speed: a reveal is one more row, never a rewrite of the others (the match's row keeps
    -- only the last 3), so a move costs the same at the 8,000th position as at the 10th.
    IF p_n IS NOT NULL THEN
      INSERT INTO kiri_reveals (match_id, n, seat, value, next)
        VALUES (p_match, p_n, p_seat, p_value, p_next);
    END IF;
    INSERT INTO kiri_requests (match_id, sender, request_id, body, answer)
      VALUES (p_match, p_sender, p_request, p_body, p_answer);
    PERFORM pg_notify('kiri_dice', p_payload);
    RETURN 'stored';
  END
  $$`;

/** The reveals of matches of fresh values each round, one row each, and their index by `next`. */
const REVEALS: readonly string[] = [
  `CREATE TABLE kiri_reveals (
    match_id TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    value TEXT NOT NULL,
    next TEXT NOT NULL,
    PRIMARY KEY (match_id, n)
  )`,
  'CREATE INDEX kiri_reveals_next ON kiri_reveals (match_id, next)',
];

/**
 * The PostgreSQL store's tables, version 4: version 3's, with the reveals of a match of fresh
 * values each round: their number and the last 3 on the match's row (`reveal_count`,
 * `recent_reveals`; NULL for a match of one seed each), and every reveal one row of
 * `kiri_reveals`. Version 3 added each match's clock, the time of its last change, and when the
 * referee's clock should look at it next (`due`, indexed). A match is one row; every accepted
 * move is one more row of `kiri_moves`, and every reveal one more row of `kiri_reveals`, never a
 * rewrite. Every table is prefixed `kiri_`, so that the referee can share a database with other
 * tables. Text columns hold JSON as text: a stored answer is sent back byte for byte.
 */
export const POSTGRES_SCHEMA: readonly string[] = [
  `CREATE TABLE kiri_matches (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    header TEXT NOT NULL,
    rolls INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    server_seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    seed_commitments TEXT NOT NULL,
    client_seeds TEXT NOT NULL,
    created BIGINT NOT NULL,
    seated_at BIGINT,
    invitation TEXT,
    host TEXT,
    clock TEXT,
    moved_at BIGINT,
    due BIGINT,
    reveal_count INTEGER,
    recent_reveals TEXT
  )`,
  'CREATE INDEX kiri_open_matches ON kiri_matches (seats DESC, created, id) WHERE seats < 2',
  'CREATE INDEX kiri_matches_created ON kiri_matches (created, id)',
  'CREATE INDEX kiri_matches_due ON kiri_matches (due, id) WHERE due IS NOT NULL',
  `CREATE TABLE kiri_moves (
    match_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (match_id, version)
  )`,
  `CREATE TABLE kiri_seats (
    token_hash TEXT PRIMARY KEY,
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    seed_commitment TEXT NOT NULL
  )`,
  `CREATE TABLE kiri_requests (
    match_id TEXT NOT NULL,
    sender TEXT NOT NULL,
    request_id TEXT NOT NULL,
    body TEXT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (match_id, sender, request_id)
  )`,
  ...REVEALS,
  'CREATE TABLE kiri_health (id INTEGER PRIMARY KEY, checked BIGINT NOT NULL)',
  COMMIT_MOVE,
];

/**
 * From version 2 to 3: each match's clock, last change and `due`. A match of version 2 has no
 * clock; one waiting for its seeds is looked at once (its `due` may only be early), in case a
 * seat withheld its seed. Its move's function is replaced by `MIGRATION_4`'s.
 */
const MIGRATION_3: readonly string[] = [
  'ALTER TABLE kiri_matches ADD COLUMN clock TEXT',
  'ALTER TABLE kiri_matches ADD COLUMN moved_at BIGINT',
  'ALTER TABLE kiri_matches ADD COLUMN due BIGINT',
  'UPDATE kiri_matches SET moved_at = seated_at',
  'UPDATE kiri_matches SET due = seated_at WHERE seats = 2 AND version = 0',
  'CREATE INDEX kiri_matches_due ON kiri_matches (due, id) WHERE due IS NOT NULL',
  'DROP FUNCTION IF EXISTS kiri_commit_move(TEXT, INTEGER, TEXT, TEXT, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT)',
];

/**
 * From version 3 to 4: the reveals of a match of fresh values each round, and the move's
 * function that stores them. Every match of version 3 was of one seed each: NULL, no reveal.
 */
const MIGRATION_4: readonly string[] = [
  'ALTER TABLE kiri_matches ADD COLUMN reveal_count INTEGER',
  'ALTER TABLE kiri_matches ADD COLUMN recent_reveals TEXT',
  ...REVEALS,
  'DROP FUNCTION IF EXISTS kiri_commit_move(TEXT, INTEGER, TEXT, TEXT, INTEGER, TEXT, TEXT, TEXT, TEXT, TEXT, BIGINT, TEXT, BIGINT)',
  COMMIT_MOVE,
];

/**
 * Stores the joins of a database of version 1 as this store does, neither their ids nor their
 * tokens (`keptJoin`): rows written before tokens were derived from the join's id.
 */
async function forgetJoinTokens(client: PostgresClient): Promise<void> {
  const { rows } = await client.query(
    "SELECT match_id, request_id, body, answer FROM kiri_requests WHERE sender = 'join'",
  );
  for (const row of rows) {
    const { was, kept } = await keptJoinOfRow(row);
    await client.query(
      "UPDATE kiri_requests SET request_id = $1, body = $2, answer = $3 WHERE match_id = $4 AND sender = 'join' AND request_id = $5",
      [kept.requestId, kept.body, kept.answer, was.matchId, was.requestId],
    );
  }
}

/**
 * Makes the store's tables when the database has none, in one transaction under an advisory
 * lock, so that referees starting at the same moment make them once; or checks that the tables
 * there are of the version this store knows.
 */
export async function preparePostgresSchema(pool: PostgresPool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS kiri_schema (version INTEGER NOT NULL)');
    const { rows } = await client.query('SELECT version FROM kiri_schema');
    const version = rows[0]?.['version'] as number | undefined;
    if (version === undefined) {
      for (const statement of POSTGRES_SCHEMA) await client.query(statement);
      await client.query('INSERT INTO kiri_schema (version) VALUES ($1)', [
        POSTGRES_SCHEMA_VERSION,
      ]);
    } else if ((version === 1 || version === 2 || version === 3) && rows.length === 1) {
      if (version === 1) {
        await client.query('ALTER TABLE kiri_matches ADD COLUMN invitation TEXT');
        await client.query('ALTER TABLE kiri_matches ADD COLUMN host TEXT');
        await forgetJoinTokens(client);
      }
      if (version !== 3) for (const statement of MIGRATION_3) await client.query(statement);
      for (const statement of MIGRATION_4) await client.query(statement);
      await client.query('UPDATE kiri_schema SET version = $1', [POSTGRES_SCHEMA_VERSION]);
    } else if (version !== POSTGRES_SCHEMA_VERSION || rows.length > 1)
      throw new KiriError(
        'INVALID_OPTIONS',
        `postgresStore: the database holds a referee's schema of version ${String(version)}; this kiri-dice knows version ${POSTGRES_SCHEMA_VERSION}`,
      );
  });
}
