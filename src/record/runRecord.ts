// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchState } from '../game/MatchState.js';
import { failure, fields, guarded, oneOf, pair, whole, type Fail } from '../guard/check.js';
import { MAX_SAFE } from '../engine/limits.js';
import type { FairRounds } from './FairRounds.js';
import type { RecordedRules, RecordStart } from './MatchRecord.js';
import { placeIn, playMove } from './playMove.js';
import { readRules, type RecordGame } from './recordGame.js';
import { moveOf } from './moveOf.js';
import { checkRevealCount, readRounds } from './recordedRounds.js';
import { RECORD_FIELDS } from './recordOf.js';
import type { RecordStep } from './RecordStep.js';

/** A record's parts, checked, with the state its match starts from. */
export interface RecordParts {
  readonly rules: RecordedRules | 'standard';
  readonly game: RecordGame;
  readonly start: RecordStart;
  /** The seats' values of a match with fresh values each round, or `null`. */
  readonly rounds: FairRounds | null;
  readonly first: MatchState<string>;
}

/** A replayed record: its parts and the state after its last move. */
export interface RecordRun extends RecordParts {
  readonly last: MatchState<string>;
}

/** The start of a match, frozen, once its values are checked. */
export function startOf(
  game: RecordGame,
  seed: number,
  chips: readonly [number, number],
  firstBettor: 0 | 1,
): readonly [RecordStart, MatchState<string>] {
  const start = Object.freeze({ seed, chips, firstBettor });
  return [start, game.createMatch(start)];
}

/** The header of a stored record: its format, its rules and its start. */
function readHeader(fail: Fail, r: Record<string, unknown>): RecordParts {
  if (r['format'] !== 1)
    fail('record.format', '1 (the only format this version of kiri-dice reads)', r['format']);
  const [rules, game] = readRules(fail, r['rules'], 'record.rules');
  const s = fields(fail, r['start'], 'record.start', ['seed', 'chips', 'firstBettor']);
  const seed = whole(fail, s['seed'], 'record.start.seed', 0, MAX_SAFE);
  const chips = pair(fail, s['chips'], 'record.start.chips', 1, MAX_SAFE);
  whole(fail, chips[0] + chips[1], 'record.start.chips (their sum)', 2, MAX_SAFE);
  const firstBettor = oneOf(fail, s['firstBettor'], 'record.start.firstBettor', [0, 1] as const);
  const [start, first] = startOf(game, seed, chips, firstBettor);
  const given = r['rounds'];
  const rounds = given === undefined ? null : readRounds(fail, given, 'record.rounds');
  return { rules, game, start, rounds, first };
}

/** The header of a stored record, checked, and its moves, not yet: the start of a replay. */
function readRecord(fail: Fail, value: unknown): readonly [RecordParts, unknown] {
  const r = fields(fail, value, 'record', RECORD_FIELDS);
  return [readHeader(fail, r), r['moves']];
}

/**
 * Plays move number `i` of a record, `move`, from `state` (after `rolls` rolls of its round).
 *
 * @returns the next state
 * @throws {@link KiriError} `INVALID_RECORD` naming `caller`, the move's index, its round and
 * roll, and why it does not replay
 */
function playAt(
  caller: string,
  game: RecordGame,
  state: MatchState<string>,
  move: unknown,
  i: number,
  rolls: number,
): MatchState<string> {
  const next = playMove(game, state, move);
  if (typeof next === 'string') {
    throw new KiriError(
      'INVALID_RECORD',
      `${caller}: record.moves[${i}] (${placeIn(state, rolls)}): ${next}`,
    );
  }
  return next;
}

/**
 * Replays a stored record (any value): checks its header, then plays every move in order,
 * calling `visit` with the states before and after each one. The one replay of JSON records:
 * `replay`, `resumeRecord`, `undo` and `formatRecord` run it.
 *
 * @throws {@link KiriError} `INVALID_RECORD` naming `caller`, the place (the move's index, its
 * round and roll) and the reason
 */
export function runRecord(
  caller: string,
  value: unknown,
  visit: (prev: MatchState<string>, next: MatchState<string>) => void,
): RecordRun {
  const fail = failure('INVALID_RECORD', caller);
  return guarded('INVALID_RECORD', caller, 'record', () => {
    const [parts, moves] = readRecord(fail, value);
    if (!Array.isArray(moves)) return fail('record.moves', 'an array of moves', moves);
    const { game } = parts;
    let state = parts.first;
    let rolls = 0;
    let accepted = 0;
    const length = moves.length;
    for (let i = 0; i < length; i++) {
      const next = playAt(caller, game, state, moves[i], i, rolls);
      // A roll's place in its round: a round's rolls follow one another, and its accept before
      // them sets the count to 0 (a round that ends leaves a count no move of betting reads).
      rolls = state.phase === 'rolling' ? rolls + 1 : 0;
      if (state.phase === 'accepting' && next.phase === 'rolling') accepted++;
      visit(state, next);
      state = next;
    }
    checkRevealCount(fail, parts.rounds, accepted);
    return { ...parts, last: state };
  });
}

/**
 * @internal Replays a stored record as {@link runRecord} does, giving out each move as it is
 * replayed: the command line reads a long record's moves one at a time from its file (`moves`,
 * which stands for the record's own field), and prints as it goes. The record is JSON data: it
 * holds no getter or Proxy of a caller's.
 *
 * @param caller - the function or command that messages name
 * @param value - the record, whose `moves` field, when `moves` is given, only has to be an array
 * @param moves - the record's moves, when they are not in `value`
 * @returns each move with the states before and after it, then the record's parts and last state
 */
export function* runRecordSteps(
  caller: string,
  value: unknown,
  moves?: Iterable<unknown>,
): Generator<RecordStep, RecordRun, undefined> {
  const fail = failure('INVALID_RECORD', caller);
  const [parts, list] = readRecord(fail, value);
  if (!Array.isArray(list)) return fail('record.moves', 'an array of moves', list);
  const { game } = parts;
  let state = parts.first;
  let rolls = 0;
  let accepted = 0;
  let i = 0;
  for (const move of moves ?? list) {
    const next = playAt(caller, game, state, move, i++, rolls);
    // As in runRecord.
    rolls = state.phase === 'rolling' ? rolls + 1 : 0;
    if (state.phase === 'accepting' && next.phase === 'rolling') accepted++;
    yield { move: moveOf(state, next), before: state, after: next };
    state = next;
  }
  checkRevealCount(fail, parts.rounds, accepted);
  return { ...parts, last: state };
}
