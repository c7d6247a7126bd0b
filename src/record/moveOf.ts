import type { MatchState } from '../MatchState.js';
import type { RecordedMove } from './MatchRecord.js';
import { answerMove, rollMove } from './sharedMoves.js';

/**
 * The move that took an accepted action from `prev` to `next`, read off the two states rather
 * than the action (which the engine read once, and which could show another value a second
 * time): the phase says what the action was, `next` what it did. A roll drew its dice when the
 * generator moved on (the built-in generator's state changes at every draw).
 */
export function moveOf(prev: MatchState<string>, next: MatchState<string>): RecordedMove {
  if (prev.phase === 'betting')
    return Object.freeze({ type: 'bet', player: prev.bettor, amount: next.stake });
  if (prev.phase === 'accepting')
    return answerMove(next.phase === 'over' ? 'decline' : 'accept', prev.bettor === 0 ? 1 : 0);
  const { player, dice } = next.lastRoll!;
  // The built-in generator keeps four words, one of them a counter: a draw always changes them.
  // Read by index: destructuring a frozen array goes through its iterator, an object each time.
  const p = prev.rng;
  const q = next.rng;
  const drawn = p[0] !== q[0] || p[1] !== q[1] || p[2] !== q[2] || p[3] !== q[3];
  return rollMove(player, dice[0], dice[1], drawn);
}
