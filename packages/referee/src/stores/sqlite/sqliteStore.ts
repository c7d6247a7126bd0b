// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import { runtimeModule } from '../../runtimeModule.js';
import type {
  CommitResult,
  SeatResult,
  Store,
  StoredMatch,
  StoredRequest,
  StoredSeat,
} from '../../core/Store.js';
import { loadSqlite, type Database, type SqliteModule } from './nodeSqlite.js';
import {
  SQLITE_MIGRATION_2,
  SQLITE_MIGRATION_3,
  SQLITE_MIGRATION_4,
  SQLITE_MIGRATION_5,
  SQLITE_SCHEMA,
  SQLITE_VERSION,
} from './sqliteSchema.js';
import { sqliteStatements, type SqliteStatements } from './sqliteStatements.js';
import { fileGuard, type FileGuard, type TakeLock } from './fileGuard.js';
import { keptJoinOfRow } from '../keptJoinOfRow.js';
import { matchOfRow, matchValues, revealOfRow } from '../matchOfRow.js';
import { readLimits, type RefereeLimits } from '../../core/RefereeLimits.js';

/**
 * Options of {@link sqliteStore}.
 *
 * @example
 * ```ts
 * import type { SqliteStoreOptions } from '@kiri-dice/referee';
 *
 * const options: SqliteStoreOptions = { busyTimeout: 100 };
 * ```
 */
export interface SqliteStoreOptions {
  /**
   * How long a write waits for a lock that another connection holds, in milliseconds (default
   * 100, at most 5,000). SQLite's wait blocks the process, so every request waits with it: past
   * it the write fails and the referee answers 503 with `Retry-After`.
   */
  readonly busyTimeout?: number;
  /**
   * Open an existing database to read it only, as an audit does: no lock is taken (a referee may
   * be serving the file), nothing is created, and every write rejects.
   */
  readonly readOnly?: boolean;
}

/** One write of a group commit: run inside the group's transaction. */
interface Write<T> {
  readonly run: () => T;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
  /** The match it writes to. */
  readonly match: string;
  /** Whether what it did changed the match (a refused move changes nothing). */
  readonly changed: (result: T) => boolean;
}

/** Whether a write's result stored something. */
const stored = (result: unknown): boolean =>
  result === true ||
  (result as { type?: string } | null)?.type === 'taken' ||
  (result as { type?: string } | null)?.type === 'stored';

/**
 * A store in one SQLite file through `node:sqlite` (Node 22.13+, 23.4+ or 24+), for one
 * referee process. WAL mode with `synchronous = FULL`: a move is on disk before its player
 * hears it was accepted. Each accepted move appends one row; the writes that arrive together
 * are committed in one transaction (group commit), and each is answered after that commit.
 *
 * The file is locked to one process (a `FILE.lock` beside it, held open and locked while the
 * process runs, and let go by the system when it ends, killed too): a second referee on the same
 * file, or on a symbolic link to it, is refused at start, since its long polls would not hear
 * the first one's moves. A file that cannot be written is refused at start, and a file or
 * write-ahead log (`FILE-wal`) that is deleted or replaced while the referee runs fails every
 * write from then on (503), rather than accepting moves that a restart would lose.
 *
 * @param file - the database file, created when missing
 * @param options - see {@link SqliteStoreOptions}
 * @returns a promise of the store
 * @throws {@link kiri-dice!KiriError} `UNSUPPORTED_RUNTIME` (the promise rejects) on a runtime
 * without `node:sqlite`; `INVALID_OPTIONS` when the file is held by another referee, cannot be
 * written, or is not a database
 * @example
 * ```ts
 * // On Node 22.13+, 23.4+ or 24+, with createReferee and sqliteStore from '@kiri-dice/referee':
 * const referee = createReferee({ store: await sqliteStore('kiri.db') });
 * ```
 */
export async function sqliteStore(file: string, options: SqliteStoreOptions = {}): Promise<Store> {
  const busy = options.busyTimeout ?? 100;
  if (typeof file !== 'string' || file === '' || file.includes('\0'))
    throw new KiriError('INVALID_OPTIONS', 'sqliteStore: file must be a path to a database file');
  if (!Number.isInteger(busy) || busy < 0 || busy > 5000)
    throw new KiriError(
      'INVALID_OPTIONS',
      'sqliteStore: options.busyTimeout must be a whole number of milliseconds from 0 to 5000',
    );
  const { DatabaseSync } = await loadSqlite();
  if (options.readOnly === true)
    return readOnlyStore(new DatabaseSync(await existing(file), { readOnly: true }), file);
  const guard = await fileGuard(file, sqliteLock(DatabaseSync));
  let db: Database;
  try {
    db = new DatabaseSync(guard.file);
    db.exec(`PRAGMA busy_timeout = ${busy}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;`);
    db.exec('BEGIN IMMEDIATE');
    // A file of an older schema is brought up to this one, in the same transaction (the file is
    // this process's alone: nothing else writes while the joins' hashes are computed).
    const version = schemaVersion(db);
    if (typeof version === 'number' && version > SQLITE_VERSION)
      throw new Error(
        `its schema is of version ${version}, newer than this kiri-dice's ${SQLITE_VERSION}`,
      );
    if (version === 1) db.exec(SQLITE_MIGRATION_2);
    if (version === 1 || version === 2) {
      db.exec(SQLITE_MIGRATION_3);
      await forgetJoinTokens(db);
    }
    if (version === 1 || version === 2 || version === 3) db.exec(SQLITE_MIGRATION_4);
    if (version === 1 || version === 2 || version === 3 || version === 4)
      db.exec(SQLITE_MIGRATION_5);
    db.exec(`${SQLITE_SCHEMA} COMMIT;`);
    guard.opened();
  } catch (error) {
    guard.release();
    throw new KiriError(
      'INVALID_OPTIONS',
      `sqliteStore: ${file} cannot be opened for writing: ${(error as Error).message}`,
    );
  }
  return openedStore(db, guard);
}

/**
 * Takes a file's lock as an exclusive SQLite transaction on it, held open: SQLite's locks are
 * the system's (POSIX advisory locks), which it gives back when the process ends, however, and
 * SQLite also refuses a second connection of the same process.
 */
function sqliteLock(DatabaseSync: SqliteModule['DatabaseSync']): TakeLock {
  return (path) => {
    const db = new DatabaseSync(path);
    try {
      db.exec('PRAGMA busy_timeout = 0; BEGIN EXCLUSIVE');
    } catch (error) {
      db.close();
      const message = (error as Error).message;
      if (message.includes('database is locked')) return 'held';
      if (message.includes('file is not a database')) return 'foreign';
      throw error;
    }
    // Closing the connection ends its transaction, and the lock with it.
    return { release: () => db.close() };
  };
}

/**
 * Stores the joins of a file of schema 1 or 2 as this store does, neither their ids nor their
 * tokens (`keptJoin`): rows written before tokens were derived from the join's id.
 */
async function forgetJoinTokens(db: Database): Promise<void> {
  const joins = db
    .prepare("SELECT match_id, request_id, body, answer FROM requests WHERE sender = 'join'")
    .all();
  const update = db.prepare(
    "UPDATE requests SET request_id = ?, body = ?, answer = ? WHERE match_id = ? AND sender = 'join' AND request_id = ?",
  );
  for (const row of joins) {
    const { was, kept } = await keptJoinOfRow(row);
    update.run(kept.requestId, kept.body, kept.answer, was.matchId, was.requestId);
  }
}

/** `file`, when it is a regular file: an audit of a mistyped path must not create a database. */
async function existing(file: string): Promise<string> {
  const fs = await runtimeModule<{
    statSync(path: string, options: { throwIfNoEntry: false }): { isFile(): boolean } | undefined;
  }>('node:fs');
  if (fs.statSync(file, { throwIfNoEntry: false })?.isFile() !== true)
    throw new KiriError('INVALID_OPTIONS', `sqliteStore: there is no database file ${file}`);
  return file;
}

/** The database's `PRAGMA user_version`: 0 for a new file. */
function schemaVersion(db: Database): unknown {
  return db.prepare('PRAGMA user_version').get()?.['user_version'];
}

/**
 * Throws unless `db` is a referee's database, of a schema this store reads: the current one, or
 * version 1 to 4 (read as it is: a read-only file is not migrated).
 */
function checkSchema(db: Database, file: string, caller: string): void {
  let version: unknown;
  try {
    version = schemaVersion(db);
  } catch (error) {
    version = (error as Error).message;
  }
  if (
    version !== 1 &&
    version !== 2 &&
    version !== 3 &&
    version !== 4 &&
    version !== SQLITE_VERSION
  )
    throw new KiriError(
      'INVALID_OPTIONS',
      `${caller}: ${file} is not a referee's database (schema version ${String(version)}, 1 to ${SQLITE_VERSION})`,
    );
}

/** A store that reads `db`, opened read-only, and refuses every write. */
function readOnlyStore(db: Database, file: string): Store {
  try {
    checkSchema(db, file, 'sqliteStore');
  } catch (error) {
    db.close();
    throw error;
  }
  const store = openedStore(db, {
    file,
    opened: () => undefined,
    check: () => {
      throw new Error(`${file} is open read-only`);
    },
    release: () => undefined,
  });
  // A file of schema 4 or older has no table of reveals, nor any match of fresh values each round.
  if (schemaVersion(db) !== SQLITE_VERSION)
    return {
      ...store,
      reveals: () => Promise.resolve([]),
      committed: () => Promise.resolve(false),
    };
  return store;
}

/**
 * How long a write that found no room (a full disk, a file past its size limit) fails the
 * health check, in milliseconds: the health check's own write rewrites one row in place, and
 * commits where a move cannot. A load balancer sends no moves meanwhile, then tries again.
 */
const NO_ROOM_MS = 10_000;

/** Whether a write failed for want of room: SQLite's `SQLITE_FULL`, or `SQLITE_IOERR` (EFBIG). */
const noRoom = (error: unknown): boolean =>
  /database or disk is full|disk I\/O error/.test((error as Error).message);

function openedStore(db: Database, guard: FileGuard): Store {
  const sql = sqliteStatements(db);
  const listeners = new Set<(matchId: string) => void>();
  let queue: Write<unknown>[] = [];
  let closed = false;
  /** The last write that found no room, until a write stores something again. */
  let roomless: { readonly at: number; readonly cause: string } | undefined;

  function flush() {
    const writes = queue;
    queue = [];
    let results: unknown[];
    try {
      guard.check();
      db.exec('BEGIN IMMEDIATE');
      try {
        results = writes.map((write) => write.run());
        db.exec('COMMIT');
      } catch (error) {
        rollback(db);
        throw error;
      }
    } catch (error) {
      if (noRoom(error)) roomless = { at: Date.now(), cause: (error as Error).message };
      for (const write of writes) write.reject(error);
      return;
    }
    writes.forEach((write, i) => write.resolve(results[i]));
    const changed = new Set(
      writes.filter((write, i) => write.changed(results[i])).map((write) => write.match),
    );
    if (changed.size > 0) roomless = undefined;
    for (const id of changed) for (const listener of [...listeners]) listener(id);
  }

  /** Queues a write for the next group commit, which runs once the current turn is done. */
  function write<T>(
    match: string,
    run: () => T,
    changed: (result: T) => boolean = stored,
  ): Promise<T> {
    if (closed) return Promise.reject(new Error('the SQLite store is closed'));
    return new Promise<T>((resolve, reject) => {
      // A macrotask later, so that every write that the current turn's requests send joins this group.
      if (queue.length === 0) setTimeout(flush, 0);
      queue.push({ run, resolve, reject, match, changed } as Write<unknown>);
    });
  }

  const read = <T>(run: () => T): Promise<T> =>
    closed ? Promise.reject(new Error('the SQLite store is closed')) : Promise.resolve().then(run);
  const prior = (request: StoredRequest) =>
    sql.request.get(request.matchId, request.sender, request.requestId) as
      StoredRequest | undefined;
  const remember = (r: StoredRequest) =>
    sql.insertRequest.run(r.matchId, r.sender, r.requestId, r.body, r.answer);

  return {
    createMatch: (match) =>
      write(
        match.id,
        () => insertMatch(sql, match),
        () => false,
      ),
    match: (id) => read(() => matchOfRow(sql.match.get(id))),
    moves: (id, from) => read(() => sql.moves.all(id, from).map((row) => String(row['move']))),
    reveals: (id, from) => read(() => sql.reveals.all(id, from).map(revealOfRow)),
    committed: (id, commitment) => read(() => sql.committed.get(id, commitment) !== undefined),
    openMatches: (limit, since, perHost) =>
      read(() =>
        sql.open.all(since, perHost, limit).map((row) => ({
          id: String(row['id']),
          seats: Number(row['seats']),
          commitment: String(row['commitment']),
        })),
      ),
    takeSeat: (seat: StoredSeat, request, at, due) =>
      write(seat.matchId, (): SeatResult => {
        const before = prior(request);
        if (before) return { type: 'prior', prior: before };
        const match = matchOfRow(sql.match.get(seat.matchId));
        if (!match) return { type: 'missing' };
        if (match.seats !== seat.seat) return { type: 'full' };
        sql.insertSeat.run(seat.tokenHash, seat.matchId, seat.seat, seat.seedCommitment);
        const second = seat.seat === 1;
        sql.takeSeat.run(
          JSON.stringify([...match.seedCommitments, seat.seedCommitment]),
          JSON.stringify([...match.clientSeeds, null]),
          second ? at : null,
          second ? at : null,
          second ? due : null,
          seat.matchId,
          seat.seat,
        );
        remember(request);
        return { type: 'taken' };
      }),
    seatOf: (tokenHash) =>
      read(() => {
        const row = sql.seatOf.get(tokenHash);
        return (
          row && {
            matchId: String(row['match_id']),
            seat: Number(row['seat']),
            tokenHash,
            seedCommitment: String(row['seed_commitment']),
          }
        );
      }),
    request: (matchId, sender, requestId) =>
      read(() => sql.request.get(matchId, sender, requestId) as StoredRequest | undefined),
    revealSeed: (matchId, seat, clientSeed, request, at, due) =>
      write(matchId, () => {
        const match = matchOfRow(sql.match.get(matchId))!;
        if (match.clientSeeds[seat] !== null) return false;
        const seeds = match.clientSeeds.map((old, i) => (i === seat ? clientSeed : old));
        sql.reveal.run(JSON.stringify(seeds), at, due, matchId);
        remember(request);
        return true;
      }),
    commitMove: (move) =>
      write(move.matchId, (): CommitResult => {
        const before = prior(move.request);
        if (before) return { type: 'prior', prior: before };
        const { reveal, reveals } = move;
        const { changes } = sql.move.run(
          move.move === null ? 0 : 1,
          move.state,
          move.rolls,
          move.at,
          move.clock === null ? null : JSON.stringify(move.clock),
          move.due,
          reveals === null ? null : reveals.count,
          reveals === null ? null : JSON.stringify(reveals.recent),
          move.matchId,
          move.version,
          // The count the move was played on: a timeout that crossed a reveal alone is a conflict.
          reveal?.n ?? reveals?.count ?? null,
        );
        if (Number(changes) === 0) return { type: 'conflict' };
        if (move.move !== null) sql.insertMove.run(move.matchId, move.version, move.move);
        if (reveal !== null)
          sql.insertReveal.run(move.matchId, reveal.n, reveal.seat, reveal.value, reveal.next);
        remember(move.request);
        return { type: 'stored' };
      }),
    dueMatches: (at, limit) => read(() => sql.due.all(at, limit).map((row) => String(row['id']))),
    reschedule: (matchId, seen, due) =>
      write(
        matchId,
        () =>
          Number(sql.reschedule.run(due, matchId, seen.version, seen.movedAt, seen.due).changes) ===
          1,
        // Nothing a reader sees changed: the clock's own note.
        () => false,
      ),
    subscribe: (listener) => {
      const own = (id: string) => listener(id);
      listeners.add(own);
      return () => listeners.delete(own);
    },
    matchIds: () => read(() => sql.ids.all().map((row) => String(row['id']))),
    health: () =>
      roomless !== undefined && Date.now() - roomless.at < NO_ROOM_MS
        ? Promise.reject(
            new Error(
              `a write found no room ${Date.now() - roomless.at} ms ago: ${roomless.cause}`,
            ),
          )
        : write(
            '',
            () => void sql.health.run(Date.now()),
            () => false,
          ),
    close: () => {
      if (closed) return Promise.resolve();
      closed = true;
      if (queue.length > 0) flush();
      listeners.clear();
      db.close();
      guard.release();
      return Promise.resolve();
    },
  };
}

function insertMatch(sql: SqliteStatements, m: StoredMatch): void {
  sql.insertMatch.run(...matchValues(m));
}

/**
 * Ends a failed transaction. SQLite has already rolled it back after some errors (a full disk,
 * an I/O error), and a second rollback would only hide the first error behind "no transaction".
 */
function rollback(db: Database): void {
  try {
    db.exec('ROLLBACK');
  } catch {
    // Already rolled back by SQLite: the error that matters is the one being thrown.
  }
}

/**
 * Copies a referee's SQLite database, consistent to one moment, while a referee may be serving
 * it: `VACUUM INTO` through a read-only connection, which waits for no writer and holds none
 * back. Copying the `.db` and `-wal` files by hand while the referee writes can give a corrupt
 * copy. The copy is a database of its own, ready for `kiri-dice audit` or for serving.
 *
 * @param file - the database
 * @param copy - the file to write; it must not exist yet
 * @returns a promise that resolves once the copy is complete
 * @throws {@link kiri-dice!KiriError} `UNSUPPORTED_RUNTIME` without `node:sqlite`;
 * `INVALID_OPTIONS` when `file` is no referee's database or `copy` exists
 * @example
 * ```ts
 * // On Node 22.13+, 23.4+ or 24+, with backupSqlite from '@kiri-dice/referee':
 * await backupSqlite('kiri.db', `kiri-${Date.now()}.db`);
 * ```
 */
export async function backupSqlite(file: string, copy: string): Promise<void> {
  const { DatabaseSync } = await loadSqlite();
  const fs = await runtimeModule<{ existsSync(path: string): boolean }>('node:fs');
  if (typeof copy !== 'string' || copy === '' || fs.existsSync(copy))
    throw new KiriError(
      'INVALID_OPTIONS',
      `backupSqlite: ${copy} exists already: name a new file for the copy`,
    );
  const db = new DatabaseSync(await existing(file), { readOnly: true });
  try {
    checkSchema(db, file, 'backupSqlite');
    db.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`);
  } finally {
    db.close();
  }
}

/**
 * Options of {@link archiveSqlite}.
 *
 * @example
 * ```ts
 * import type { ArchiveOptions } from '@kiri-dice/referee';
 *
 * const options: ArchiveOptions = { olderThan: 7 * 86_400_000 };
 * ```
 */
export interface ArchiveOptions {
  /**
   * Archive only matches created at least this long ago, in milliseconds (default 86,400,000:
   * a day, so that players fetch their records first), from 0 to 10 years.
   */
  readonly olderThan?: number;
  /** The referee's `revealTimeout` and `openTimeout`, which tell an expired match (the defaults). */
  readonly limits?: Partial<Pick<RefereeLimits, 'revealTimeout' | 'openTimeout'>>;
}

/**
 * What {@link archiveSqlite} moved.
 *
 * @example
 * ```ts
 * import type { ArchiveReport } from '@kiri-dice/referee';
 *
 * const said = (report: ArchiveReport) => `${report.matches} matches, ${report.moves} moves`;
 * ```
 */
export interface ArchiveReport {
  /** The matches moved to the archive. */
  readonly matches: number;
  /** Their moves. */
  readonly moves: number;
}

/** The columns of each table, in the order both files have them. */
const ARCHIVED_TABLES: readonly (readonly [string, string, string])[] = [
  [
    'matches',
    'id',
    'id, version, state, header, rolls, seats, server_seed, commitment, seed_commitments, client_seeds, created, seated_at, invitation, host, clock, moved_at, due, reveal_count, recent_reveals',
  ],
  ['moves', 'match_id', 'match_id, version, move'],
  ['reveals', 'match_id', 'match_id, n, seat, value, next'],
  ['seats', 'match_id', 'token_hash, match_id, seat, seed_commitment'],
  ['requests', 'match_id', 'match_id, sender, request_id, body, answer'],
];

/**
 * Moves the finished matches of a referee's SQLite database (over, or expired) into another
 * referee database, `archive` (created when missing, added to when not), so that the served
 * file stops growing: each match, its moves, reveals, seats and requests. The archive is a
 * database like any other: `kiri-dice audit --db ARCHIVE` checks every match and roll in it,
 * and the referee no longer serves them (`404`). The file must not be served meanwhile (it is
 * locked): stop the referee, archive, start it again. The matches are copied, then deleted, in
 * two transactions: a crash between them leaves a match in both files, never in neither, and the
 * next run finishes it. The served file keeps its size; its freed pages take new matches.
 *
 * @param file - the referee's database
 * @param archive - the archive's database
 * @param options - see {@link ArchiveOptions}
 * @returns a promise of what was moved
 * @throws {@link kiri-dice!KiriError} `UNSUPPORTED_RUNTIME` without `node:sqlite`;
 * `INVALID_OPTIONS` when a file is no referee database of this version, is served, or an option
 * is out of bounds
 * @example
 * ```ts
 * // On Node 22.13+, 23.4+ or 24+, with the referee stopped:
 * // const { matches } = await archiveSqlite('kiri.db', 'kiri-archive.db');
 * ```
 */
export async function archiveSqlite(
  file: string,
  archive: string,
  options: ArchiveOptions = {},
): Promise<ArchiveReport> {
  const olderThan = options.olderThan ?? 86_400_000;
  if (!Number.isSafeInteger(olderThan) || olderThan < 0 || olderThan > 315_360_000_000)
    throw new KiriError(
      'INVALID_OPTIONS',
      'archiveSqlite: options.olderThan must be a whole number of milliseconds from 0 to 315360000000 (10 years)',
    );
  let limits: RefereeLimits;
  try {
    limits = readLimits(options.limits);
  } catch (error) {
    throw new KiriError(
      'INVALID_OPTIONS',
      (error as Error).message.replace('createReferee: ', 'archiveSqlite: '),
    );
  }
  await existing(file);
  // Made, or brought to this version, and checked to be a referee's database.
  await (await sqliteStore(archive)).close();
  const { DatabaseSync } = await loadSqlite();
  const guard = await fileGuard(file, sqliteLock(DatabaseSync));
  const db = new DatabaseSync(guard.file);
  try {
    if (schemaVersion(db) !== SQLITE_VERSION)
      throw new KiriError(
        'INVALID_OPTIONS',
        `archiveSqlite: ${file} is not a referee's database of schema ${SQLITE_VERSION}: serve it once with this version first`,
      );
    db.exec(
      `PRAGMA busy_timeout = 1000; ATTACH DATABASE '${archive.replaceAll("'", "''")}' AS archive`,
    );
    db.exec('CREATE TEMP TABLE archived (id TEXT PRIMARY KEY)');
    const now = Date.now();
    // Expired: never seated within `openTimeout`; or seated `revealTimeout` ago and still short
    // of a seed (one seed each), or of its first bet (fresh values each round, whose seeds stay
    // null: its version tells).
    db.prepare(
      `INSERT INTO temp.archived SELECT id FROM main.matches WHERE created <= ?1 AND (
         json_extract(state, '$.phase') = 'over'
         OR (seated_at IS NULL AND created <= ?2)
         OR (seated_at IS NOT NULL AND seated_at <= ?3 AND reveal_count IS NULL
           AND (json_extract(client_seeds, '$[0]') IS NULL
             OR json_extract(client_seeds, '$[1]') IS NULL))
         OR (seated_at IS NOT NULL AND seated_at <= ?3 AND reveal_count IS NOT NULL
           AND version = 0))`,
    ).run(now - olderThan, now - limits.openTimeout, now - limits.revealTimeout);
    const inArchived = (key: string) => `${key} IN (SELECT id FROM temp.archived)`;
    const moves = Number(
      db.prepare(`SELECT count(*) AS n FROM main.moves WHERE ${inArchived('match_id')}`).get()?.[
        'n'
      ],
    );
    const matches = Number(db.prepare('SELECT count(*) AS n FROM temp.archived').get()?.['n']);
    db.exec('BEGIN IMMEDIATE');
    for (const [table, key, columns] of ARCHIVED_TABLES)
      db.exec(
        `INSERT OR IGNORE INTO archive.${table} (${columns}) SELECT ${columns} FROM main.${table} WHERE ${inArchived(key)}`,
      );
    db.exec('COMMIT');
    db.exec('BEGIN IMMEDIATE');
    for (const [table, key] of [...ARCHIVED_TABLES].reverse())
      db.exec(`DELETE FROM main.${table} WHERE ${inArchived(key)}`);
    db.exec('COMMIT');
    return { matches, moves };
  } catch (error) {
    rollback(db);
    if (error instanceof KiriError) throw error;
    throw new KiriError(
      'INVALID_OPTIONS',
      `archiveSqlite: cannot archive ${file} into ${archive}: ${(error as Error).message}`,
    );
  } finally {
    db.close();
    guard.release();
  }
}
