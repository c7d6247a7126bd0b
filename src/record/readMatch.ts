// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import { fields, type Fail } from '../guard/check.js';
import type { MatchRecord } from './MatchRecord.js';
import { RECORD_FIELDS } from './recordOf.js';

/**
 * The two parts of a recorded match, checked for their shape only: a match is the value
 * `startRecord`, `play`, `undo` or `resumeRecord` returned, whose record was checked when it
 * was made (its moves are not replayed again at each move). `reduce` checks the state.
 */
export function readMatch(
  fail: Fail,
  match: unknown,
): { readonly state: MatchState<string>; readonly record: MatchRecord } {
  const { state, record } = fields(fail, match, 'match', ['state', 'record']);
  const { moves } = fields(fail, record, 'match.record', RECORD_FIELDS);
  if (!Array.isArray(moves))
    fail('match.record.moves', 'an array of moves (a record from startRecord or play)', moves);
  return { state: state as MatchState<string>, record: record as MatchRecord };
}
