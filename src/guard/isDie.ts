// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/** True when `value` is a whole number from 1 to 8: a face of an eight-sided die. */
export function isDie(value: unknown): value is number {
  return typeof value === 'number' && value >= 1 && value <= 8 && Math.floor(value) === value;
}
