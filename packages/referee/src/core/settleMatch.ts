// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { HaltAction, MatchState } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { RefereeLimits } from './RefereeLimits.js';
import type { StoredMatch } from './Store.js';
import { commitOwnMove } from './commitOwnMove.js';
import { settleClock } from './settleClock.js';
import { isUnderWay } from './turnClock.js';
import { now } from './timers.js';

const HALT: HaltAction = { type: 'halt' };

/**
 * Whether the referee halts a match of `version` moves in `state`: before a bet once it has
 * `maxMoves - 2` moves, and during the rolls once it has `maxMoves - 1`, so that a bet always
 * has room for its answer and the halt, the match's last move, is at most move `maxMoves`.
 * Never while a bet waits for its answer, nor before the match is under way (see `isUnderWay`).
 */
export function atMostMoves(
  limits: RefereeLimits,
  match: Pick<StoredMatch, 'version' | 'clientSeeds' | 'reveals'>,
  state: MatchState<string>,
): boolean {
  if (state.phase === 'over' || state.phase === 'accepting') return false;
  if (!isUnderWay(match)) return false;
  return match.version >= limits.maxMoves - (state.phase === 'betting' ? 2 : 1);
}

/**
 * The match as the referee leaves it at `at`: halted when it has its most moves (nobody wins,
 * the stakes go back, and the server seed is revealed with the end; see `commitOwnMove`), else
 * as its clock leaves it.
 */
export async function settleMatch(
  ctx: CoreContext,
  match: StoredMatch,
  at: number = now(),
): Promise<StoredMatch> {
  const state = ctx.game.parseMatchState(match.state);
  if (!atMostMoves(ctx.limits, match, state)) {
    const settled = await settleClock(ctx, match, state, at);
    // Whoever reads a match plays the computer's turn on it, when it is the computer's.
    // Stryker disable next-line ConditionalExpression: a match the clock settled is over, so the
    // computer has no turn; its turn reads the match again.
    if (settled === match) ctx.computer.saw(match, state);
    return settled;
  }
  return commitOwnMove(ctx, match, state, HALT, 'referee', match.clock, at);
}
