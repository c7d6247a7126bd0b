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
import { defineRecordCommand, recordHelp } from '../recordCommand.js';

/** The help of `kiri-dice review`. */
export const reviewHelp: string = `Usage: kiri-dice review FILE [--marks gnubg|lichess] [--json] [--html PAGE]

Reviews the match record in FILE exactly, as reviewMatch does: every stake and answer weighed against the best, every roll's luck, each player's totals, and an account of each player's result that balances to the last digit. Every figure is in percentage points of the objective, a player's expected share of all the chips at the end (100 for winning the match).

It prints the totals of both players (their decisions, marks, losses, error rate, luck, result, luck-adjusted result and rating), the account of each, then round by round the marked decisions and the 3 luckiest and 3 unluckiest rolls. With --json it prints the review instead, as one line of JSON: {"version": 1, "review": ...}. With --html PAGE it also writes the review as one self-contained HTML page: a chart of each player's chance over the match with the marked decisions on it, each linked to its line, then the totals, the accounts and the rounds. The page loads nothing and runs no script. The same record prints, and writes, the same bytes.

A record beyond the solver's bounds (more than 10,000 chips in all, more than 2^20 moves, rules under which the acceptor always wins) is refused with exit code 1.

Options:
  --marks NAME  the thresholds of the marks: gnubg (default), a loss from 2, 4 and 8 points is doubtful, bad and very bad; or lichess, from 5, 10 and 15
  --html PAGE   write the review as an HTML page to PAGE too (replaced only once it is written)
${recordHelp}`;

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
  reviewHelp,
  reviewOptions,
  (values, file, io: CliIO) => {
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
      page.write(reviewPage(review, loaded.rules));
      page.commit();
    }
    io.out(json ? `${terminalJson({ version: 1, review })}\n` : reviewReport(review, loaded.rules));
    return 0;
  },
);
