import type { MatchState } from '../index.js';
import type { RecordedMove } from '../record/MatchRecord.js';
import { moveOf } from '../record/moveOf.js';
import { formatRecord, startRecord, type RecordOptions } from '../record/index.js';
import { openOutput } from './outputFile.js';

/** The record of a match that `play --record FILE` plays, kept move by move and written at the end. */
export interface MatchRecorder {
  /** Keeps the move that took `before` to `after`, an accepted action. */
  readonly onMove: (before: MatchState<string>, after: MatchState<string>) => void;
  /** Writes the record's notation to the file, once the match is over or stopped. */
  readonly write: () => void;
}

/**
 * Opens the file of `--record FILE` at once (refusing a path that cannot be written before
 * anything is played) and keeps the match's moves. The record is built once, at the end: built
 * move by move, as `play` of kiri-dice/record does, it would copy every move at each move.
 *
 * @param file - the option's path
 * @param start - the match's start, as `startRecord` takes it (the rules included)
 * @returns the recorder
 * @throws {@link UsageError} naming `--record` and the file, when it cannot be opened, or
 * (from `write`) written
 */
export function openRecorder(file: string, start: RecordOptions<string>): MatchRecorder {
  const output = openOutput('--record', file);
  const moves: RecordedMove[] = [];
  return {
    onMove: (before, after) => {
      moves.push(moveOf(before, after));
    },
    write: () => output.write(formatRecord({ ...startRecord(start).record, moves })),
  };
}
