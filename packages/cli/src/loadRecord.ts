// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { isUtf8 } from 'node:buffer';
import { KiriError, standardRules, type MatchState, type Rules, type RulesSpec } from 'kiri-dice';
import {
  readRecordSteps,
  replaySteps,
  type FairRounds,
  type MatchRecord,
  type RecordedMove,
  type RecordEnd,
  type RecordStep,
} from 'kiri-dice/record';
import { defineRules } from 'kiri-dice/rules';
import { byteSource } from './byteSource.js';
import { jsonItems, jsonLayout, type JsonField } from './jsonLayout.js';
import { parseJson } from './parseJson.js';
import { readFileCapped } from './readFileCapped.js';
import { UsageError } from './UsageError.js';

/**
 * The largest record file read: a long match's text is a few MB (its JSON ten times that of its
 * text at most), and a file is read whole before it is parsed.
 */
export const maxRecordBytes: number = 16 * 1024 * 1024;

/** A record's moves as they are replayed, one at a time, then how the record ends. */
export type RecordSteps = Generator<RecordStep, RecordEnd, undefined>;

/**
 * A record read from its file and replayed. No move and no state but the last is kept: a long
 * record has millions of them, and what the commands print is read again, move by move
 * ({@link eachMove}, {@link LoadedRecord.steps}), from the file's bytes.
 */
export interface LoadedRecord {
  /** The record's start: its seed, chips and first bettor. */
  readonly start: MatchRecord['start'];
  /** The state after the record's last move. */
  readonly last: MatchState<string>;
  /** The record's rules, built. */
  readonly rules: Rules;
  /** The record's rules as it holds them: `'standard'`, or the house rules' JSON. */
  readonly recorded: MatchRecord['rules'];
  /** How many moves the record holds. */
  readonly moves: number;
  /** How many rounds it holds (each starts with a bet). */
  readonly rounds: number;
  /** The seats' values it carries, for a match with fresh values each round, or `null`. */
  readonly fairRounds: FairRounds | null;
  /** Replays the record once more from the file's bytes, which it holds: its moves one at a time. */
  readonly steps: () => RecordSteps;
}

/** Takes each move of a record as it is replayed, with the states before and after it. */
export type Visit = (
  move: RecordedMove,
  before: MatchState<string>,
  after: MatchState<string>,
) => void;

/** UTF-8 as a whole text, once the bytes are known to be UTF-8 (a byte order mark is dropped). */
const utf8 = /* @__PURE__ */ new TextDecoder();

/**
 * Reads the bytes of the file, which must be UTF-8; a file that cannot be read, is too large or
 * is not UTF-8 is a bad argument.
 */
function readBytes(file: string): Buffer {
  try {
    const bytes = readFileCapped(file, maxRecordBytes);
    if (bytes.length > maxRecordBytes)
      throw new Error('the file is larger than 16 MiB, too large for a match record');
    if (!isUtf8(bytes)) notUtf8(bytes);
    return bytes;
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

/**
 * Throws the line of the first bytes that are not UTF-8 (a record is never read as U+FFFD), of
 * bytes that are not UTF-8 as a whole. A line feed is never part of a character of two bytes or
 * more, so each line is UTF-8 or not on its own, and one of them is not.
 */
function notUtf8(bytes: Buffer): never {
  let line = 1;
  for (let start = 0; ; line++) {
    const end = bytes.indexOf(10, start);
    if (!isUtf8(bytes.subarray(start, end < 0 ? bytes.length : end))) break;
    start = end + 1;
  }
  throw new Error(
    `not UTF-8 text: line ${line} holds bytes that are not UTF-8 (a record is UTF-8 text)`,
  );
}

/** Where the text of the bytes starts: past a byte order mark (EF BB BF) at `at`, if one is there. */
function pastMark(bytes: Uint8Array, at: number): number {
  return bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf ? at + 3 : at;
}

/** Past the white space at `at` that `trimStart` drops and that is ASCII: tab to carriage return, space. */
function pastSpace(bytes: Uint8Array, at: number): number {
  // Past the end a byte reads `undefined`, which fails every comparison.
  let c = bytes[at]!;
  while (c === 32 || (c >= 9 && c <= 13)) c = bytes[++at]!;
  return at;
}

/**
 * The replay of a record's JSON as a whole text: how a JSON record that the reader of bytes did
 * not take is read, which says what is wrong with it (its syntax, with its line and column, then
 * a repeated key).
 */
function wholeJson(text: string): () => RecordSteps {
  try {
    parseJson(text);
  } catch (error) {
    throw new KiriError('INVALID_RECORD', (error as Error).message);
  }
  return () => readRecordSteps(text);
}

/**
 * The replay of a record's JSON from its bytes: the header's fields parsed alone, the moves one
 * at a time, so that a long record is never held as one value (its moves are most of it).
 * `null` when the bytes are not a JSON object that {@link jsonLayout} reads.
 */
function jsonFromBytes(bytes: Buffer, from: number): (() => RecordSteps) | null {
  const layout = jsonLayout(bytes, from);
  if (layout === null) return null;
  // The record as JSON.parse would give it, its moves array left empty and read item by item.
  let moves: JsonField | undefined;
  // Made by fromEntries, which defines each field: a "__proto__" key is a field, as JSON.parse
  // makes it, not the object's prototype.
  const value = Object.fromEntries(
    layout.map((field) => {
      // Only the moves are a list in a valid record: any other is refused for being one.
      const list = bytes[field.from] === 91;
      if (list) moves = field;
      // Stryker disable next-line ArrayDeclaration: the moves' empty list is a placeholder for
      // `runRecordSteps`, which checks that it is a list and then plays the items it is given.
      return [field.key, list ? [] : JSON.parse(bytes.toString('utf8', field.from, field.to))];
    }),
  );
  return () => replaySteps(value, moves && jsonItems(bytes, moves));
}

/**
 * How to replay the record of the bytes, its notation or its JSON, as often as needed. A text
 * that starts, past white space, with `{` is JSON; a byte order mark is dropped, and the
 * notation drops a second one, as parseRecord does.
 */
function replayOf(bytes: Buffer): () => RecordSteps {
  const from = pastMark(bytes, 0);
  const second = pastMark(bytes, from);
  const at = pastSpace(bytes, second);
  const c = bytes[at];
  // JSON from its bytes: `jsonLayout` refuses a second byte order mark, as JSON.parse does.
  if (c === 123) {
    const read = jsonFromBytes(bytes, from);
    if (read) return read;
  } else if (!(c! >= 0xc2)) {
    // ASCII or the end (`undefined`: no comparison holds): valid UTF-8 starts no character with
    // 0x80 to 0xC1. The notation, read line by line from the bytes (one source for every replay,
    // which makes a long line a string once).
    const source = byteSource(bytes, second);
    return () => readRecordSteps(source);
  }
  // Anything else (white space beyond ASCII, a JSON record the reader of bytes did not take)
  // is read as one text, as it always was: it says what is wrong.
  const text = utf8.decode(bytes);
  if (text.trimStart().startsWith('{')) return wholeJson(text);
  return () => readRecordSteps(text);
}

/** Runs `steps` to their end, giving each move to `visit`, and returns how the record ends. */
function runSteps(steps: RecordSteps, visit: Visit): RecordEnd {
  let step;
  while (!(step = steps.next()).done) visit(step.value.move, step.value.before, step.value.after);
  return step.value;
}

/** Runs `read` under the file's name in messages. */
function inFile<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    // Only KiriErrors come here; the function's name that starts the message is the library's.
    const { code, message } = error as KiriError;
    // Stryker disable next-line Regex: every message that starts with no name has no other word and colon in it either.
    throw new KiriError(code, `${file}: ${message.replace(/^\w+: /, '')}`);
  }
}

/**
 * Reads a match record from a file, as its notation (`formatRecord`) or its JSON, and replays
 * it: nothing in it is taken on trust. The file's bytes are kept, the text never: a record's
 * notation is read line by line, and its JSON field by field and move by move.
 *
 * @param file - the file's path
 * @returns the record, its last state and its rules
 * @throws {@link UsageError} when the file cannot be read, is not a regular file, is larger than
 * {@link maxRecordBytes} or is not UTF-8; `KiriError('INVALID_RECORD')` naming the file, then
 * the place (the line and column, or the move) and the reason, when it holds no valid record
 */
export function loadRecord(file: string): LoadedRecord {
  const bytes = readBytes(file);
  let moves = 0;
  let rounds = 0;
  const { steps, end } = inFile(file, () => {
    const replays = replayOf(bytes);
    return {
      steps: replays,
      end: runSteps(replays(), (move) => {
        moves++;
        if (move.type === 'bet') rounds++;
      }),
    };
  });
  const { rules: recorded, start, last, rounds: fairRounds } = end;
  const rules = recorded === 'standard' ? standardRules : defineRules(recorded as RulesSpec);
  return { start, last, rules, recorded, moves, rounds, fairRounds, steps };
}

/**
 * Replays a loaded record once more, from its bytes, giving `visit` each move and the states
 * before and after it: they are made one at a time and let go, never kept.
 *
 * @param loaded - a record from {@link loadRecord}, which checked it
 * @param visit - takes each move
 */
export function eachMove(loaded: LoadedRecord, visit: Visit): void {
  runSteps(loaded.steps(), visit);
}
