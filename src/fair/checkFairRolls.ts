import { toHex } from './hex.js';
import { rollDice } from './rollDice.js';
import { hmacKey, sha256, type HmacKey } from './webCrypto.js';

/** Two dice, each from 1 to 8. */
type Dice = readonly [number, number];

/** Why rolls are not the fair dice of their seeds: the first thing wrong. */
export type UnfairRolls =
  | { readonly reason: 'commitment'; readonly expected: string; readonly got: string }
  | { readonly reason: 'dice'; readonly roll: number; readonly expected: Dice; readonly got: Dice };

/**
 * Checks that the SHA-256 of the server seed `key` is `commitment` (lowercase hexadecimal), then
 * that each roll's dice are those the seeds give for its number, in order. The inputs are
 * already checked: `verifyFairRolls` and the command line read them first.
 *
 * @returns what is wrong first, or `undefined` when the rolls are fair
 */
export async function checkFairRolls(
  key: Uint8Array,
  clientSeed: string,
  commitment: string,
  rolls: readonly Dice[],
): Promise<UnfairRolls | undefined> {
  const hash = toHex(await sha256(key));
  if (hash !== commitment) return { reason: 'commitment', expected: commitment, got: hash };
  const wrong = await firstWrong(await hmacKey(key), clientSeed, rolls);
  return wrong && { reason: 'dice', ...wrong };
}

/**
 * Rolls checked at a time: a batch keeps a few HMACs in flight (and a few copies of a long
 * client seed in memory), and a wrong roll stops the check at the end of its batch.
 */
const BATCH = 16;

/** The first roll whose dice are not those the seeds give, checked in order, a batch at a time. */
async function firstWrong(
  signer: HmacKey,
  clientSeed: string,
  rolls: readonly Dice[],
): Promise<{ roll: number; expected: Dice; got: Dice } | undefined> {
  for (let from = 0; from < rolls.length; from += BATCH) {
    const batch = rolls.slice(from, from + BATCH);
    const dice = await Promise.all(batch.map((_, i) => rollDice(signer, clientSeed, from + i)));
    const i = dice.findIndex(([a, b], j) => a !== batch[j]![0] || b !== batch[j]![1]);
    if (i >= 0) return { roll: from + i, expected: dice[i]!, got: batch[i]! };
  }
  return undefined;
}
