// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchState, Seat } from '../game/MatchState.js';
import { failure } from '../guard/check.js';
import { MAX_SAFE } from '../engine/limits.js';
import type { FairReveal, FairRounds } from './FairRounds.js';
import type { MatchRecord, RecordedMove, RecordedRules } from './MatchRecord.js';
import {
  expected,
  lineEnd,
  notText,
  need,
  placeOf,
  seatAt,
  take,
  wholeAt,
  type Cursor,
} from './lineCursor.js';
import { moveOf } from './moveOf.js';
import { placeIn, playMove, playRoll } from './playMove.js';
import { readRules, type RecordGame } from './recordGame.js';
import type { RecordStep } from './RecordStep.js';
import { isValue } from './recordedRounds.js';
import { recordOf } from './recordOf.js';
import { repeatedKey } from './repeatedKey.js';
import { resultText } from './resultText.js';
import { answerMove, HALT_MOVE, rollMove, timeoutMove } from './sharedMoves.js';
import { startOf } from './runRecord.js';
import { linesOf, stringSource } from './textLines.js';

const WHOLE = `a whole number from 1 to ${MAX_SAFE}`;

/** The header: the format, the seed, the chips, the first bettor and the rules, a line each. */
function readHeader(next: () => Cursor): {
  readonly rules: RecordedRules | 'standard';
  readonly game: RecordGame;
  readonly seed: number;
  readonly chips: readonly [number, number];
  readonly firstBettor: Seat;
} {
  let c = next();
  need(c, 'format ');
  if (!take(c, '1') || c.at < c.text.length) {
    c.at = 7;
    expected(c, 'format 1 (the only format this version of kiri-dice reads)');
  }
  c = next();
  need(c, 'seed ');
  const seed = wholeAt(c, `the seed, a whole number from 0 to ${MAX_SAFE}`, 0, MAX_SAFE);
  lineEnd(c);
  c = next();
  need(c, 'chips ');
  const a = wholeAt(c, `player 0's chips, ${WHOLE}`, 1, MAX_SAFE);
  need(c, ' ');
  const b = wholeAt(c, `player 1's chips, ${WHOLE}`, 1, MAX_SAFE);
  lineEnd(c);
  if (a + b > MAX_SAFE) {
    c.at = 6;
    expected(c, `chips that add up to at most ${MAX_SAFE}`);
  }
  c = next();
  need(c, 'first-bettor ');
  const firstBettor = take(c, '0') ? 0 : take(c, '1') ? 1 : expected(c, '0 or 1');
  lineEnd(c);
  c = next();
  need(c, 'rules ');
  const at = c.at;
  let value: unknown = 'standard';
  if (!take(c, 'standard') || c.at < c.text.length) {
    const json = c.text.slice(at);
    try {
      value = JSON.parse(json);
    } catch {
      c.at = at;
      expected(c, "'standard' or the rules as JSON on one line");
    }
    // JSON takes spaces around a value, the notation none: one record, one spelling.
    if (/^\s|\s$/.test(json)) {
      c.at = at;
      expected(c, 'the rules as JSON on one line, with no space before or after it');
    }
    const repeated = repeatedKey(json);
    if (repeated !== null) {
      c.at = at;
      expected(c, `the rules as JSON with each key once (${JSON.stringify(repeated)} is repeated)`);
    }
  }
  const fail = failure('INVALID_RECORD', 'parseRecord');
  const [rules, game] = readRules(fail, value, `${placeOf(c, at)}: rules`);
  return { rules, game, seed, chips: Object.freeze([a, b] as const), firstBettor };
}

/**
 * The reader of the round lines, which replays each move as soon as it is read: the last move,
 * with the states before and after it, is the step it gives out (one object, changed at each
 * move: a long record has millions).
 */
interface Rounds {
  readonly game: RecordGame;
  move: RecordedMove;
  before: MatchState<string>;
  /** The state after the last move. */
  after: MatchState<string>;
  /** The rolls of the round so far. */
  rolls: number;
  /** The rounds accepted so far: each has room for two reveals. */
  accepted: number;
}

/**
 * Takes the replay of a move read at column `at` of the line under `c` (the next state, or why
 * it does not replay), and gives it out as the last step: `move`, or the move read off the
 * states.
 */
function advance(
  r: Rounds,
  c: Cursor,
  at: number,
  next: MatchState<string> | string,
  move?: RecordedMove,
): RecordStep {
  const before = r.after;
  if (typeof next === 'string') {
    throw new KiriError(
      'INVALID_RECORD',
      `parseRecord: ${placeOf(c, at)} (${placeIn(before, r.rolls)}): ${next}`,
    );
  }
  // As in runRecord: the accept before a round's rolls sets the count to 0.
  r.rolls = before.phase === 'rolling' ? r.rolls + 1 : 0;
  r.move = move ?? moveOf(before, next);
  r.before = before;
  r.after = next;
  return r;
}

/** A face of a die: a digit from 1 to 8. */
function faceAt(c: Cursor): number {
  const code = c.text.charCodeAt(c.at);
  if (!(code >= 49 && code <= 56)) expected(c, 'a die face from 1 to 8');
  c.at++;
  return code - 48;
}

/**
 * One roll by `player`, replayed: `3+5` when the generator drew it, `[3+5]` when the action
 * gave it. The move is the shared one of those dice (the one `moveOf` would read off the states).
 */
function rollAt(r: Rounds, c: Cursor, player: Seat): RecordStep {
  const at = c.at;
  const given = take(c, '[');
  const a = faceAt(c);
  need(c, '+');
  const b = faceAt(c);
  if (given) need(c, ']');
  const next = playRoll(r.game, r.after, player, a, b, !given);
  return advance(r, c, at, next, rollMove(player, a, b, !given));
}

/** The header's line of the joins' commitments, for a match with fresh values each round. */
const COMMITMENTS = 'commitments ';
/** A reveal's line, after the rounds. */
const REVEAL = 'reveal ';

/** A timeout as the notation writes it, after its player. */
const OUT_OF_TIME = ' runs out of time';
/** A halt as the notation writes it. */
const HALTED = 'halted';

/**
 * What may come where a round's line stops before its result, in the state the moves so far
 * left: an answer to the bet, the roller's next roll, a timeout or a halt, or (after a decline or
 * a halt) nothing at all. `last` is the player of the line's last group of rolls, whose group a roll may continue.
 */
function whatMayFollow(state: MatchState<string>, last: Seat | null): string {
  if (state.phase === 'accepting') {
    const p = state.bettor === 0 ? 1 : 0;
    return `', P${p} accepts', ', P${p} declines', a timeout ('; P${p}${OUT_OF_TIME}') or the end of the line`;
  }
  if (state.phase !== 'rolling') return 'the end of the line (nothing follows a decline or a halt)';
  const p = state.roller;
  const more = last === p ? `' 3+5' (a roll), ` : '';
  return `more rolls by P${p} (${more}'; P${p} 3+5'), a timeout ('; P${p}${OUT_OF_TIME}'), '; ${HALTED}' or the end of the line`;
}

/** The halt read at column `at`, replayed. */
function haltAt(r: Rounds, c: Cursor, at: number): RecordStep {
  return advance(r, c, at, playMove(r.game, r.after, HALT_MOVE), HALT_MOVE);
}

/** The timeout of `player`, read at column `at`, replayed. */
function timeoutAt(r: Rounds, c: Cursor, at: number, player: Seat): RecordStep {
  const move = timeoutMove(player);
  return advance(r, c, at, playMove(r.game, r.after, move), move);
}

/**
 * One round's line: `k. P0 bets 10, P1 accepts; P1 3+5 2+2; P0 [8+6] {…}`, or a timeout
 * (`k. P0 runs out of time {…}` before the bet, `; P1 runs out of time` after it) or a halt
 * (`k. halted`, `; halted`), each move given out as soon as it is replayed.
 */
function* readRound(r: Rounds, c: Cursor, k: number): Generator<RecordStep, void, undefined> {
  wholeAt(c, `round ${k}`, k, k);
  need(c, '. ');
  let at = c.at;
  if (take(c, HALTED)) {
    yield haltAt(r, c, at);
    resultAt(r, c, k, null);
    return;
  }
  const bettor = seatAt(c);
  if (take(c, OUT_OF_TIME)) {
    yield timeoutAt(r, c, at, bettor);
    resultAt(r, c, k, null);
    return;
  }
  need(c, ' bets ', `' bets ' or '${OUT_OF_TIME}'`);
  const bet = { type: 'bet', player: bettor, amount: wholeAt(c, 'the stake', 0, MAX_SAFE) };
  yield advance(r, c, at, playMove(r.game, r.after, bet));
  if (take(c, ', ')) {
    at = c.at;
    const player = seatAt(c);
    const type = take(c, ' accepts')
      ? 'accept'
      : take(c, ' declines')
        ? // Stryker disable next-line StringLiteral: `answerMove` gives a decline for any type but
          // `'accept'`.
          'decline'
        : expected(c, "' accepts' or ' declines'");
    yield advance(r, c, at, playMove(r.game, r.after, answerMove(type, player)));
    if (type === 'accept') r.accepted++;
  }
  let last: Seat | null = null;
  while (take(c, '; ')) {
    at = c.at;
    if (take(c, HALTED)) {
      yield haltAt(r, c, at);
      break;
    }
    const seat = seatAt(c);
    if (take(c, OUT_OF_TIME)) {
      yield timeoutAt(r, c, at, seat);
      last = seat;
      break;
    }
    // A player's rolls in a row are one turn, written together: `; P1 1+6; P1 2+3` would be a
    // second spelling of `; P1 1+6 2+3`.
    if (seat === last) {
      c.at = at;
      expected(
        c,
        `P${seat === 0 ? 1 : 0}: the rolls of one turn go together, as 'P${seat} 1+6 2+3'`,
      );
    }
    last = seat;
    do {
      need(c, ' ', `' ' and a roll, or '${OUT_OF_TIME}'`);
      yield rollAt(r, c, last);
    } while (c.text.startsWith(' ', c.at) && !c.text.startsWith(' {', c.at));
  }
  resultAt(r, c, k, last);
}

/**
 * The end of round `k`'s line: its result in braces when the moves ended it, else nothing more
 * (`last` is the player of the line's last group of rolls).
 */
function resultAt(r: Rounds, c: Cursor, k: number, last: Seat | null): void {
  const result = r.after.round > k ? resultText(r.after) : null;
  const at = c.at;
  if (result === null) {
    lineEnd(c, whatMayFollow(r.after, last));
    return;
  }
  if (!take(c, ` {${result}}`) || c.at < c.text.length) {
    c.at = at;
    expected(c, `the round's result ' {${result}}' and the end of the line`);
  }
}

/**
 * Reads a record written by `formatRecord`, or by hand in the same notation, and replays it.
 *
 * Blank lines (empty, or spaces and tabs only) are skipped, a line may end with `\r\n`, the last
 * line's newline may be missing, and a byte order mark at the start is skipped; everything else
 * must follow the grammar on the Match records page of the docs (numbers without leading zeros,
 * the rules' JSON without a repeated key). Every move is replayed as it is read, and each
 * round's result in braces must be the one the replay gives. `parseRecord(formatRecord(r))`
 * deep-equals `r`.
 *
 * @param text - the record's text
 * @returns the record, deeply frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` with the line and column (both 1-based)
 * and what was expected there, or what the replay refused there and why
 * @example
 * ```ts
 * import { parseRecord, replay } from 'kiri-dice/record';
 *
 * const record = parseRecord(`format 1
 * seed 1
 * chips 100 100
 * first-bettor 0
 * rules standard
 *
 * 1. P0 bets 10, P1 accepts; P1 [8+6] {P1 wins 20 by kiri, points 0-0}
 * `);
 * console.log(record.moves.length); // => 3
 * console.log(replay(record).at(-1)?.chips); // => [90, 110]
 * ```
 */
export function parseRecord(text: string): MatchRecord {
  const moves: RecordedMove[] = [];
  const steps = readRecordText(text);
  let next;
  while (!(next = steps.next()).done) moves.push(next.value.move);
  const { rules, start, rounds } = next.value;
  return recordOf(rules, start, moves, rounds);
}

/**
 * What a record holds besides its moves, once it is replayed: its rules, its start and its last
 * state. The generators of `readRecordSteps` and `replaySteps` end with it.
 *
 * @example
 * ```ts
 * import { readRecordSteps, type RecordEnd } from 'kiri-dice/record';
 *
 * const steps = readRecordSteps('format 1\nseed 1\nchips 9 9\nfirst-bettor 0\nrules standard\n');
 * const end: RecordEnd | undefined = steps.next().value as RecordEnd;
 * console.log(end?.start.chips); // => [9, 9]
 * console.log(end?.last.phase); // => 'betting'
 * ```
 */
export interface RecordEnd {
  /** The record's rules, as it holds them. */
  readonly rules: RecordedRules | 'standard';
  /** Its start: the seed, the chips and the first bettor. */
  readonly start: MatchRecord['start'];
  /** The seats' values of a match with fresh values each round, or `null` when it has none. */
  readonly rounds: FairRounds | null;
  /** The state after its last move. */
  readonly last: MatchState<string>;
}

/**
 * @internal Reads and replays a record's text as `parseRecord` does, giving out each move as it
 * is replayed instead of keeping them: a reader that needs only counts, or the last state, holds
 * no list, and one that prints can stop between two moves.
 *
 * @returns the moves one at a time, then the record's rules and start and its last state
 */
export function* readRecordText(text: string): Generator<RecordStep, RecordEnd, undefined> {
  // Typed as a string, checked for callers from JavaScript.
  const given: unknown = text;
  if (typeof given !== 'string') notText(given);
  // A byte order mark, which editors on Windows may start a file with, is not part of the text.
  return yield* readRecordLines(
    linesOf(stringSource(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)),
  );
}

/**
 * @internal Reads and replays a record line by line (the lines of a string, or of a file's
 * bytes), giving out each move as it is replayed.
 *
 * @param next - the reader of the record's lines, from `linesOf`
 * @returns the moves one at a time, then the record's rules and start and its last state
 */
export function* readRecordLines(next: () => Cursor): Generator<RecordStep, RecordEnd, undefined> {
  const { rules, game, seed, chips, firstBettor } = readHeader(next);
  const [start, first] = startOf(game, seed, chips, firstBettor);
  // No move yet: `move` and `before` are set with the first.
  const r: Rounds = {
    game,
    // Stryker disable next-line StringLiteral: the move a round starts with is a placeholder that
    // the first move read replaces before anything reads it.
    move: answerMove('accept', 0),
    before: first,
    after: first,
    rolls: 0,
    accepted: 0,
  };
  let c = next();
  const commitments = take(c, COMMITMENTS) ? commitmentsAt(c) : null;
  if (commitments) c = next();
  let k = 1;
  for (; !c.past && !(commitments && c.text.startsWith(REVEAL)); k++, c = next())
    yield* readRound(r, c, k);
  const reveals: FairReveal[] = [];
  for (; !c.past; c = next()) reveals.push(revealAt(c, reveals.length, r.accepted));
  const rounds = commitments && Object.freeze({ commitments, reveals: Object.freeze(reveals) });
  return { rules, start, rounds, last: r.after };
}

/** The line of the joins' commitments, once its first word is read: two values. */
function commitmentsAt(c: Cursor): readonly [string, string] {
  const first = valueAt(c, "seat 0's commitment");
  need(c, ' ');
  const second = valueAt(c, "seat 1's commitment");
  lineEnd(c);
  return Object.freeze([first, second] as const);
}

/**
 * Reveal number `i` (from 0), a line of its own after the rounds: `reveal P1 VALUE next VALUE`,
 * of a record with `accepted` rounds that were accepted.
 */
function revealAt(c: Cursor, i: number, accepted: number): FairReveal {
  if (i === 2 * accepted)
    expected(c, `the end of the text (two reveals for each round accepted, ${accepted} here)`);
  need(c, REVEAL, `a reveal, 'reveal P0 …' or 'reveal P1 …' (only reveals follow the first)`);
  const seat = seatAt(c);
  need(c, ' ');
  const value = valueAt(c, 'the value revealed');
  need(c, ' next ');
  const nextValue = valueAt(c, 'the commitment to the next value');
  lineEnd(c);
  return Object.freeze({ seat, value, next: nextValue });
}

/** A value or a commitment: 64 lowercase hexadecimal digits. */
function valueAt(c: Cursor, what: string): string {
  const value = c.text.slice(c.at, c.at + 64);
  if (!isValue(value)) expected(c, `${what}, 64 lowercase hexadecimal digits`);
  c.at += 64;
  return value;
}
