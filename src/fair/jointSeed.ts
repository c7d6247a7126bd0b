// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, type Fail } from '../guard/check.js';
import { readHex32Text } from './readFairInput.js';

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'jointSeed');

/**
 * The one client seed of a match whose players each gave a seed: the seats' seeds in seat
 * order, each as 64 lowercase hexadecimal digits, joined by `:`. Every seed has the same
 * length, so the joint seed has one reading: no two lists of seeds give the same one (unlike
 * `seeds.join('|')`, where `a|b` + `c` is `a` + `b|c`). Pass it to `fairDice`, `fairRolls` and
 * `verifyFairRolls` as the client seed.
 *
 * @param seeds - the seats' seeds in seat order, each 64 hexadecimal digits (either case), at
 * least one and at most 16
 * @returns the joint seed
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` when `seeds` is not such a list
 * @example
 * ```ts
 * import { jointSeed } from 'kiri-dice/fair';
 *
 * const seat0 = 'a'.repeat(64);
 * const seat1 = 'B'.repeat(64);
 * console.log(jointSeed([seat0, seat1]) === `${seat0}:${'b'.repeat(64)}`); // => true
 * ```
 */
export function jointSeed(seeds: readonly string[]): string {
  if (!Array.isArray(seeds) || seeds.length < 1 || seeds.length > 16)
    fail('seeds', 'a list of 1 to 16 seeds', seeds);
  // Lowercase text, not bytes and back: the referee writes a joint seed for every roll.
  return Array.from({ length: seeds.length }, (_, i) =>
    readHex32Text(fail, seeds[i], `seeds[${i}]`),
  ).join(':');
}
