// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/** The parts of standard input the game reads: a readable stream of text, raw mode on a terminal. */
export interface InputStream {
  on(event: 'data', listener: (chunk: string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'end', listener: () => void): unknown;
  setEncoding(encoding: 'utf8'): unknown;
  resume(): unknown;
  pause(): unknown;
  /** Present on a terminal: keys arrive one by one, unechoed, while raw. */
  setRawMode?(raw: boolean): unknown;
}

/** What the game reads from the person: lines, and pauses that a key ends. */
export interface TerminalInput {
  /** The next line, without its line ending; `null` once the input ended (Ctrl-D) or after {@link interrupt}. */
  readonly readLine: () => Promise<string | null>;
  /** Waits `ms`, or until a key (read raw, then dropped: it is no answer); says whether a key came. */
  readonly pause: (ms: number) => Promise<boolean>;
  /** Ctrl-C: ends the wait for a line or a key, and every later one, at once. */
  readonly interrupt: () => void;
  /** Whether {@link interrupt} has been called (Ctrl-C, or the key Ctrl-C in a pause). */
  readonly interrupted: () => boolean;
  /** Stops reading, so that the process can end. */
  readonly close: () => void;
}

/**
 * How soon after a question a line still counts as typed before it: nobody reads a prompt and
 * presses Enter within 100 ms (a person's reaction alone takes about 200 ms), while the bytes a
 * terminal kept from before the question are read at once, even on a busy machine.
 */
export const TYPED_AHEAD_MS = 100;

/** The longest line kept (1 MiB of text): what a person types is far shorter, and more is dropped. */
export const maxLine: number = 1 << 20;

/**
 * Reads a terminal's lines and keys from one stream. Lines come as the terminal's line editing
 * sends them (typed ahead, they wait for their question); during a pause the terminal is raw,
 * and any key ends the pause without becoming part of a line. Ctrl-C in a pause interrupts, as
 * it does elsewhere by SIGINT; Ctrl-D ends the input. The stream is read only from the first
 * line or pause asked for, so a command that asks nothing does not keep the process alive.
 *
 * A terminal echoes a line as it is typed, so a line typed before its question (Enter pressed
 * before the first prompt, say) was echoed above the prompt, and what the game prints next would
 * join the prompt's line: `typedAhead` is called for such a line, before the line is answered,
 * so that the game can end the prompt's line itself.
 *
 * @param stream - standard input
 * @param typedAhead - called when a line read was typed before its question (given on a terminal)
 * @returns the reader
 */
export function terminalInput(stream: InputStream, typedAhead?: () => void): TerminalInput {
  const lines: string[] = [];
  let partial = '';
  let ended = false;
  let stopped = false;
  let started = false;
  let waiting: ((line: string | null) => void) | null = null;
  let pausing: ((key: boolean) => void) | null = null;
  const done = () => ended || stopped;
  let askedAt = 0;
  const wake = () => {
    if (waiting && (lines.length || done())) {
      const resolve = waiting;
      waiting = null;
      // After Ctrl-C no line is an answer any more, even one typed ahead.
      const line = !stopped && lines.length ? lines.shift()! : null;
      if (line !== null && Date.now() - askedAt < TYPED_AHEAD_MS) typedAhead?.();
      resolve(line);
    }
  };
  const endPause = (key: boolean) => {
    const resolve = pausing;
    pausing = null;
    resolve?.(key);
  };
  const onData = (chunk: string) => {
    if (pausing) {
      if (chunk.includes('\u0003')) stopped = true;
      if (chunk.includes('\u0004')) ended = true;
      endPause(true);
      return;
    }
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!.slice(0, maxLine);
    for (const part of parts) lines.push(part.replace(/\r$/, '').slice(0, maxLine));
    wake();
  };
  const onEnd = () => {
    // No data comes after the end: the partial line is read once.
    if (partial) lines.push(partial);
    ended = true;
    wake();
    endPause(false);
  };
  const start = () => {
    if (started) return;
    started = true;
    stream.setEncoding('utf8');
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.resume();
  };
  return {
    readLine: () => {
      start();
      askedAt = Date.now();
      return new Promise((resolve) => {
        waiting = resolve;
        wake();
      });
    },
    pause: (ms) => {
      if (done()) return Promise.resolve(false);
      start();
      stream.setRawMode?.(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => endPause(false), ms);
        pausing = (key) => {
          clearTimeout(timer);
          stream.setRawMode?.(false);
          resolve(key);
        };
      });
    },
    interrupt: () => {
      stopped = true;
      wake();
      endPause(false);
    },
    interrupted: () => stopped,
    close: () => {
      if (!started) return;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
    },
  };
}
