// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { PlaygroundFolders } from './playgroundSite.js';

/** Where a command writes, and what the person types: injected so tests can run commands in-process. */
export interface CliIO {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /**
   * A promise while standard output holds more than it has written (a reader slower than the
   * command, such as `replay FILE | less`), which resolves once it has written it; `undefined`
   * when nothing waits. Commands that print much wait on it between moves (see `drive`), so
   * their output never piles up in memory; without it they never wait.
   */
  readonly drained?: () => Promise<void> | undefined;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Whether standard error is a terminal (progress bars only go there). */
  readonly errIsTTY: boolean;
  /** The clock in milliseconds (default `Date.now`), injected so tests can age a progress bar. */
  readonly now?: () => number;
  /**
   * Whether the user has asked to stop (Ctrl-C), polled by long runs between blocks of work.
   * Injected so tests can interrupt a run without sending signals.
   */
  readonly interrupted?: () => boolean;
  /** Whether standard input is a terminal (default false): the interactive game needs one. */
  readonly inIsTTY?: boolean;
  /** Whether standard output is a terminal (default false): the interactive game and colour need one. */
  readonly outIsTTY?: boolean;
  /**
   * The next line the person typed, without its line ending, or `null` once the input has
   * ended (Ctrl-D). Only the interactive game reads it; without it there is no game to play.
   */
  readonly readLine?: () => Promise<string | null>;
  /**
   * Calls `listener` with the signal at the first SIGTERM or Ctrl-C (a second one ends the
   * process at once, with exit code 130). `serve` and the demo listen; without it, `serve` stops
   * as soon as it has started, and the demo plays on.
   */
  readonly onStop?: (listener: (signal: 'SIGINT' | 'SIGTERM') => void) => void;
  /**
   * Waits `ms` milliseconds, or less when the person presses a key, and says whether one was
   * pressed (the key is not read as input). The game pauses with it after each roll it plays by
   * itself; without it, the rolls follow each other at once.
   */
  readonly pause?: (ms: number) => Promise<boolean>;
  /** The terminal's width in columns, when standard output is a terminal (help and the progress bar fit it). */
  readonly columns?: number;
  /**
   * What `kiri-dice serve` serves at `/` beside the referee (default none: the API alone): the
   * playground's folder and the engine's built `dist/`, whose ESM entries the page imports. The
   * bin sets them to `dist/playground/` beside it and to the installed `kiri-dice`.
   */
  readonly site?: PlaygroundFolders;
  /** The environment (default none), read for `NO_COLOR` and `COLUMNS`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
