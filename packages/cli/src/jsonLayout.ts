// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
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

/** A scan of JSON bytes: the bytes, and where it is. */
interface Scan {
  readonly b: Buffer;
  at: number;
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
 * Moves past the JSON string that starts at `s.at` and says whether it holds an escape (1 or 0),
 * or returns -1 when no valid string starts there (an escape JSON does not have, a control
 * character, no closing quote). The bytes are valid UTF-8: any byte from 32 up is text. Past the
 * end a byte reads `undefined`, which fails every comparison: the scan stops there as at a
 * control character, so it needs no bound of its own.
 */
function string(s: Scan): number {
  const { b } = s;
  if (b[s.at] !== 34) return -1;
  let escaped = 0;
  for (let i = s.at + 1; ; i++) {
    const c = b[i]!;
    if (c === 34) {
      s.at = i + 1;
      return escaped;
    }
    if (!(c >= 32)) return -1;
    if (c !== 92) continue;
    escaped = 1;
    const e = b[++i]!;
    if (e === 117) {
      for (let k = 0; k < 4; k++) if (!isHex(b[++i]!)) return -1;
    } else if (!SIMPLE_ESCAPES.includes(e)) return -1;
  }
}

/** Whether a byte is a hexadecimal digit (`undefined`, past the end, is not). */
function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
}

/** Moves past the digits at `s.at`, and says how many there were (the end is not a digit). */
function digits(s: Scan): number {
  const start = s.at;
  let c = s.b[s.at]!;
  while (c >= 48 && c <= 57) c = s.b[++s.at]!;
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

/** Moves past `word` (`true`, `false`, `null`), and says whether it was there. */
function literal(s: Scan, word: string): boolean {
  // Past it whether or not it is there: where a scan that failed stands is never read.
  return s.b.toString('latin1', s.at, (s.at += word.length)) === word;
}

/** Moves past the JSON value at `s.at`; false when it is not valid, repeats a key or nests too deep. */
function value(s: Scan, depth: number): boolean {
  const c = s.b[s.at];
  if (c === 123) return depth < MAX_DEPTH && object(s, depth);
  if (c === 91) return depth < MAX_DEPTH && array(s, depth);
  if (c === 34) return string(s) >= 0;
  if (c === 116) return literal(s, 'true');
  if (c === 102) return literal(s, 'false');
  if (c === 110) return literal(s, 'null');
  return number(s);
}

/** Moves past a container's opening bracket, and past its closing one too when it is empty. */
function opens(s: Scan, close: number): boolean {
  s.at++;
  space(s);
  if (s.b[s.at] !== close) return false;
  s.at++;
  return true;
}

/**
 * Moves past what follows a container's item: `true` past its closing bracket, `false` past a
 * comma (another item next), `null` at anything else.
 */
function next(s: Scan, close: number): boolean | null {
  space(s);
  const c = s.b[s.at++];
  if (c === close) return true;
  if (c !== 44) return null;
  space(s);
  return false;
}

/** Moves past the array at `s.at`. */
function array(s: Scan, depth: number): boolean {
  if (opens(s, 93)) return true;
  for (;;) {
    if (!value(s, depth + 1)) return false;
    const end = next(s, 93);
    if (end !== false) return end === true;
  }
}

/**
 * Moves past the key at `s.at`, or returns false when it is not a valid string or the object had
 * it already. A key is kept as its UTF-8 bytes, escapes read, as Latin-1 text (a character a
 * byte): two keys are one exactly when those bytes are (`"a"` and `"\u0061"` are one). Two keys
 * whose escapes write lone surrogates (`"\ud800"`, `"\udc00"`) both encode as U+FFFD and count
 * as one: the layout is then `null`, and the caller's whole read decides.
 */
function key(s: Scan, keys: Set<string>): boolean {
  const from = s.at;
  const escaped = string(s);
  if (escaped < 0) return false;
  // Latin-1 reads bytes without decoding them: with UTF-8 or `JSON.parse` for every key, a
  // record of 300,000 moves took twice as long. Only a key with an escape needs them.
  const name = escaped
    ? Buffer.from(JSON.parse(s.b.toString('utf8', from, s.at)) as string).toString('latin1')
    : s.b.toString('latin1', from + 1, s.at - 1);
  if (keys.has(name)) return false;
  keys.add(name);
  return true;
}

/**
 * Moves past the object at `s.at`, noting its fields in `fields` when they are given (the outer
 * object's).
 */
function object(s: Scan, depth: number, fields?: JsonField[]): boolean {
  if (opens(s, 125)) return true;
  const keys = new Set<string>();
  for (;;) {
    const at = s.at;
    if (!key(s, keys)) return false;
    const end = s.at;
    space(s);
    if (s.b[s.at] !== 58) return false;
    s.at++;
    space(s);
    const from = s.at;
    if (!value(s, depth + 1)) return false;
    fields?.push({ key: JSON.parse(s.b.toString('utf8', at, end)) as string, from, to: s.at });
    const close = next(s, 125);
    if (close !== false) return close === true;
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
  const s: Scan = { b: bytes, at: from };
  const fields: JsonField[] = [];
  space(s);
  if (bytes[s.at] !== 123 || !object(s, 0, fields)) return null;
  space(s);
  return s.at === bytes.length ? fields : null;
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
  const s: Scan = { b: bytes, at: field.from + 1 };
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
