import { closeSync, openSync, writeFileSync } from 'node:fs';
import { UsageError } from './UsageError.js';

/** A file a command writes once it is done, opened before it starts. */
export interface OutputFile {
  /** Writes the whole text and closes the file. */
  readonly write: (text: string) => void;
}

/** A failure to open or write the file, as a bad argument naming the option and the file. */
function cannotWrite(option: string, file: string, error: unknown): UsageError {
  const { code, message } = error as NodeJS.ErrnoException;
  return new UsageError(`${option} ${file}: cannot write the file: ${message}`, code);
}

/**
 * Opens (creates or empties) the file of an option such as `--record FILE` at once, so that a
 * path that cannot be written is refused before the command prints anything.
 *
 * @param option - the option, as its message names it (`--record`)
 * @param file - the option's path
 * @returns the file, to write once
 * @throws {@link UsageError} naming the option, the file and the system's reason, with the
 * system's code (`ENOENT`, `EACCES`, `ENOSPC`): now, or when the text is written
 */
export function openOutput(option: string, file: string): OutputFile {
  let fd: number;
  try {
    fd = openSync(file, 'w');
  } catch (error) {
    throw cannotWrite(option, file, error);
  }
  return {
    write: (text) => {
      try {
        writeFileSync(fd, text);
      } catch (error) {
        throw cannotWrite(option, file, error);
      } finally {
        closeSync(fd);
      }
    },
  };
}
