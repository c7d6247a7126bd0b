// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Seat } from 'kiri-dice';
import { commitTo, type FairReveal } from 'kiri-dice/fair';
import type { RefereeRefusal } from './RefereeReply.js';
import type { RoundValue } from './readBodies.js';
import type { RecentReveals, StoredMatch, StoredReveal } from './Store.js';
import type { CoreContext } from './CoreContext.js';
import { refuse } from './reply.js';

/**
 * How many of a match's last reveals its row keeps: the round in play (two) and, while the
 * bettor's value is due, the bettor's last reveal, of the round before.
 */
export const RECENT_REVEALS = 3;

/**
 * The seats' values of the last round revealed, in seat order: the seed of its rolls is
 * `jointSeed` of them. Called once the round's two reveals are in.
 */
export function roundValues(reveals: RecentReveals): [string, string] {
  const [first, second] = reveals.recent.slice(-2) as [FairReveal, FairReveal];
  return first.seat === 0 ? [first.value, second.value] : [second.value, first.value];
}

/** A checked reveal, as the commit stores it, and the match's reveals after it. */
export interface RevealMade {
  readonly reveal: StoredReveal;
  readonly reveals: RecentReveals;
}

/**
 * `seat`'s value of the round, once it is the value the seat's last commitment binds (its
 * join's, then the `next` of its last reveal); or the refusal. A `next` must differ from every
 * commitment made so far in the match, so that no value can come twice (a verifier refuses a
 * match in which one does): the store finds one among all the reveals by its index.
 */
export async function revealMade(
  ctx: CoreContext,
  match: Pick<StoredMatch, 'id' | 'seedCommitments' | 'reveals'>,
  seat: Seat,
  given: RoundValue,
): Promise<RevealMade | RefereeRefusal> {
  const { count, recent } = match.reveals!;
  // A seat's last reveal is among the last three: each round has one of each seat, and the
  // round in play may have only its acceptor's.
  const own = recent.filter((reveal) => reveal.seat === seat);
  const bound = own.length === 0 ? match.seedCommitments[seat]! : own.at(-1)!.next;
  if ((await commitTo(given.value)) !== bound)
    return refuse(
      409,
      'SEED_MISMATCH',
      `this is not your value of the round: its SHA-256 is not ${bound}, the commitment it must match (your join's, then the next of your last reveal)`,
    );
  if (
    match.seedCommitments.includes(given.next) ||
    (await ctx.store.committed(match.id, given.next))
  )
    return refuse(
      409,
      'SEED_REUSED',
      'next must commit to a fresh value: this commitment was made before in this match (createClientSeed() for each round)',
    );
  const reveal: StoredReveal = { n: count, seat, value: given.value, next: given.next };
  const { n: _, ...kept } = reveal;
  return {
    reveal,
    reveals: { count: count + 1, recent: [...recent, kept].slice(-RECENT_REVEALS) },
  };
}
