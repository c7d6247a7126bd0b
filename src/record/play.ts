// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Action } from '../game/Action.js';
import { failure, guarded, type Fail } from '../guard/check.js';
import type { RecordedMatch } from './RecordedMatch.js';
import { moveOf } from './moveOf.js';
import { readMatch } from './readMatch.js';
import { recordOf } from './recordOf.js';
import { readRules } from './recordGame.js';
import { trustedRecord } from './rebuildRecord.js';
import { trust } from './trustedRecords.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_RECORD', 'play');

/**
 * Plays one action on a recorded match: the next state, and the record with the action added.
 *
 * The state is what `reduce` returns for the same action under the match's rules. A rejected
 * action is not recorded: the state carries `error` exactly as `reduce` sets it, and the record
 * stays the same. Pure: the match given is not changed (each move copies the list of moves).
 * A record that `startRecord`, `play`, `undo` or `resumeRecord` did not return (one read back
 * from JSON, say) is first replayed and rebuilt as `resumeRecord` does, refused as `replay`
 * refuses it: the record returned holds only moves this module made again from the replay.
 *
 * @param match - a match from `startRecord`, `play`, `undo` or `resumeRecord`
 * @param action - a bet, accept, decline or roll; a roll without dice draws them from the
 * match's generator, and the record says so
 * @returns the next match, deeply frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_STATE` when the state is not a valid state of
 * the match's rules (as `reduce`); `INVALID_RECORD` when `match` is not a recorded match
 * @example
 * ```ts
 * import { play, startRecord } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 1 });
 * match = play(match, { type: 'bet', player: 0, amount: 10 });
 * match = play(match, { type: 'accept', player: 1 });
 * match = play(match, { type: 'roll', player: 1 });
 * console.log(match.record.moves[2]); // => { type: 'roll', player: 1, dice: [4, 4], drawn: true }
 * console.log(play(match, { type: 'bet', player: 0, amount: 5 }).state.error?.code); // => 'WRONG_PHASE'
 * ```
 */
export function play<Id extends string>(
  match: RecordedMatch<Id>,
  action: Action,
): RecordedMatch<Id> {
  return guarded('INVALID_RECORD', 'play', 'match', () => {
    const read = readMatch(fail, match);
    const { state } = read;
    const record = trustedRecord('play', read.record);
    // Stryker disable next-line StringLiteral: the rules of a trusted record were read when it was
    // made, and trustedRecord rebuilds any other one, refusing bad rules under its own field name.
    const [, game] = readRules(fail, record.rules, 'match.record.rules');
    const next = game.reduce(state, action);
    if (next.error !== null) return Object.freeze({ state: next, record }) as RecordedMatch<Id>;
    const moves = [...record.moves, moveOf(state, next)];
    return Object.freeze({
      state: next,
      record: trust(recordOf(record.rules, record.start, moves, record.rounds ?? null)),
    }) as RecordedMatch<Id>;
  });
}
