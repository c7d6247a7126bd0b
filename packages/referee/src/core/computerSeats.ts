// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Seat } from 'kiri-dice';
import { commitTo } from 'kiri-dice/fair';
import type { StoredMatch } from './Store.js';
import { COMPUTER_STRATEGIES, computerValue, type ComputerStrategy } from './computerSecrets.js';

/** The seat the computer plays in a match, and how. */
export interface ComputerSeat {
  readonly seat: Seat;
  readonly strategy: ComputerStrategy;
}

/** Which seat of a stored match the computer plays: see {@link createComputerSeats}. */
export interface ComputerSeats {
  /** The computer's seat of `match`, or `null` when it has none. */
  readonly of: (
    match: Pick<StoredMatch, 'id' | 'serverSeed' | 'seedCommitments' | 'reveals'>,
  ) => Promise<ComputerSeat | null>;
  /** The answer kept for match `id`, or `undefined` when none is kept. */
  readonly known: (id: string) => ComputerSeat | null | undefined;
}

/** How many matches a process remembers the computer's seat of (or that it has none). */
export const COMPUTER_SEATS_KEPT = 10_000;

/**
 * Finds the computer's seat of a match: the seat whose commitment is the computer's, derived
 * from the server seed (see `computerSecret`). Nobody without the server seed can make that
 * commitment, so no player can pass for the computer, and the store needs no column for it.
 * The answer is kept by match id once both seats committed, from the store's data only.
 *
 * @param kept - how many answers are kept; past it, they are forgotten at once
 */
export function createComputerSeats(kept: number = COMPUTER_SEATS_KEPT): ComputerSeats {
  let known = new Map<string, ComputerSeat | null>();
  const of: ComputerSeats['of'] = async (match) => {
    // Only a match of fresh values each round has a computer: see `hostMatch`.
    if (match.reveals === null) return null;
    const seen = known.get(match.id);
    if (seen !== undefined) return seen;
    let found: ComputerSeat | null = null;
    for (const strategy of COMPUTER_STRATEGIES) {
      const commitment = await commitTo(await computerValue(match.serverSeed, strategy, 1));
      const seat = match.seedCommitments.indexOf(commitment);
      if (seat >= 0) found = { seat: seat as Seat, strategy };
    }
    // A seat not yet taken may still be the computer's (a rematch seats it second).
    if (found !== null || match.seedCommitments.length === 2) {
      if (known.size >= kept) known = new Map();
      known.set(match.id, found);
    }
    return found;
  };
  return { of, known: (id) => known.get(id) };
}
