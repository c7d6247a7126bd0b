// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';
import { fromHex, toHex } from './hex.js';
import type { FairReveal } from '../record/FairRounds.js';
import { sha256 } from './webCrypto.js';

/** A round a record played: the seat that accepted it, and whether a roll was made in it. */
export interface PlayedRound {
  readonly acceptor: Seat;
  readonly rolled: boolean;
}

/** Why the reveals of a match are not the ones its rounds need: the first thing wrong. */
export type WrongReveal =
  | {
      readonly reason: 'reveal';
      readonly reveal: number;
      readonly expected: string;
      readonly got: string;
    }
  | {
      readonly reason: 'order';
      readonly reveal: number;
      readonly expected: Seat;
      readonly got: Seat;
    }
  | { readonly reason: 'repeat' | 'missing' | 'extra'; readonly reveal: number };

/**
 * Checks the reveals of a match against its rounds, in order: reveal `2r` is round `r`'s
 * acceptor's and reveal `2r + 1` its bettor's; each value's SHA-256 is its seat's last
 * commitment (the join's, then the `next` of its last reveal); no value comes twice; and every
 * round with a roll has both (the last round may lack its bettor's, when no roll was made).
 *
 * @returns what is wrong first, or the seed of each round with both values: the seats' values,
 * in seat order, joined by `:`
 */
export async function checkReveals(
  commitments: readonly [string, string],
  reveals: readonly FairReveal[],
  rounds: readonly PlayedRound[],
): Promise<WrongReveal | readonly string[]> {
  const last = rounds[rounds.length - 1];
  const needed = last ? 2 * rounds.length - (last.rolled ? 0 : 1) : 0;
  const committed = [...commitments];
  const seen = new Set<string>();
  const seeds: string[] = [];
  // Stryker disable next-line StringLiteral: never read as it starts: the order check lets a
  // bettor's reveal come only after its round's acceptor's, which sets it.
  let acceptors = '';
  for (const [i, { seat, value, next }] of reveals.entries()) {
    const round = rounds[i >> 1];
    if (!round) return { reason: 'extra', reveal: i };
    const bettor = (i & 1) === 1;
    const expected: Seat = bettor === (round.acceptor === 0) ? 1 : 0;
    if (seat !== expected) return { reason: 'order', reveal: i, expected, got: seat };
    const hash = toHex(await sha256(fromHex(value)));
    if (hash !== committed[seat])
      return { reason: 'reveal', reveal: i, expected: committed[seat]!, got: hash };
    if (seen.has(value)) return { reason: 'repeat', reveal: i };
    seen.add(value);
    committed[seat] = next;
    // The round's seed, once both values are in: seat 0's, then seat 1's.
    if (!bettor) acceptors = value;
    else seeds.push(seat === 1 ? `${acceptors}:${value}` : `${value}:${acceptors}`);
  }
  if (reveals.length < needed) return { reason: 'missing', reveal: reveals.length };
  return seeds;
}
