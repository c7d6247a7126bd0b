// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { KiriError } from 'kiri-dice';
import type { MatchRecord, RecordedMove } from 'kiri-dice/record';
import { reviewMatch, type MatchReview } from 'kiri-dice/review';
import type { CliIO } from '../CliIO.js';
import type { Command } from '../command.js';
import { errorLine } from '../format.js';
import { openOutput } from '../outputFile.js';
import { reviewPage } from '../reviewPage.js';
import { reviewReport } from '../reviewReport.js';
import { terminalJson } from '../terminalText.js';
import { eachMove, loadRecord, type LoadedRecord } from '../loadRecord.js';
import { choiceOption } from '../optionValues.js';
import { defineRecordCommand } from '../recordCommand.js';

/** The options of `kiri-dice review`, beside --json and --help. */
const reviewOptions = { marks: { type: 'string' }, html: { type: 'string' } } as const;

/**
 * The record of a loaded record, as JSON data: its rules, its start and its moves, read again
 * from the file. The seats' values of a match of fresh values are left out: the review does not
 * read them.
 */
function recordOf(loaded: LoadedRecord): MatchRecord {
  const moves: RecordedMove[] = [];
  eachMove(loaded, (move) => moves.push(move));
  return { format: 1, rules: loaded.recorded, start: loaded.start, moves };
}

/** Reviews a match record and prints the report, or the review as JSON. */
export const reviewCommand: Command = defineRecordCommand(
  'review',
  (speech) => speech.help.review,
  reviewOptions,
  (values, file, io: CliIO, speech) => {
    const marks = choiceOption(values.marks, 'marks', ['gnubg', 'lichess'], 'gnubg');
    const json = values.json === true;
    const loaded = loadRecord(file);
    let review: MatchReview;
    try {
      review = reviewMatch(recordOf(loaded), { marks });
    } catch (error) {
      // The record replays (loadRecord read it): what reviewMatch refuses, always with a
      // KiriError, is a record past the solver's bounds.
      const { code, message } = error as KiriError;
      // Each of its messages starts with its name, which the file's takes the place of.
      io.err(errorLine(code, message.replace('reviewMatch: ', `${file}: `), json));
      return 1;
    }
    if (values.html !== undefined) {
      // Written before anything is printed: a page that cannot be written fails the command.
      const page = openOutput('--html', values.html);
      page.write(reviewPage(review, loaded.rules, speech));
      page.commit();
    }
    io.out(
      json
        ? `${terminalJson({ version: 1, review })}\n`
        : reviewReport(review, loaded.rules, speech),
    );
    return 0;
  },
);
