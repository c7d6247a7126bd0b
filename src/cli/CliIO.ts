/** Where a command writes: injected so tests can run commands in-process. */
export interface CliIO {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
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
}
