// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredMatch } from './Store.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';

/**
 * When `match` expires, by the referee's clock: `revealTimeout` after its second seat was
 * taken, unless both seeds are in by then; `Infinity` for a match that cannot expire (a seat
 * free, or both seeds revealed).
 */
export function expiresAt(match: StoredMatch, revealTimeout: number): number {
  return match.seatedAt === null || !match.clientSeeds.includes(null)
    ? Infinity
    : match.seatedAt + revealTimeout;
}

/** The refusal of a reveal or a move on an expired match. */
export function matchExpired(revealTimeout: number): RefereeRefusal {
  return refuse(
    409,
    'MATCH_EXPIRED',
    `the match expired: both seeds were not revealed within ${revealTimeout} ms of the second seat; no roll was played and nothing was lost: play another match`,
  );
}
