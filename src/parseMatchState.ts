import { KiriError, kiriErrorCodes } from './KiriError.js';
import type { MatchState, RollRecord, RoundResult, Seat } from './MatchState.js';
import type { GameContext } from './internal/GameContext.js';
import { failure, fields, oneOf, pair, whole, type Fail } from './internal/check.js';
import { freezeState } from './internal/freezeState.js';
import { standardContext } from './internal/standardContext.js';

/** `Number.MAX_SAFE_INTEGER`, written out so that bundlers drop it with the rest of this file. */
const MAX = 9007199254740991;
const SEATS: readonly Seat[] = [0, 1];
const fail: Fail = /* @__PURE__ */ failure('INVALID_STATE', 'parseMatchState');

/** Fails unless `value` is `expected`; `why` says where the expectation comes from. */
function same<T>(value: unknown, field: string, expected: T, why: string): T {
  return value === expected ? expected : fail(field, `${String(expected)} ${why}`, value);
}

function parse(ctx: GameContext, input: unknown): MatchState {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      fail('state', 'a MatchState or its JSON text', 'text that is not JSON');
    }
  }
  const s = fields(fail, json, 'state', [
    'phase', 'round', 'bettor', 'roller', 'stake', 'pot', 'chips', 'points', 'bonusRolls',
    'lastRoll', 'lastRound', 'winner', 'error', 'totalChips', 'seed', 'rng',
  ]);
  // Readers of one field of the state, named in their messages as `state.<field>`.
  const num = (field: string, min: number, max: number): number => whole(fail, s[field], `state.${field}`, min, max);
  const seat = (field: string): Seat => oneOf(fail, s[field], `state.${field}`, SEATS);
  const is = <T>(field: string, expected: T, why: string): T => same(s[field], `state.${field}`, expected, why);
  const phase = oneOf(fail, s['phase'], 'state.phase', ['betting', 'accepting', 'rolling', 'over'] as const);
  const rolling = phase === 'rolling';
  const during = `while ${phase}`;
  const round = num('round', 1, MAX);
  const bettor = seat('bettor');
  const roller = rolling ? seat('roller') : is('roller', null, during);
  const chips = pair(fail, s['chips'], 'state.chips', phase === 'betting' ? 1 : 0, MAX);
  const stake = rolling || phase === 'accepting' ? num('stake', 1, rolling ? MAX : Math.min(chips[0], chips[1])) : is('stake', 0, during);
  const pot = is('pot', rolling ? 2 * stake : 0, rolling ? '(twice the stake)' : during);
  // Bounded first: past 2^53 - 1 sums are no longer exact, so chips could not be counted.
  const totalChips = num('totalChips', 2, MAX);
  is('totalChips', chips[0] + chips[1] + pot, '(chips plus pot)');
  const points = pair(fail, s['points'], 'state.points', 0, rolling ? ctx.rules.targetPoints - 1 : 0);
  const bonusRolls = rolling ? num('bonusRolls', 0, MAX) : is('bonusRolls', 0, during);
  const seed = num('seed', 0, MAX);
  const rngValue = s['rng'];
  if (!Array.isArray(rngValue) || rngValue.length !== ctx.rngLength) {
    fail('state.rng', `an array of ${ctx.rngLength} whole numbers (the ${ctx.rng.name} generator's state)`, rngValue);
  }
  const rng = Object.freeze(Array.from(rngValue, (n: unknown, i) => whole(fail, n, `state.rng[${i}]`, -2147483648, 4294967295)));

  // Rounds only end on a roll, so from round 2 on there is always a last roll and a last round;
  // in round 1 the first roll can only come once the rolling has started.
  let lastRoll: RollRecord | null = round > 1 || rolling ? null : is('lastRoll', null, 'before the first roll');
  if (round > 1 || (rolling && s['lastRoll'] !== null)) {
    const r = fields(fail, s['lastRoll'], 'state.lastRoll', ['player', 'dice', 'combination']);
    const player = oneOf(fail, r['player'], 'state.lastRoll.player', SEATS);
    const [a, b] = pair(fail, r['dice'], 'state.lastRoll.dice', 1, 8);
    lastRoll = ctx.records[player * 64 + (a - 1) * 8 + b - 1]!;
    same(r['combination'], 'state.lastRoll.combination', lastRoll.combination, `(what ${a} + ${b} makes under the ${ctx.rules.name} rules)`);
  }
  let lastRound: RoundResult | null = null;
  if (round === 1) {
    is('lastRound', null, 'in round 1');
  } else {
    const r = fields(fail, s['lastRound'], 'state.lastRound', ['round', 'winner', 'reason', 'pot', 'points']);
    const winner = oneOf(fail, r['winner'], 'state.lastRound.winner', SEATS);
    same(bettor, 'state.bettor', winner, '(the last winner bets next)');
    lastRound = Object.freeze({
      round: same(r['round'], 'state.lastRound.round', round - 1, '(the round before this one)'),
      winner,
      reason: oneOf(fail, r['reason'], 'state.lastRound.reason', ['kiri', 'dead', 'points'] as const),
      pot: whole(fail, r['pot'], 'state.lastRound.pot', 2, totalChips),
      points: pair(fail, r['points'], 'state.lastRound.points', 0, MAX),
    });
  }
  // A match ends by a bust, won by the player who has every chip, or by a decline, won by nobody.
  const broke = chips.indexOf(0);
  let winner: Seat | null = null;
  if (phase === 'over' && broke >= 0) {
    winner = is('winner', broke === 0 ? 1 : 0, '(the player who has every chip)');
    same(lastRound?.winner, 'state.lastRound.winner', winner, '(the match winner won the last round)');
  } else {
    is('winner', null, phase === 'over' ? 'after a declined bet' : during);
  }
  const e = s['error'] === null ? null : fields(fail, s['error'], 'state.error', ['code', 'message']);
  const error = e && Object.freeze({
    // A state's error is a rejected action's: the six action codes, never a thrown one.
    code: oneOf(fail, e['code'], 'state.error.code', kiriErrorCodes.slice(0, 6)),
    message: typeof e['message'] === 'string' ? e['message'] : fail('state.error.message', 'a string', e['message']),
  });
  return freezeState(
    phase, round, bettor, roller, stake, pot, chips, points, bonusRolls,
    lastRoll, lastRound, winner, error, totalChips, seed, rng,
  );
}

/** @internal Checks a stored state against the game described by `ctx`. */
export function parseMatchStateWith(ctx: GameContext, json: unknown): MatchState {
  try {
    return parse(ctx, json);
  } catch (error) {
    if (error instanceof KiriError) throw error;
    // A getter or Proxy trap threw while the state was read: still a bad state, not a crash.
    throw new KiriError('INVALID_STATE', 'parseMatchState: the state could not be read: a getter or Proxy trap threw');
  }
}

/**
 * Checks a state that came from storage or the network and returns a trusted copy.
 *
 * Checks every field's type and range, the phase's invariants (who bets, who rolls, the pot),
 * that chips plus pot equal `totalChips`, and that nothing else is present: `__proto__` or
 * `constructor` keys and non-plain objects never get through. The result is built afresh and
 * deeply frozen; nothing of the input is kept.
 *
 * @param json - a state object, or its JSON text
 * @returns an equal, deeply frozen {@link MatchState}
 * @throws {@link KiriError} `INVALID_STATE` naming the first bad field
 * @example
 * ```ts
 * const saved = JSON.stringify(createMatch({ seed: 1 }));
 * const state = parseMatchState(saved); // or parseMatchState(JSON.parse(saved))
 * ```
 */
export function parseMatchState(json: unknown): MatchState {
  return parseMatchStateWith(standardContext(), json);
}
