/** One field of a JSON object: its key, as `JSON.parse` reads it, and where its value is. */
export interface JsonField {
  /** The key, as `JSON.parse` reads it (escapes read). */
  readonly key: string;
  /** The index of the value's first byte. */
  readonly from: number;
  /** The index just past the value's last byte. */
  readonly to: number;
}

/**
 * The deepest nesting read: a record nests six containers at most (the record, its rules, their
 * combinations, a combination, its dice, a pair), and anything deeper is refused by the replay.
 * Bounded, so that the scan may recurse.
 */
const MAX_DEPTH = 16;

/** Keys of one object compared as bytes, before they are compared as strings in a set. */
const FEW_KEYS = 8;

/** A scan of JSON bytes: the bytes, where it is, and the fields of the outer object. */
interface Scan {
  readonly b: Buffer;
  at: number;
  readonly fields: JsonField[];
}

/** The bytes that may follow a backslash, but for `u`: `" \\ / b f n r t`. */
const SIMPLE_ESCAPES: readonly number[] = [34, 92, 47, 98, 102, 110, 114, 116];

/** Skips JSON's white space: space, tab, line feed, carriage return. */
function space(s: Scan): void {
  const { b } = s;
  let c = b[s.at];
  while (c === 32 || c === 9 || c === 10 || c === 13) c = b[++s.at];
}

/**
 * Moves past the JSON string that starts at `s.at` and says whether it holds an escape, or
 * returns -1 when no valid string starts there (an escape JSON does not have, a control
 * character, no closing quote). The bytes are valid UTF-8: any byte from 32 up is text.
 */
function string(s: Scan): number {
  const { b } = s;
  if (b[s.at] !== 34) return -1;
  let escaped = 0;
  for (let i = s.at + 1; i < b.length; i++) {
    const c = b[i]!;
    if (c === 34) {
      s.at = i + 1;
      return escaped;
    }
    if (c < 32) return -1;
    if (c !== 92) continue;
    escaped = 1;
    const e = b[++i];
    if (e === 117) {
      for (let k = 0; k < 4; k++) if (!isHex(b[++i])) return -1;
    } else if (e === undefined || !SIMPLE_ESCAPES.includes(e)) return -1;
  }
  return -1;
}

/** Whether a byte is a hexadecimal digit. */
function isHex(c: number | undefined): boolean {
  return c !== undefined && ((c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102));
}

/** Moves past the digits at `s.at`, and says how many there were. */
function digits(s: Scan): number {
  const start = s.at;
  let c = s.b[s.at];
  while (c !== undefined && c >= 48 && c <= 57) c = s.b[++s.at];
  return s.at - start;
}

/** Moves past the JSON number at `s.at` (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`), if one is there. */
function number(s: Scan): boolean {
  const { b } = s;
  if (b[s.at] === 45) s.at++;
  if (b[s.at] === 48) s.at++;
  else if (!digits(s)) return false;
  if (b[s.at] === 46) {
    s.at++;
    if (!digits(s)) return false;
  }
  if ((b[s.at]! | 32) === 101) {
    s.at++;
    if (b[s.at] === 43 || b[s.at] === 45) s.at++;
    if (!digits(s)) return false;
  }
  return true;
}

/** Moves past `word` (`true`, `false`, `null`) when it is next. */
function literal(s: Scan, word: string): boolean {
  for (let k = 0; k < word.length; k++) if (s.b[s.at + k] !== word.charCodeAt(k)) return false;
  s.at += word.length;
  return true;
}

/** A key as `JSON.parse` reads it, from the bytes of its JSON string. */
function keyText(b: Buffer, from: number, to: number, escaped: boolean): string {
  const text = b.toString('utf8', from, to);
  return escaped ? (JSON.parse(text) as string) : text.slice(1, -1);
}

/** Whether two byte ranges hold the same bytes. */
function sameBytes(b: Buffer, a: number, aEnd: number, c: number, cEnd: number): boolean {
  if (aEnd - a !== cEnd - c) return false;
  for (let k = 0; a + k < aEnd; k++) if (b[a + k] !== b[c + k]) return false;
  return true;
}

/**
 * The keys of one object, to tell a repeated one: a few compared as bytes (two JSON strings
 * without an escape are the same key exactly when their bytes are), more, or any with an escape
 * (`"a"` and `"\u0061"` are one key), as the strings `JSON.parse` reads.
 */
class Keys {
  private readonly ranges: number[] = [];
  private set: Set<string> | null = null;

  /** Adds the key at `from` to `to`, and says whether the object had it already. */
  repeats(b: Buffer, from: number, to: number, escaped: boolean): boolean {
    const { ranges } = this;
    if (this.set === null && !escaped && ranges.length < 2 * FEW_KEYS) {
      for (let k = 0; k < ranges.length; k += 2)
        if (sameBytes(b, ranges[k]!, ranges[k + 1]!, from, to)) return true;
      ranges.push(from, to);
      return false;
    }
    if (this.set === null) {
      this.set = new Set();
      for (let k = 0; k < ranges.length; k += 2)
        this.set.add(keyText(b, ranges[k]!, ranges[k + 1]!, false));
    }
    const key = keyText(b, from, to, escaped);
    if (this.set.has(key)) return true;
    this.set.add(key);
    return false;
  }
}

/** Moves past the JSON value at `s.at`; false when it is not valid, repeats a key or nests too deep. */
function value(s: Scan, depth: number): boolean {
  const c = s.b[s.at];
  if (c === 123 || c === 91) return depth < MAX_DEPTH && container(s, depth, c === 123);
  if (c === 34) return string(s) >= 0;
  if (c === 116) return literal(s, 'true');
  if (c === 102) return literal(s, 'false');
  if (c === 110) return literal(s, 'null');
  return number(s);
}

/** Moves past the object or array at `s.at`, noting the outer object's fields. */
function container(s: Scan, depth: number, object: boolean): boolean {
  const { b } = s;
  const close = object ? 125 : 93;
  const keys = object ? new Keys() : null;
  s.at++;
  space(s);
  if (b[s.at] === close) {
    s.at++;
    return true;
  }
  for (;;) {
    let key = '';
    if (keys !== null) {
      const from = s.at;
      const escaped = string(s);
      if (escaped < 0 || keys.repeats(b, from, s.at, escaped === 1)) return false;
      if (depth === 0) key = keyText(b, from, s.at, escaped === 1);
      space(s);
      if (b[s.at] !== 58) return false;
      s.at++;
      space(s);
    }
    const from = s.at;
    if (!value(s, depth + 1)) return false;
    if (keys !== null && depth === 0) s.fields.push({ key, from, to: s.at });
    space(s);
    const c = b[s.at];
    s.at++;
    if (c === close) return true;
    if (c !== 44) return false;
    space(s);
  }
}

/**
 * The fields of the JSON object that the bytes hold from `from` on, each key with where its
 * value is: what a reader needs to parse the small values alone and walk a long array item by
 * item, never the whole text at once. `null` when the bytes are not one JSON object, by the
 * grammar `JSON.parse` reads (white space around it allowed), when an object anywhere repeats a
 * key, or when containers nest deeper than a record's ever do: the caller then reads the text
 * as a whole, which says what is wrong.
 *
 * @param bytes - the file's bytes, valid UTF-8
 * @param from - where the text starts (past a byte order mark)
 * @returns the outer object's fields in the order the text has them, or `null`
 */
export function jsonLayout(bytes: Buffer, from: number): readonly JsonField[] | null {
  const s: Scan = { b: bytes, at: from, fields: [] };
  space(s);
  if (bytes[s.at] !== 123 || !value(s, 0)) return null;
  space(s);
  return s.at === bytes.length ? s.fields : null;
}

/**
 * The items of a JSON array that {@link jsonLayout} checked, one at a time, each parsed alone:
 * the array is never held whole.
 *
 * @param bytes - the file's bytes
 * @param field - where the array is
 * @returns its items, in order
 */
export function* jsonItems(bytes: Buffer, field: JsonField): Generator<unknown, void> {
  const s: Scan = { b: bytes, at: field.from + 1, fields: [] };
  space(s);
  while (s.at < field.to - 1) {
    const from = s.at;
    value(s, 1);
    yield JSON.parse(bytes.toString('utf8', from, s.at));
    space(s);
    s.at++;
    space(s);
  }
}
