// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { RecordedMatch } from './RecordedMatch.js';
import { rebuildRecord } from './rebuildRecord.js';

/**
 * Continues a stored record: replays it (refusing it as `replay` does) and returns the match as
 * it stands after its last move, ready for `play` and `undo`, with a trusted copy of the record.
 *
 * @param record - a {@link MatchRecord}, or any value read from storage or the network
 * @returns the match after the record's last move, deeply frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` as `replay`
 * @example
 * ```ts
 * import { play, resumeRecord, startRecord } from 'kiri-dice/record';
 *
 * const saved = JSON.stringify(play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }).record);
 * const match = resumeRecord(JSON.parse(saved));
 * console.log([match.state.phase, match.record.moves.length]); // => ['accepting', 1]
 * console.log(play(match, { type: 'accept', player: 1 }).state.pot); // => 20
 * ```
 */
export function resumeRecord(record: unknown): RecordedMatch<string> {
  const rebuilt = rebuildRecord('resumeRecord', record);
  return Object.freeze({ state: rebuilt.last, record: rebuilt.record });
}
