// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';

/**
 * The result of the round `state` follows, as the notation writes it between braces:
 * `P1 wins 20 by kiri, points 2-0`, and `, P1 wins the match` when the round ended it.
 */
export function resultText(state: MatchState<string>): string {
  const { winner, pot, reason, points } = state.lastRound!;
  const match = state.phase === 'over' ? `, P${winner} wins the match` : '';
  return `P${winner} wins ${pot} by ${reason}, points ${points[0]}-${points[1]}${match}`;
}
