/**
 * The first key that an object of the JSON `text` repeats, or `null` when none does: an oracle
 * for the packages that refuse such JSON, written apart from the engine's single pass, as a
 * recursive descent. Keys compare as `JSON.parse` reads them.
 *
 * @param text - text that `JSON.parse` accepted
 */
export function repeatedKeyOf(text: string): string | null {
  let at = 0;
  const space = (): void => {
    while (' \t\n\r'.includes(text[at] ?? '.')) at++;
  };
  const string = (): string => {
    const start = at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): string | null => {
    space();
    const open = text[at];
    if (open === '"') string();
    else if (open !== '{' && open !== '[')
      while (at < text.length && !' \t\n\r,]}'.includes(text[at]!)) at++;
    else {
      at++;
      const keys = new Set<string>();
      for (;;) {
        space();
        const c = text[at++];
        if (c === '}' || c === ']') return null;
        if (c !== ',') at--;
        space();
        if (text[at] === '}' || text[at] === ']') continue;
        if (open === '{') {
          const key = string();
          if (keys.has(key)) return key;
          keys.add(key);
          space();
          at++;
        }
        const inner = value();
        if (inner !== null) return inner;
      }
    }
    return null;
  };
  return value();
}
