// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * A seed as the library draws one when given none: 53 random bits, drawn here so that the
 * command can print it and a rerun can reuse it (`simulate`, and the game against the computer).
 *
 * @returns a whole number from 0 to 2^53 - 1
 */
export function randomSeed(): number {
  const [hi = 0, lo = 0] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 4294967296 + lo;
}
