/**
 * kiri-dice/record: match records. Play a match with its history (`startRecord`, `play`,
 * `undo`), replay a record exactly, proving every roll the built-in generator made (`replay`,
 * `resumeRecord`), and write and read it in a notation people can read (`formatRecord`,
 * `parseRecord`).
 *
 * A separate entry point, so that games which keep no history do not ship it.
 *
 * ```ts
 * import { formatRecord, play, startRecord, undo } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 'table-7' });
 * match = play(match, { type: 'bet', player: 0, amount: 10 });
 * match = undo(match); // back to the bet
 * console.log(formatRecord(match.record).split('\n').slice(0, 2)); // => ['format 1', 'seed 728823507']
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/record
 */
export type {
  MatchRecord,
  RecordedCombination,
  RecordedMove,
  RecordedRoll,
  RecordedRules,
  RecordStart,
} from './MatchRecord.js';
export type { FairReveal, FairRounds } from './FairRounds.js';
export type { RecordedMatch } from './RecordedMatch.js';
export type { RecordStep } from './RecordStep.js';
export type { RecordEnd } from './parseRecord.js';
export type { TextSource } from './textLines.js';
export { formatRecord } from './formatRecord.js';
export { parseRecord } from './parseRecord.js';
export { play } from './play.js';
export { readRecordSteps } from './readRecordSteps.js';
export { recordWriter, type RecordWriter } from './recordWriter.js';
export { replay } from './replay.js';
export { replaySteps } from './replaySteps.js';
export { resumeRecord } from './resumeRecord.js';
export { startRecord, type RecordOptions } from './startRecord.js';
export { undo } from './undo.js';
