// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * Characters a terminal must never get from a file or a caller: the C0 controls (a newline, an
 * escape sequence), DEL and the C1 controls (U+009B starts a sequence on some terminals), the
 * line and paragraph separators, and the bidirectional controls, which reorder what is shown
 * after them (a name could make a line read as another result).
 */
// eslint-disable-next-line no-control-regex -- it finds control characters, to escape them
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * Text from a file or a caller (a combination's name, a rules' name, a message that quotes the
 * input) as a terminal may print it: every control character written as an escape (`\n`,
 * `\u001b`, `\u202e`), so the text stays on its line and cannot drive the terminal.
 *
 * @param text - the text
 * @returns the text with its control characters escaped
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (c) => {
    // JSON's own escape where it has one (`\n`, `\u001b`); the rest it leaves as they are.
    const json = JSON.stringify(c).slice(1, -1);
    return json === c ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : json;
  });
}

/**
 * A value as one line of JSON that a terminal may print: `JSON.stringify`, with the characters
 * it leaves as they are and a terminal must not get (DEL, the C1 controls, the line and
 * paragraph separators, the bidirectional controls) written as `\u` escapes, which read back as
 * the same value.
 *
 * @param value - a value JSON can write
 * @returns its JSON, every control character escaped
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value).replace(
    CONTROL,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
