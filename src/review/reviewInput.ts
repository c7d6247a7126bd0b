// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { isOwnKiriError, KiriError } from '../game/KiriError.js';
import { guarded } from '../guard/check.js';
import { describe } from '../guard/describe.js';
import { defineRules } from '../rules/defineRules.js';
import type { Rules } from '../rules/Rules.js';
import { standardRules } from '../rules/standardRules.js';
import type { RecordEnd } from '../record/parseRecord.js';
import { readRecordSteps } from '../record/readRecordSteps.js';
import type { RecordStep } from '../record/RecordStep.js';
import { replaySteps } from '../record/replaySteps.js';

/** The longest record text `reviewMatch` reads: 8 MiB of UTF-16 units, about 100,000 rounds. */
export const MAX_TEXT: number = 8 * 1024 * 1024;

/** The most moves of a record `reviewMatch` reads as JSON data: 2^20. */
export const MAX_MOVES: number = 2 ** 20;

/** A record to review: its rules, its end and a fresh replay of its moves. */
export interface ReviewInput {
  readonly rules: Rules;
  readonly end: RecordEnd;
  readonly steps: () => Generator<RecordStep, RecordEnd, undefined>;
}

/** The replay of `record`, with its refusals named after `reviewMatch`. */
function* renamed(
  steps: Generator<RecordStep, RecordEnd, undefined>,
): Generator<RecordStep, RecordEnd, undefined> {
  try {
    return yield* steps;
  } catch (error) {
    // Anything but a KiriError is a getter or a Proxy trap of the caller's that threw.
    if (!isOwnKiriError(error))
      throw new KiriError(
        'INVALID_RECORD',
        'reviewMatch: the record could not be read: a getter or Proxy trap threw',
      );
    const { code, message } = error as KiriError;
    // Stryker disable next-line Regex: the readers' messages start with their names, so the first match is at the start.
    throw new KiriError(code, message.replace(/^(readRecordSteps|replaySteps): /, 'reviewMatch: '));
  }
}

/** Runs a replay to its end, keeping nothing of its moves. */
function endOf(steps: Generator<RecordStep, RecordEnd, undefined>): RecordEnd {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Reads a record to review: its notation or JSON text (at most {@link MAX_TEXT} units), or its
 * JSON data (at most {@link MAX_MOVES} moves). The header comes first, as the review needs the
 * rules before the moves: for data, a replay of no moves checks it; for text, a first replay of
 * the whole record (keeping nothing), so that no record is ever held as a list of moves.
 *
 * @throws {@link KiriError} `INVALID_RECORD` naming `reviewMatch`, for a record too long or one
 * that does not replay
 */
export function reviewInput(record: unknown): ReviewInput {
  let end: RecordEnd;
  let steps: ReviewInput['steps'];
  if (typeof record === 'string') {
    if (record.length > MAX_TEXT)
      throw new KiriError(
        'INVALID_RECORD',
        `reviewMatch: record must be a text of at most ${MAX_TEXT} characters (8 MiB), got ${record.length}`,
      );
    steps = () => renamed(readRecordSteps(record));
    end = endOf(steps());
  } else {
    if (typeof record !== 'object' || record === null)
      throw new KiriError(
        'INVALID_RECORD',
        `reviewMatch: record must be a MatchRecord (JSON data) or a record's text (its notation or JSON), got ${describe(record)}`,
      );
    // The header, checked by a replay of no moves. Its reveals (a match of fresh values each
    // round) stay out: their count is checked against the rounds the moves accept, by each
    // replay of the review.
    const header = guarded('INVALID_RECORD', 'reviewMatch', 'record', () => {
      const { rounds: _reveals, ...rest } = record as Record<string, unknown>;
      return rest;
    });
    end = endOf(renamed(replaySteps(header, [])));
    const moves = guarded('INVALID_RECORD', 'reviewMatch', 'record', () => {
      // An array: the replay of no moves checked it.
      const value = Reflect.getOwnPropertyDescriptor(record, 'moves')!.value as unknown[];
      return value.length;
    });
    if (moves > MAX_MOVES)
      throw new KiriError(
        'INVALID_RECORD',
        `reviewMatch: record.moves must hold at most ${MAX_MOVES} moves, got ${moves}`,
      );
    steps = () => renamed(replaySteps(record));
  }
  // The record's own copy of its rules, checked by `defineRules` as it was replayed.
  return { rules: end.rules === 'standard' ? standardRules : defineRules(end.rules), end, steps };
}
