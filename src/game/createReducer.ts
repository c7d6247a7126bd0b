// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Action } from './Action.js';
import type { CombinationId } from './Combination.js';
import type { MatchState } from './MatchState.js';
import { createGame, type GameOptions } from './createGame.js';

/**
 * Returns a `reduce` bound to house rules and/or another random generator.
 *
 * A shorthand for `createGame(options).reduce`; use `createGame` when you also need the matching
 * `createMatch` (a custom generator must seed the matches it plays).
 *
 * @param options - `rules` from `defineRules` and a `rng` (both optional)
 * @returns a pure `(state, action) => state` reducer
 * @throws {@link KiriError} `INVALID_OPTIONS` when an option is malformed; `INVALID_RULES` when
 * `rules` did not come from `defineRules`
 * @example
 * ```ts
 * const reducer = createReducer({ rules: myRules });
 * const [state, dispatch] = useReducer(reducer, undefined, () => createMatch({ seed: 1 }));
 * ```
 */
export function createReducer<Id extends string = CombinationId>(
  options?: GameOptions<Id>,
): (state: MatchState<Id>, action: Action) => MatchState<Id> {
  return createGame(options).reduce;
}
