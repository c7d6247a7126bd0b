import type { Game } from '../../createGame.js';
import type { MatchState } from '../../MatchState.js';

/** How many parsed states the referee keeps by default: past it, the memory starts again. */
export const STATES_KEPT = 4096;

/**
 * `game` with a memory of the states its `parseMatchState` made, by their JSON text: the
 * referee reads a match's stored state for every view it answers (a long poll's answer, an
 * event, a reveal), several times a move, and one text always parses to one state (a state is
 * deeply frozen and the parser is pure), so each text is parsed once. The referee gives it only
 * the text its store keeps (a value that is not text would be remembered by identity). At most
 * `kept` states are kept.
 */
export function withParsedStates(game: Game<string>, kept: number = STATES_KEPT): Game<string> {
  let states = new Map<unknown, MatchState<string>>();
  const parseMatchState = (json: unknown): MatchState<string> => {
    let state = states.get(json);
    if (state === undefined) {
      state = game.parseMatchState(json);
      if (states.size >= kept) states = new Map();
      states.set(json, state);
    }
    return state;
  };
  return Object.freeze({ ...game, parseMatchState });
}
