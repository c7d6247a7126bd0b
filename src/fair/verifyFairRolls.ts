import { failure, fields, guarded, itemsOf, pair, type Fail } from '../guard/check.js';
import { toHex } from './hex.js';
import { readClientSeed, readHex32 } from './readFairInput.js';
import { rollDice } from './rollDice.js';
import { hmacKey, sha256 } from './webCrypto.js';

/**
 * What `verifyFairRolls` checks: the seeds, the commitment published before the match, and the
 * dice of every roll of the match in order (roll 0 first), as the match record keeps them.
 *
 * @example
 * ```ts
 * import { verifyFairRolls, type FairRollsToVerify } from 'kiri-dice/fair';
 *
 * const match: FairRollsToVerify = {
 *   serverSeed: '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53',
 *   clientSeed: 'lucky-7',
 *   commitment: '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a',
 *   rolls: [
 *     [8, 4],
 *     [3, 1],
 *   ],
 * };
 * await verifyFairRolls(match); // => { ok: true }
 * ```
 */
export interface FairRollsToVerify {
  /** The server seed, revealed after the match: 64 hexadecimal digits (either case). */
  readonly serverSeed: string;
  /** The client seed the rolls were derived with. */
  readonly clientSeed: string;
  /** The commitment the server published before the match: 64 hexadecimal digits (either case). */
  readonly commitment: string;
  /** The dice of each roll, in the order they were rolled. */
  readonly rolls: readonly (readonly [number, number])[];
}

/**
 * The verdict of `verifyFairRolls`: `ok` tells whether the match was fair, and a failure says
 * what was not, by its `reason`:
 *
 * - `'commitment'`: the revealed server seed is not the one committed to. `expected` is the
 *   commitment, `got` the SHA-256 of the revealed seed (both lowercase hexadecimal); no roll
 *   was checked.
 * - `'dice'`: roll number `roll` (from 0), the first wrong one, had the dice `got`, and the seeds
 *   give `expected`.
 *
 * @example
 * ```ts
 * import { verifyFairRolls, type FairVerification } from 'kiri-dice/fair';
 *
 * const verdict: FairVerification = await verifyFairRolls({
 *   serverSeed: '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53',
 *   clientSeed: 'lucky-7',
 *   commitment: '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a',
 *   rolls: [
 *     [8, 4],
 *     [3, 2],
 *   ],
 * });
 * verdict; // => { ok: false, reason: 'dice', roll: 1, expected: [3, 1], got: [3, 2] }
 * ```
 */
export type FairVerification =
  | {
      /** The match was fair: the seed is the committed one and every roll's dice are its own. */
      readonly ok: true;
    }
  | {
      /** The match was not fair. */
      readonly ok: false;
      /** The revealed server seed is not the one committed to. */
      readonly reason: 'commitment';
      /** The commitment published before the match. */
      readonly expected: string;
      /** The SHA-256 of the revealed server seed. */
      readonly got: string;
    }
  | {
      /** The match was not fair. */
      readonly ok: false;
      /** A roll's dice are not those the seeds give. */
      readonly reason: 'dice';
      /** The number of the first wrong roll, from 0. */
      readonly roll: number;
      /** The dice the seeds give for that roll. */
      readonly expected: readonly [number, number];
      /** The dice the roll had. */
      readonly got: readonly [number, number];
    };

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'verifyFairRolls');

/** The options, checked: every field required, the dice of each roll from 1 to 8. */
function read(options: unknown): {
  readonly key: Uint8Array;
  readonly clientSeed: string;
  readonly commitment: string;
  readonly rolls: readonly (readonly [number, number])[];
} {
  const given = fields(fail, options, 'options', [
    'serverSeed',
    'clientSeed',
    'commitment',
    'rolls',
  ]);
  const key = readHex32(fail, given['serverSeed'], 'options.serverSeed');
  const clientSeed = readClientSeed(fail, given['clientSeed'], 'options.clientSeed');
  const commitment = toHex(readHex32(fail, given['commitment'], 'options.commitment'));
  const list = given['rolls'];
  if (!Array.isArray(list)) fail('options.rolls', 'an array of pairs of dice from 1 to 8', list);
  const rolls = itemsOf(fail, list, 'options.rolls').map((dice, n) =>
    pair(fail, dice, `options.rolls[${String(n)}]`, 1, 8),
  );
  return { key, clientSeed, commitment, rolls };
}

/**
 * Checks a match's fair dice once the server has revealed its seed: that the seed's SHA-256 is
 * the commitment published before the match, then that every roll's dice are those `fairDice`
 * derives for its number. Any player can run it alone; the server is not trusted.
 *
 * A wrong die, two rolls swapped, a seed that is not the committed one or a commitment that is
 * not the seed's: each makes the verdict `ok: false`, naming the first thing that is wrong.
 *
 * @param options - `serverSeed`, `clientSeed`, `commitment` and `rolls`, all required
 * @returns a promise of the verdict, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) for a seed or a
 * commitment that is not of its form, rolls that are not an array of pairs of dice from 1 to 8,
 * or a field that is missing or unknown
 * @example
 * ```ts
 * import { createServerSeed, commitTo, fairRolls, verifyFairRolls } from 'kiri-dice/fair';
 *
 * const serverSeed = createServerSeed();
 * const commitment = await commitTo(serverSeed); // published before the match
 * const rolls = await fairRolls(serverSeed, 'a seed of the players', 10);
 * await verifyFairRolls({ serverSeed, clientSeed: 'a seed of the players', commitment, rolls }); // => { ok: true }
 * ```
 */
export async function verifyFairRolls(options: FairRollsToVerify): Promise<FairVerification> {
  const { rolls, ...seeds } = guarded('INVALID_OPTIONS', 'verifyFairRolls', 'options', () =>
    read(options),
  );
  const check = await checkOf(seeds);
  if (typeof check !== 'function') return check;
  for (let from = 0; from < rolls.length; from += BATCH) {
    const wrong = await check(rolls.slice(from, from + BATCH), from);
    if (wrong) return wrong;
  }
  return Object.freeze({ ok: true });
}

/**
 * Checks a batch of a match's rolls, the first of them roll number `from`: the verdict on the
 * first wrong one, or `undefined` when all are fair.
 */
export type FairBatchCheck = (
  rolls: readonly (readonly [number, number])[],
  from: number,
) => Promise<FairFailure | undefined>;

/** A verdict that the match was not fair. */
type FairFailure = Exclude<FairVerification, { readonly ok: true }>;

/**
 * @internal The check of `verifyFairRolls` for rolls that come a batch at a time (the command
 * line reads a long record's rolls as it replays it, never all at once): the options are read
 * as `verifyFairRolls` reads them (`rolls` may be empty), then the verdict on the commitment
 * when the server seed is not the one committed to, or else the check of each batch.
 *
 * @param options - as `verifyFairRolls` takes them
 * @returns the verdict on the commitment, or the check of the rolls a batch at a time
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` (the promise rejects) as verifyFairRolls
 */
export async function fairRollsCheck(
  options: FairRollsToVerify,
): Promise<FairFailure | FairBatchCheck> {
  const { key, clientSeed, commitment } = guarded(
    'INVALID_OPTIONS',
    'verifyFairRolls',
    'options',
    () => read(options),
  );
  return checkOf({ key, clientSeed, commitment });
}

/** The verdict on the commitment when it fails, or the check of the rolls a batch at a time. */
async function checkOf({
  key,
  clientSeed,
  commitment,
}: {
  readonly key: Uint8Array;
  readonly clientSeed: string;
  readonly commitment: string;
}): Promise<FairFailure | FairBatchCheck> {
  const hash = toHex(await sha256(key));
  if (hash !== commitment)
    return Object.freeze({ ok: false, reason: 'commitment', expected: commitment, got: hash });
  const signer = await hmacKey(key);
  return async (batch, from) => {
    const dice = await Promise.all(batch.map((_, i) => rollDice(signer, clientSeed, from + i)));
    const i = dice.findIndex(([a, b], j) => a !== batch[j]![0] || b !== batch[j]![1]);
    return i < 0
      ? undefined
      : Object.freeze({
          ok: false,
          reason: 'dice',
          roll: from + i,
          expected: dice[i]!,
          got: batch[i]!,
        });
  };
}

/**
 * Rolls checked at a time: a batch keeps a few HMACs in flight (and a few copies of a long
 * client seed in memory), and a wrong roll stops the check at the end of its batch.
 */
export const BATCH = 16;
