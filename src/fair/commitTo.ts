// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, type Fail } from '../guard/check.js';
import { toHex } from './hex.js';
import { readHex32 } from './readFairInput.js';
import { sha256 } from './webCrypto.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'commitTo');

/**
 * The commitment to a server seed: the SHA-256 of the seed's 32 bytes (the bytes the hex stands
 * for, not the 64 characters of the hex), as 64 lowercase hexadecimal digits. Published before
 * the match, it binds the server to its seed without telling it: once the seed is revealed,
 * anyone can hash it and compare.
 *
 * @param serverSeed - the server seed, 64 hexadecimal digits (either case)
 * @returns a promise of 64 lowercase hexadecimal digits
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) when `serverSeed`
 * is not 64 hexadecimal digits
 * @example
 * ```ts
 * import { commitTo } from 'kiri-dice/fair';
 *
 * const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
 * console.log(await commitTo(serverSeed)); // => '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a'
 * ```
 */
export async function commitTo(serverSeed: string): Promise<string> {
  return toHex(await sha256(readHex32(fail, serverSeed, 'serverSeed')));
}
