// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import type { RecordedMove } from './MatchRecord.js';

/**
 * One move of a record as it is replayed: the move, and the states before and after it.
 * `readRecordSteps` and `replaySteps` give them out one at a time.
 *
 * @example
 * ```ts
 * import { readRecordSteps, type RecordStep } from 'kiri-dice/record';
 *
 * const bets = (step: RecordStep) => (step.move.type === 'bet' ? step.move.amount : 0);
 * const [first] = readRecordSteps('format 1\nseed 1\nchips 9 9\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3\n');
 * console.log(first && bets(first)); // => 3
 * ```
 */
export interface RecordStep {
  /** The move, as the record holds it. */
  readonly move: RecordedMove;
  /** The state the move was played from. */
  readonly before: MatchState<string>;
  /** The state it led to. */
  readonly after: MatchState<string>;
}
