// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchState } from '../game/MatchState.js';
import { parseMatchStateWith } from './parseState.js';
import type { GameContext } from './GameContext.js';
import { describe } from '../guard/describe.js';
import { recent } from './recent.js';

/**
 * The state a function of a game reads: the state the game returned last (see `recent`), or one
 * of its own states when it keeps them all (`GameContext.own`), as it is, and any other the
 * trusted copy `parseMatchState`'s parser (`parseState`) makes of it. So every function takes
 * exactly the states `parseMatchState` accepts, and names the first bad field of any other.
 *
 * @throws {@link KiriError} `INVALID_STATE`, with `caller` at the start of the message
 */
export function readState(ctx: GameContext, state: unknown, caller: string): MatchState<string> {
  // Only parseMatchState reads JSON text: anywhere else a string is a mistake. Checked first, so
  // that nothing compares equal to the empty cache.
  if (typeof state !== 'object' || state === null) {
    throw new KiriError(
      'INVALID_STATE',
      `${caller}: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got ${describe(state)}`,
    );
  }
  const known = recent.ctx;
  // The odds' context takes the states of every game of its rules.
  if (state === recent.state && (ctx === known || (ctx.rng === null && ctx.rules === known!.rules)))
    return recent.state;
  // A WeakSet look-up only past the last state: a match played step by step never comes here.
  if (ctx.own?.has(state)) return state as MatchState<string>;
  return parseMatchStateWith(ctx, state, caller);
}
