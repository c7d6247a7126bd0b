// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { RollRecord, RoundResult } from '../game/MatchState.js';
import type { GameContext } from './GameContext.js';

/**
 * Whether a round can have ended as `result` says under the rules, whatever the roll: the loser
 * below the target; a Kiri winner below it too, as a winner on time; a Dead loser (the roller)
 * burnt to 0 and the winner below the target; a winner by points at the target or over it.
 */
export function canEnd(ctx: GameContext, result: RoundResult): boolean {
  const { winner, reason, points } = result;
  const target = ctx.rules.targetPoints;
  const mine = points[winner];
  const theirs = points[winner === 0 ? 1 : 0];
  return (
    theirs < target &&
    (reason === 'points' ? mine >= target : mine < target && (reason !== 'dead' || theirs === 0))
  );
}

/**
 * Whether `roll` ends a round the way `result` says, for a result that `canEnd`: a Kiri by the
 * winner, a Dead by the loser, or a roll by the winner that crossed the target. With `canEnd`,
 * the one statement of how a round ends.
 */
export function endsRound(
  ctx: GameContext,
  result: RoundResult,
  roll: RollRecord<string>,
): boolean {
  const { winner, reason, points } = result;
  const c = ctx.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const byWinner = roll.player === winner;
  if (reason === 'kiri') return c.instant === 'win' && byWinner;
  if (reason === 'dead') return c.instant === 'lose' && !byWinner;
  // With the winner at the target or over it (canEnd), only a roll that scored can have crossed it.
  return byWinner && points[winner] - c.points < ctx.rules.targetPoints;
}
