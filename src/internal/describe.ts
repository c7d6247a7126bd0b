/**
 * Renders any value briefly for an error message, without ever throwing: no `toString`,
 * getter or Proxy trap of the value is called.
 */
export function describe(value: unknown): string {
  return typeof value === 'string'
    ? JSON.stringify(value.slice(0, 40))
    : typeof value === 'function'
      ? 'a function'
      : typeof value === 'object' && value !== null
        ? Array.isArray(value) ? 'an array' : 'an object'
        : String(value);
}
