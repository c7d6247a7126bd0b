// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredMatch } from './Store.js';
import type { RefereeLimits } from './RefereeLimits.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';

/** The limits that make a match expire. */
export type MatchTimeouts = Pick<RefereeLimits, 'revealTimeout' | 'openTimeout'>;

/**
 * When `match` expires, by the referee's clock: `openTimeout` after its creation while a seat
 * is free, `revealTimeout` after its second seat was taken unless both seeds are in by then;
 * `Infinity` once both seeds are revealed.
 */
export function expiresAt(match: StoredMatch, timeouts: MatchTimeouts): number {
  if (match.seatedAt === null) return match.created + timeouts.openTimeout;
  return match.clientSeeds.includes(null) ? match.seatedAt + timeouts.revealTimeout : Infinity;
}

/** The refusal of a join of a match that waited too long for its second seat. */
export function openExpired(openTimeout: number): RefereeRefusal {
  return refuse(
    409,
    'MATCH_EXPIRED',
    `the match expired: its seats were not taken within ${openTimeout} ms of its creation: create another`,
  );
}

/** The refusal of a reveal or a move on an expired match. */
export function matchExpired(revealTimeout: number): RefereeRefusal {
  return refuse(
    409,
    'MATCH_EXPIRED',
    `the match expired: both seeds were not revealed within ${revealTimeout} ms of the second seat; no roll was played and nothing was lost: play another match`,
  );
}
