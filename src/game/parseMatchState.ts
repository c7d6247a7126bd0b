// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from './MatchState.js';
import { parseMatchStateWith } from '../engine/parseState.js';
import { standardContext } from '../engine/standardContext.js';

/**
 * Checks a state that came from storage or the network and returns a trusted copy.
 *
 * Checks every field's type and range, the phase's invariants (who bets, who rolls, the pot),
 * that chips plus pot equal `totalChips`, that the last round agrees with the rules and with the
 * roll that ended it, and that nothing else is present: `__proto__` or `constructor` keys and
 * non-plain objects never get through. Only own data properties are read, arrays by index: no
 * getter, iterator or `toJSON` of the input is ever called. The result is built afresh and
 * deeply frozen; nothing of the input is kept.
 *
 * @param json - a state object, or its JSON text
 * @returns an equal, deeply frozen {@link MatchState}
 * @throws {@link KiriError} `INVALID_STATE` naming the first bad field
 * @example
 * ```ts
 * const saved = JSON.stringify(createMatch({ seed: 1 }));
 * const state = parseMatchState(saved); // or parseMatchState(JSON.parse(saved))
 * ```
 */
export function parseMatchState(json: unknown): MatchState {
  return parseMatchStateWith(standardContext(), json) as MatchState;
}
