// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, type Fail } from '../guard/check.js';
import { readClientSeed, readHex32, readRollNumber } from './readFairInput.js';
import { rollDice } from './rollDice.js';
import { hmacKey } from './webCrypto.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'fairDice');

/**
 * The fair dice of roll `n` of a match: HMAC-SHA256 keyed with the server seed's 32 bytes, over
 * the UTF-8 message `clientSeed + ':' + n` (n in decimal), and each die from the top three bits
 * of one byte of the result: `(mac[0] >> 5) + 1` and `(mac[1] >> 5) + 1`. Play them with
 * `reduce(state, { type: 'roll', player, dice })`.
 *
 * @param serverSeed - the server's seed, 64 hexadecimal digits (either case)
 * @param clientSeed - the players' seed, any non-empty text
 * @param n - the roll's number, counted from 0 over the whole match
 * @returns a promise of the two dice, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) for a bad seed or
 * a roll number that is not a whole number from 0 to 2^53 - 1
 * @example
 * ```ts
 * import { fairDice } from 'kiri-dice/fair';
 *
 * const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
 * console.log(await fairDice(serverSeed, 'lucky-7', 0)); // => [8, 4]
 * console.log(await fairDice(serverSeed, 'lucky-7', 3)); // => [8, 6]
 * ```
 */
export async function fairDice(
  serverSeed: string,
  clientSeed: string,
  n: number,
): Promise<readonly [number, number]> {
  const key = readHex32(fail, serverSeed, 'serverSeed');
  const seed = readClientSeed(fail, clientSeed, 'clientSeed');
  const roll = readRollNumber(fail, n, 'n');
  return rollDice(await hmacKey(key), seed, roll);
}
