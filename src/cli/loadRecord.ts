import { KiriError, standardRules, type MatchState, type Rules, type RulesSpec } from '../index.js';
import { parseRecord, replay, type MatchRecord } from '../record/index.js';
import { defineRules } from '../rules/index.js';
import { parseJson } from './parseJson.js';
import { readCapped } from './readCapped.js';
import { UsageError } from './UsageError.js';

/**
 * The largest record file read: a long match's text is a few MB (its JSON ten times that of its
 * text at most), and `replay /dev/zero` must end.
 */
export const maxRecordBytes: number = 16 * 1024 * 1024;

/** A record read from its file and replayed. */
export interface LoadedRecord {
  readonly record: MatchRecord;
  /** Every state of the match: the first, then one after each move. */
  readonly states: readonly MatchState<string>[];
  /** The record's rules, built. */
  readonly rules: Rules;
}

/** Reads the text of the file; a file that cannot be read, or is too large, is a bad argument. */
function readText(file: string): string {
  try {
    const bytes = readCapped(file, maxRecordBytes);
    if (bytes.length > maxRecordBytes)
      throw new Error('the file is larger than 16 MiB, too large for a match record');
    // TextDecoder drops the byte order mark that editors on Windows may start a file with.
    return new TextDecoder().decode(bytes);
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

/** The record of the text, its notation or its JSON, replayed (which checks the JSON whole). */
function replayed(text: string): Pick<LoadedRecord, 'record' | 'states'> {
  if (!text.trimStart().startsWith('{')) {
    const record = parseRecord(text);
    return { record, states: replay(record) };
  }
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw new KiriError('INVALID_RECORD', (error as Error).message);
  }
  return { states: replay(value), record: value as MatchRecord };
}

/**
 * Reads a match record from a file, as its notation (`formatRecord`) or its JSON, and replays
 * it: nothing in it is taken on trust.
 *
 * @param file - the file's path
 * @returns the record, its states and its rules
 * @throws {@link UsageError} when the file cannot be read or is larger than
 * {@link maxRecordBytes}; `KiriError('INVALID_RECORD')` naming the file, then the place (the
 * line and column, or the move) and the reason, when it holds no valid record
 */
export function loadRecord(file: string): LoadedRecord {
  const text = readText(file);
  try {
    const { record, states } = replayed(text);
    const rules =
      record.rules === 'standard' ? standardRules : defineRules(record.rules as RulesSpec);
    return { record, states, rules };
  } catch (error) {
    // Only KiriErrors come here; the function's name that starts the message is the library's.
    const { code, message } = error as KiriError;
    throw new KiriError(code, `${file}: ${message.replace(/^\w+: /, '')}`);
  }
}
