import { failure, whole, type Fail } from '../guard/check.js';
import { readClientSeed, readHex32 } from './readFairInput.js';
import { rollDice } from './rollDice.js';
import { hmacKey } from './webCrypto.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'fairRolls');

/** The most rolls one call derives: the longest array there is. */
const MAX_COUNT = 4294967295;

/**
 * The fair dice of the first `count` rolls of a match, rolls 0 to `count - 1`, as `fairDice`
 * gives them one by one: the key is imported once, which is cheaper for many rolls.
 *
 * @param serverSeed - the server's seed, 64 hexadecimal digits (either case)
 * @param clientSeed - the players' seed, any non-empty text
 * @param count - how many rolls, a whole number from 0
 * @returns a promise of the dice of each roll in order, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) for a bad seed or
 * count
 * @example
 * ```ts
 * import { fairRolls } from 'kiri-dice/fair';
 *
 * const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
 * await fairRolls(serverSeed, 'lucky-7', 5); // => [[8, 4], [3, 1], [6, 6], [8, 6], [1, 7]]
 * ```
 */
export async function fairRolls(
  serverSeed: string,
  clientSeed: string,
  count: number,
): Promise<readonly (readonly [number, number])[]> {
  const key = readHex32(fail, serverSeed, 'serverSeed');
  const seed = readClientSeed(fail, clientSeed, 'clientSeed');
  const total = whole(fail, count, 'count', 0, MAX_COUNT);
  const signer = await hmacKey(key);
  const rolls = await Promise.all(
    Array.from({ length: total }, (_, n) => rollDice(signer, seed, n)),
  );
  return Object.freeze(rolls);
}
