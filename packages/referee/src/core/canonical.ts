// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * JSON with its keys sorted: the same value, whatever order a client wrote its keys in, gives
 * the same text (to tell a resent request from a request id used again for another request).
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? // An object's keys are distinct: no two compare equal.
        // Stryker disable next-line EqualityOperator: `a <= b` sorts as `a < b` does, for no two
        // keys of an object are equal.
        Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}
