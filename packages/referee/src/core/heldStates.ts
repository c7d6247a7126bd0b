// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Action, MatchState } from 'kiri-dice';
import { STATES_KEPT, type ParsedStatesGame } from './parsedStates.js';
import type { StoredChange } from './Store.js';

/** The state this process holds of each match it served last: see {@link createHeldStates}. */
export interface HeldStates {
  /**
   * Holds `state` as match `id`'s at `version`: a state this game's `reduce` made, or its
   * `parseMatchState` checked.
   */
  readonly hold: (id: string, version: number, state: MatchState<string>) => void;
  /**
   * Plays `change`, another process's move, on the state held of match `id` at the version
   * before it. A match held at another version, or a move that does not play, is let go: its
   * next read parses its stored state in full.
   */
  readonly advance: (id: string, change: StoredChange) => void;
}

/**
 * The states of the matches this process serves, each at its version, so that another
 * process's move is played here with `reduce` (a few µs) rather than its stored state parsed
 * and checked again (about 60 µs, twice or more a move when the players talk to two processes).
 *
 * The state a move makes is kept by its JSON text (`game.keep`), as the state of a move played
 * here is: a read of the match finds it only when the stored text is that text byte for byte.
 * So every state the referee uses is still one that `reduce` made or that `parseMatchState`
 * checked, and a stored state that is not the one its moves make (a forgery in the database)
 * is parsed and checked in full, as before. At most `kept` matches are held.
 */
export function createHeldStates(game: ParsedStatesGame, kept: number = STATES_KEPT): HeldStates {
  let held = new Map<string, { readonly version: number; readonly state: MatchState<string> }>();
  const hold = (id: string, version: number, state: MatchState<string>) => {
    if (held.size >= kept && !held.has(id)) held = new Map();
    held.set(id, { version, state });
  };
  return {
    hold,
    advance: (id, change) => {
      const before = held.get(id);
      if (before === undefined) return;
      const next =
        before.version === change.version - 1 ? played(game, before.state, change.move) : null;
      if (next === null) held.delete(id);
      else hold(id, change.version, next);
    },
  };
}

/**
 * The state `move` (a recorded move's JSON) makes from `state`, kept by its text; `null` when
 * it is not JSON or the rules refuse it. A roll is played with the dice it recorded.
 */
function played(
  game: ParsedStatesGame,
  state: MatchState<string>,
  move: string,
): MatchState<string> | null {
  let action: unknown = null;
  try {
    action = JSON.parse(move);
  } catch {
    // Not JSON: played as `null`, which `reduce` refuses as it refuses any value not a move.
  }
  // `reduce` checks any value as an action: one that is not comes back as the state's error.
  const next = game.reduce(state, withoutDrawn(action) as Action);
  if (next.error !== null) return null;
  game.keep(JSON.stringify(next), next);
  return next;
}

/** A recorded roll as its action: the referee rolls every die, so the dice are the action's. */
function withoutDrawn(move: unknown): unknown {
  if (typeof move !== 'object' || move === null || !('drawn' in move)) return move;
  const { drawn: _, ...action } = move as Record<string, unknown>;
  return action;
}
