// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The dice of an HMAC: the top three bits of its first byte, plus 1, and of its second byte, plus
 * 1. Each byte is uniform over 256 values and 8 divides 256, so each die is uniform over 1 to 8
 * with no bias, and the two dice are independent.
 */
export function diceOf(mac: Uint8Array): readonly [number, number] {
  const [first = 0, second = 0] = mac;
  return Object.freeze([(first >> 5) + 1, (second >> 5) + 1] as const);
}
