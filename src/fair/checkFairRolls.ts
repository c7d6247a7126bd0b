// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
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
  const check = await batchCheck(key, clientSeed, commitment);
  if (typeof check !== 'function') return check;
  // Stryker disable next-line EqualityOperator: with `<=`, the loop checks one more batch of no
  // rolls, which finds nothing wrong.
  for (let from = 0; from < rolls.length; from += BATCH) {
    const wrong = await check(rolls.slice(from, from + BATCH), from);
    if (wrong) return wrong;
  }
  return undefined;
}

/**
 * Checks a batch of a match's rolls, the first of them roll number `from`: what is wrong with
 * the first wrong one, or `undefined` when all are fair.
 */
type BatchCheck = (rolls: readonly Dice[], from: number) => Promise<UnfairRolls | undefined>;

/**
 * Rolls checked at a time: a batch keeps a few HMACs in flight (and a few copies of a long
 * client seed in memory), and a wrong roll stops the check at the end of its batch.
 */
const BATCH = 16;

/**
 * The check of rolls a batch at a time: what is wrong with the commitment, or the check of each
 * batch of at most `BATCH` rolls, in order.
 */
async function batchCheck(
  key: Uint8Array,
  clientSeed: string,
  commitment: string,
): Promise<UnfairRolls | BatchCheck> {
  const hash = toHex(await sha256(key));
  if (hash !== commitment) return { reason: 'commitment', expected: commitment, got: hash };
  const signer = await hmacKey(key);
  return async (rolls, from) => {
    const wrong = await firstWrong(signer, clientSeed, rolls, from);
    return wrong && { reason: 'dice', ...wrong };
  };
}

/** The first of a batch of rolls whose dice are not those the seeds give. */
async function firstWrong(
  signer: HmacKey,
  clientSeed: string,
  batch: readonly Dice[],
  from: number,
): Promise<{ roll: number; expected: Dice; got: Dice } | undefined> {
  const dice = await Promise.all(batch.map((_, i) => rollDice(signer, clientSeed, from + i)));
  const i = dice.findIndex(([a, b], j) => a !== batch[j]![0] || b !== batch[j]![1]);
  return i >= 0 ? { roll: from + i, expected: dice[i]!, got: batch[i]! } : undefined;
}
