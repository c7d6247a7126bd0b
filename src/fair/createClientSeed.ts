// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { createServerSeed } from './createServerSeed.js';

/**
 * Makes a player's seed: 32 bytes from `crypto.getRandomValues`, as 64 lowercase hexadecimal
 * digits, the same form as a server seed. A player commits to it (`commitTo`) when taking a
 * seat and reveals it only once every seat has committed, so that nobody, the server included,
 * can pick a seed after seeing another's.
 *
 * @returns 64 lowercase hexadecimal digits
 * @example
 * ```ts
 * import { commitTo, createClientSeed } from 'kiri-dice/fair';
 *
 * const clientSeed = createClientSeed(); // kept secret until both seats have committed
 * const seedCommitment = await commitTo(clientSeed); // sent with the join
 * console.log(seedCommitment.length); // => 64
 * ```
 */
export function createClientSeed(): string {
  return createServerSeed();
}
