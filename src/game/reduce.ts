// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Action } from './Action.js';
import { KiriError } from './KiriError.js';
import type {
  AcceptingState,
  ActionError,
  MatchState,
  RollingState,
  RollRecord,
  RoundEndReason,
  Seat,
} from './MatchState.js';
import type { RandomState } from '../rng/RandomGenerator.js';
import type { GameContext } from '../engine/GameContext.js';
import { checkAction } from '../engine/checkAction.js';
import { freezeState } from '../engine/freezeState.js';
import { MAX_BONUS_ROLLS, MAX_ROUND } from '../engine/limits.js';
import { readAction } from '../engine/readAction.js';
import { readState } from '../engine/readState.js';
import { remember } from '../engine/recent.js';
import { standardContext } from '../engine/standardContext.js';

/**
 * Past the limits no match reaches (see limits.ts), a step would make a state no function takes.
 */
function beyond(field: string, limit: number): never {
  throw new KiriError(
    'INVALID_STATE',
    `reduce: state.${field} would pass ${limit}, the most a state holds (no real match gets there)`,
  );
}

// The moves of a round (`endRound`, `roll`, the bet and the accept) write every field out, not
// `{ ...s, change }`: V8 copies a spread of a frozen object through a slow path, which costs a
// round about a third of its time.
function endRound(
  ctx: GameContext,
  s: RollingState<string>,
  winner: Seat,
  reason: RoundEndReason,
  points: readonly [number, number],
  record: RollRecord<string>,
  rng: RandomState,
): MatchState<string> {
  if (s.round === MAX_ROUND) beyond('round', MAX_ROUND);
  const chips = Object.freeze(
    winner === 0
      ? ([s.chips[0] + s.pot, s.chips[1]] as const)
      : ([s.chips[0], s.chips[1] + s.pot] as const),
  );
  const lastRound = Object.freeze({ round: s.round, winner, reason, pot: s.pot, points });
  // The loser staked from their balance; at 0 they cannot stake again and the match is over.
  const over = chips[winner === 0 ? 1 : 0] === 0;
  return freezeState({
    phase: over ? 'over' : 'betting',
    round: s.round + 1,
    bettor: winner,
    roller: null,
    stake: 0,
    pot: 0,
    chips,
    points: ctx.pairs[0]!,
    bonusRolls: 0,
    lastRoll: record,
    lastRound,
    winner: over ? winner : null,
    error: null,
    totalChips: s.totalChips,
    seed: s.seed,
    rng,
  } as MatchState<string>);
}

/**
 * Applies one roll by the roller: `outcome` is `(a - 1) * 8 + (b - 1)`, `rng` the generator state
 * after it.
 */
function roll(
  ctx: GameContext,
  s: RollingState<string>,
  outcome: number,
  rng: RandomState,
): MatchState<string> {
  const c = ctx.table[outcome]!;
  const p = s.roller;
  const record = ctx.records[p * 64 + outcome]!;
  const width = ctx.maxPoints + 1;
  const p0 = s.points[0];
  const p1 = s.points[1];
  if (c.instant === 'win') return endRound(ctx, s, p, 'kiri', s.points, record, rng);
  if (c.instant === 'lose')
    return endRound(
      ctx,
      s,
      p === 0 ? 1 : 0,
      'dead',
      ctx.pairs[p === 0 ? p1 : p0 * width]!,
      record,
      rng,
    );
  let points = s.points;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: `c.points > 0` forced true or
  // `>= 0` makes a roll of 0 points look up the pair it already holds: the same state.
  if (c.points > 0) {
    // The points are below the target (checked), so the sum is at most maxPoints: a pair of the
    // table.
    const mine = (p === 0 ? p0 : p1) + c.points;
    points = ctx.pairs[p === 0 ? mine * width + p1 : p0 * width + mine]!;
    if (mine >= ctx.rules.targetPoints) return endRound(ctx, s, p, 'points', points, record, rng);
  }
  // Every roll made while extra rolls remain uses one up; the turn passes only when the
  // combination ends it and none are left.
  const bonusRolls = (s.bonusRolls > 0 ? s.bonusRolls - 1 : 0) + c.bonusRolls;
  if (bonusRolls > MAX_BONUS_ROLLS) beyond('bonusRolls', MAX_BONUS_ROLLS);
  const roller = c.endsTurn && bonusRolls === 0 ? (p === 0 ? 1 : 0) : p;
  return freezeState({
    phase: 'rolling',
    round: s.round,
    bettor: s.bettor,
    roller,
    stake: s.stake,
    pot: s.pot,
    chips: s.chips,
    points,
    bonusRolls,
    lastRoll: record,
    lastRound: s.lastRound,
    winner: null,
    error: null,
    totalChips: s.totalChips,
    seed: s.seed,
    rng,
  });
}

/**
 * The seat `player` ran out of time: the other takes the pot and every chip, and the match is
 * over, as if the round had ended (its points are those of the moment).
 */
function timeout(ctx: GameContext, s: MatchState<string>, player: Seat): MatchState<string> {
  if (s.round === MAX_ROUND) beyond('round', MAX_ROUND);
  const winner = player === 0 ? 1 : 0;
  const won = s.pot + s.chips[player];
  const lastRound = Object.freeze({
    round: s.round,
    winner,
    reason: 'timeout',
    pot: won,
    points: s.points,
  } as const);
  return freezeState({
    phase: 'over',
    round: s.round + 1,
    bettor: winner,
    roller: null,
    stake: 0,
    pot: 0,
    chips: Object.freeze(
      winner === 0 ? ([s.totalChips, 0] as const) : ([0, s.totalChips] as const),
    ),
    points: ctx.pairs[0]!,
    bonusRolls: 0,
    lastRoll: s.lastRoll,
    lastRound,
    winner,
    error: null,
    totalChips: s.totalChips,
    seed: s.seed,
    rng: s.rng,
  });
}

/**
 * The host halted the match: nobody wins, and the stakes of a round in play go back to their
 * seats. The round's points are dropped with it; its last roll stays the match's last.
 */
function halt(ctx: GameContext, s: MatchState<string>): MatchState<string> {
  return freezeState({
    ...s,
    phase: 'over',
    roller: null,
    stake: 0,
    pot: 0,
    // Before a bet the chips are as they were, and keep their identity.
    chips:
      s.phase === 'rolling'
        ? Object.freeze([s.chips[0] + s.stake, s.chips[1] + s.stake] as const)
        : s.chips,
    points: ctx.pairs[0]!,
    bonusRolls: 0,
    winner: null,
    error: null,
  });
}

/** The same state with only `error` set. */
function withError(s: MatchState<string>, error: ActionError): MatchState<string> {
  return freezeState({ ...s, error: Object.freeze(error) });
}

/** @internal The reducer of the game described by `ctx`. */
export function reduceWith(ctx: GameContext, state: unknown, action: unknown): MatchState<string> {
  return remember(ctx, step(ctx, state, action));
}

function step(ctx: GameContext, state: unknown, action: unknown): MatchState<string> {
  const s = readState(ctx, state, 'reduce');
  const read = readAction(action);
  if ('code' in read) return withError(s, read);
  const error = checkAction(s, read);
  if (error !== null) return withError(s, error);
  const { type } = read;
  if (type === 'halt') return halt(ctx, s);
  if (type === 'timeout') return timeout(ctx, s, read.player);
  if (type === 'roll') {
    const dice = read.dice as readonly [number, number] | null;
    if (dice !== null)
      return roll(ctx, s as RollingState<string>, (dice[0] - 1) * 8 + dice[1] - 1, s.rng);
    const drawn = ctx.draw!(s.rng);
    return roll(ctx, s as RollingState<string>, drawn[0], drawn[1]);
  }
  if (type === 'bet') {
    return freezeState({
      phase: 'accepting',
      round: s.round,
      bettor: s.bettor,
      roller: null,
      stake: read.amount as number,
      pot: 0,
      chips: s.chips,
      points: s.points,
      bonusRolls: 0,
      lastRoll: s.lastRoll,
      lastRound: s.lastRound,
      winner: null,
      error: null,
      totalChips: s.totalChips,
      seed: s.seed,
      rng: s.rng,
    });
  }
  if (type === 'accept') {
    const chips = Object.freeze([s.chips[0] - s.stake, s.chips[1] - s.stake] as const);
    return freezeState({
      phase: 'rolling',
      round: s.round,
      bettor: s.bettor,
      roller: s.bettor === 0 ? 1 : 0,
      stake: s.stake,
      pot: 2 * s.stake,
      chips,
      points: s.points,
      bonusRolls: 0,
      lastRoll: s.lastRoll,
      lastRound: s.lastRound,
      winner: null,
      error: null,
      totalChips: s.totalChips,
      seed: s.seed,
      rng: s.rng,
    });
  }
  // A declined bet: the stake goes back (it was never paid), and nobody wins the match.
  return freezeState({ ...(s as AcceptingState<string>), phase: 'over', stake: 0, error: null });
}

/**
 * Plays one action under the standard rules and returns the next state; never mutates, never throws
 * on an action.
 *
 * An action the rules forbid (or a malformed one) returns the same state with only `error`
 * set to `{ code, message }`, and the random generator does not advance; the next accepted
 * action clears `error`. This is the `(state, action) => state` shape of React's `useReducer`
 * and Redux.
 *
 * Every field of `state` that the move reads is checked (cheaply, for the states `reduce` itself
 * returned): a forged, damaged or foreign state (another game's, or one from `JSON.parse` that
 * `parseMatchState` would refuse) is never played on; a state from `JSON.parse` that is valid is
 * played as its trusted copy. Nothing a call is given can change the result of another call.
 *
 * @param state - the current state, from `createMatch`, `reduce` or `parseMatchState`
 * @param action - a bet, accept, decline, roll, timeout or halt (any value: a malformed one is
 * rejected as data)
 * @returns the next state, deeply frozen
 * @throws {@link KiriError} `INVALID_STATE` naming the first bad field when `state` is not a
 * valid state of the standard game
 * @example
 * ```ts
 * let state = createMatch({ seed: 1 });
 * state = reduce(state, { type: 'bet', player: 0, amount: 10 });
 * state = reduce(state, { type: 'accept', player: 1 });
 * state = reduce(state, { type: 'roll', player: 1 });
 * state.lastRoll; // { player: 1, dice: [..], combination: '..' }
 * ```
 */
export function reduce(state: MatchState, action: Action): MatchState {
  return reduceWith(standardContext(), state, action) as MatchState;
}
