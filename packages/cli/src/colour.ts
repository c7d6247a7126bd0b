// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';

/** The few styles of the interactive game: each wraps text, in ANSI escapes or not at all. */
export interface Colour {
  /** What the person must answer. */
  readonly bold: (text: string) => string;
  /** The figures beside the play: the chances. */
  readonly dim: (text: string) => string;
  /** A line that says what is allowed, after an answer that was not. */
  readonly warn: (text: string) => string;
}

/** An SGR style and its reset, around the text. */
const sgr =
  (on: number, off: number) =>
  (text: string): string =>
    `\u001b[${on}m${text}\u001b[${off}m`;

const plain = (text: string): string => text;

/**
 * The styles for `io`: ANSI colour only when standard output is a terminal and `NO_COLOR` is
 * unset or empty (https://no-color.org), plain text otherwise.
 *
 * @param io - the terminal flags and the environment
 * @returns the styles
 */
export function colourOf(io: CliIO): Colour {
  const on = io.outIsTTY === true && !io.env?.NO_COLOR;
  return on
    ? { bold: sgr(1, 22), dim: sgr(2, 22), warn: sgr(33, 39) }
    : { bold: plain, dim: plain, warn: plain };
}
