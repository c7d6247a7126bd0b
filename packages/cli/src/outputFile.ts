// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { mustBeRegular } from './readFileCapped.js';
import { UsageError } from './UsageError.js';

/**
 * A file a command writes as it goes, into a temporary file beside it, which replaces it only
 * when the command is done: until then the old file stays as it was.
 */
export interface OutputFile {
  /** Adds text to the file (kept in a small buffer, written as it fills). */
  readonly write: (text: string) => void;
  /** Writes what is left and puts the file in place of the old one. */
  readonly commit: () => void;
  /** Removes the temporary file: the old file stays as it was. */
  readonly discard: () => void;
}

/** Text kept before it is written: a long match writes in pieces of this size. */
const BUFFER = 1 << 16;

/** A failure to open or write the file, as a bad argument naming the option and the file. */
function cannotWrite(option: string, file: string, error: unknown): UsageError {
  const { code, message } = error as NodeJS.ErrnoException;
  return new UsageError(`${option} ${file}: cannot write the file: ${message}`, code);
}

/** Throws unless `file` is absent or a regular file (a FIFO or a device is never replaced). */
function replaceable(file: string): void {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return;
  }
  mustBeRegular(stats);
}

/**
 * Opens the file of an option such as `--record FILE` at once, so that a path that cannot be
 * written is refused before the command prints anything: a temporary file beside it
 * (`.FILE.<pid>.tmp`), renamed over `FILE` by `commit`. An option refused later, a Ctrl-C or a
 * closed pipe before `commit` leaves the old `FILE` as it was.
 *
 * @param option - the option, as its message names it (`--record`)
 * @param file - the option's path
 * @returns the file, to write as the command goes
 * @throws {@link UsageError} naming the option, the file and the system's reason, with the
 * system's code (`ENOENT`, `EACCES`, `ENOSPC`): now, or when the text is written; or when the
 * file is there and is not a regular file (a FIFO would block until a reader came)
 */
export function openOutput(option: string, file: string): OutputFile {
  const attempt = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      throw cannotWrite(option, file, error);
    }
  };
  attempt(() => replaceable(file));
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  const fd = attempt(() => openSync(temp, 'w'));
  let pending = '';
  const flush = (): void => {
    const text = pending;
    pending = '';
    attempt(() => writeSync(fd, text));
  };
  return {
    write: (text) => {
      pending += text;
      if (pending.length >= BUFFER) flush();
    },
    commit: () => {
      try {
        try {
          flush();
        } finally {
          closeSync(fd);
        }
        attempt(() => renameSync(temp, file));
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      }
    },
    discard: () => {
      closeSync(fd);
      rmSync(temp, { force: true });
    },
  };
}
