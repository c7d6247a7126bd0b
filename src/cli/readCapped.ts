import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Reads at most `max + 1` bytes of `file`: enough to tell that it is larger than `max`, and a
 * file that never ends (`/dev/zero`) ends the read all the same.
 *
 * @param file - the file's path
 * @param max - the most bytes the caller takes
 * @returns the bytes read, `max + 1` of them when the file is larger
 */
export function readCapped(file: string, max: number): Buffer {
  const buffer = Buffer.alloc(max + 1);
  const fd = openSync(file, 'r');
  try {
    let size = 0;
    for (let n = -1; n !== 0 && size < buffer.length; size += n)
      n = readSync(fd, buffer, size, buffer.length - size, null);
    return buffer.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}
