// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Game, MatchState } from 'kiri-dice';

/** How many parsed states the referee keeps by default: past it, the memory starts again. */
export const STATES_KEPT = 4096;

/** A game that remembers its states by their JSON text: see {@link withParsedStates}. */
export interface ParsedStatesGame extends Game<string> {
  /**
   * Remembers `state`, which this game's `reduce` returned, as the state of `text`, its JSON
   * (any other state is not remembered); returns `text`.
   */
  readonly keep: (text: string, state: MatchState<string>) => string;
  /** The JSON text of `state` (`JSON.stringify`'s), written once for each state it remembers. */
  readonly textOf: (state: MatchState<string>) => string;
}

/**
 * `game` with a memory of its states by their JSON text: the referee reads a match's stored
 * state for every move and every view it answers (a long poll's answer, an event, a reveal),
 * and one text always means one state (a state is deeply frozen and the parser is pure), so
 * each text is parsed once, and the state a move makes is known by its text at once (`keep`).
 * The referee gives it only the text its store keeps (a value that is not text would be
 * remembered by identity). At most `kept` states are kept.
 *
 * `game` is made with `remember: 'all'` (see `createReferee`), so that the engine does not check
 * again a state it checked when it made it: a referee plays many matches at once, and hands
 * each one's state back after others'. Any other state is checked as `game` checks it.
 */
export function withParsedStates(game: Game<string>, kept: number = STATES_KEPT): ParsedStatesGame {
  let states = new Map<unknown, MatchState<string>>();
  const known = new WeakSet<MatchState<string>>();
  const texts = new WeakMap<MatchState<string>, string>();
  const remember = (text: unknown, state: MatchState<string>) => {
    if (states.size >= kept) states = new Map();
    states.set(text, state);
  };
  const parseMatchState = (json: unknown): MatchState<string> => {
    let state = states.get(json);
    if (state === undefined) {
      known.add((state = game.parseMatchState(json)));
      remember(json, state);
    }
    return state;
  };
  const keep = (text: string, state: MatchState<string>) => {
    if (known.has(state)) {
      remember(text, state);
      texts.set(state, text);
    }
    return text;
  };
  const textOf = (state: MatchState<string>) => {
    let text = texts.get(state);
    if (text === undefined) {
      text = JSON.stringify(state);
      if (known.has(state)) texts.set(state, text);
    }
    return text;
  };
  return Object.freeze({
    ...game,
    parseMatchState,
    keep,
    textOf,
    reduce: (state: MatchState<string>, action: Parameters<Game<string>['reduce']>[1]) => {
      const next = game.reduce(state, action);
      known.add(next);
      return next;
    },
  });
}
