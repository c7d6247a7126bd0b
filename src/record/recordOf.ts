// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { FairRounds } from './FairRounds.js';
import type { MatchRecord, RecordedMove, RecordedRules, RecordStart } from './MatchRecord.js';

/** The fields a record may have: `rounds` only with fresh values each round. */
export const RECORD_FIELDS: readonly string[] = ['format', 'rules', 'start', 'moves', 'rounds'];

/**
 * A record of checked parts, frozen, with the seats' values only when it has them: a record of
 * one seed has no `rounds` field at all, so that its JSON stays as it always was.
 */
export function recordOf(
  rules: RecordedRules | 'standard',
  start: RecordStart,
  moves: readonly RecordedMove[],
  rounds: FairRounds | null,
): MatchRecord {
  const frozen = Object.freeze(moves);
  return Object.freeze(
    rounds === null
      ? { format: 1, rules, start, moves: frozen }
      : { format: 1, rules, start, moves: frozen, rounds },
  );
}
