// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchRecord } from './MatchRecord.js';
import { headerText, movesText, revealsText } from './recordText.js';
import { runRecord } from './runRecord.js';

/**
 * Writes a record in the notation of kiri-dice records, which people can read and `parseRecord`
 * reads back exactly: a header (the format, the seed, the chips, the first bettor and the
 * rules), a blank line, then one line per round with the stake, the answer, every roll's dice
 * by turn (in brackets when the action gave them, bare when the generator drew them), and the
 * round's result in braces. The grammar is on the Match records page of the docs.
 *
 * The record is replayed first (the results come from the replay), so a record that does not
 * replay is refused as `replay` refuses it.
 *
 * @param record - a {@link MatchRecord}
 * @returns the text, ending with a newline
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` as `replay`
 * @example
 * ```ts
 * import { formatRecord, play, startRecord } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 1 });
 * match = play(match, { type: 'bet', player: 0, amount: 10 });
 * match = play(match, { type: 'accept', player: 1 });
 * match = play(match, { type: 'roll', player: 1, dice: [8, 6] });
 * console.log(formatRecord(match.record).split('\n')); // => ['format 1', 'seed 1', 'chips 100 100', 'first-bettor 0', 'rules standard', '', '1. P0 bets 10, P1 accepts; P1 [8+6] {P1 wins 20 by kiri, points 0-0}', '']
 * ```
 */
export function formatRecord(record: MatchRecord): string {
  const text = movesText();
  const parts: string[] = [];
  const { rules, start, rounds } = runRecord('formatRecord', record, (prev, next) => {
    parts.push(text.move(prev, next));
  });
  return headerText(rules, start, rounds) + parts.join('') + text.end() + revealsText(rounds);
}
