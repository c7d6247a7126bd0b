// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as HTML that shows it as it is, in an element or in a quoted attribute: `&`, `<`, `>`, `"`
 * and `'` become entities, so that no text from a record becomes markup.
 *
 * @param text - the text
 * @returns the escaped text (`a &lt;b&gt;`)
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
