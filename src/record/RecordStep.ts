import type { MatchState } from '../MatchState.js';
import type { RecordedMove } from './MatchRecord.js';

/**
 * @internal One move of a record as it is replayed: the move, and the states before and after
 * it. The readers of a record's text and of its JSON give them out one at a time.
 */
export interface RecordStep {
  /** The move, as the record holds it. */
  readonly move: RecordedMove;
  /** The state the move was played from. */
  readonly before: MatchState<string>;
  /** The state it led to. */
  readonly after: MatchState<string>;
}
