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
    if (unit < 0x800) bytes += 1;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A pair: four bytes for two units.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}
