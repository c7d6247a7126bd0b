import { KiriError, standardRules, type MatchState, type Rules, type RulesSpec } from '../index.js';
import type { MatchRecord, RecordedMove } from '../record/index.js';
import { moveOf } from '../record/moveOf.js';
import { readRecordText } from '../record/parseRecord.js';
import { repeatedKey } from '../record/repeatedKey.js';
import { runRecord } from '../record/runRecord.js';
import { defineRules } from '../rules/index.js';
import { parseJson } from './parseJson.js';
import { readCapped } from './readCapped.js';
import { UsageError } from './UsageError.js';

/**
 * The largest record file read: a long match's text is a few MB (its JSON ten times that of its
 * text at most), and a file is read whole before it is parsed.
 */
export const maxRecordBytes: number = 16 * 1024 * 1024;

/**
 * A record read from its file and replayed. No move and no state but the last is kept: a long
 * record has millions of them, and what the commands print is read again, move by move
 * ({@link eachMove}), from the record's text.
 */
export interface LoadedRecord {
  /** The record's start: its seed, chips and first bettor. */
  readonly start: MatchRecord['start'];
  /** The state after the record's last move. */
  readonly last: MatchState<string>;
  /** The record's rules, built. */
  readonly rules: Rules;
  /** How many moves the record holds. */
  readonly moves: number;
  /** How many rounds it holds (each starts with a bet). */
  readonly rounds: number;
  /** The file's text, read again by {@link eachMove}. */
  readonly text: string;
}

/** Takes each move of a record as it is replayed, with the states before and after it. */
export type Visit = (
  move: RecordedMove,
  before: MatchState<string>,
  after: MatchState<string>,
) => void;

/** UTF-8 as it must be: a byte that is not UTF-8 is refused, never read as U+FFFD. */
const utf8 = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/** Reads the text of the file; a file that cannot be read, or is too large, is a bad argument. */
function readText(file: string): string {
  try {
    const bytes = readCapped(file, maxRecordBytes);
    if (bytes.length > maxRecordBytes)
      throw new Error('the file is larger than 16 MiB, too large for a match record');
    // TextDecoder drops the byte order mark that editors on Windows may start a file with.
    return decode(bytes);
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

/** The file's bytes as text, or the line of its first bytes that are not UTF-8. */
function decode(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // Only bytes that are not UTF-8 make a fatal decoder throw: find the longest good start.
    let good = 0;
    for (let n = 1 << 24; n >= 1; n >>= 1) {
      if (good + n <= bytes.length && startsWell(bytes.subarray(0, good + n))) good += n;
    }
    let line = 1;
    for (let i = 0; i < good; i++) if (bytes[i] === 10) line++;
    throw new Error(
      `not UTF-8 text: line ${line} holds bytes that are not UTF-8 (a record is UTF-8 text)`,
    );
  }
}

/** Whether `bytes` start valid UTF-8 (a character cut at the end counts as valid). */
function startsWell(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Replays the record of the text, its notation or its JSON, giving each move to `visit`. */
function replayed(
  text: string,
  visit: Visit,
): {
  readonly rules: MatchRecord['rules'];
  readonly start: MatchRecord['start'];
  readonly last: MatchState<string>;
} {
  if (!text.trimStart().startsWith('{')) return readRecordText(text, visit);
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw new KiriError('INVALID_RECORD', (error as Error).message);
  }
  const repeated = repeatedKey(text);
  if (repeated !== null) {
    throw new KiriError(
      'INVALID_RECORD',
      `the JSON repeats the key ${JSON.stringify(repeated)} in one object (JSON.parse would keep the last one)`,
    );
  }
  return runRecord('replay', value, (before, after) => {
    visit(moveOf(before, after), before, after);
  });
}

/** Replays `text` under the file's name in messages. */
function replayedIn(file: string, text: string, visit: Visit): ReturnType<typeof replayed> {
  try {
    return replayed(text, visit);
  } catch (error) {
    // Only KiriErrors come here; the function's name that starts the message is the library's.
    const { code, message } = error as KiriError;
    throw new KiriError(code, `${file}: ${message.replace(/^\w+: /, '')}`);
  }
}

/**
 * Reads a match record from a file, as its notation (`formatRecord`) or its JSON, and replays
 * it: nothing in it is taken on trust.
 *
 * @param file - the file's path
 * @returns the record, its last state and its rules
 * @throws {@link UsageError} when the file cannot be read, is not a regular file, is larger than
 * {@link maxRecordBytes} or is not UTF-8; `KiriError('INVALID_RECORD')` naming the file, then
 * the place (the line and column, or the move) and the reason, when it holds no valid record
 */
export function loadRecord(file: string): LoadedRecord {
  const text = readText(file);
  let moves = 0;
  let rounds = 0;
  const {
    rules: recorded,
    start,
    last,
  } = replayedIn(file, text, (move) => {
    moves++;
    if (move.type === 'bet') rounds++;
  });
  const rules = recorded === 'standard' ? standardRules : defineRules(recorded as RulesSpec);
  return { start, last, rules, moves, rounds, text };
}

/**
 * Replays a loaded record once more, from its text, giving `visit` each move and the states
 * before and after it: they are made one at a time and let go, never kept.
 *
 * @param loaded - a record from {@link loadRecord}, which checked it
 * @param visit - takes each move
 */
export function eachMove(loaded: LoadedRecord, visit: Visit): void {
  replayed(loaded.text, visit);
}
