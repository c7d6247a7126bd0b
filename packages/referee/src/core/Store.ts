// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { FairReveal } from 'kiri-dice/fair';
import type { MatchClock } from './MatchClock.js';

/**
 * A match as a store keeps it: everything but its moves, which are rows of their own.
 *
 * @example
 * ```ts
 * import type { StoredMatch } from '@kiri-dice/referee';
 *
 * const open = (match: StoredMatch) => match.seats < 2;
 * ```
 */
export interface StoredMatch {
  /** The match's id, chosen by the referee. */
  readonly id: string;
  /** The number of accepted moves: the moves stored for the match. */
  readonly version: number;
  /** The state after the last accepted move, as JSON text. */
  readonly state: string;
  /** The record's header (format, rules, start) as JSON text; its moves are the move rows. */
  readonly header: string;
  /** Rolls played so far: the number of the next roll of the fair dice. */
  readonly rolls: number;
  /** Seats taken, 0 to 2. */
  readonly seats: number;
  /** The server seed: secret until the match is over. */
  readonly serverSeed: string;
  /** The server seed's commitment, published when the match is created. */
  readonly commitment: string;
  /** The players' commitments to their seeds, in seat order (one per seat taken). */
  readonly seedCommitments: readonly string[];
  /**
   * The players' seeds, in seat order, as they are revealed (`null` until then): one seed each
   * for the whole match. A match of fresh values each round keeps them `null` (see `reveals`).
   */
  readonly clientSeeds: readonly (string | null)[];
  /**
   * The reveals of a match of fresh values each round (the acceptor's with its accept, then the
   * bettor's, round after round): how many, and the last few; `reveals(id, from)` reads them
   * all. `null` for a match of one seed each.
   */
  readonly reveals: RecentReveals | null;
  /** When the match was created, in milliseconds since 1970. */
  readonly created: number;
  /**
   * When its second seat was taken, in milliseconds since 1970 by the referee's clock (the `at`
   * of that `takeSeat`); `null` before. Both seeds must be revealed within the referee's
   * `revealTimeout` of it: else the match expires, or the seat that withheld its seed loses.
   */
  readonly seatedAt: number | null;
  /**
   * The SHA-256 of a private match's invitation, which a join must carry: a private match is
   * never listed. `null` for a listed match.
   */
  readonly invitation: string | null;
  /**
   * The address that created it (an IPv6 client's /64), so that the lobby lists a fair share of
   * each; `null` when the referee was not told (a call of the core API).
   */
  readonly host: string | null;
  /** The match's clock, with each seat's reserve left; `null` for a match with no clock. */
  readonly clock: MatchClock | null;
  /**
   * When the match last changed (its second seat, a seed, a move), in milliseconds since 1970 by
   * the referee's clock: the turn of the seat to act began then. `null` before the second seat.
   */
  readonly movedAt: number | null;
  /**
   * When the referee's clock should next look at the match, in milliseconds since 1970: never
   * later than a timeout is due, and maybe earlier. `null` when nothing can be due.
   */
  readonly due: number | null;
}

/**
 * The reveals of a match of fresh values each round, as its row keeps them: their number, and
 * the last 3, which hold the round in play and each seat's last commitment.
 * Every reveal is a row of its own, so a move costs the same at the 8,000th position as at the
 * 10th.
 *
 * @example
 * ```ts
 * import type { RecentReveals } from '@kiri-dice/referee';
 *
 * const valueDue = (reveals: RecentReveals) => reveals.count % 2 === 1;
 * ```
 */
export interface RecentReveals {
  /** How many reveals the match has. */
  readonly count: number;
  /** The last reveals, at most 3, oldest first. */
  readonly recent: readonly FairReveal[];
}

/**
 * What a referee's clock saw of a match when it chose when to look at it next: a change meanwhile
 * makes the choice stale.
 *
 * @example
 * ```ts
 * import type { SeenMatch } from '@kiri-dice/referee';
 *
 * const seen: SeenMatch = { version: 3, movedAt: 1_700_000_000_000, due: 1_700_000_015_000 };
 * ```
 */
export interface SeenMatch {
  /** The match's version. */
  readonly version: number;
  /** The match's `movedAt`. */
  readonly movedAt: number | null;
  /** The match's `due`. */
  readonly due: number | null;
}

/**
 * A match with a free seat, as the lobby lists it.
 *
 * @example
 * ```ts
 * import type { OpenMatch } from '@kiri-dice/referee';
 *
 * const waiting = (open: OpenMatch) => open.seats === 1;
 * ```
 */
export interface OpenMatch {
  /** The match's id. */
  readonly id: string;
  /** Seats taken, 0 or 1. */
  readonly seats: number;
  /** The commitment to the server seed. */
  readonly commitment: string;
}

/**
 * One accepted move as a store appends it, with the answer its request got.
 *
 * @example
 * ```ts
 * import type { StoredMove } from '@kiri-dice/referee';
 *
 * const isRoll = (move: StoredMove) => move.rolls > 0;
 * ```
 */
export interface StoredMove {
  /** The match. */
  readonly matchId: string;
  /** The version the move was played on: it becomes `version + 1`, or nothing is stored. */
  readonly version: number;
  /**
   * The recorded move, as JSON text (an item of the record's `moves`); `null` for a reveal alone
   * (a bettor's value), which adds no move and leaves the version as it is.
   */
  readonly move: string | null;
  /** The state after the move, as JSON text. */
  readonly state: string;
  /** How many rolls the move adds: 1 for a roll, else 0. */
  readonly rolls: number;
  /** The request that made it, kept so that a resend gets the same answer. */
  readonly request: StoredRequest;
  /** When it was accepted, by the referee's clock: the match's `movedAt` after it. */
  readonly at: number;
  /** The match's clock after it (`null` for no clock). */
  readonly clock: MatchClock | null;
  /** The match's `due` after it. */
  readonly due: number | null;
  /**
   * The reveal it adds to a match of fresh values each round (an accept's, or a bettor's alone),
   * else `null`. It is stored, as reveal number `n`, only while the match has `n` reveals: of two
   * reveals that cross, one is stored.
   */
  readonly reveal: StoredReveal | null;
  /** The match's `reveals` after it. */
  readonly reveals: RecentReveals | null;
}

/**
 * One reveal of a match of fresh values each round, as a store appends it: its number, from 0,
 * with the seat, its value and its next commitment.
 *
 * @example
 * ```ts
 * import type { StoredReveal } from '@kiri-dice/referee';
 *
 * const isBettors = (reveal: StoredReveal) => reveal.n % 2 === 1;
 * ```
 */
export interface StoredReveal extends FairReveal {
  /** Its number among the match's reveals, from 0. */
  readonly n: number;
}

/**
 * A request already answered: a resend of it (the same key, the same body) gets the same answer,
 * byte for byte, and another body under the same key is refused.
 *
 * @example
 * ```ts
 * import type { StoredRequest } from '@kiri-dice/referee';
 *
 * const isResend = (stored: StoredRequest, body: string) => stored.body === body;
 * ```
 */
export interface StoredRequest {
  /** The match. */
  readonly matchId: string;
  /** Who sent it: `seat:0`, `seat:1`, or `join` for a join, which has no seat yet. */
  readonly sender: string;
  /**
   * The client's id for the request; for a join, the hash of the seat's token, which is derived
   * from the join's id (so that neither is kept).
   */
  readonly requestId: string;
  /** The request's body, as canonical JSON; a join's without its id. */
  readonly body: string;
  /** The answer, as JSON text; a join's without its token. */
  readonly answer: string;
}

/**
 * A seat as a store keeps it: the SHA-256 of its token, never the token.
 *
 * @example
 * ```ts
 * import type { StoredSeat } from '@kiri-dice/referee';
 *
 * const first = (seat: StoredSeat) => seat.seat === 0;
 * ```
 */
export interface StoredSeat {
  /** The match. */
  readonly matchId: string;
  /** 0 or 1. */
  readonly seat: number;
  /** The SHA-256 of the seat's token, as hexadecimal. */
  readonly tokenHash: string;
  /** The player's commitment to its seed (`commitTo(clientSeed)`). */
  readonly seedCommitment: string;
}

/**
 * What `commitMove` did: stored the move, or stored nothing because the match moved on
 * (`conflict`) or the same request was stored first (`prior`, its stored answer).
 */
export type CommitResult =
  | {
      /** The move is stored. */
      readonly type: 'stored';
    }
  | {
      /** The match moved on: nothing is stored. */
      readonly type: 'conflict';
    }
  | {
      /** The same request was stored first: nothing more is stored. */
      readonly type: 'prior';
      /** The request as it was stored, with its answer. */
      readonly prior: StoredRequest;
    };

/**
 * What `takeSeat` did: gave the seat, or found the match missing, full, or the same join
 * stored first (`prior`, its stored answer).
 */
export type SeatResult =
  | {
      /** The seat is given. */
      readonly type: 'taken';
    }
  | {
      /** There is no such match. */
      readonly type: 'missing';
    }
  | {
      /** The seat is no longer the next free one. */
      readonly type: 'full';
    }
  | {
      /** The same join was stored first. */
      readonly type: 'prior';
      /** The join as it was stored, with its answer. */
      readonly prior: StoredRequest;
    };

/**
 * A move that another process committed, as a shared store tells it to `subscribe`'s listeners:
 * the version the match reached with it, and the move as `commitMove` stored it.
 *
 * @example
 * ```ts
 * import type { StoredChange } from '@kiri-dice/referee';
 *
 * const change: StoredChange = { version: 8, move: '{"type":"bet","player":0,"amount":1}' };
 * ```
 */
export interface StoredChange {
  /** The match's version once the move is stored: the move was played on `version - 1`. */
  readonly version: number;
  /** The recorded move, as JSON text: {@link StoredMove}'s `move`. */
  readonly move: string;
}

/**
 * Where a referee keeps its matches. A store only stores: it never checks rules. Its one hard
 * duty is that every change is one transaction, and that `commitMove` stores a move only while
 * the match is still at the version the move was played on. A store shared by many processes
 * also tells each of them of the others' commits, through `subscribe`.
 *
 * Every method may reject with an error of the store's own; the referee answers it with a 503
 * and logs it. `memoryStore`, `sqliteStore` and `postgresStore` are the three that ship.
 *
 * @example
 * ```ts
 * import { memoryStore, type Store } from '@kiri-dice/referee';
 *
 * const store: Store = memoryStore();
 * await store.health();
 * ```
 */
export interface Store {
  /** Stores a new match, with no seat taken and no move. */
  createMatch(match: StoredMatch): Promise<void>;
  /** The match, or `undefined` when there is none of that id. */
  match(id: string): Promise<StoredMatch | undefined>;
  /** The recorded moves of a match from `from` (a version) on, as JSON texts, oldest first. */
  moves(id: string, from: number): Promise<readonly string[]>;
  /** The reveals of a match of fresh values each round from number `from` on, oldest first. */
  reveals(id: string, from: number): Promise<readonly FairReveal[]>;
  /** Whether a reveal of the match committed to `commitment` as its `next`. */
  committed(id: string, commitment: string): Promise<boolean>;
  /**
   * Up to `limit` listed matches (no `invitation`) with a free seat, created at `since` or
   * after, those with one seat taken first, oldest first: the first `perHost` of each `host` in
   * that order (each match of no host counts alone).
   */
  openMatches(limit: number, since: number, perHost: number): Promise<readonly OpenMatch[]>;
  /**
   * Gives seat `seat.seat` of a match, if it is still the next free one, and stores the join's
   * answer under its request; or stores nothing. `at` is the referee's clock, in milliseconds
   * since 1970: giving seat 1, the store keeps it as the match's `seatedAt` and `movedAt`, and
   * `due` as its `due`.
   */
  takeSeat(
    seat: StoredSeat,
    request: StoredRequest,
    at: number,
    due: number | null,
  ): Promise<SeatResult>;
  /** The seat a token's hash plays, or `undefined`. */
  seatOf(tokenHash: string): Promise<StoredSeat | undefined>;
  /** A request already answered, or `undefined`. */
  request(matchId: string, sender: string, requestId: string): Promise<StoredRequest | undefined>;
  /**
   * Stores a player's revealed seed, once, with the request's answer, `at` as the match's
   * `movedAt`, and `due` as its `due` if it is earlier (or the match has none); resolves `false`
   * (nothing stored) when the seat's seed was already stored.
   */
  revealSeed(
    matchId: string,
    seat: number,
    clientSeed: string,
    request: StoredRequest,
    at: number,
    due: number,
  ): Promise<boolean>;
  /**
   * Appends a move if the match is still at `move.version` (see {@link CommitResult}), with the
   * match's `movedAt`, `clock`, `due` and `reveals` after it, and its reveal, if any; only while
   * the match has the reveals the move was played on (`move.reveal.n`, else `move.reveals`'s
   * count), so that of a move and a reveal that cross, one is stored.
   * A reveal alone (`move.move` is `null`) appends no move and leaves the version.
   */
  commitMove(move: StoredMove): Promise<CommitResult>;
  /**
   * Up to `limit` ids of matches whose `due` is at `at` or before, earliest first: those the
   * referee's clock looks at.
   */
  dueMatches(at: number, limit: number): Promise<readonly string[]>;
  /**
   * Sets a match's `due`, only if its version, `movedAt` and `due` are still those `seen`;
   * resolves whether it did.
   */
  reschedule(matchId: string, seen: SeenMatch, due: number | null): Promise<boolean>;
  /**
   * Calls `listener` after every commit that changes a match (a seat, a seed or a move), in this
   * process and, for a shared store, in every other; returns the function that stops it. A
   * shared store may tell, with another process's move, the move itself
   * ({@link StoredChange}): the referee then plays it on the state it holds, with `reduce`,
   * rather than check the whole stored state again.
   */
  subscribe(listener: (matchId: string, change?: StoredChange) => void): () => void;
  /** Every match id, oldest first, for an audit. */
  matchIds(): Promise<readonly string[]>;
  /** Resolves when the store can commit a write now; rejects with the reason otherwise. */
  health(): Promise<void>;
  /** Closes the store: no call after it. */
  close(): Promise<void>;
}
