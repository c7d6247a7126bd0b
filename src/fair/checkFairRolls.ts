// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { rollDice } from './rollDice.js';
import { hmacKey, type HmacKey } from './webCrypto.js';

/** Two dice, each from 1 to 8. */
export type Dice = readonly [number, number];

/** A roll to check: its dice, and the index of its round in the seeds of the rounds. */
export interface RollToCheck {
  readonly dice: Dice;
  readonly round: number;
}

/**
 * Why rolls are not the fair dice of their seeds: the server seed is not the committed one
 * (`verifyFairRolls` checks it first), or the first wrong roll (`checkFairRolls` finds it).
 */
export type UnfairRolls =
  | { readonly reason: 'commitment'; readonly expected: string; readonly got: string }
  | { readonly reason: 'dice'; readonly roll: number; readonly expected: Dice; readonly got: Dice };

/**
 * Checks that each roll's dice are those the server seed `key` and its round's seed give for
 * its number, in order. The inputs are already checked: `verifyFairRolls` reads them first.
 *
 * @returns the first wrong roll, or `undefined` when the rolls are fair
 */
export async function checkFairRolls(
  key: Uint8Array,
  rolls: readonly RollToCheck[],
  seeds: readonly string[],
): Promise<UnfairRolls | undefined> {
  const signer = await hmacKey(key);
  // Stryker disable next-line EqualityOperator: with `<=`, the loop checks one more batch of no
  // rolls, which finds nothing wrong.
  for (let from = 0; from < rolls.length; from += BATCH) {
    const wrong = await firstWrong(signer, rolls.slice(from, from + BATCH), from, seeds);
    if (wrong) return { reason: 'dice', ...wrong };
  }
  return undefined;
}

/**
 * Rolls checked at a time: a batch keeps a few HMACs in flight (and a few copies of a long
 * client seed in memory), and a wrong roll stops the check at the end of its batch.
 */
const BATCH = 16;

/** The first of a batch of rolls whose dice are not those the seeds give. */
async function firstWrong(
  signer: HmacKey,
  batch: readonly RollToCheck[],
  from: number,
  seeds: readonly string[],
): Promise<{ roll: number; expected: Dice; got: Dice } | undefined> {
  const dice = await Promise.all(
    batch.map(({ round }, i) => rollDice(signer, seeds[round]!, from + i)),
  );
  const i = dice.findIndex(([a, b], j) => a !== batch[j]!.dice[0] || b !== batch[j]!.dice[1]);
  return i >= 0 ? { roll: from + i, expected: dice[i]!, got: batch[i]!.dice } : undefined;
}
