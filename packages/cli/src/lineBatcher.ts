// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/** Lines gathered and written together: see {@link lineBatcher}. */
export interface LineBatcher {
  /** Keeps a line, to be written with the others within `delayMs`. */
  readonly line: (text: string) => void;
  /** Writes the lines kept so far, at once. */
  readonly flush: () => void;
}

/**
 * Lines written at most `delayMs` after they are given, all that came in that time in one write.
 * A referee under load logs a line per request, and a write of standard output is a system call
 * each (Node writes to a pipe or a file synchronously): one write for many requests is a few
 * percent of a move. Lines are kept in their order, and `flush` writes them at once (before the
 * process stops, or before a warning goes to the other stream).
 *
 * @param write - where the lines go, as one text
 * @param delayMs - how long a line may wait
 * @returns the batcher
 */
export function lineBatcher(write: (text: string) => void, delayMs = 1): LineBatcher {
  let kept = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (kept === '') return;
    const text = kept;
    kept = '';
    write(text);
  };
  return {
    line: (text) => {
      kept += text;
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
