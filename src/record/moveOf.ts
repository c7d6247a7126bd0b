import type { MatchState } from '../MatchState.js';
import type { RecordedMove } from './MatchRecord.js';

/**
 * The move that took an accepted action from `prev` to `next`, read off the two states rather
 * than the action (which the engine read once, and which could show another value a second
 * time): the phase says what the action was, `next` what it did. A roll drew its dice when the
 * generator moved on (the built-in generator's state changes at every draw).
 */
export function moveOf(prev: MatchState<string>, next: MatchState<string>): RecordedMove {
  if (prev.phase === 'betting')
    return Object.freeze({ type: 'bet', player: prev.bettor, amount: next.stake });
  if (prev.phase === 'accepting') {
    const player = prev.bettor === 0 ? 1 : 0;
    return Object.freeze({ type: next.phase === 'over' ? 'decline' : 'accept', player });
  }
  const { player, dice } = next.lastRoll!;
  const drawn = prev.rng.some((word, i) => word !== next.rng[i]);
  return Object.freeze({ type: 'roll', player, dice, drawn });
}
