// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchRecord } from 'kiri-dice/record';
import type { OpenMatch } from './Store.js';
import type { AcceptedMove, CreatedMatch, JoinedSeat, MatchView } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import type { AbortSignalLike } from './timers.js';

/**
 * The referee's plain async API: every promise it keeps (one version at a time, one answer per
 * request id, dice no party chooses) is kept here, below any transport. A chat bot or a
 * WebSocket server calls it directly; `fetch` is the HTTP interface on top of it.
 *
 * Every method resolves to a {@link RefereeReply}: an answer, or a refusal with its status,
 * code and message. None rejects, but for a bug of the referee's own.
 *
 * @example
 * ```ts
 * import { commitTo, createClientSeed } from 'kiri-dice/fair';
 * import { createReferee, memoryStore } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const created = await referee.create({});
 * if (created.type === 'answer') {
 *   const seed = createClientSeed();
 *   const join = { requestId: crypto.randomUUID(), seedCommitment: await commitTo(seed) };
 *   const joined = await referee.join(created.body.id, join);
 *   console.log(joined.type); // => 'answer'
 * }
 * await referee.close();
 * ```
 */
export interface Referee {
  /**
   * Creates a match (`{ chips?, private?, clock?, rounds?, opponent?, strategy? }`), its server
   * seed committed to before any seat is taken. A private match is never listed, and its answer
   * carries the invitation that each join must send. With `opponent: 'computer'` the referee
   * plays seat 0 itself (`strategy`: `best`, `bold` or `random`). `context.address` is the
   * creator's (the lobby lists a fair share of each).
   */
  readonly create: (
    body?: unknown,
    context?: { readonly address?: string | undefined },
  ) => Promise<RefereeReply<CreatedMatch>>;
  /** Takes the next free seat with `{ requestId, seedCommitment, invitation? }`. */
  readonly join: (id: string, body: unknown) => Promise<RefereeReply<JoinedSeat>>;
  /**
   * A seat in the rematch of a match that is over, for the player of `token`, with
   * `{ seedCommitment }` (its commitment in the new match). Both players press it; the first
   * opens the rematch, private, and the second takes its other seat. The last match's winner bets
   * first. Sent again, it answers the same seat and token.
   */
  readonly rematch: (
    id: string,
    token: string | undefined,
    body: unknown,
  ) => Promise<RefereeReply<JoinedSeat>>;
  /** Reveals a seat's seed with `{ requestId, clientSeed }`, once both seats have committed. */
  readonly reveal: (
    id: string,
    token: string | undefined,
    body: unknown,
  ) => Promise<RefereeReply<MatchView>>;
  /** Plays a move with `{ requestId, action }` (a roll without dice: the referee rolls). */
  readonly move: (
    id: string,
    token: string | undefined,
    body: unknown,
  ) => Promise<RefereeReply<AcceptedMove>>;
  /** The view of a match now. */
  readonly view: (id: string) => Promise<RefereeReply<MatchView>>;
  /**
   * The view of a match once its step (see {@link MatchView.step}) is past `after`, or once the
   * match expires while it waits (see {@link MatchView.expired}), or as it is when the poll times
   * out, the signal aborts or the referee closes. A token counts the wait in its seat's pool,
   * else in the spectators'.
   */
  readonly waitFor: (
    id: string,
    after: number,
    options?: { readonly token?: string; readonly signal?: AbortSignalLike },
  ) => Promise<RefereeReply<MatchView>>;
  /**
   * The match's record, rebuilt from its stored moves, with its version. In a match of fresh
   * values each round the record carries its `rounds`: the joins' commitments and every reveal,
   * in order, which `verifyFairRolls` checks with it.
   */
  readonly record: (id: string) => Promise<
    RefereeReply<{
      /** The number of accepted moves. */
      readonly version: number;
      /** The match record, rebuilt from the stored moves, with its `rounds` if it has them. */
      readonly record: MatchRecord;
    }>
  >;
  /** The matches with a free seat, one seat taken first, oldest first. */
  readonly openMatches: () => Promise<
    RefereeReply<{
      /** The open matches. */
      readonly matches: readonly OpenMatch[];
    }>
  >;
  /**
   * An answer when the store can commit a write now, else a 503 refusal naming the cause. The
   * store checks one write at a time, and its outcome answers every call for a second after it.
   */
  readonly health: () => Promise<
    RefereeReply<{
      /** Always true: the store committed a write. */
      readonly ok: true;
    }>
  >;
}
