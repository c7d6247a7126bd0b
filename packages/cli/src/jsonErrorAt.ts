// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
const space = /[ \t\n\r]*/y;
const scalar = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const escape = /\\(?:["\\/bfnrt]|u[\dA-Fa-f]{4})/y;

/**
 * The index just past the JSON string that starts at `at`, or `undefined` when none does.
 * Scanned by hand: a regexp with an alternation under `*` backtracks through the engine's stack,
 * which a string of millions of characters overflows.
 */
function stringEnd(text: string, at: number): number | undefined {
  if (text.charCodeAt(at) !== 34) return undefined;
  for (let i = at + 1; ;) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    // A control character, or NaN past the end of the text: the string is cut off there.
    if (!(c >= 32)) return undefined;
    if (c !== 92) {
      i++;
      continue;
    }
    escape.lastIndex = i;
    if (!escape.test(text)) return undefined;
    i = escape.lastIndex;
  }
}

/** The index just past the match of the sticky `pattern` at `at`, or `undefined` when none. */
function matchEnd(pattern: RegExp, text: string, at: number): number | undefined {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : undefined;
}

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
  // Stryker disable next-line StringLiteral: `'value'` is the state the scan's last branch reads
  // (what is not `','`, `':'` or `'key'` is a value), so any other text there reads the same.
  let want: 'value' | 'key' | ':' | ',' = 'value';
  // Stryker disable next-line BooleanLiteral: `empty` lets a container close at once, and at the
  // start no container is open.
  let empty = false;
  // Moves past a string (`null`) or a match of `pattern` at `at`, if one is there.
  const take = (pattern: RegExp | null): boolean => {
    const end = pattern === null ? stringEnd(text, at) : matchEnd(pattern, text, at);
    if (end === undefined) return false;
    at = end;
    return true;
  };
  for (;;) {
    at = matchEnd(space, text, at)!;
    const c = text[at];
    const inside = open[open.length - 1];
    if ((want === ',' || empty) && inside !== undefined && c === (inside === '{' ? '}' : ']')) {
      open.pop();
      at++;
      want = ',';
      continue;
    }
    empty = false;
    if (want === ',') {
      if (inside === undefined || c !== ',') break;
      at++;
      // Stryker disable next-line StringLiteral: as line 46.
      want = inside === '{' ? 'key' : 'value';
    } else if (want === ':') {
      if (c !== ':') break;
      at++;
      // Stryker disable next-line StringLiteral: as line 46.
      want = 'value';
    } else if (want === 'key') {
      if (!take(null)) break;
      want = ':';
    } else if (c === '{' || c === '[') {
      open.push(c);
      at++;
      // Stryker disable next-line StringLiteral: as line 46.
      want = c === '{' ? 'key' : 'value';
      empty = true;
    } else {
      if (!take(null) && !take(scalar)) break;
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
  // Counted, not split: a long text would be copied into a list of its lines.
  let line = 1;
  let start = 0;
  // Stryker disable next-line EqualityOperator: the scan stops on a character that is not white
  // space, or at the end, so the error's index never holds a newline.
  for (let nl = text.indexOf('\n'); nl >= 0 && nl < at; nl = text.indexOf('\n', nl + 1)) {
    line++;
    start = nl + 1;
  }
  return { line, column: at - start + 1 };
}
