import type { RollRecord, RoundResult } from '../MatchState.js';
import type { GameContext } from './GameContext.js';

/**
 * Whether `roll` ends a round the way `result` says: a Kiri by the winner, a Dead by the loser
 * (whose points burn), or the winner's points crossing the target on this roll, the loser's
 * below it. The one statement of how a round ends, for the parser and the engine's checks.
 */
export function endsRound(ctx: GameContext, result: RoundResult, roll: RollRecord<string>): boolean {
  const { winner, reason, points } = result;
  const c = ctx.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const target = ctx.rules.targetPoints;
  const mine = points[winner];
  const theirs = points[winner === 0 ? 1 : 0];
  if (theirs >= target) return false;
  if (reason === 'kiri') return c.instant === 'win' && roll.player === winner && mine < target;
  if (reason === 'dead') return c.instant === 'lose' && roll.player !== winner && theirs === 0 && mine < target;
  return c.points > 0 && roll.player === winner && mine >= target && mine - c.points < target;
}
