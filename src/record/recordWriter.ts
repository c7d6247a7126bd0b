// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import type { MatchRecord } from './MatchRecord.js';
import { headerText, movesText, revealsText } from './recordText.js';
import { runRecord } from './runRecord.js';

/**
 * The notation of a match's record, written as the match is played: see {@link recordWriter}.
 *
 * @example
 * ```ts
 * import { recordWriter, startRecord, type RecordWriter } from 'kiri-dice/record';
 *
 * const writer: RecordWriter = recordWriter(startRecord({ seed: 1 }).record);
 * console.log(writer.head.split('\n')[0]); // => 'format 1'
 * ```
 */
export interface RecordWriter {
  /** The text of the record so far: its header, then the moves it already holds. */
  readonly head: string;
  /**
   * The text of the move that took `before` to `after`: two states of the record's match one
   * accepted action apart, as `reduce` or `play` returned them, in the order they were played.
   */
  readonly move: (before: MatchState<string>, after: MatchState<string>) => string;
  /**
   * What ends the text after the last move: the last line's newline, if there was a move, then
   * the reveals of the record given, if it has any.
   */
  readonly end: () => string;
}

/**
 * Writes a record's notation a move at a time, as its match is played: `head`, then each move's
 * text, then `end()`, joined, are exactly `formatRecord`'s text of the whole record. A program
 * that records a long match to a file writes each part as it comes, and holds no list of moves.
 *
 * @param record - the record so far (`startRecord(options).record` for a match not yet played);
 * it is replayed, nothing taken on trust
 * @returns the writer
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` for a record that does not replay, naming
 * `recordWriter`
 * @example
 * ```ts
 * import { formatRecord, play, recordWriter, startRecord } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 1 });
 * const writer = recordWriter(match.record);
 * let text = writer.head;
 * for (const action of [
 *   { type: 'bet', player: 0, amount: 10 },
 *   { type: 'accept', player: 1 },
 * ] as const) {
 *   const before = match.state;
 *   match = play(match, action);
 *   text += writer.move(before, match.state);
 * }
 * text += writer.end();
 * console.log(text === formatRecord(match.record)); // => true
 * ```
 */
export function recordWriter(record: MatchRecord): RecordWriter {
  const moves = movesText();
  const parts: string[] = [];
  const { rules, start, rounds } = runRecord('recordWriter', record, (before, after) => {
    parts.push(moves.move(before, after));
  });
  return Object.freeze({
    head: headerText(rules, start, rounds) + parts.join(''),
    move: moves.move,
    end: () => moves.end() + revealsText(rounds),
  });
}
