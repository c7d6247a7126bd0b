// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The first key that an object of the JSON `text` repeats, or `null` when none does. `JSON.parse`
 * keeps the last of two equal keys, so `{"seed": 1, "seed": 2}` would read as one value while a
 * person reading the file sees two: a record or a rules table with a repeated key is refused.
 * Keys are compared as `JSON.parse` reads them (`"a"` and `"\u0061"` are the same key). One pass
 * over the text, with a set of keys per open object.
 *
 * @param text - text that `JSON.parse` accepted
 */
export function repeatedKey(text: string): string | null {
  // Stryker disable next-line ArrayDeclaration: the stack's bottom is never read for JSON, whose
  // top-level value has no comma and no key outside its braces.
  const open: (Set<string> | null)[] = [];
  let key = false;
  // Stryker disable next-line EqualityOperator: `charCodeAt` past the end is `NaN`, no character
  // the loop looks for.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let end = i + 1;
      while (text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
      if (key) {
        const name = JSON.parse(text.slice(i, end + 1)) as string;
        const keys = open[open.length - 1]!;
        if (keys.has(name)) return name;
        keys.add(name);
        key = false;
      }
      i = end;
    } else if (c === 123) {
      open.push(new Set());
      key = true;
    } else if (c === 91) {
      open.push(null);
    } else if (c === 125 || c === 93) {
      open.pop();
    } else if (c === 44) {
      key = open[open.length - 1] !== null;
    }
  }
  return null;
}
