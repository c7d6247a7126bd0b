// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, whole, type Fail } from '../guard/check.js';
import { readClientSeed, readHex32 } from './readFairInput.js';
import { rollDice } from './rollDice.js';
import { hmacKey } from './webCrypto.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'fairRolls');

/**
 * The most rolls one call derives: a million, some 170 MB of pairs. More would not fit in memory;
 * a match that needs more derives them with `fairDice`, roll by roll.
 */
const MAX_COUNT = 1_000_000;

/** Rolls derived at a time, so that a million HMACs are never in flight at once. */
const BATCH = 64;

/**
 * The fair dice of the first `count` rolls of a match, rolls 0 to `count - 1`, as `fairDice`
 * gives them one by one: the key is imported once, which is cheaper for many rolls.
 *
 * Each roll is one HMAC-SHA-256 through Web Crypto, about 20 µs: a million rolls took 20 to 22 s
 * on 2 shared cores with Node 20, and 26 s when the cores were busy.
 *
 * @param serverSeed - the server's seed, 64 hexadecimal digits (either case)
 * @param clientSeed - the players' seed, any non-empty text
 * @param count - how many rolls, a whole number from 0 to 1,000,000
 * @returns a promise of the dice of each roll in order, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) for a bad seed or
 * count
 * @example
 * ```ts
 * import { fairRolls } from 'kiri-dice/fair';
 *
 * const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
 * console.log(await fairRolls(serverSeed, 'lucky-7', 5)); // => [[8, 4], [3, 1], [6, 6], [8, 6], [1, 7]]
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
  const rolls: (readonly [number, number])[] = [];
  while (rolls.length < total) {
    const from = rolls.length;
    const size = Math.min(BATCH, total - from);
    const batch = Array.from({ length: size }, (_, i) => rollDice(signer, seed, from + i));
    rolls.push(...(await Promise.all(batch)));
  }
  return Object.freeze(rolls);
}
