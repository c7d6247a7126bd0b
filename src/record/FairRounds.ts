// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';

/**
 * One seat's reveal of a round's value: the value, which its last commitment bound, and its
 * commitment to the value of its next round. Both are 64 hexadecimal digits (32 bytes).
 *
 * @example
 * ```ts
 * import type { FairReveal } from 'kiri-dice/fair';
 *
 * const reveal: FairReveal = {
 *   seat: 1,
 *   value: '11'.repeat(32), // committed the round before (or with the seat's join)
 *   next: 'ab'.repeat(32), // commitTo of the seat's value for its next round
 * };
 * console.log(reveal.seat); // => 1
 * ```
 */
export interface FairReveal {
  /** The seat that revealed it. */
  readonly seat: Seat;
  /** The round's value: its SHA-256 is the seat's last commitment. */
  readonly value: string;
  /** The seat's commitment to its value of the next round (`commitTo` of that value). */
  readonly next: string;
}

/**
 * The seats' values of a match played with a fresh value from each seat in every round: the
 * commitments given with the joins, and every reveal in the order the server took them. In each
 * round the acceptor reveals with its accept, then the bettor reveals, so that no party can
 * compute a roll of the round before the round's last decision.
 *
 * @example
 * ```ts
 * import { commitTo, createClientSeed, type FairRounds } from 'kiri-dice/fair';
 *
 * const values = [createClientSeed(), createClientSeed()]; // each seat's value for round 1
 * const rounds: FairRounds = {
 *   commitments: [await commitTo(values[0]!), await commitTo(values[1]!)],
 *   reveals: [], // no round played yet
 * };
 * console.log(rounds.commitments.length); // => 2
 * ```
 */
export interface FairRounds {
  /** Each seat's commitment to its value of round 1, given with its join, in seat order. */
  readonly commitments: readonly [string, string];
  /**
   * Every reveal, in order: round 1's acceptor (with its accept), round 1's bettor, round 2's
   * acceptor, and so on. At most 1,000,000.
   */
  readonly reveals: readonly FairReveal[];
}
