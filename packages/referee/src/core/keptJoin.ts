// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredRequest } from './Store.js';
import { canonical } from './canonical.js';
import { hashToken, seatToken } from './tokens.js';

/** What a store keeps of a join's body: its seed's commitment, not its id (the token's secret). */
export const joinBody = (seedCommitment: string): string => canonical({ seedCommitment });

/**
 * A join as an older referee stored it (its id, its body with the id, its answer with the
 * token), as this one stores it: under the hash of the token its id derives, with neither the
 * id nor the token. The token it answered was random, not derived, so a resend of it is refused
 * `TOKEN_NOT_KEPT`; the token itself still plays its seat.
 */
export async function keptJoin(stored: StoredRequest): Promise<StoredRequest> {
  const { seedCommitment } = JSON.parse(stored.body) as { readonly seedCommitment: string };
  const { token: _, ...kept } = JSON.parse(stored.answer) as Record<string, unknown>;
  return {
    matchId: stored.matchId,
    sender: stored.sender,
    requestId: await hashToken(await seatToken(stored.matchId, stored.requestId)),
    body: joinBody(seedCommitment),
    answer: JSON.stringify(kept),
  };
}
