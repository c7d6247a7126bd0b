// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from '../game/Combination.js';
import type { MatchState } from '../game/MatchState.js';
import type { MatchRecord } from './MatchRecord.js';

/**
 * A match with its history: the current state and the record of every accepted action. Plain
 * data (both parts JSON), made by `startRecord`, `play`, `undo` and `resumeRecord`.
 *
 * @typeParam Id - the ids of the rules' combinations (the standard ones by default)
 * @example
 * ```ts
 * import { play, startRecord, type RecordedMatch } from 'kiri-dice/record';
 *
 * const match: RecordedMatch = play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * console.log([match.state.phase, match.record.moves.length]); // => ['accepting', 1]
 * ```
 */
export interface RecordedMatch<Id extends string = CombinationId> {
  /** The current state, as `reduce` returned it (with `error` set after a rejected action). */
  readonly state: MatchState<Id>;
  /** Every accepted action so far. */
  readonly record: MatchRecord;
}
