// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { HaltAction, MatchState, TimeoutAction } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { StoredMatch, StoredMove } from './Store.js';

/**
 * Plays a move of the referee's own on `match`, whose state is `state`: its clock's timeout, or
 * its halt at the most moves. The move is committed like a player's, on the version it was
 * played on, so that of every request and process that gets there only one stores it; the match
 * is then read again. Its request is `sender`'s, named after the move, which no client can send
 * again: nothing reads its answer.
 */
export async function commitOwnMove(
  ctx: CoreContext,
  match: StoredMatch,
  state: MatchState<string>,
  move: TimeoutAction | HaltAction,
  sender: 'clock' | 'referee',
  clock: StoredMove['clock'],
  at: number,
): Promise<StoredMatch> {
  const next = ctx.game.reduce(state, move);
  // Stored, or refused because another request or process stored it first: settled either way.
  await ctx.store.commitMove({
    matchId: match.id,
    version: match.version,
    move: JSON.stringify(move),
    state: ctx.game.keep(JSON.stringify(next), next),
    rolls: 0,
    request: { matchId: match.id, sender, requestId: move.type, body: '{}', answer: '{}' },
    at,
    clock,
    due: null,
    reveal: null,
    reveals: match.reveals,
  });
  // A store never deletes a match.
  return (await ctx.store.match(match.id))!;
}
