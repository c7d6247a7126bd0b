// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Action, SeatAction } from './Action.js';
import type { Combination, CombinationId } from './Combination.js';
import type { KiriError } from './KiriError.js';
import type { MatchState, Seat } from './MatchState.js';
import type { Rules } from '../rules/Rules.js';
import { classifyRoll } from './classifyRoll.js';
import { createMatchWith, type MatchOptions } from './createMatch.js';
import { legalActionsWith } from './legalActions.js';
import { parseMatchStateWith } from '../engine/parseState.js';
import { reduceWith } from './reduce.js';
import type { RandomGenerator } from '../rng/RandomGenerator.js';
import { sfc32 } from '../rng/sfc32.js';
import { playerToActWith } from './playerToAct.js';
import { stakeRangeWith, type StakeRange } from './stakeRange.js';
import { validateActionWith } from './validateAction.js';
import { makeContext, type GameContext } from '../engine/GameContext.js';
import { MAX_RNG_WORDS } from '../engine/limits.js';
import { sfc32Context } from '../engine/standardContext.js';
import { checkedGenerator } from '../engine/checkedGenerator.js';
import { drawWith } from '../engine/drawRoll.js';
import { calling, failure, fields, guarded, oneOf, type Fail } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * Options of `createGame` and `createReducer`.
 *
 * @example
 * ```ts
 * import { createGame, sfc32, type GameOptions } from 'kiri-dice';
 * import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
 *
 * const options: GameOptions = { rules: defineRules({ ...standardRulesSpec, name: 'to 3', targetPoints: 3 }), rng: sfc32 };
 * console.log(createGame(options).rules.targetPoints); // => 3
 * ```
 */
export interface GameOptions<Id extends string = string> {
  /** The rules, from `defineRules` (default: `standardRules`). */
  readonly rules?: Rules<Id>;
  /** The random generator (default: `sfc32`). */
  readonly rng?: RandomGenerator;
  /**
   * Which of its own states the game takes back without checking them again (default: `'last'`).
   *
   * - `'last'`: the state it returned last, as a match played step by step hands it back. Any
   *   other state is checked field by field, as `parseMatchState` checks it.
   * - `'all'`: every state it built or parsed, held weakly (the garbage collector still frees
   *   them). For a server that plays many matches at once and hands each one's state back after
   *   others': a check costs about as much as the move itself. A state is deeply frozen, so one
   *   the game made stays valid.
   */
  readonly remember?: 'last' | 'all';
}

/**
 * One variant of Kiri (rules + random generator) with every function bound to it.
 *
 * The top-level `createMatch`, `reduce`, ... are the standard game's. Functions are plain
 * closures: destructure them freely.
 *
 * @example
 * ```ts
 * import { createGame, type Game } from 'kiri-dice';
 * import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
 *
 * const game: Game = createGame({ rules: defineRules({ ...standardRulesSpec, name: 'to 3', targetPoints: 3 }) });
 * const { createMatch, reduce } = game; // plain closures
 * console.log(reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }).phase); // => 'accepting'
 * ```
 */
export interface Game<Id extends string = CombinationId> {
  /** The rules this game plays by. */
  readonly rules: Rules<Id>;
  /** The generator that seeds matches and rolls when an action brings no dice. */
  readonly rng: RandomGenerator;
  /** Starts a match, seeding this game's generator; see the top-level `createMatch`. */
  readonly createMatch: (options?: MatchOptions) => MatchState<Id>;
  /** Plays an action under these rules; see the top-level `reduce`. */
  readonly reduce: (state: MatchState<Id>, action: Action) => MatchState<Id>;
  /** Checks an action as `reduce` would; see the top-level `validateAction`. */
  readonly validateAction: (state: MatchState<Id>, action: unknown) => KiriError | null;
  /** What the rules allow now; see the top-level `legalActions`. */
  readonly legalActions: (state: MatchState<Id>) => readonly SeatAction[];
  /** The stakes allowed now; see the top-level `stakeRange`. */
  readonly stakeRange: (state: MatchState<Id>) => StakeRange | null;
  /** Whose turn it is, or `null` once the match is over; see the top-level `playerToAct`. */
  readonly playerToAct: (state: MatchState<Id>) => Seat | null;
  /**
   * Checks a stored state against these rules and this generator; see the top-level
   * `parseMatchState`.
   */
  readonly parseMatchState: (json: unknown) => MatchState<Id>;
  /** Classifies two dice under these rules. */
  readonly classifyRoll: (a: number, b: number) => Combination<Id>;
}

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'createGame');
/** A user's generator, checked on trial before any match: its fields, one seeding and one draw. */
function checkGenerator(rng: unknown): readonly [RandomGenerator, number] {
  const { name, seed, next } = fields(fail, rng, 'options.rng', ['name', 'seed', 'next']);
  if (typeof name !== 'string' || typeof seed !== 'function' || typeof next !== 'function') {
    fail('options.rng', 'a generator { name, seed(n), next(state) } (see RandomGenerator)', rng);
  }
  const user = Object.freeze({ name, seed, next }) as RandomGenerator;
  const first: unknown = calling('INVALID_OPTIONS', 'createGame: options.rng.seed(0)', () =>
    user.seed(0),
  );
  const length = Array.isArray(first) ? first.length : 0;
  if (length < 1 || length > MAX_RNG_WORDS)
    fail('options.rng.seed(0)', `an array of 1 to ${MAX_RNG_WORDS} whole numbers`, first);
  // The same checks as every later seeding and draw (see checkedGenerator), named after createGame.
  const trial = checkedGenerator(user, length, 'createGame', 'createGame', 'options.rng.');
  trial.next(trial.seed(0));
  return [user, length];
}

/** The context of a game: the built-in generator as it is, a user's with every output checked. */
function contextOf(
  rules: Rules,
  rng: RandomGenerator,
  length: number,
  own: WeakSet<object> | null,
): GameContext {
  // Stryker disable next-line ConditionalExpression: `rng === sfc32` forced false wraps sfc32
  // passed as an option and checks it like a user's generator: the same draws, more slowly.
  if (rng === sfc32) return sfc32Context(rules, own);
  const checked = checkedGenerator(rng, length, 'createMatch', 'reduce');
  return makeContext(rules, checked, drawWith(checked), length, own);
}

/**
 * Builds a variant of Kiri: house rules, another random generator, or both.
 *
 * Matches carry no rules; a state must be played by the game that created it. Every function
 * of the game checks the states it is given against its rules and its generator, as the
 * top-level ones do for the standard game.
 *
 * @param options - `rules` from `defineRules`, a `rng` and `remember` (all optional)
 * @returns a {@link Game} whose functions all use those rules and that generator
 * @throws {@link KiriError} `INVALID_OPTIONS` when an option is malformed; `INVALID_RULES` when
 * `rules` did not come from `defineRules`
 * @example
 * ```ts
 * const fastGame = createGame({ rules: defineRules({ ...standardRulesSpec, targetPoints: 2 }) });
 * let state = fastGame.createMatch({ seed: 1 });
 * state = fastGame.reduce(state, { type: 'bet', player: 0, amount: 5 });
 * ```
 */
export function createGame<Id extends string = CombinationId>(
  options: GameOptions<Id> = {},
): Game<Id> {
  return guarded('INVALID_OPTIONS', 'createGame', 'options', () => build(options));
}

function build<Id extends string>(options: GameOptions<Id>): Game<Id> {
  const given = fields(fail, options, 'options', ['rules', 'rng', 'remember']);
  const rules =
    given['rules'] === undefined
      ? (standardRules as Rules as Rules<Id>)
      : rulesOf(given['rules'] as Rules<Id>, 'createGame', 'options.rules');
  const [rng, length] = given['rng'] === undefined ? [sfc32, 4] : checkGenerator(given['rng']);
  const remember = oneOf(fail, given['remember'] ?? 'last', 'options.remember', [
    'last',
    'all',
  ] as const);
  const ctx = contextOf(rules, rng, length, remember === 'all' ? new WeakSet() : null);
  return Object.freeze({
    rules,
    rng,
    createMatch: (matchOptions?: MatchOptions) =>
      createMatchWith(ctx, matchOptions) as MatchState<Id>,
    reduce: (state: MatchState<Id>, action: Action) =>
      reduceWith(ctx, state, action) as MatchState<Id>,
    validateAction: (state: MatchState<Id>, action: unknown) =>
      validateActionWith(ctx, state, action),
    legalActions: (state: MatchState<Id>) => legalActionsWith(ctx, state),
    stakeRange: (state: MatchState<Id>) => stakeRangeWith(ctx, state),
    playerToAct: (state: MatchState<Id>) => playerToActWith(ctx, state),
    parseMatchState: (json: unknown) => parseMatchStateWith(ctx, json) as MatchState<Id>,
    classifyRoll: (a: number, b: number) => classifyRoll(a, b, rules),
  });
}
