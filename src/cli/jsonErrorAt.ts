const space = /[ \t\n\r]*/y;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in a string
const string = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\dA-Fa-f]{4}))*"/y;
const scalar =
  // eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in a string
  /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\dA-Fa-f]{4}))*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/**
 * Where the first JSON syntax error of `text` starts, as a 1-based line and column (UTF-16
 * units). `JSON.parse` says where only for some errors, and differently in each Node version;
 * this scans the grammar itself, without recursion, so any nesting depth is fine. The scan is one
 * loop over what may come next, kept whole so the grammar reads in one place.
 *
 * @param text - text that `JSON.parse` rejected (valid JSON gives the position of its end)
 * @returns the line and column of the first character that cannot continue a JSON document
 */
export function jsonErrorAt(text: string): { readonly line: number; readonly column: number } {
  const open: string[] = [];
  let at = 0;
  // What may come next; `empty` means a container was just opened, so it may close at once.
  let want: 'value' | 'key' | ':' | ',' = 'value';
  let empty = false;
  const take = (pattern: RegExp): boolean => {
    pattern.lastIndex = at;
    const found = pattern.test(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  for (;;) {
    take(space);
    const c = text[at];
    const inside = open[open.length - 1];
    if ((want === ',' || empty) && inside !== undefined && c === (inside === '{' ? '}' : ']')) {
      open.pop();
      at++;
      want = ',';
      empty = false;
      continue;
    }
    empty = false;
    if (want === ',') {
      if (inside === undefined || c !== ',') break;
      at++;
      want = inside === '{' ? 'key' : 'value';
    } else if (want === ':') {
      if (c !== ':') break;
      at++;
      want = 'value';
    } else if (want === 'key') {
      if (!take(string)) break;
      want = ':';
    } else if (c === '{' || c === '[') {
      open.push(c);
      at++;
      want = c === '{' ? 'key' : 'value';
      empty = true;
    } else {
      if (!take(scalar)) break;
      want = ',';
    }
  }
  return lineAndColumn(text, at);
}

/** The 1-based line and column of the index `at` of `text`. */
function lineAndColumn(
  text: string,
  at: number,
): { readonly line: number; readonly column: number } {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}
