// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { ParsedStatesGame } from './parsedStates.js';
import type { StoredMatch } from './Store.js';
import type { MatchView } from './MatchView.js';
import type { RefereeAnswer } from './RefereeReply.js';
import { answerOf } from './reply.js';
import { viewOf } from './viewOf.js';
import type { MatchTimeouts } from './expiresAt.js';
import type { HeldStates } from './heldStates.js';

/** How many views the referee keeps by default: past it, the memory starts again. */
export const VIEWS_KEPT = 4096;

/** The answer of a stored match's view, with its JSON text. */
export type Views = (match: StoredMatch) => RefereeAnswer<MatchView>;

/**
 * A memory of the views the referee answered, by match and step: every change of a match (a
 * seat, a seed, a move) is a new step, and each step's view is the same for every reader (but
 * for its expiry, which the clock decides: a view that expired is another), so its JSON is
 * written once however many long polls and event streams read it (two or more a move).
 * The views are made from what the store keeps, never from a request; a view is kept with the
 * state text it was made from and made again if the store shows another. At most `kept` are kept.
 * Each state a view is made of is `held` as its match's newest, at the view's version.
 */
export function createViews(
  game: ParsedStatesGame,
  timeouts: MatchTimeouts,
  held: HeldStates,
  kept: number = VIEWS_KEPT,
): Views {
  let views = new Map<
    string,
    { readonly state: string; readonly view: RefereeAnswer<MatchView> }
  >();
  return (match) => {
    const state = game.parseMatchState(match.state);
    // The newest state of a match served here: another process's next move is played on it.
    held.hold(match.id, match.version, state);
    const made = viewOf(match, state, timeouts);
    // A match that expires keeps its step: its view changes all the same.
    const key = `${match.id} ${made.step} ${made.expired}`;
    const known = views.get(key);
    if (known?.state === match.state) return known.view;
    const view = answerOf(200, made, viewText(made, game.textOf(made.state)));
    if (views.size >= kept) views = new Map();
    views.set(key, { state: match.state, view });
    return view;
  };
}

/**
 * `JSON.stringify(view)`, with the state's text `state` written in, not written again: the state
 * is most of a view, and its text is known from the move that made it.
 */
function viewText(view: MatchView, state: string): string {
  const text = JSON.stringify({ ...view, state: 0 });
  // The first such key is the view's own: id, version and step come before it, and no string
  // of JSON holds an unescaped quote.
  const at = text.indexOf('"state":0') + '"state":'.length;
  return `${text.slice(0, at)}${state}${text.slice(at + 1)}`;
}
