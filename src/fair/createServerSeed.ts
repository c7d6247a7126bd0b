// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { toHex } from './hex.js';
import { webCrypto } from './webCrypto.js';

/**
 * Makes a server seed: 32 bytes from `crypto.getRandomValues`, the runtime's cryptographic
 * generator, as 64 lowercase hexadecimal digits. Keep it secret until the match is over; publish
 * its commitment (`commitTo`) before the first roll.
 *
 * Synchronous, unlike the other functions of `kiri-dice/fair`: drawing random bytes waits for
 * nothing.
 *
 * @returns 64 lowercase hexadecimal digits
 * @example
 * ```ts
 * import { createServerSeed } from 'kiri-dice/fair';
 *
 * const serverSeed = createServerSeed();
 * console.log(/^[0-9a-f]{64}$/.test(serverSeed)); // => true
 * ```
 */
export function createServerSeed(): string {
  return toHex(webCrypto().getRandomValues(new Uint8Array(32)));
}
