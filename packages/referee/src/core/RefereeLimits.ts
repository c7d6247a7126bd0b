// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';

/**
 * Every bound the referee keeps, in one place. Each has a default; pass any of them to
 * `createReferee` to change it. Past a bound comes a refusal that names it, never a hang.
 *
 * @example
 * ```ts
 * import { createReferee, memoryStore } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore(), limits: { pollTimeout: 5000 } });
 * await referee.close();
 * ```
 */
export interface RefereeLimits {
  /** The largest request body read, in bytes (default 4,096; a move is about 100). */
  readonly maxBody: number;
  /** How long a long poll waits for the next version, in milliseconds (default 20,000). */
  readonly pollTimeout: number;
  /** How long an event stream stays open before the client must reconnect, in ms (default 600,000). */
  readonly streamTimeout: number;
  /** Long polls and event streams one seat may hold on its match at once (default 4). */
  readonly pollsPerSeat: number;
  /** Long polls and event streams all spectators may hold on one match at once (default 16). */
  readonly spectatorPolls: number;
  /**
   * Long polls and event streams one address may hold at once, on all matches (default 32; a
   * browser holds at most 6 per site over HTTP/1.1), as many again with a seat's token. Past it:
   * `429 TOO_MANY_POLLS`. An IPv6 address counts by its /64, as every per-address limit does.
   */
  readonly waitsPerAddress: number;
  /**
   * Long polls and event streams the referee holds at once, from all addresses (default 10,000;
   * a stream holds tens of kilobytes), of which a quarter only seats' may take (sent with a
   * token), so that spectators never crowd the players out. Past it: `503 TOO_MANY_POLLS` with
   * `Retry-After`.
   */
  readonly maxWaits: number;
  /**
   * How long both players have to reveal their seeds once the second seat is taken, in ms
   * (default 60,000). Past it, a match where neither seed came in expires: no roll was played,
   * so nothing is lost, and a player who took a seat only to stall it holds it no longer. A
   * seat that withholds its seed once the other's is in loses the match on time, 2 s after the
   * deadline (the referee's clock plays its `timeout`, as a move).
   */
  readonly revealTimeout: number;
  /**
   * How long a match waits for its second seat, in ms (default 3,600,000: an hour, for a link
   * sent to a friend to be opened). Past it the match expires: it is no longer listed, and a
   * join is refused `MATCH_EXPIRED`, so that half-full matches never pile up.
   */
  readonly openTimeout: number;
  /**
   * How often the referee's clock looks for matches whose time ran out, in ms (default 1,000):
   * it plays their timeouts even when nobody is reading them. A request or a wait on a match
   * plays its timeout at once anyway.
   */
  readonly clockInterval: number;
  /**
   * The most moves a match may have, the referee's halt included (default 100,000): the referee
   * halts a match before a bet once it has `maxMoves - 2` moves, and during the rolls once it has
   * `maxMoves - 1`. Nobody wins a halted match, and the stakes of its last round go back.
   */
  readonly maxMoves: number;
  /** Matches one address may create a minute (default 20). */
  readonly createsPerMinute: number;
  /** Joins one address may make a minute (default 60). */
  readonly joinsPerMinute: number;
  /** Requests of any kind one address may make a minute (default 6,000). */
  readonly requestsPerMinute: number;
  /** How many open matches `GET /matches` lists (default 100). */
  readonly openMatchesListed: number;
  /**
   * How many of them one address may have listed at once (default 3; an IPv6 client counts by
   * its /64): those with a player waiting first, then the oldest, so that a few addresses
   * cannot fill the lobby.
   */
  readonly listedPerAddress: number;
  /**
   * How long the computer in a seat takes over each action, in ms from the match's last change
   * (default 1,000): a person's pace, so that a player sees each move. It runs on the
   * computer's clock, as any player's time does.
   */
  readonly computerDelay: number;
}

/** The default limits, documented in the operator's guide. */
export const defaultLimits: RefereeLimits = Object.freeze({
  maxBody: 4096,
  pollTimeout: 20_000,
  streamTimeout: 600_000,
  pollsPerSeat: 4,
  spectatorPolls: 16,
  waitsPerAddress: 32,
  maxWaits: 10_000,
  revealTimeout: 60_000,
  openTimeout: 3_600_000,
  clockInterval: 1000,
  maxMoves: 100_000,
  createsPerMinute: 20,
  joinsPerMinute: 60,
  requestsPerMinute: 6000,
  openMatchesListed: 100,
  listedPerAddress: 3,
  computerDelay: 1000,
});

/** The limits given over the defaults, each checked to be a whole number from 1. */
export function readLimits(given: Partial<RefereeLimits> = {}): RefereeLimits {
  const limits: Record<string, number> = { ...defaultLimits };
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(defaultLimits, key))
      throw new KiriError(
        'INVALID_OPTIONS',
        `createReferee: options.limits.${key} is not a limit (allowed: ${Object.keys(defaultLimits).join(', ')})`,
      );
    if (!Number.isSafeInteger(value) || value < 1)
      throw new KiriError(
        'INVALID_OPTIONS',
        `createReferee: options.limits.${key} must be a whole number from 1, got ${String(value)}`,
      );
    limits[key] = value;
  }
  return Object.freeze(limits) as unknown as RefereeLimits;
}
