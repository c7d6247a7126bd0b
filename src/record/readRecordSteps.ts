// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import { describe } from '../guard/describe.js';
import { readRecordLines, type RecordEnd } from './parseRecord.js';
import type { RecordStep } from './RecordStep.js';
import { repeatedKey } from './repeatedKey.js';
import { runRecordSteps } from './runRecord.js';
import { linesOf, stringSource, type TextSource } from './textLines.js';

/** The units `trimStart` drops that are ASCII: tab to carriage return, and space. */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

/**
 * Reads a match record in either form, its notation (`formatRecord`) or its JSON, and replays
 * it move by move, giving out each move with the states before and after it instead of keeping
 * them. A text whose first character past white space is `{` is JSON; any other is the notation,
 * read a line at a time, so that a long record is never held as a list of lines or of moves.
 * JSON that repeats a key in one object is refused: `JSON.parse` would keep the last one, and a
 * person reading the file sees both.
 *
 * The text may be a string (a byte order mark at its start is dropped), or a
 * {@link TextSource}: a text read by its units, such as a file's bytes, which the reader never
 * makes one string of (a JSON record is, once).
 *
 * @param text - the record's text, or a source of it
 * @returns a generator of the moves, then of the record's rules, start and last state
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` from the generator, naming the line and
 * column (or the move) and why, at the first thing that is not a valid record
 * @example
 * ```ts
 * import { readRecordSteps } from 'kiri-dice/record';
 *
 * const steps = readRecordSteps(`format 1
 * seed 1
 * chips 100 100
 * first-bettor 0
 * rules standard
 *
 * 1. P0 bets 10, P1 accepts; P1 [8+6] {P1 wins 20 by kiri, points 0-0}
 * `);
 * let rolls = 0;
 * let step = steps.next();
 * for (; !step.done; step = steps.next()) if (step.value.move.type === 'roll') rolls++;
 * console.log(rolls); // => 1
 * console.log(step.value.last.chips); // => [90, 110]
 * ```
 */
export function* readRecordSteps(
  text: string | TextSource,
): Generator<RecordStep, RecordEnd, undefined> {
  const given: unknown = text;
  const source =
    typeof given === 'string'
      ? stringSource(given.charCodeAt(0) === 0xfeff ? given.slice(1) : given)
      : readSource(given);
  let at = 0;
  // Stryker disable next-line EqualityOperator: one unit past the end, a space only moves `at` further past it, and the test below reads no unit there.
  while (at < source.length && isSpace(source.codeAt(at))) at++;
  if (at < source.length && source.codeAt(at) === 123)
    return yield* jsonSteps(source.cut(0, source.length));
  return yield* ownSteps(readRecordLines(linesOf(source)));
}

/**
 * Each step of the notation's reader as an object of its own (the reader gives out one object,
 * changed at each move: the parser's state, which a caller could keep), and its refusals named
 * after this function.
 */
function* ownSteps(
  steps: Generator<RecordStep, RecordEnd, undefined>,
): Generator<RecordStep, RecordEnd, undefined> {
  const next = () => {
    try {
      return steps.next();
    } catch (error) {
      // The reader throws nothing but the KiriErrors of parseRecord, which it shares.
      const { code, message } = error as KiriError;
      // Stryker disable next-line Regex: the reader's messages start with its name, so the first match is at the start.
      throw new KiriError(code, message.replace(/^parseRecord: /, 'readRecordSteps: '));
    }
  };
  let step = next();
  for (; !step.done; step = next()) {
    const { move, before, after } = step.value;
    yield { move, before, after };
  }
  return step.value;
}

/** A caller's source, checked for its form: its length and its three functions. */
function readSource(value: unknown): TextSource {
  const source = value as Partial<TextSource> | null;
  if (
    typeof source?.length !== 'number' ||
    typeof source.lineFeed !== 'function' ||
    typeof source.codeAt !== 'function' ||
    typeof source.cut !== 'function'
  )
    throw new KiriError(
      'INVALID_RECORD',
      `readRecordSteps: text must be a string or a TextSource { length, lineFeed, codeAt, cut }, got ${describe(value)}`,
    );
  return source as TextSource;
}

/** The replay of a record's JSON text, refused with the reason when it is not JSON or repeats a key. */
function* jsonSteps(json: string): Generator<RecordStep, RecordEnd, undefined> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new KiriError(
      'INVALID_RECORD',
      `readRecordSteps: not valid JSON: ${(error as Error).message}`,
    );
  }
  const repeated = repeatedKey(json);
  if (repeated !== null)
    throw new KiriError(
      'INVALID_RECORD',
      `readRecordSteps: the JSON repeats the key ${JSON.stringify(repeated)} in one object (JSON.parse would keep the last one)`,
    );
  const { rules, start, rounds, last } = yield* runRecordSteps('readRecordSteps', value);
  return { rules, start, rounds, last };
}
