// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';
import { wrapText } from './wrapText.js';
import { terminalWidth } from './terminalWidth.js';
import type { Speech } from './messages/Speech.js';

/** A progress bar on standard error, drawn only on a terminal. */
export interface ProgressBar {
  /** Reports `done` of the total: redraws the bar once the run has lasted a second, at most 10 times a second. */
  readonly draw: (done: number) => void;
  /** Ends the bar's line where it stands (when drawn) and prints `message`, if any, as a line of its own. */
  readonly finish: (message: string | null) => void;
  /** Wipes the bar, if it was drawn and not finished. */
  readonly clear: () => void;
}

/** The widest the bar itself gets, and the narrowest it is drawn at all. */
const barWidth = [30, 10] as const;

/**
 * The line of the bar, fitted to `width` columns less one (a line that fills the last column
 * wraps on some terminals, and every redraw would then start a new line): the bar and its
 * figures, dropping the total, then the rate, when they do not fit, and the bar itself last.
 *
 * @param fraction - the share of the run done, from 0 to 1
 * @param figures - the percent, the total, the rate and the time left, in the order they show
 *   (the total follows the percent after a space: `45% of 1,000 rounds`)
 * @param width - the terminal's width
 * @returns the text of the line
 */
export function barLine(
  fraction: number,
  figures: readonly [string, string, string, string],
  width: number,
): string {
  const room = width - 1;
  const [percent, total, rate, left] = figures;
  for (const shown of [
    [`${percent} ${total}`, rate, left],
    [percent, rate, left],
    [percent, left],
  ]) {
    const tail = shown.join(' · ');
    const bar = Math.min(barWidth[0], room - tail.length - 3);
    if (bar >= barWidth[1]) {
      const filled = Math.round(bar * fraction);
      return `[${'#'.repeat(filled)}${'.'.repeat(bar - filled)}] ${tail}`;
    }
  }
  return [percent, left].join(' · ').slice(0, Math.max(0, room));
}

/**
 * A progress bar for a run of `total` rounds, with the rate and the time left. Short runs stay
 * quiet: nothing is drawn in the first second. The line fits the terminal's width (80 columns
 * when unknown). The clock is `io.now`, so tests can age it.
 *
 * @param io - where to draw (only when `io.errIsTTY`) and the clock
 * @param total - the rounds of the whole run
 * @param speech - the language of its figures
 * @returns the bar
 */
export function progressBar(io: CliIO, total: number, speech: Speech): ProgressBar {
  const now = io.now ?? Date.now;
  const start = now();
  let last = -Infinity;
  let drawn = false;
  return {
    draw: (done) => {
      if (!io.errIsTTY) return;
      const time = now();
      if (time - start < 1000 || time - last < 100) return;
      last = time;
      drawn = true;
      const rate = done / ((time - start) / 1000);
      const figures = speech.progress({
        share: Math.floor((100 * done) / total) / 100,
        total,
        rate: Math.round(rate),
        left: speech.say.duration((total - done) / rate),
      });
      io.err(`\r${barLine(done / total, figures, terminalWidth(io))}\x1b[K`);
    },
    finish: (message) => {
      const line = `${drawn ? '\n' : ''}${message === null ? '' : wrapText(`kiri-dice: ${message}\n`, io)}`;
      if (line) io.err(line);
      drawn = false;
    },
    clear: () => {
      if (drawn) io.err('\r\x1b[K');
      drawn = false;
    },
  };
}
