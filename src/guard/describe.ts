// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * Renders any value briefly for an error message, without ever throwing: no `toString`,
 * getter or Proxy trap of the value is called, and a revoked Proxy (which `Array.isArray`
 * throws on) reads as an object.
 */
export function describe(value: unknown): string {
  if (typeof value === 'string')
    return value.length > 40
      ? cut(JSON.stringify(value.slice(0, 40)), value)
      : JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  // Cut like strings: a bigint or a Symbol's description can be megabytes long (and turning
  // a huge bigint into digits alone takes seconds).
  if (typeof value === 'bigint')
    return BigInt.asIntN(64, value) === value ? `${value}n` : 'a bigint beyond 64 bits';
  if (typeof value === 'symbol') {
    const text = String(value);
    return text.length > 40 ? cut(text.slice(0, 40), text) : text;
  }
  if (Object.is(value, -0)) return '-0';
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    return 'an object';
  }
}

/**
 * The shown part of a value cut short, marked and measured, so that a reader knows the message
 * does not show all they passed.
 */
function cut(shown: string, whole: string): string {
  return `${shown}… (${whole.length} characters)`;
}
