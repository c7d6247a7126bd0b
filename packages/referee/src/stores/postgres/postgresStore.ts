// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import type {
  CommitResult,
  SeatResult,
  Store,
  StoredChange,
  StoredMatch,
  StoredMove,
  StoredRequest,
} from '../../core/Store.js';
import type { PostgresClient, PostgresPool } from './PostgresPool.js';
import { matchOfRow, matchValues, revealOfRow } from '../matchOfRow.js';
import { preparePostgresSchema } from './postgresSchema.js';
import { inTransaction } from './postgresTransaction.js';
import { listenPostgres, POSTGRES_CHANNEL } from './postgresListener.js';
import {
  INSERT_MATCH,
  requestOfRow,
  requestValues,
  seatOfRow,
  seatValues,
} from './postgresRows.js';
import { recentMatches } from '../recentMatches.js';

/**
 * Options of {@link postgresStore}.
 *
 * @example
 * ```ts
 * import type { PostgresStoreOptions } from '@kiri-dice/referee';
 *
 * const options = (pool: PostgresStoreOptions['pool']): PostgresStoreOptions => ({ pool });
 * ```
 */
export interface PostgresStoreOptions {
  /**
   * Where the store gets its connections: a node-postgres `Pool`, or any object with its
   * `query(text, values)` and `connect()`. The store keeps one connection for `LISTEN`, and
   * takes one for each write. The pool stays yours: end it after the store's `close`.
   */
  readonly pool: PostgresPool;
  /**
   * How long one call of the store may take, in milliseconds (default 5,000, from 1 to
   * 60,000): past it the call rejects, and the referee answers 503 with `Retry-After`. A write
   * that commits after it is not lost: its request's resend gets its answer.
   */
  readonly timeout?: number;
}

/** The statements of the store, written once. */
const SQL = {
  insertMatch: INSERT_MATCH,
  match: 'SELECT * FROM kiri_matches WHERE id = $1',
  /** Every write to a match takes its row's lock first: the writes of a match run one at a time. */
  lock: 'SELECT * FROM kiri_matches WHERE id = $1 FOR UPDATE',
  moves: 'SELECT move FROM kiri_moves WHERE match_id = $1 AND version >= $2 ORDER BY version',
  reveals: 'SELECT seat, value, next FROM kiri_reveals WHERE match_id = $1 AND n >= $2 ORDER BY n',
  /** By the index of the commitments (`kiri_reveals_next`): a lookup, not a scan. */
  committed: 'SELECT 1 AS found FROM kiri_reveals WHERE match_id = $1 AND next = $2 LIMIT 1',
  /** Each host's oldest `perHost`, then the lobby's order. */
  open: `SELECT id, seats, commitment FROM (
      SELECT id, seats, commitment, created, ROW_NUMBER() OVER (
        PARTITION BY coalesce(host, 'match ' || id) ORDER BY seats DESC, created, id) AS nth
      FROM kiri_matches WHERE seats < 2 AND invitation IS NULL AND created >= $1) AS open
    WHERE nth <= $2 ORDER BY seats DESC, created, id LIMIT $3`,
  insertSeat:
    'INSERT INTO kiri_seats (token_hash, match_id, seat, seed_commitment) VALUES ($1, $2, $3, $4)',
  takeSeat:
    'UPDATE kiri_matches SET seats = seats + 1, seed_commitments = $1, client_seeds = $2, seated_at = $4, moved_at = $4, due = $5 WHERE id = $3',
  seatOf: 'SELECT * FROM kiri_seats WHERE token_hash = $1',
  request: 'SELECT * FROM kiri_requests WHERE match_id = $1 AND sender = $2 AND request_id = $3',
  insertRequest:
    'INSERT INTO kiri_requests (match_id, sender, request_id, body, answer) VALUES ($1, $2, $3, $4, $5)',
  reveal:
    'UPDATE kiri_matches SET client_seeds = $1, moved_at = $3, due = least(due, $4) WHERE id = $2',
  notify: 'SELECT pg_notify($1, $2)',
  commitMove:
    'SELECT kiri_commit_move($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) AS result',
  due: 'SELECT id FROM kiri_matches WHERE due <= $1 ORDER BY due, id LIMIT $2',
  reschedule:
    'UPDATE kiri_matches SET due = $1 WHERE id = $2 AND version = $3 AND moved_at IS NOT DISTINCT FROM $4 AND due IS NOT DISTINCT FROM $5',
  ids: 'SELECT id FROM kiri_matches ORDER BY created, id',
  health:
    'INSERT INTO kiri_health (id, checked) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked = EXCLUDED.checked',
} as const;

/** Throws unless `options` are options of the store. */
function checkOptions(options: PostgresStoreOptions): number {
  const pool = (options as Partial<PostgresStoreOptions> | undefined)?.pool;
  if (typeof pool?.query !== 'function' || typeof pool.connect !== 'function')
    throw new KiriError(
      'INVALID_OPTIONS',
      'postgresStore: options.pool must be a node-postgres Pool, or an object with its query(text, values) and connect()',
    );
  const timeout = options.timeout ?? 5000;
  if (!Number.isInteger(timeout) || timeout < 1 || timeout > 60_000)
    throw new KiriError(
      'INVALID_OPTIONS',
      'postgresStore: options.timeout must be a whole number of milliseconds from 1 to 60000',
    );
  return timeout;
}

/**
 * A store in a PostgreSQL database, shared by as many referee processes as its connections
 * allow: run them behind any load balancer. Each write is one transaction that first locks its
 * match's row, so the writes of one match run one at a time across every process; a move is
 * appended only while the match is still at the version it was played on (else `conflict`),
 * and a request is stored once, so its resend to any process gets the first answer byte for
 * byte. Each commit is announced with `NOTIFY`, and every process `LISTEN`s on a connection of
 * its own, so a long poll on one process wakes on a move committed by another.
 *
 * The tables (all named `kiri_*`) are created at the first start, in one transaction under an
 * advisory lock, so that referees starting together create them once; `kiri_schema` holds
 * their version. When the listening connection drops (PostgreSQL restarted), the store
 * reconnects, then wakes the waiters of the matches it read most recently, which re-read
 * theirs: no wake-up is lost. Until then `health()` rejects, as every call does while
 * PostgreSQL is away; the referee answers those with 503 and `Retry-After`.
 *
 * @param options - the pool, and the time a call may take: see {@link PostgresStoreOptions}
 * @returns a promise of the store, once its tables are there and it listens
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for options that are not a pool, or a
 * database of another schema version; the promise rejects with the driver's error when
 * PostgreSQL cannot be reached
 * @example
 * ```ts
 * // With `npm install pg`, and createReferee and postgresStore from '@kiri-dice/referee':
 * import pg from 'pg';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const referee = createReferee({ store: await postgresStore({ pool }) });
 * // ... and when stopping:
 * await referee.close();
 * await pool.end();
 * ```
 */
export async function postgresStore(options: PostgresStoreOptions): Promise<Store> {
  const timeout = checkOptions(options);
  const { pool } = options;
  // node-postgres's pool reports a lost idle connection (a restart of PostgreSQL) as an 'error'
  // event, which ends the process when nobody listens: the next query gets a new connection.
  const ignore = () => undefined;
  pool.on?.('error', ignore);
  try {
    await preparePostgresSchema(pool);
  } catch (error) {
    pool.off?.('error', ignore);
    throw error;
  }
  const listeners = new Set<(matchId: string, change?: StoredChange) => void>();
  const recent = recentMatches();
  // Each store's notifications carry its own mark: it hears its own commits at once, not twice.
  const self = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const changed = (id: string, change?: StoredChange) => {
    for (const listener of [...listeners]) listener(id, change);
  };
  let listener;
  try {
    listener = await listenPostgres(
      pool,
      (payload) => {
        const heard = notification(payload);
        if (heard !== null && heard.mark !== self) changed(heard.id, heard.change);
      },
      () => recent.each(changed),
    );
  } catch (error) {
    pool.off?.('error', ignore);
    throw error;
  }
  return openedStore(pool, { timeout, self, changed, recent, listener, listeners, ignore });
}

/** What an opened store holds beside its pool. */
interface Opened {
  readonly timeout: number;
  readonly self: string;
  readonly changed: (id: string, change?: StoredChange) => void;
  readonly recent: ReturnType<typeof recentMatches>;
  readonly listener: Awaited<ReturnType<typeof listenPostgres>>;
  readonly listeners: Set<(matchId: string, change?: StoredChange) => void>;
  readonly ignore: () => undefined;
}

function openedStore(pool: PostgresPool, o: Opened): Store {
  let closed = false;
  /** A call of the store, bounded in time, refused once the store is closed. */
  const call = <T>(run: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('the PostgreSQL store is closed'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`PostgreSQL did not answer within ${o.timeout} ms`)),
        o.timeout,
      );
    });
    const done = run();
    // A call that ends after its time is up is not an unhandled rejection.
    done.catch(() => undefined);
    return Promise.race([done, late]).finally(() => clearTimeout(timer));
  };
  const rows = async (text: string, values: readonly unknown[]) =>
    (await pool.query(text, values)).rows;
  /** A write to match `id`: one transaction; its listeners hear of it after the commit. */
  const write = <T>(
    id: string,
    run: (client: PostgresClient, match: StoredMatch | undefined, undo: () => void) => Promise<T>,
    stored: (result: T) => boolean,
  ): Promise<T> =>
    call(async () => {
      const result = await inTransaction(pool, async (client, undo) => {
        const match = matchOfRow((await client.query(SQL.lock, [id])).rows[0]);
        const result = await run(client, match, undo);
        if (stored(result)) await client.query(SQL.notify, [POSTGRES_CHANNEL, `${o.self} ${id}`]);
        else undo();
        return result;
      });
      if (stored(result)) queueMicrotask(() => o.changed(id));
      return result;
    });
  /** The stored request of the same key: read after the match's lock, so none is missed. */
  const prior = async (client: PostgresClient, r: StoredRequest) => {
    const row = (await client.query(SQL.request, [r.matchId, r.sender, r.requestId])).rows[0];
    return row && requestOfRow(row);
  };
  const remember = (client: PostgresClient, r: StoredRequest) =>
    client.query(SQL.insertRequest, requestValues(r));

  return {
    createMatch: (match) =>
      call(async () => {
        await rows(SQL.insertMatch, matchValues(match));
      }),
    match: (id) =>
      call(async () => {
        o.recent.read(id);
        return matchOfRow((await rows(SQL.match, [id]))[0]);
      }),
    moves: (id, from) =>
      call(async () => (await rows(SQL.moves, [id, from])).map((row) => String(row['move']))),
    reveals: (id, from) => call(async () => (await rows(SQL.reveals, [id, from])).map(revealOfRow)),
    committed: (id, commitment) =>
      call(async () => (await rows(SQL.committed, [id, commitment])).length > 0),
    openMatches: (limit, since, perHost) =>
      call(async () =>
        (await rows(SQL.open, [since, perHost, limit])).map((row) => ({
          id: String(row['id']),
          seats: Number(row['seats']),
          commitment: String(row['commitment']),
        })),
      ),
    takeSeat: (seat, request, at, due) =>
      write(
        seat.matchId,
        async (client, match): Promise<SeatResult> => {
          const before = await prior(client, request);
          if (before) return { type: 'prior', prior: before };
          if (!match) return { type: 'missing' };
          if (match.seats !== seat.seat) return { type: 'full' };
          await client.query(SQL.insertSeat, seatValues(seat));
          await client.query(SQL.takeSeat, [
            JSON.stringify([...match.seedCommitments, seat.seedCommitment]),
            JSON.stringify([...match.clientSeeds, null]),
            seat.matchId,
            seat.seat === 1 ? at : null,
            seat.seat === 1 ? due : null,
          ]);
          await remember(client, request);
          return { type: 'taken' };
        },
        (result) => result.type === 'taken',
      ),
    seatOf: (tokenHash) =>
      call(async () => {
        const row = (await rows(SQL.seatOf, [tokenHash]))[0];
        return row && seatOfRow(row);
      }),
    request: (matchId, sender, requestId) =>
      call(async () => {
        const row = (await rows(SQL.request, [matchId, sender, requestId]))[0];
        return row && requestOfRow(row);
      }),
    revealSeed: (matchId, seat, clientSeed, request, at, due) =>
      write(
        matchId,
        async (client, match) => {
          if (match?.clientSeeds[seat] !== null) return false;
          const seeds = match.clientSeeds.map((old, i) => (i === seat ? clientSeed : old));
          await client.query(SQL.reveal, [JSON.stringify(seeds), matchId, at, due]);
          await remember(client, request);
          return true;
        },
        (result) => result,
      ),
    commitMove: (move) =>
      call(async (): Promise<CommitResult> => {
        const { request: r, reveal, reveals } = move;
        const [row] = await rows(SQL.commitMove, [
          move.matchId,
          move.version,
          move.move,
          move.state,
          move.rolls,
          r.sender,
          r.requestId,
          r.body,
          r.answer,
          payloadOf(o.self, move),
          move.at,
          move.clock === null ? null : JSON.stringify(move.clock),
          move.due,
          reveals === null ? null : reveals.count,
          reveals === null ? null : JSON.stringify(reveals.recent),
          reveal === null ? null : reveal.n,
          reveal === null ? null : reveal.seat,
          reveal === null ? null : reveal.value,
          reveal === null ? null : reveal.next,
        ]);
        const result = String(row?.['result']);
        if (result === 'stored') {
          queueMicrotask(() => o.changed(move.matchId));
          return { type: 'stored' };
        }
        if (result === 'conflict') return { type: 'conflict' };
        const prior = (await rows(SQL.request, [r.matchId, r.sender, r.requestId]))[0];
        return { type: 'prior', prior: requestOfRow(prior!) };
      }),
    dueMatches: (at, limit) =>
      call(async () => (await rows(SQL.due, [at, limit])).map((row) => String(row['id']))),
    reschedule: (matchId, seen, due) =>
      call(async () => {
        const result = await pool.query(SQL.reschedule, [
          due,
          matchId,
          seen.version,
          seen.movedAt,
          seen.due,
        ]);
        return result.rowCount === 1;
      }),
    subscribe: (listener) => {
      const own = (id: string, change?: StoredChange) => listener(id, change);
      o.listeners.add(own);
      return () => o.listeners.delete(own);
    },
    matchIds: () => call(async () => (await rows(SQL.ids, [])).map((row) => String(row['id']))),
    health: () =>
      call(async () => {
        o.listener.check();
        await rows(SQL.health, [Date.now()]);
      }),
    close: () => {
      if (closed) return Promise.resolve();
      closed = true;
      o.listener.close();
      o.listeners.clear();
      pool.off?.('error', o.ignore);
      return Promise.resolve();
    },
  };
}

/**
 * The `NOTIFY` payload of a commit: `MARK ID` (the committing store's mark, the match), and for
 * a move `MARK/VERSION/MOVE ID`, so that the other processes play the move on the state they
 * hold rather than parse the stored one. The move (the engine's JSON, a few dozen bytes with no
 * space) rides in the first word, where a referee of the format before reads only a mark not
 * its own: it still wakes on match ID, and the two run side by side through an upgrade.
 */
function payloadOf(self: string, move: StoredMove): string {
  const head = move.move === null ? self : `${self}/${move.version + 1}/${move.move}`;
  return `${head} ${move.matchId}`;
}

/** A payload of {@link payloadOf}, or `null` for one of no such form. */
function notification(
  payload: string,
): { readonly mark: string; readonly id: string; readonly change?: StoredChange } | null {
  const space = payload.indexOf(' ');
  if (space <= 0) return null;
  const id = payload.slice(space + 1);
  const [mark, version, move] = split(payload.slice(0, space));
  const change = Number(version);
  return move === undefined || !Number.isSafeInteger(change)
    ? { mark, id }
    : { mark, id, change: { version: change, move } };
}

/** `MARK/VERSION/MOVE` in its three parts (the move may hold a slash); `MARK` alone in one. */
function split(head: string): [string, string?, string?] {
  const first = head.indexOf('/');
  const second = head.indexOf('/', first + 1);
  return first === -1 || second === -1
    ? [head]
    : [head.slice(0, first), head.slice(first + 1, second), head.slice(second + 1)];
}
