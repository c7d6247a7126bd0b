// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { commitTo, createServerSeed } from 'kiri-dice/fair';
import type { RecordedMatch } from 'kiri-dice/record';
import type { CoreContext } from './CoreContext.js';
import { startClock, type ClockOptions } from './MatchClock.js';
import type { CreatedMatch } from './MatchView.js';
import { now } from './timers.js';
import { hashToken, randomText } from './tokens.js';

/** How a match opens: everything but its record's start, which `started` holds. */
export interface MatchOpening {
  /** Whether it is private: an invitation is drawn, and the store keeps its hash. */
  readonly private: boolean;
  /** Its clock, or `null` for none. */
  readonly clock: ClockOptions | null;
  /** Whether each seat reveals a fresh value every round. */
  readonly rounds: boolean;
  /** The address that asked for it, or `null` when the referee was not told. */
  readonly host: string | null;
}

/**
 * Stores match `id`, which starts as `started` does, with its server seed drawn and committed to
 * before any seat is taken: its answer, with a private match's invitation (the only time the
 * referee sends it).
 */
export async function openMatch(
  ctx: CoreContext,
  id: string,
  started: RecordedMatch<string>,
  opening: MatchOpening,
): Promise<CreatedMatch> {
  const serverSeed = createServerSeed();
  const commitment = await commitTo(serverSeed);
  const { moves: _, ...header } = started.record;
  const invitation = opening.private ? randomText(22) : undefined;
  await ctx.store.createMatch({
    id,
    version: 0,
    state: JSON.stringify(started.state),
    header: JSON.stringify(header),
    rolls: 0,
    seats: 0,
    serverSeed,
    commitment,
    seedCommitments: [],
    clientSeeds: [],
    reveals: opening.rounds ? { count: 0, recent: [] } : null,
    created: now(),
    seatedAt: null,
    invitation: invitation === undefined ? null : await hashToken(invitation),
    host: opening.host,
    clock: opening.clock === null ? null : startClock(opening.clock),
    movedAt: null,
    due: null,
  });
  return invitation === undefined ? { id, commitment } : { id, commitment, invitation };
}
