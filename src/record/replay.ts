// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import { runRecord } from './runRecord.js';

/**
 * Replays a record: every state of its match, from the first one to the last, each deep-equal
 * to the state the live match had (the generator's words included).
 *
 * Nothing in a record is taken on trust. A roll recorded as drawn must be the roll the seed
 * draws at that point, so a forged roll cannot hide in a record; every move must be one the
 * rules allow when it is played; the record must have format 1 and no field the format does
 * not have. Anything else is refused, naming the move, never replayed wrongly.
 *
 * @param record - a {@link MatchRecord}, or any value read from storage or the network
 * @returns the states: the first (before any move), then one after each move
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` naming the place (the move's index, its
 * round and roll) and the reason
 * @example
 * ```ts
 * import { play, replay, startRecord } from 'kiri-dice/record';
 *
 * const match = play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * console.log(replay(match.record).map((s) => s.phase)); // => ['betting', 'accepting']
 * console.log(replay(JSON.parse(JSON.stringify(match.record))).at(-1)); // => match.state
 * ```
 */
export function replay(record: unknown): readonly MatchState<string>[] {
  const states: MatchState<string>[] = [];
  const { first } = runRecord('replay', record, (_, next) => {
    states.push(next);
  });
  states.unshift(first);
  return Object.freeze(states);
}
