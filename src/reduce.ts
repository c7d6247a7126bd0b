import type { Action } from './Action.js';
import type { MatchState, RollingState, RollRecord, RoundEndReason, Seat } from './MatchState.js';
import type { RandomState } from './rng/RandomGenerator.js';
import type { GameContext } from './internal/GameContext.js';
import { assertState } from './internal/assertState.js';
import { checkAction } from './internal/checkAction.js';
import { drawRoll } from './internal/drawRoll.js';
import { freezeState, NO_POINTS, withError } from './internal/freezeState.js';
import { readAction } from './internal/readAction.js';
import { standardContext } from './internal/standardContext.js';

function endRound(
  s: RollingState,
  winner: Seat,
  reason: RoundEndReason,
  points: readonly [number, number],
  record: RollRecord,
  rng: RandomState,
): MatchState {
  const chips = Object.freeze(winner === 0 ? [s.chips[0] + s.pot, s.chips[1]] as const : [s.chips[0], s.chips[1] + s.pot] as const);
  const lastRound = Object.freeze({ round: s.round, winner, reason, pot: s.pot, points });
  // The loser staked from their balance; at 0 they cannot stake again and the match is over.
  const over = chips[winner === 0 ? 1 : 0] === 0;
  return freezeState(
    over ? 'over' : 'betting', s.round + 1, winner, null, 0, 0, chips, NO_POINTS, 0,
    record, lastRound, over ? winner : null, null, s.totalChips, s.seed, rng,
  );
}

/** Applies one roll by the roller: `index` is `(a - 1) * 8 + (b - 1)`, `rng` the generator state after it. */
function roll(ctx: GameContext, s: RollingState, index: number, rng: RandomState): MatchState {
  const c = ctx.table[index]!;
  const p = s.roller;
  const record = ctx.records[p * 64 + index]!;
  if (c.instant === 'win') return endRound(s, p, 'kiri', s.points, record, rng);
  if (c.instant === 'lose') {
    const burnt = p === 0 ? ctx.points(0, s.points[1]) : ctx.points(s.points[0], 0);
    return endRound(s, p === 0 ? 1 : 0, 'dead', burnt, record, rng);
  }
  let points = s.points;
  if (c.points > 0) {
    const mine = points[p] + c.points;
    points = p === 0 ? ctx.points(mine, points[1]) : ctx.points(points[0], mine);
    if (mine >= ctx.rules.targetPoints) return endRound(s, p, 'points', points, record, rng);
  }
  // Every roll made while extra rolls remain uses one up; the turn passes only when the
  // combination ends it and none are left.
  const bonusRolls = (s.bonusRolls > 0 ? s.bonusRolls - 1 : 0) + c.extraRolls;
  const roller = c.endsTurn && bonusRolls === 0 ? (p === 0 ? 1 : 0) : p;
  return freezeState(
    'rolling', s.round, s.bettor, roller, s.stake, s.pot, s.chips, points, bonusRolls,
    record, s.lastRound, null, null, s.totalChips, s.seed, rng,
  );
}

/** @internal The reducer of the game described by `ctx`. */
export function reduceWith(ctx: GameContext, s: MatchState, action: Action): MatchState {
  assertState(s, 'reduce');
  const read = readAction(action);
  if ('code' in read) return withError(s, read);
  const error = checkAction(s, read);
  if (error !== null) return withError(s, error);
  const { type } = read;
  if (type === 'roll') {
    const dice = read.dice as readonly [number, number] | null;
    if (dice !== null) return roll(ctx, s as RollingState, (dice[0] - 1) * 8 + dice[1] - 1, s.rng);
    const drawn = drawRoll(ctx.rng, s.rng);
    return roll(ctx, s as RollingState, drawn[0], drawn[1]);
  }
  if (type === 'bet') {
    return freezeState(
      'accepting', s.round, s.bettor, null, read.amount as number, 0, s.chips, s.points, 0,
      s.lastRoll, s.lastRound, null, null, s.totalChips, s.seed, s.rng,
    );
  }
  if (type === 'accept') {
    const chips = Object.freeze([s.chips[0] - s.stake, s.chips[1] - s.stake] as const);
    return freezeState(
      'rolling', s.round, s.bettor, s.bettor === 0 ? 1 : 0, s.stake, 2 * s.stake, chips, s.points, 0,
      s.lastRoll, s.lastRound, null, null, s.totalChips, s.seed, s.rng,
    );
  }
  return freezeState(
    'over', s.round, s.bettor, null, 0, 0, s.chips, s.points, 0,
    s.lastRoll, s.lastRound, null, null, s.totalChips, s.seed, s.rng,
  );
}

/**
 * Plays one action under the standard rules and returns the next state; never mutates, never throws on an action.
 *
 * An action the rules forbid (or a malformed one) returns the same state with only `error`
 * set to `{ code, message }`, and the random generator does not advance; the next accepted
 * action clears `error`. This is the `(state, action) => state` shape of React's `useReducer`
 * and Redux.
 *
 * @param state - the current state, from `createMatch`, `reduce` or `parseMatchState`
 * @param action - a bet, accept, decline or roll
 * @returns the next state, deeply frozen
 * @throws {@link KiriError} `INVALID_STATE` only when `state` is not a state at all
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
  return reduceWith(standardContext(), state, action);
}
