import { KiriError } from '../KiriError.js';
import type { MatchState } from '../MatchState.js';
import { describe } from './describe.js';

/**
 * Throws when a caller passes something that is plainly not a state (Redux's first call passes
 * `undefined`). Deeper checks belong to `parseMatchState`, at the trust boundary.
 */
export function assertState(state: unknown, caller: string): asserts state is MatchState {
  if (typeof state !== 'object' || state === null || typeof (state as { phase?: unknown }).phase !== 'string') {
    throw new KiriError(
      'INVALID_STATE',
      `${caller}: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got ${describe(state)}`,
    );
  }
}
