/**
 * Renders any value briefly for an error message, without ever throwing: no `toString`,
 * getter or Proxy trap of the value is called, and a revoked Proxy (which `Array.isArray`
 * throws on) reads as an object.
 */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    return 'an object';
  }
}
