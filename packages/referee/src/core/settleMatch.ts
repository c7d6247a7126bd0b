// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { HaltAction, MatchState } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { RefereeLimits } from './RefereeLimits.js';
import type { StoredMatch } from './Store.js';
import { settleClock } from './settleClock.js';
import { now } from './timers.js';

const HALT: HaltAction = { type: 'halt' };

/**
 * Whether the referee halts a match of `version` moves in `state`: before a bet once it has
 * `maxMoves - 2` moves, and during the rolls once it has `maxMoves - 1`, so that a bet always
 * has room for its answer and the halt, the match's last move, is at most move `maxMoves`.
 * Never while a bet waits for its answer, nor before both seeds are in.
 */
export function atMostMoves(
  limits: RefereeLimits,
  match: Pick<StoredMatch, 'version' | 'clientSeeds'>,
  state: MatchState<string>,
): boolean {
  if (state.phase === 'over' || state.phase === 'accepting') return false;
  if (match.clientSeeds[0] === null || match.clientSeeds[1] === null) return false;
  return match.version >= limits.maxMoves - (state.phase === 'betting' ? 2 : 1);
}

/**
 * The match as the referee leaves it at `at`: halted when it has its most moves (nobody wins,
 * the stakes go back, and the server seed is revealed with the end), else as its clock leaves
 * it. The halt is committed like a move, on the version it was played on, so that of every
 * request and process that gets there only one stores it; the match is then read again.
 */
export async function settleMatch(
  ctx: CoreContext,
  match: StoredMatch,
  at: number = now(),
): Promise<StoredMatch> {
  const state = ctx.game.parseMatchState(match.state);
  if (!atMostMoves(ctx.limits, match, state)) return settleClock(ctx, match, state, at);
  const next = ctx.game.reduce(state, HALT);
  // Stored, or refused because another request or process stored it first: settled either way.
  // Its request is the referee's own, which no client can send again: nothing reads its answer.
  await ctx.store.commitMove({
    matchId: match.id,
    version: match.version,
    move: JSON.stringify(HALT),
    state: ctx.game.keep(JSON.stringify(next), next),
    rolls: 0,
    request: { matchId: match.id, sender: 'referee', requestId: 'halt', body: '{}', answer: '{}' },
    at,
    clock: match.clock,
    due: null,
  });
  // A store never deletes a match.
  return (await ctx.store.match(match.id))!;
}
