// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The length of `text` in UTF-8, in bytes, without encoding it: a `Content-Length` for text that
 * `node:http` then writes with its headers in one write (bytes would go out in two, by `writev`).
 * A lone surrogate counts 3, the bytes of the U+FFFD it is written as.
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    // The first unit of a pair adds nothing: the second adds the 2 that make 4 bytes for both.
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) continue;
    bytes += unit < 0x800 ? 1 : 2;
  }
  return bytes;
}
