// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/**
 * Throws unless `stats` are a regular file's: a FIFO would block the read (or the open) until
 * something writes to it, and a device such as `/dev/zero` never ends.
 */
export function mustBeRegular(stats: Stats): void {
  if (!stats.isFile()) {
    const kind = stats.isDirectory()
      ? 'a directory'
      : stats.isFIFO()
        ? 'a FIFO (named pipe)'
        : 'a device or a socket';
    throw new Error(`not a regular file: it is ${kind}`);
  }
}

/**
 * Reads at most `max + 1` bytes of `file`: enough to tell that it is larger than `max`, and a
 * file that never ends ends the read all the same. Only a regular file is read: anything else
 * (a FIFO, a device, a directory) is refused before it is opened, since opening a FIFO blocks.
 *
 * @param file - the file's path
 * @param max - the most bytes the caller takes
 * @returns the bytes read, `max + 1` of them when the file is larger
 */
export function readFileCapped(file: string, max: number): Buffer {
  mustBeRegular(statSync(file));
  const fd = openSync(file, 'r');
  try {
    // Checked again on what was opened: the path may have changed in between.
    mustBeRegular(fstatSync(fd));
    const buffer = Buffer.alloc(max + 1);
    let size = 0;
    let n: number;
    // Until a read gives nothing: at the end of the file, or once the buffer is full (a read of
    // no bytes gives 0 at once), so that a file that grows while it is read stops all the same.
    do {
      n = readSync(fd, buffer, size, buffer.length - size, null);
      size += n;
    } while (n !== 0);
    return buffer.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}
