// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import type { RecordedMove } from './MatchRecord.js';
import { answerMove, HALT_MOVE, rollMove, timeoutMove } from './sharedMoves.js';

/**
 * The move that took an accepted action from `prev` to `next`, read off the two states rather
 * than the action (which the engine read once, and which could show another value a second
 * time): the phase says what the action was, `next` what it did. A roll drew its dice when the
 * generator moved on (the built-in generator's state changes at every draw). A round that ended
 * on time ended the match by a timeout, whatever the phase.
 */
export function moveOf(prev: MatchState<string>, next: MatchState<string>): RecordedMove {
  if (next.lastRound?.reason === 'timeout') return timeoutMove(next.lastRound.winner === 0 ? 1 : 0);
  // A halt ends the match with no winner before a bet or during the rolls (where a roll that
  // ends the match has its winner).
  if (next.phase === 'over' && next.winner === null && prev.phase !== 'accepting') return HALT_MOVE;
  if (prev.phase === 'betting')
    return Object.freeze({ type: 'bet', player: prev.bettor, amount: next.stake });
  if (prev.phase === 'accepting')
    // Stryker disable next-line StringLiteral: `answerMove` gives a decline for any type but
    // `'accept'`.
    return answerMove(next.phase === 'over' ? 'decline' : 'accept', prev.bettor === 0 ? 1 : 0);
  const { player, dice } = next.lastRoll!;
  // A record's generator is sfc32 (the only one a record names), whose fourth word counts its
  // draws: a draw always changes it, and dice given by the caller leave it as it was.
  const drawn = prev.rng[3] !== next.rng[3];
  return rollMove(player, dice[0], dice[1], drawn);
}
