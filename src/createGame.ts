import type { Action } from './Action.js';
import type { Combination } from './Combination.js';
import type { KiriError } from './KiriError.js';
import type { MatchState } from './MatchState.js';
import type { Rules } from './Rules.js';
import { classifyRoll } from './classifyRoll.js';
import { createMatchWith, type MatchOptions } from './createMatch.js';
import { legalActions } from './legalActions.js';
import { parseMatchStateWith } from './parseMatchState.js';
import { reduceWith } from './reduce.js';
import type { RandomGenerator } from './rng/RandomGenerator.js';
import { isWhole } from './internal/isWhole.js';
import { sfc32 } from './rng/sfc32.js';
import { stakeRange, type StakeRange } from './stakeRange.js';
import { standardRules } from './standardRules.js';
import { validateActionWith } from './validateAction.js';
import { makeContext } from './internal/GameContext.js';
import { failure, fields, type Fail } from './internal/check.js';

/**
 * Options of `createGame` and `createReducer`.
 *
 * @example
 * ```ts
 * import { createGame, sfc32, type GameOptions } from 'kiri-dice';
 * import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
 *
 * const options: GameOptions = { rules: defineRules({ ...standardRulesSpec, name: 'to 3', targetPoints: 3 }), rng: sfc32 };
 * createGame(options).rules.targetPoints; // => 3
 * ```
 */
export interface GameOptions<Id extends string = string> {
  /** The rules, from `defineRules` (default: `standardRules`). */
  readonly rules?: Rules<Id>;
  /** The random generator (default: `sfc32`). */
  readonly rng?: RandomGenerator;
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
 * reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }).phase; // => 'accepting'
 * ```
 */
export interface Game<Id extends string = string> {
  /** The rules this game plays by. */
  readonly rules: Rules<Id>;
  /** The generator that seeds matches and rolls when an action brings no dice. */
  readonly rng: RandomGenerator;
  /** Starts a match, seeding this game's generator; see the top-level `createMatch`. */
  readonly createMatch: (options?: MatchOptions) => MatchState;
  /** Plays an action under these rules; see the top-level `reduce`. */
  readonly reduce: (state: MatchState, action: Action) => MatchState;
  /** Checks an action as `reduce` would; see the top-level `validateAction`. */
  readonly validateAction: (state: MatchState, action: Action) => KiriError | null;
  /** What the rules allow now; see the top-level `legalActions`. */
  readonly legalActions: (state: MatchState) => Action[];
  /** The stakes allowed now; see the top-level `stakeRange`. */
  readonly stakeRange: (state: MatchState) => StakeRange | null;
  /** Checks a stored state against these rules and this generator; see the top-level `parseMatchState`. */
  readonly parseMatchState: (json: unknown) => MatchState;
  /** Classifies two dice under these rules. */
  readonly classifyRoll: (a: number, b: number) => Combination<Id>;
}

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'createGame');

function checkGenerator(rng: unknown): RandomGenerator {
  const { name, seed, next } = fields(fail, rng, 'options.rng', ['name', 'seed', 'next']);
  if (typeof name !== 'string' || typeof seed !== 'function' || typeof next !== 'function') {
    fail('options.rng', 'a generator { name, seed(n), next(state) } (see RandomGenerator)', rng);
  }
  // A trial seeding catches a generator whose state JSON cannot carry, before any match.
  const state: unknown = seed(0);
  if (!Array.isArray(state) || !state.length || !state.every((n) => isWhole(n, -2147483648, 4294967295))) {
    fail('options.rng.seed(0)', 'a non-empty array of whole numbers from -2147483648 to 4294967295', state);
  }
  return rng as RandomGenerator;
}

/**
 * Builds a variant of Kiri: house rules, another random generator, or both.
 *
 * Matches carry no rules; a state must be played by the game that created it.
 *
 * @param options - `rules` from `defineRules` and a `rng` (both optional)
 * @returns a {@link Game} whose functions all use those rules and that generator
 * @throws {@link KiriError} `INVALID_OPTIONS` when an option is malformed
 * @example
 * ```ts
 * const fastGame = createGame({ rules: defineRules({ ...standardRulesSpec, targetPoints: 2 }) });
 * let state = fastGame.createMatch({ seed: 1 });
 * state = fastGame.reduce(state, { type: 'bet', player: 0, amount: 5 });
 * ```
 */
export function createGame<Id extends string = string>(options: GameOptions<Id> = {}): Game<Id> {
  const given = fields(fail, options, 'options', ['rules', 'rng']);
  const rules = (given['rules'] === undefined ? standardRules : given['rules']) as Rules<Id>;
  if ((rules as Partial<Rules> | null)?.table?.length !== 64) fail('options.rules', 'rules from defineRules()', rules);
  const rng = given['rng'] === undefined ? sfc32 : checkGenerator(given['rng']);
  const ctx = makeContext(rules, rng);
  return Object.freeze({
    rules,
    rng,
    createMatch: (matchOptions?: MatchOptions) => createMatchWith(ctx, matchOptions),
    reduce: (state: MatchState, action: Action) => reduceWith(ctx, state, action),
    validateAction: (state: MatchState, action: Action) => validateActionWith(state, action),
    legalActions,
    stakeRange,
    parseMatchState: (json: unknown) => parseMatchStateWith(ctx, json),
    classifyRoll: (a: number, b: number) => classifyRoll(a, b, rules),
  });
}
