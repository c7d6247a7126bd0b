// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { actionErrorCodes } from '../game/KiriError.js';
import type { ActionError, MatchState, RollRecord, RoundResult, Seat } from '../game/MatchState.js';
import type { GameContext } from './GameContext.js';
import { failure, fields, guarded, items, oneOf, pair, whole, type Fail } from '../guard/check.js';
import { freezeState } from './freezeState.js';
import { isPlainObject } from '../guard/isPlainObject.js';
import { canEnd, endsRound } from './endsRound.js';
import {
  MAX_BONUS_ROLLS,
  MAX_RNG_WORDS,
  MAX_ROUND,
  MAX_SAFE,
  MAX_WORD,
  MIN_WORD,
} from './limits.js';
import { remember } from './recent.js';

const SEATS: readonly Seat[] = [0, 1];
const REASONS = ['kiri', 'dead', 'points', 'timeout'] as const;

/** Fails unless `value` is `expected`; `why` says where the expectation comes from. */
function same<T>(fail: Fail, value: unknown, field: string, expected: T, why: string): T {
  return value === expected ? expected : fail(field, `${String(expected)} ${why}`, value);
}

/**
 * The generator's words: as many as the game's generator keeps (any number up to 1024 for the
 * odds).
 */
function readRng(ctx: GameContext, fail: Fail, value: unknown): readonly number[] {
  const expected = ctx.rng
    ? `an array of ${ctx.rngLength} whole numbers (the ${ctx.rng.name} generator's state)`
    : `an array of 1 to ${MAX_RNG_WORDS} whole numbers (a generator's state)`;
  // The odds read the states of any generator: any length up to 1024.
  const any =
    !ctx.rngLength && Array.isArray(value) && value.length >= 1 && value.length <= MAX_RNG_WORDS;
  if (!ctx.rngLength && !any) fail('state.rng', expected, value);
  const words = items(fail, value, 'state.rng', any ? value.length : ctx.rngLength, expected);
  return Object.freeze(words.map((n, i) => whole(fail, n, `state.rng[${i}]`, MIN_WORD, MAX_WORD)));
}

/**
 * The last finished round, checked against the rules; the roll that ended it is checked by
 * `endsRound`.
 */
function readLastRound(
  ctx: GameContext,
  fail: Fail,
  value: unknown,
  round: number,
  totalChips: number,
): RoundResult {
  const r = fields(fail, value, 'state.lastRound', ['round', 'winner', 'reason', 'pot', 'points']);
  const reason = oneOf(fail, r['reason'], 'state.lastRound.reason', REASONS);
  // On time the winner takes the pot and the loser's chips: at least one chip, of any parity.
  const onTime = reason === 'timeout';
  const pot = whole(fail, r['pot'], 'state.lastRound.pot', onTime ? 1 : 2, totalChips);
  if (pot % 2 && !onTime) fail('state.lastRound.pot', 'even (twice a stake)', pot);
  const [a, b] = pair(fail, r['points'], 'state.lastRound.points', 0, ctx.maxPoints);
  return Object.freeze({
    round: same(
      fail,
      r['round'],
      'state.lastRound.round',
      round - 1,
      '(the round before this one)',
    ),
    winner: oneOf(fail, r['winner'], 'state.lastRound.winner', SEATS),
    reason,
    pot,
    points: ctx.pairs[a * (ctx.maxPoints + 1) + b]!,
  });
}

/** The fields of a state, in the order of its JSON. */
const STATE_FIELDS = [
  'phase',
  'round',
  'bettor',
  'roller',
  'stake',
  'pot',
  'chips',
  'points',
  'bonusRolls',
  'lastRoll',
  'lastRound',
  'winner',
  'error',
  'totalChips',
  'seed',
  'rng',
];

/**
 * The input's fields, when it is a plain object (or JSON text of one) with a state's fields and no
 * others.
 */
function readFields(fail: Fail, input: unknown): Record<string, unknown> {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      fail('state', 'a MatchState or its JSON text', 'text that is not JSON');
    }
  }
  if (!isPlainObject(json))
    fail(
      'state',
      'a MatchState (from createMatch(), reduce() or parseMatchState()) or its JSON text',
      json,
    );
  return fields(fail, json, 'state', STATE_FIELDS);
}

/** Readers of one field of the state, named in their messages as `state.<field>`. */
function readersOf(fail: Fail, s: Record<string, unknown>) {
  return {
    num: (field: string, min: number, max: number): number =>
      whole(fail, s[field], `state.${field}`, min, max),
    seat: (field: string): Seat => oneOf(fail, s[field], `state.${field}`, SEATS),
    is: <T>(field: string, expected: T, why: string): T =>
      same(fail, s[field], `state.${field}`, expected, why),
  };
}

/**
 * The last roll. Rounds end on a roll, so from round 2 on there is one, unless the match ended on
 * time before any (which `readHistory` checks); in round 1 the first roll can only come once the
 * rolling has started.
 */
function readLastRoll(
  ctx: GameContext,
  fail: Fail,
  value: unknown,
  round: number,
  phase: MatchState['phase'],
): RollRecord<string> | null {
  // A match over in round 1 ended by a decline (no roll yet) or a halt (maybe in the rolls).
  if (round === 1 && phase !== 'rolling' && phase !== 'over')
    return same(fail, value, 'state.lastRoll', null, 'before the first roll');
  if ((round === 1 || phase === 'over') && value === null) return null;
  const r = fields(fail, value, 'state.lastRoll', ['player', 'dice', 'combination']);
  const player = oneOf(fail, r['player'], 'state.lastRoll.player', SEATS);
  const [a, b] = pair(fail, r['dice'], 'state.lastRoll.dice', 1, 8);
  const lastRoll = ctx.records[player * 64 + (a - 1) * 8 + b - 1]!;
  same(
    fail,
    r['combination'],
    'state.lastRoll.combination',
    lastRoll.combination,
    `(what ${a} + ${b} makes under the ${ctx.rules.name} rules)`,
  );
  return lastRoll;
}

/**
 * The last finished round (none in round 1): its winner bets next, its points are ones a round
 * ends with, and until the next round's first roll, the last roll is the one that ended it (a
 * halt may end the match after a roll of a round it cut short). A round that ended on time
 * ended the match, with no roll of its own; the match may then have no roll at all only if it
 * ended in round 1.
 */
function readHistory(
  ctx: GameContext,
  fail: Fail,
  s: Record<string, unknown>,
  at: {
    readonly round: number;
    readonly totalChips: number;
    readonly bettor: Seat;
    readonly phase: MatchState['phase'];
    /** Over with chips on both seats: by a decline, or by a halt that may cut a round short. */
    readonly unwon: boolean;
  },
  lastRoll: RollRecord<string> | null,
): RoundResult | null {
  if (at.round === 1) return same(fail, s['lastRound'], 'state.lastRound', null, 'in round 1');
  const lastRound = readLastRound(ctx, fail, s['lastRound'], at.round, at.totalChips);
  same(fail, at.bettor, 'state.bettor', lastRound.winner, '(the last winner bets next)');
  if (!canEnd(ctx, lastRound))
    fail(
      'state.lastRound.points',
      `points a round ends with, by ${lastRound.reason}, under a target of ${ctx.rules.targetPoints}`,
      lastRound.points,
    );
  const onTime = lastRound.reason === 'timeout';
  if (onTime) same(fail, at.phase, 'state.phase', 'over', '(a match ends on time)');
  if (lastRoll === null && (!onTime || at.round > 2))
    fail(
      'state.lastRoll',
      'the roll that ended a round (only a match lost on time in round 1 has none)',
      null,
    );
  if (at.phase !== 'rolling' && !onTime && !at.unwon && !endsRound(ctx, lastRound, lastRoll!)) {
    const c = ctx.table[(lastRoll!.dice[0] - 1) * 8 + lastRoll!.dice[1] - 1]!;
    fail(
      'state.lastRound',
      `a round that state.lastRoll (${c.id}, rolled by player ${lastRoll!.player}) ends`,
      lastRound,
    );
  }
  return lastRound;
}

/**
 * The match's winner: a match ends by a bust or on time, won by the player who has every chip,
 * or by a decline or a halt, won by nobody.
 */
function readWinner(
  fail: Fail,
  is: <T>(field: string, expected: T, why: string) => T,
  phase: MatchState['phase'],
  chips: readonly [number, number],
  lastRound: RoundResult | null,
): Seat | null {
  const broke = chips.indexOf(0);
  if (phase !== 'over' || broke < 0)
    return is('winner', null, phase === 'over' ? 'after a decline or a halt' : `while ${phase}`);
  const winner = is('winner', broke === 0 ? 1 : 0, '(the player who has every chip)');
  same(
    fail,
    lastRound?.winner,
    'state.lastRound.winner',
    winner,
    '(the match winner won the last round)',
  );
  return winner;
}

/** A state's error: a rejected action's, so one of the six action codes, never a thrown one. */
function readError(fail: Fail, value: unknown): ActionError | null {
  if (value === null) return null;
  const e = fields(fail, value, 'state.error', ['code', 'message']);
  return Object.freeze({
    code: oneOf(fail, e['code'], 'state.error.code', actionErrorCodes),
    message:
      typeof e['message'] === 'string'
        ? e['message']
        : fail('state.error.message', 'a string', e['message']),
  });
}

function parse(ctx: GameContext, input: unknown, fail: Fail): MatchState<string> {
  const s = readFields(fail, input);
  const { num, seat, is } = readersOf(fail, s);
  const phase = oneOf(fail, s['phase'], 'state.phase', [
    'betting',
    'accepting',
    'rolling',
    'over',
  ] as const);
  const rolling = phase === 'rolling';
  const during = `while ${phase}`;
  const round = num('round', 1, MAX_ROUND);
  const bettor = seat('bettor');
  const roller = rolling ? seat('roller') : is('roller', null, during);
  const chips = pair(fail, s['chips'], 'state.chips', phase === 'betting' ? 1 : 0, MAX_SAFE);
  const stake =
    rolling || phase === 'accepting'
      ? num('stake', 1, rolling ? MAX_SAFE : Math.min(chips[0], chips[1]))
      : is('stake', 0, during);
  const pot = is('pot', rolling ? 2 * stake : 0, rolling ? '(twice the stake)' : during);
  // Bounded first: past 2^53 - 1 sums are no longer exact, so chips could not be counted.
  const totalChips = num('totalChips', 2, MAX_SAFE);
  is('totalChips', chips[0] + chips[1] + pot, '(chips plus pot)');
  const target = rolling ? ctx.rules.targetPoints - 1 : 0;
  const [p0, p1] = pair(fail, s['points'], 'state.points', 0, target);
  const bonusRolls = rolling ? num('bonusRolls', 0, MAX_BONUS_ROLLS) : is('bonusRolls', 0, during);
  const seed = num('seed', 0, MAX_SAFE);
  const rng = readRng(ctx, fail, s['rng']);
  const lastRoll = readLastRoll(ctx, fail, s['lastRoll'], round, phase);
  const unwon = phase === 'over' && chips[0] > 0 && chips[1] > 0;
  const at = { round, totalChips, bettor, phase, unwon };
  const lastRound = readHistory(ctx, fail, s, at, lastRoll);
  const winner = readWinner(fail, is, phase, chips, lastRound);
  const error = readError(fail, s['error']);
  const points = ctx.pairs[p0 * (ctx.maxPoints + 1) + p1]!;
  return freezeState({
    ...{ phase, round, bettor, roller, stake, pot, chips, points, bonusRolls, lastRoll },
    ...{ lastRound, winner, error, totalChips, seed, rng },
  } as MatchState<string>);
}

/**
 * @internal Checks a stored state against the game described by `ctx`; `caller` names the
 * public function in the messages. The core of `parseMatchState`, below the engine, so that
 * `readState` (and every function that reads a state) never imports a public file.
 */
export function parseMatchStateWith(
  ctx: GameContext,
  json: unknown,
  caller = 'parseMatchState',
): MatchState<string> {
  return remember(
    ctx,
    guarded('INVALID_STATE', caller, 'state', () =>
      parse(ctx, json, failure('INVALID_STATE', caller)),
    ),
  );
}
