// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { ActionError, MatchState, OverState } from '../game/MatchState.js';
import { describe } from '../guard/describe.js';
import { isWhole } from '../guard/isWhole.js';
import type { ReadAction } from './readAction.js';
import { turnOf } from './turnOf.js';

/** Says what the match waits for, in the words an error message needs. */
function waitingFor(s: Exclude<MatchState<string>, OverState<string>>): string {
  return s.phase === 'betting'
    ? `waiting for player ${s.bettor} to bet`
    : s.phase === 'accepting'
      ? `waiting for player ${1 - s.bettor} to accept or decline ${s.stake} chips`
      : `waiting for player ${s.roller} to roll`;
}

/**
 * Checks a well-formed action against the state, in the documented order:
 * MATCH_OVER, WRONG_PHASE, NOT_YOUR_TURN, then INVALID_STAKE or INVALID_DICE. A timeout is
 * refused only once the match is over; a halt, then too, and while a bet waits for its answer.
 */
export function checkAction(s: MatchState<string>, action: ReadAction): ActionError | null {
  const { type, player } = action;
  if (s.phase === 'over') {
    return {
      code: 'MATCH_OVER',
      message: `cannot ${type}: the match is over; start a new one with createMatch()`,
    };
  }
  // A clock can run out for either seat whatever the phase: for the seat that was to act, or for
  // a seat that was to reveal its seed (which the engine does not see).
  if (type === 'timeout') return null;
  // A halt never cuts an offer short: the answer comes first.
  if (type === 'halt')
    return s.phase === 'accepting'
      ? {
          code: 'WRONG_PHASE',
          message: `cannot halt now: ${waitingFor(s)} first (a halt comes before a bet or during the rolls)`,
        }
      : null;
  // Compared rather than looked up in a table: a lookup keyed by four names is megamorphic in V8.
  if (s.phase !== (type === 'roll' ? 'rolling' : type === 'bet' ? 'betting' : 'accepting')) {
    return { code: 'WRONG_PHASE', message: `cannot ${type} now: ${waitingFor(s)}` };
  }
  if (player !== turnOf(s)) {
    return { code: 'NOT_YOUR_TURN', message: `player ${player} cannot ${type}: ${waitingFor(s)}` };
  }
  if (type === 'bet') {
    const max = Math.min(s.chips[0], s.chips[1]);
    if (!isWhole(action.amount, 1, max)) {
      return {
        code: 'INVALID_STAKE',
        message: `stake must be a whole number from 1 to ${max}, got ${describe(action.amount)}`,
      };
    }
  }
  if (typeof action.dice === 'string') {
    return {
      code: 'INVALID_DICE',
      message: `dice must be two whole numbers from 1 to 8, like [3, 5], got ${action.dice}`,
    };
  }
  return null;
}
