// @ts-check
// The referee's storage: one SQLite file through node:sqlite (Node 22.5 or newer). One row per
// match holds its state, its record and its version; every change is one transaction, so a
// crash (even kill -9) leaves each match exactly at its last committed move.
import { DatabaseSync } from 'node:sqlite';

/**
 * @typedef {object} MatchRow
 * @property {string} id
 * @property {number} version the number of accepted moves: the record's length
 * @property {string} state the MatchState, as JSON
 * @property {string} record the MatchRecord, as JSON
 * @property {number} rolls rolls so far: the number of the next roll of the fair dice
 * @property {number} seats seats taken, 0 to 2
 * @property {string} server_seed secret until the match is over
 * @property {string} commitment the server seed's commitment, given to both players on joining
 */
/** @typedef {{ match_id: string, seat: number }} SeatRow */
/** @typedef {{ body: string, answer: string }} RequestRow */
/**
 * @typedef {object} Move what one accepted move writes
 * @property {string} id the match
 * @property {number} version the version the move was played on
 * @property {string} state the next state, as JSON
 * @property {string} record the next record, as JSON
 * @property {number} rolls the rolls after the move
 * @property {number} seat the seat that moved
 * @property {string} requestId the client's id for the request
 * @property {string} body the request, as canonical JSON (to tell a resend from a reuse)
 * @property {string} answer the answer, as JSON: sent again, as it is, to a resend
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    record TEXT NOT NULL,
    rolls INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    server_seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    created INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS open_matches ON matches (seats, created);
  CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    client_seed TEXT NOT NULL,
    PRIMARY KEY (match_id, seat)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS requests (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    request_id TEXT NOT NULL,
    body TEXT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (match_id, seat, request_id)
  ) STRICT, WITHOUT ROWID;
`;

/**
 * Opens (or creates) the referee's database.
 *
 * @param {string} file the SQLite file; `:memory:` for a database that dies with the process
 */
export function openStore(file) {
  const db = new DatabaseSync(file);
  // WAL: readers never wait for the writer. synchronous = FULL: a commit is on disk before the
  // client hears "accepted", so not even a power cut loses an accepted move (NORMAL would survive
  // a killed process, not a lost machine). busy_timeout: another process (an audit) may hold
  // the file for a moment.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  db.exec('PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);

  const sql = {
    insertMatch: db.prepare(
      `INSERT INTO matches (id, version, state, record, rolls, seats, server_seed, commitment, created)
       VALUES (?, 0, ?, ?, 0, 0, ?, ?, ?)`,
    ),
    match: db.prepare('SELECT * FROM matches WHERE id = ?'),
    open: db.prepare(
      'SELECT id, seats, commitment FROM matches WHERE seats < 2 ORDER BY seats DESC, created LIMIT ?',
    ),
    seats: db.prepare('SELECT seat, client_seed FROM seats WHERE match_id = ? ORDER BY seat'),
    taken: db.prepare('SELECT seats, commitment FROM matches WHERE id = ?'),
    insertSeat: db.prepare(
      'INSERT INTO seats (match_id, seat, token_hash, client_seed) VALUES (?, ?, ?, ?)',
    ),
    takeSeat: db.prepare('UPDATE matches SET seats = seats + 1 WHERE id = ? AND seats = ?'),
    seatOf: db.prepare('SELECT match_id, seat FROM seats WHERE token_hash = ?'),
    request: db.prepare(
      'SELECT body, answer FROM requests WHERE match_id = ? AND seat = ? AND request_id = ?',
    ),
    insertRequest: db.prepare(
      'INSERT INTO requests (match_id, seat, request_id, body, answer) VALUES (?, ?, ?, ?, ?)',
    ),
    move: db.prepare(
      `UPDATE matches SET version = version + 1, state = ?, record = ?, rolls = ?
       WHERE id = ? AND version = ?`,
    ),
    all: db.prepare('SELECT * FROM matches ORDER BY created, id'),
  };

  /**
   * Runs `work` as one transaction: all of it is stored, or none of it.
   *
   * @template T
   * @param {() => T} work synchronous, so that no other request's statements run inside it
   * @returns {T}
   */
  function transaction(work) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  return {
    /**
     * Stores a new match, with no seat taken.
     *
     * @param {{ id: string, state: string, record: string, serverSeed: string, commitment: string }} match
     *   the state and the record as JSON
     */
    createMatch({ id, state, record, serverSeed, commitment }) {
      sql.insertMatch.run(id, state, record, serverSeed, commitment, Date.now());
    },

    /** @param {string} id @returns {MatchRow | undefined} */
    match: (id) => /** @type {MatchRow | undefined} */ (sql.match.get(id)),

    /** @param {number} limit @returns {{ id: string, seats: number, commitment: string }[]} */
    openMatches: (limit) =>
      /** @type {{ id: string, seats: number, commitment: string }[]} */ (sql.open.all(limit)),

    /**
     * The client seeds of the seats taken, in seat order.
     *
     * @param {string} id @returns {string[]}
     */
    clientSeeds: (id) => sql.seats.all(id).map((row) => String(row['client_seed'])),

    /**
     * Gives the next free seat of a match to a player.
     *
     * @param {string} id @param {string} clientSeed @param {string} tokenHash
     * @returns {{ seat: number, commitment: string } | 'full' | 'missing'} the seat, and the
     *   commitment the player is given with it
     */
    takeSeat(id, clientSeed, tokenHash) {
      return transaction(() => {
        const row = /** @type {{ seats: number, commitment: string } | undefined} */ (
          sql.taken.get(id)
        );
        if (!row) return 'missing';
        if (row.seats >= 2) return 'full';
        sql.takeSeat.run(id, row.seats);
        sql.insertSeat.run(id, row.seats, tokenHash, clientSeed);
        return { seat: row.seats, commitment: row.commitment };
      });
    },

    /**
     * The match and seat a token plays.
     *
     * @param {string} tokenHash @returns {SeatRow | undefined}
     */
    seatOf: (tokenHash) => /** @type {SeatRow | undefined} */ (sql.seatOf.get(tokenHash)),

    /**
     * The stored answer to a request already accepted.
     *
     * @param {string} id @param {number} seat @param {string} requestId
     * @returns {RequestRow | undefined}
     */
    request: (id, seat, requestId) =>
      /** @type {RequestRow | undefined} */ (sql.request.get(id, seat, requestId)),

    /**
     * Stores an accepted move and its answer, if the match is still at the version it was
     * played on (optimistic concurrency) and the request was not stored meanwhile.
     *
     * @param {Move} move
     * @returns {{ stored: true } | { stored: false, prior: RequestRow | undefined }} `prior`: the
     *   same request, stored by a copy of it that won the race; else the match moved on
     */
    commitMove(move) {
      return transaction(() => {
        const prior = /** @type {RequestRow | undefined} */ (
          sql.request.get(move.id, move.seat, move.requestId)
        );
        if (prior) return { stored: false, prior };
        const { changes } = sql.move.run(
          move.state,
          move.record,
          move.rolls,
          move.id,
          move.version,
        );
        if (changes === 0) return { stored: false, prior: undefined };
        sql.insertRequest.run(move.id, move.seat, move.requestId, move.body, move.answer);
        return /** @type {const} */ ({ stored: true });
      });
    },

    /** Every match, oldest first (for an audit). @returns {MatchRow[]} */
    allMatches: () => /** @type {MatchRow[]} */ (sql.all.all()),

    close: () => db.close(),
  };
}

/** @typedef {ReturnType<typeof openStore>} Store */
