// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import type { MatchRecord, RecordedMove } from './MatchRecord.js';
import { moveOf } from './moveOf.js';
import { recordOf } from './recordOf.js';
import { runRecord } from './runRecord.js';
import { isTrusted, trust } from './trustedRecords.js';

/** A record replayed and rebuilt: the trusted copy, and the state after its last move. */
export interface RebuiltRecord {
  readonly record: MatchRecord;
  readonly last: MatchState<string>;
}

/**
 * Replays a stored record (refusing it as `replay` does, under `caller`'s name) and rebuilds
 * it from what the replay played: every move is made again from the states before and after
 * it, so that no object of the caller's (a Proxy, a getter, an array that changes) is kept.
 */
export function rebuildRecord(caller: string, value: unknown): RebuiltRecord {
  const moves: RecordedMove[] = [];
  const { rules, start, rounds, last } = runRecord(caller, value, (prev, next) => {
    moves.push(moveOf(prev, next));
  });
  const record = recordOf(rules, start, moves, rounds);
  return { record: trust(record), last };
}

/** `record` when this module built it, or else its rebuilt copy (see {@link rebuildRecord}). */
export function trustedRecord(caller: string, record: unknown): MatchRecord {
  return isTrusted(record) ? record : rebuildRecord(caller, record).record;
}
