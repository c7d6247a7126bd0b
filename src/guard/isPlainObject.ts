// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * True for `{}`-style objects (from a literal, `JSON.parse` or `Object.create(null)`), false
 * for arrays, class instances, functions and primitives. Objects from another realm count as
 * plain, so states and actions can cross iframes and worker boundaries.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // A literal's prototype is its realm's Object.prototype, the one object whose own prototype is
  // null; comparing with this realm's first is only the fast path for the usual case.
  // Stryker disable next-line ConditionalExpression: the `proto === Object.prototype` fast path
  // forced false; the general test that follows gives the same answer, more slowly.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}
