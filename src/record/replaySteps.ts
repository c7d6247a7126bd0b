// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { RecordEnd } from './parseRecord.js';
import type { RecordStep } from './RecordStep.js';
import { runRecordSteps } from './runRecord.js';

/**
 * Replays a record's JSON value move by move, as `replay` does, giving out each move with the
 * states before and after it instead of keeping them: a tool that reads a long record (a
 * verifier, a reviewer, a printer) holds one state at a time, and may stop between two moves.
 * The moves may come apart from the record, one at a time, as a reader of a large file gives
 * them: then `record.moves` must be an array, and is not read.
 *
 * @param record - the record, as `JSON.parse` gives it (a {@link MatchRecord})
 * @param moves - the record's moves, when they do not come in `record.moves`
 * @returns a generator of the moves, then of the record's rules, start and last state
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` from the generator, at the first move that
 * does not replay, or at once for a record whose header is not valid, naming `replaySteps`
 * @example
 * ```ts
 * import { play, replaySteps, startRecord } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 1 });
 * match = play(match, { type: 'bet', player: 0, amount: 10 });
 * match = play(match, { type: 'accept', player: 1 });
 * const phases: string[] = [];
 * for (const { after } of replaySteps(JSON.parse(JSON.stringify(match.record)))) phases.push(after.phase);
 * console.log(phases); // => ['accepting', 'rolling']
 * ```
 */
export function* replaySteps(
  record: unknown,
  moves?: Iterable<unknown>,
): Generator<RecordStep, RecordEnd, undefined> {
  const { rules, start, rounds, last } = yield* runRecordSteps('replaySteps', record, moves);
  return { rules, start, rounds, last };
}
