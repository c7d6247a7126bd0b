// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { MatchState } from 'kiri-dice';
import { recordWriter, startRecord, type RecordOptions } from 'kiri-dice/record';
import { maxRecordBytes } from './loadRecord.js';
import { openOutput } from './outputFile.js';

/** The record of a match that `play --record FILE` plays, written to the file move by move. */
export interface MatchRecorder {
  /** Writes the move that took `before` to `after`, an accepted action. */
  readonly onMove: (before: MatchState<string>, after: MatchState<string>) => void;
  /**
   * True once the record is within a round's length of {@link maxRecordBytes}, the most that
   * `replay` and `verify` read: the demo stops its match there, so its record reads back.
   */
  readonly full: () => boolean;
  /**
   * Ends the record and puts it in place of the old file, once the match is over or stopped;
   * again, it does nothing.
   */
  readonly write: () => void;
  /** Drops the record: the old file stays as it was (a command line refused after the open). */
  readonly discard: () => void;
}

/** Room kept below {@link maxRecordBytes}: more than a round's line ever takes. */
const ROOM = 64 * 1024;

/**
 * Opens the file of `--record FILE` at once (refusing a path that cannot be written before
 * anything is played) and streams the match's moves into a temporary file beside it, in the
 * notation `formatRecord` writes: memory does not grow with the match. The record replaces the
 * old file when the match ends, or when the process exits before that (a closed pipe, or a
 * Ctrl-C in the interactive game): then with the moves so far, a record that `replay` reads.
 *
 * @param file - the option's path
 * @param start - the match's start, as `startRecord` takes it (the rules included)
 * @param signals - whether a Ctrl-C or a SIGTERM writes the record so far and ends the process
 * (the interactive game; the demo hears the signal itself, stops between two rounds and writes
 * the record as at its end)
 * @returns the recorder
 * @throws {@link UsageError} naming `--record` and the file, when it cannot be opened, or
 * (from `write`) written
 */
export function openRecorder(
  file: string,
  start: RecordOptions<string>,
  signals = false,
): MatchRecorder {
  const output = openOutput('--record', file);
  const text = recordWriter(startRecord(start).record);
  const header = text.head;
  let size = header.length;
  output.write(header);
  let ended = false;
  const stop = (): void => {
    ended = true;
    process.off('exit', write);
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  };
  // Once only: a Ctrl-C that another listener also hears writes the record, and then the game,
  // which that listener stops, ends and writes it again.
  const write = (): void => {
    if (ended) return;
    stop();
    output.write(text.end());
    output.commit();
  };
  const interrupt = (signal: NodeJS.Signals): void => {
    write();
    // Exit as a process ended by the signal, unless another part of the program listens to it.
    if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', write);
  if (signals) {
    process.on('SIGINT', interrupt);
    process.on('SIGTERM', interrupt);
  }
  return {
    onMove: (before, after) => {
      const move = text.move(before, after);
      // The notation is ASCII but for house rules' names, which are in the header.
      size += move.length;
      output.write(move);
    },
    full: () => size + ROOM >= maxRecordBytes,
    write,
    discard: () => {
      stop();
      output.discard();
    },
  };
}
