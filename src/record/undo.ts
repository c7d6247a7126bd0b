// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, guarded, whole, type Fail } from '../guard/check.js';
import type { RecordedMatch } from './RecordedMatch.js';
import { readMatch } from './readMatch.js';
import { roundsUpTo } from './recordedRounds.js';
import { recordOf } from './recordOf.js';
import { trustedRecord } from './rebuildRecord.js';
import { runRecord } from './runRecord.js';
import { trust } from './trustedRecords.js';

/** The name each of undo's messages begins with. */
const UNDO = 'undo';
const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', UNDO);

/**
 * Takes back the last `n` accepted actions: the match as it was before them, generator and all.
 *
 * The state is rebuilt by replaying the record without those moves, so after `undo` the next
 * roll without dice draws the same dice as it did before: a record replays exactly only if
 * every drawn roll is the one the seed draws there. An app that wants fresh dice after an undo
 * rolls them itself and passes them in the action (`{ type: 'roll', player, dice }`); the record
 * marks them as given. Rebuilding costs a replay of the moves kept (about a microsecond each).
 * A record this module did not return is first replayed in full and rebuilt, as `play` does:
 * the record returned holds only moves made again from the replay, never the caller's objects.
 * A record with fresh values each round (`rounds`) loses the reveals of the rounds taken back.
 *
 * @param match - a match from `startRecord`, `play`, `undo` or `resumeRecord`
 * @param n - how many accepted actions to take back, from 0 to the number recorded (default 1)
 * @returns the earlier match, deeply frozen, with `error` cleared
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` when `n` is out of range;
 * `INVALID_RECORD` when `match` is not a recorded match
 * @example
 * ```ts
 * import { play, startRecord, undo } from 'kiri-dice/record';
 *
 * let match = play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 });
 * match = play(match, { type: 'accept', player: 1 });
 * const rolled = play(match, { type: 'roll', player: 1 });
 * const again = play(undo(rolled), { type: 'roll', player: 1 });
 * console.log(again.state.lastRoll?.dice); // => rolled.state.lastRoll?.dice
 * console.log(undo(rolled, 3).record.moves); // => []
 * ```
 */
export function undo<Id extends string>(match: RecordedMatch<Id>, n = 1): RecordedMatch<Id> {
  const record = guarded('INVALID_RECORD', UNDO, 'match', () =>
    trustedRecord(UNDO, readMatch(failure('INVALID_RECORD', UNDO), match).record),
  );
  const count = record.moves.length - whole(fail, n, 'n', 0, record.moves.length);
  const moves = record.moves.slice(0, count);
  let accepted = 0;
  const { last } = runRecord(
    UNDO,
    recordOf(record.rules, record.start, moves, null),
    (prev, next) => {
      // Stryker disable next-line ConditionalExpression: a decline or a timeout ends the match,
      // so a kept part that counts one has every move and keeps every reveal all the same.
      if (prev.phase === 'accepting' && next.phase === 'rolling') accepted++;
    },
  );
  const rounds = roundsUpTo(record.rounds, accepted);
  const kept = trust(recordOf(record.rules, record.start, moves, rounds));
  return Object.freeze({ state: last, record: kept }) as RecordedMatch<Id>;
}
