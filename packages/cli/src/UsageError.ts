// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/** A bad command line: reported as one line on stderr with exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError' as const;
  /** The code `--json` reports: `USAGE`, or the engine's code when the engine refused an input (`INVALID_RULES`). */
  readonly code: string;

  /**
   * @param message - one line, naming the option and what it allows
   * @param code - the code `--json` reports (default `USAGE`)
   */
  constructor(message: string, code = 'USAGE') {
    super(message);
    this.code = code;
  }
}
