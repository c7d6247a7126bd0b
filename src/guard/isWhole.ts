// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/** True when `value` is a safe integer from `min` to `max` inclusive. */
export function isWhole(value: unknown, min: number, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}
