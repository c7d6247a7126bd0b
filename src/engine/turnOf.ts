// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState, Seat } from '../game/MatchState.js';

/**
 * The seat the match waits for: the bettor to bet, the other seat to accept or decline, the
 * roller to roll; `null` once the match is over.
 */
export function turnOf(s: MatchState<string>): Seat | null {
  return s.phase === 'rolling'
    ? s.roller
    : s.phase === 'betting'
      ? s.bettor
      : s.phase === 'accepting'
        ? s.bettor === 0
          ? 1
          : 0
        : null;
}
