import { KiriError } from '../KiriError.js';
import type { MatchState, Seat } from '../MatchState.js';
import { failure } from '../guard/check.js';
import { MAX_SAFE } from '../engine/limits.js';
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
import { placeIn, playMove } from './playMove.js';
import { readRules, type RecordGame } from './recordGame.js';
import { repeatedKey } from './repeatedKey.js';
import { resultText } from './resultText.js';
import { answerMove, rollMove } from './sharedMoves.js';
import { startOf } from './runRecord.js';

const WHOLE = `a whole number from 1 to ${MAX_SAFE}`;

/** A blank line: empty, or spaces and tabs only. */
const BLANK = /^[ \t]*$/;

/**
 * The lines of a text that are not blank, one cursor each, then one past the end. Each line is
 * cut from the text when it is reached, so that a long text is never held as a list of lines.
 */
function linesOf(text: string): () => Cursor {
  let from = 0;
  let line = 0;
  return () => {
    while (from <= text.length) {
      const end = text.indexOf('\n', from);
      const stop = end < 0 ? text.length : end;
      const cut = text.slice(
        from,
        stop > from && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop,
      );
      from = stop + 1;
      line++;
      // A line of spaces and tabs only is blank, as an empty one is.
      if (!BLANK.test(cut)) return { text: cut, line, at: 0, past: false };
    }
    // The line after the last: a text that ends with a newline ends with an empty "line".
    return { text: '', line: text.endsWith('\n') || !text ? line : line + 1, at: 0, past: true };
  };
}

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

/** The reader of the round lines: each move is replayed as soon as it is read. */
interface Rounds {
  readonly game: RecordGame;
  state: MatchState<string>;
  rolls: number;
  /** Takes each move, with the states before and after it. */
  readonly visit: MoveVisitor;
}

/** What reads a record's moves as they are replayed: each move, and the states around it. */
export type MoveVisitor = (
  move: RecordedMove,
  before: MatchState<string>,
  after: MatchState<string>,
) => void;

/** Replays one move read at column `at` of the line under `c`. */
function step(r: Rounds, c: Cursor, at: number, move: RecordedMove): void {
  const next = playMove(r.game, r.state, move);
  if (typeof next === 'string') {
    throw new KiriError(
      'INVALID_RECORD',
      `parseRecord: ${placeOf(c, at)} (${placeIn(r.state, r.rolls)}): ${next}`,
    );
  }
  r.rolls = next.phase === 'rolling' && r.state.phase === 'rolling' ? r.rolls + 1 : 0;
  r.visit(moveOf(r.state, next), r.state, next);
  r.state = next;
}

/** A face of a die: a digit from 1 to 8. */
function faceAt(c: Cursor): number {
  const code = c.text.charCodeAt(c.at);
  if (!(code >= 49 && code <= 56)) expected(c, 'a die face from 1 to 8');
  c.at++;
  return code - 48;
}

/** One roll by `player`: `3+5` when the generator drew it, `[3+5]` when the action gave it. */
function rollAt(r: Rounds, c: Cursor, player: Seat): void {
  const at = c.at;
  const given = take(c, '[');
  const a = faceAt(c);
  need(c, '+');
  const b = faceAt(c);
  if (given) need(c, ']');
  step(r, c, at, rollMove(player, a, b, !given));
}

/**
 * What may come where a round's line stops before its result, in the state the moves so far
 * left: an answer to the bet, the roller's next roll, or (after a decline) nothing at all.
 * `last` is the player of the line's last group of rolls, whose group a roll may continue.
 */
function whatMayFollow(state: MatchState<string>, last: Seat | null): string {
  if (state.phase === 'accepting') {
    const p = state.bettor === 0 ? 1 : 0;
    return `', P${p} accepts', ', P${p} declines' or the end of the line`;
  }
  if (state.phase !== 'rolling') return 'the end of the line (nothing follows a decline)';
  const p = state.roller;
  const more = last === p ? `' 3+5' (a roll), ` : '';
  return `more rolls by P${p} (${more}'; P${p} 3+5') or the end of the line`;
}

/** One round's line: `k. P0 bets 10, P1 accepts; P1 3+5 2+2; P0 [8+6] {…}`. */
function readRound(r: Rounds, c: Cursor, k: number): void {
  wholeAt(c, `round ${k}`, k, k);
  need(c, '. ');
  let at = c.at;
  const bettor = seatAt(c);
  need(c, ' bets ');
  step(r, c, at, { type: 'bet', player: bettor, amount: wholeAt(c, 'the stake', 0, MAX_SAFE) });
  if (take(c, ', ')) {
    at = c.at;
    const player = seatAt(c);
    const type = take(c, ' accepts')
      ? 'accept'
      : take(c, ' declines')
        ? 'decline'
        : expected(c, "' accepts' or ' declines'");
    step(r, c, at, answerMove(type, player));
  }
  let last: Seat | null = null;
  while (take(c, '; ')) {
    last = seatAt(c);
    do {
      need(c, ' ', "' ' and a roll");
      rollAt(r, c, last);
    } while (c.text.startsWith(' ', c.at) && !c.text.startsWith(' {', c.at));
  }
  const result = r.state.round > k ? resultText(r.state) : null;
  at = c.at;
  if (result === null) {
    lineEnd(c, whatMayFollow(r.state, last));
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
  const { rules, start } = readRecordText(text, (move) => {
    moves.push(move);
  });
  return Object.freeze({ format: 1, rules, start, moves: Object.freeze(moves) });
}

/**
 * @internal Reads and replays a record's text as `parseRecord` does, giving each move to `visit`
 * instead of keeping them: a reader that needs only counts, or the last state, holds no list.
 *
 * @returns the record's rules and start, and the state after its last move
 */
export function readRecordText(
  text: string,
  visit: MoveVisitor,
): {
  readonly rules: RecordedRules | 'standard';
  readonly start: MatchRecord['start'];
  readonly last: MatchState<string>;
} {
  // Typed as a string, checked for callers from JavaScript.
  const given: unknown = text;
  if (typeof given !== 'string') notText(given);
  // A byte order mark, which editors on Windows may start a file with, is not part of the text.
  const next = linesOf(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const { rules, game, seed, chips, firstBettor } = readHeader(next);
  const [start, first] = startOf(game, seed, chips, firstBettor);
  const r: Rounds = { game, state: first, rolls: 0, visit };
  for (let k = 1, c = next(); !c.past; k++, c = next()) readRound(r, c, k);
  return { rules, start, last: r.state };
}
