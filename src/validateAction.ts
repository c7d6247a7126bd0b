import type { Action } from './Action.js';
import { KiriError } from './KiriError.js';
import type { MatchState } from './MatchState.js';
import { assertState } from './internal/assertState.js';
import { checkAction } from './internal/checkAction.js';
import { readAction } from './internal/readAction.js';

/** @internal Checks an action exactly as `reduce` does. */
export function validateActionWith(state: MatchState, action: unknown): KiriError | null {
  assertState(state, 'validateAction');
  const read = readAction(action);
  const error = 'code' in read ? read : checkAction(state, read);
  return error === null ? null : new KiriError(error.code, error.message);
}

/**
 * Tells whether `reduce` would accept an action, without playing it.
 *
 * Servers use it to answer a client before applying the move; UIs use it to grey out buttons.
 *
 * @param state - the current state
 * @param action - the action to check (any value; nothing is thrown for a bad one)
 * @returns `null` when the action would be accepted, otherwise the {@link KiriError} that
 * `reduce` would report (with the same `code` and `message`)
 * @example
 * ```ts
 * const state = createMatch({ seed: 1 });
 * validateAction(state, { type: 'roll', player: 1 })?.code; // 'WRONG_PHASE'
 * validateAction(state, { type: 'bet', player: 0, amount: 5 }); // null
 * ```
 */
export function validateAction(state: MatchState, action: Action): KiriError | null {
  return validateActionWith(state, action);
}
