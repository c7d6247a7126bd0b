// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from './KiriError.js';
import type { MatchState } from './MatchState.js';
import type { GameContext } from '../engine/GameContext.js';
import { checkAction } from '../engine/checkAction.js';
import { readAction } from '../engine/readAction.js';
import { readState } from '../engine/readState.js';
import { standardContext } from '../engine/standardContext.js';

/** @internal Checks an action exactly as the reducer of the game described by `ctx` does. */
export function validateActionWith(
  ctx: GameContext,
  state: unknown,
  action: unknown,
): KiriError | null {
  const s = readState(ctx, state, 'validateAction');
  const read = readAction(action);
  const error = 'code' in read ? read : checkAction(s, read);
  return error === null ? null : new KiriError(error.code, error.message);
}

/**
 * Tells whether `reduce` would accept an action, without playing it.
 *
 * Servers use it to answer a client before applying the move (the action can be any value, such
 * as a request's parsed body: no `as Action` needed); UIs use it to grey out buttons.
 *
 * @param state - the current state
 * @param action - the action to check (any value; nothing is thrown for a bad one)
 * @returns `null` when the action would be accepted, otherwise the {@link KiriError} that
 * `reduce` would report (with the same `code` and `message`)
 * @throws {@link KiriError} `INVALID_STATE` when `state` is not a valid state, as `reduce` does
 * @example
 * ```ts
 * const state = createMatch({ seed: 1 });
 * console.log(validateAction(state, { type: 'roll', player: 1 })?.code); // => 'WRONG_PHASE'
 * console.log(validateAction(state, { type: 'bet', player: 0, amount: 5 })); // => null
 * console.log(validateAction(state, JSON.parse('{"type":"bet","player":0,"amount":5}'))); // => null
 * ```
 */
export function validateAction(state: MatchState, action: unknown): KiriError | null {
  return validateActionWith(standardContext(), state, action);
}
