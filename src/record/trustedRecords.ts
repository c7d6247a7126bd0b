// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchRecord } from './MatchRecord.js';

/**
 * The records this module built itself (deeply frozen, every move rebuilt from a replay), known
 * by identity: `play` and `undo` take them as they are, and replay any other record first, so
 * that no value of a caller's ever reaches a record they return.
 */
const trusted = /* @__PURE__ */ new WeakSet<MatchRecord>();

/** Marks a record this module built and froze, and returns it. */
export function trust(record: MatchRecord): MatchRecord {
  trusted.add(record);
  return record;
}

/** Whether `record` is one this module built (and so needs no replay). */
export function isTrusted(record: unknown): record is MatchRecord {
  // A WeakSet holds no primitive: it answers false for one, as for any object it does not hold.
  return trusted.has(record as MatchRecord);
}
