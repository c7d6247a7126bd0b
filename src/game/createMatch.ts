// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { BettingState, MatchState, Seat } from './MatchState.js';
import type { GameContext } from '../engine/GameContext.js';
import { failure, fields, guarded, oneOf, pair, whole, type Fail } from '../guard/check.js';
import { freezeState } from '../engine/freezeState.js';
import { MAX_SAFE } from '../engine/limits.js';
import { normalizeSeed } from '../engine/normalizeSeed.js';
import { remember } from '../engine/recent.js';
import { standardContext } from '../engine/standardContext.js';

/**
 * Options of `createMatch`.
 *
 * @example
 * ```ts
 * import { createMatch, type MatchOptions } from 'kiri-dice';
 *
 * const options: MatchOptions = { seed: 'table-7', chips: [50, 50], firstBettor: 1 };
 * const state = createMatch(options);
 * console.log([state.seed, state.bettor, state.totalChips]); // => [728823507, 1, 100]
 * ```
 */
export interface MatchOptions {
  /**
   * A whole number from 0 to 2^53 - 1 or any string; without it, a seed is drawn from
   * `crypto.getRandomValues`.
   */
  readonly seed?: number | string;
  /** Starting balances, whole numbers of at least 1 (default `[100, 100]`). */
  readonly chips?: readonly [number, number];
  /** Who bets in round 1 (default 0). */
  readonly firstBettor?: Seat;
}

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'createMatch');

function create(ctx: GameContext, options: MatchOptions): BettingState<string> {
  const {
    chips = [100, 100],
    firstBettor = 0,
    seed,
  } = fields(fail, options, 'options', ['seed', 'chips', 'firstBettor']);
  const [a, b] = pair(fail, chips, 'options.chips', 1, MAX_SAFE);
  const totalChips = whole(fail, a + b, 'options.chips (their sum)', 2, MAX_SAFE);
  const first = oneOf(fail, firstBettor, 'options.firstBettor', [0, 1] as const);
  const start = normalizeSeed(seed, 'createMatch');
  return freezeState({
    phase: 'betting',
    round: 1,
    bettor: first,
    roller: null,
    stake: 0,
    pot: 0,
    chips: Object.freeze([a, b] as const),
    points: ctx.pairs[0]!,
    bonusRolls: 0,
    lastRoll: null,
    lastRound: null,
    winner: null,
    error: null,
    totalChips,
    seed: start,
    rng: ctx.rng!.seed(start),
  }) as BettingState<string>;
}

/** @internal Starts a match of the game described by `ctx`. */
export function createMatchWith(
  ctx: GameContext,
  options: MatchOptions = {},
): BettingState<string> {
  return remember(
    ctx,
    guarded('INVALID_OPTIONS', 'createMatch', 'options', () => create(ctx, options)),
  ) as BettingState<string>;
}

/**
 * Starts a match under the standard rules: round 1, waiting for the first bet.
 *
 * @param options - `seed` (number or string) for a replayable match, starting `chips`,
 * `firstBettor`
 * @returns the first {@link MatchState}, deeply frozen: always a {@link BettingState} (typed as
 * `MatchState`, so that `let state = createMatch(); state = reduce(state, action)` compiles)
 * @throws {@link KiriError} `INVALID_OPTIONS` naming the bad option
 * @example
 * ```ts
 * const state = createMatch({ seed: 'table-7', chips: [50, 50] });
 * console.log(state.phase); // => 'betting'
 * ```
 */
export function createMatch(options?: MatchOptions): MatchState {
  return createMatchWith(standardContext(), options) as MatchState;
}
