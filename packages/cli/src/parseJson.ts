// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { jsonErrorAt } from './jsonErrorAt.js';

/**
 * Parses the text of a file, locating a syntax error by line and column.
 *
 * @param text - the file's text
 * @returns the value
 * @throws Error `not valid JSON at line:column (line:column): why`
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const { line, column } = jsonErrorAt(text);
    // V8's message without its position and its quote of the text (all that follows either,
    // as Node 22 adds a line and column to the position): the line and column say where.
    const why = (error as Error).message.replace(
      / in JSON at position .*|, ".*" is not valid JSON/s,
      '',
    );
    throw new Error(`not valid JSON at ${line}:${column} (line:column): ${why}`, { cause: error });
  }
}
