// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { parseJson } from './parseJson.js';
import { readFileCapped } from './readFileCapped.js';

/**
 * Reads a JSON file of at most `max` bytes and parses it, as UTF-8 text: a byte order mark at
 * its start, which editors on Windows may write and `JSON.parse` refuses, is dropped.
 *
 * @param file - the file's path
 * @param max - the most bytes it may hold (a whole number of MiB, as the message says)
 * @param what - what the file holds, for the message of a file too large: "a rules table"
 * @returns the value
 * @throws Error when the file cannot be read, is larger than `max`, or is not JSON
 */
export function readJsonFile(file: string, max: number, what: string): unknown {
  const bytes = readFileCapped(file, max);
  if (bytes.length > max)
    throw new Error(`the file is larger than ${max / 1048576} MiB, too large for ${what}`);
  return parseJson(new TextDecoder().decode(bytes));
}
