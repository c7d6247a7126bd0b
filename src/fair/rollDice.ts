// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { diceOf } from './diceOf.js';
import { rollMessage } from './rollMessage.js';
import { hmacSha256, type HmacKey } from './webCrypto.js';

/** The dice of roll `n`, from inputs already checked, under a key imported from the server seed. */
export async function rollDice(
  key: HmacKey,
  clientSeed: string,
  n: number,
): Promise<readonly [number, number]> {
  return diceOf(await hmacSha256(key, rollMessage(clientSeed, n)));
}
