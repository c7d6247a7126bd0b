// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** The version of the SQLite store's schema (`PRAGMA user_version`). */
export const SQLITE_VERSION = 5;

/**
 * The SQLite store's tables, version 5: version 4's, with the reveals of a match of fresh values
 * each round: their number and the last 3 on the match's row (`reveal_count`, `recent_reveals`;
 * NULL for a match of one seed each), and every reveal one row of `reveals`. Version 4 added each
 * match's clock, the time of its last change, and when the referee's clock should look at it
 * next (`due`, indexed). A match is one row; every accepted move is one more row of `moves`, and
 * every reveal one more row of `reveals`, never a rewrite, so a move costs the same at the
 * 8,000th position as at the 10th.
 */
export const SQLITE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS matches (
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
    created INTEGER NOT NULL,
    seated_at INTEGER,
    invitation TEXT,
    host TEXT,
    clock TEXT,
    moved_at INTEGER,
    due INTEGER,
    reveal_count INTEGER,
    recent_reveals TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS open_matches ON matches (seats, created);
  CREATE INDEX IF NOT EXISTS due_matches ON matches (due) WHERE due IS NOT NULL;
  CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (match_id, version)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS reveals (
    match_id TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    value TEXT NOT NULL,
    next TEXT NOT NULL,
    PRIMARY KEY (match_id, n)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS reveals_next ON reveals (match_id, next);
  CREATE TABLE IF NOT EXISTS seats (
    token_hash TEXT PRIMARY KEY,
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    seed_commitment TEXT NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS requests (
    match_id TEXT NOT NULL,
    sender TEXT NOT NULL,
    request_id TEXT NOT NULL,
    body TEXT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (match_id, sender, request_id)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS health (
    id INTEGER PRIMARY KEY,
    checked INTEGER NOT NULL
  ) STRICT;
  PRAGMA user_version = 5;
`;

/**
 * From version 1 to 2: the time of the second seat (`seated_at`), which a match's reveal
 * deadline counts from. A match of version 1 whose seats are taken counts from its creation:
 * its players had a whole match's time to reveal already.
 */
export const SQLITE_MIGRATION_2 = `
  ALTER TABLE matches ADD COLUMN seated_at INTEGER;
  UPDATE matches SET seated_at = created WHERE seats = 2;
  PRAGMA user_version = 2;
`;

/**
 * From version 2 to 3, with `forgetJoinTokens` of sqliteStore.ts: a match's invitation and its
 * creator's address. A match of version 2 was listed, and its creator is unknown.
 */
export const SQLITE_MIGRATION_3 = `
  ALTER TABLE matches ADD COLUMN invitation TEXT;
  ALTER TABLE matches ADD COLUMN host TEXT;
`;

/**
 * From version 3 to 4: each match's clock, last change and `due`. A match of version 3 has no
 * clock; one waiting for its seeds is looked at once (its `due` may only be early), in case a
 * seat withheld its seed.
 */
export const SQLITE_MIGRATION_4 = `
  ALTER TABLE matches ADD COLUMN clock TEXT;
  ALTER TABLE matches ADD COLUMN moved_at INTEGER;
  ALTER TABLE matches ADD COLUMN due INTEGER;
  UPDATE matches SET moved_at = seated_at;
  UPDATE matches SET due = seated_at WHERE seats = 2 AND version = 0;
`;

/**
 * From version 4 to 5: the reveals of a match of fresh values each round, on its row. Every match
 * of version 4 was of one seed each: NULL. The table of reveals and its index are made by
 * {@link SQLITE_SCHEMA}, which runs after.
 */
export const SQLITE_MIGRATION_5 = `
  ALTER TABLE matches ADD COLUMN reveal_count INTEGER;
  ALTER TABLE matches ADD COLUMN recent_reveals TEXT;
`;
