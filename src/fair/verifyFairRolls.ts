// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, fields, guarded, type Fail } from '../guard/check.js';
import type { Seat } from '../game/MatchState.js';
import type { MatchRecord } from '../record/MatchRecord.js';
import { runRecord } from '../record/runRecord.js';
import { checkFairRolls, type Dice, type UnfairRolls } from './checkFairRolls.js';
import { checkReveals, type PlayedRound, type WrongReveal } from './checkReveals.js';
import type { FairRounds } from '../record/FairRounds.js';
import { toHex } from './hex.js';
import { readRounds } from '../record/recordedRounds.js';
import { readClientSeed, readHex32 } from './readFairInput.js';
import { sha256 } from './webCrypto.js';

/**
 * What `verifyFairRolls` checks: the seeds, the commitment published before the match, and the
 * match's whole record, whose rolls (roll 0 first) must be the seeds' fair dice.
 *
 * @example
 * ```ts
 * import { verifyFairRolls, type FairRollsToVerify } from 'kiri-dice/fair';
 *
 * const match: FairRollsToVerify = {
 *   serverSeed: '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53',
 *   clientSeed: 'lucky-7',
 *   commitment: '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a',
 *   record: {
 *     format: 1,
 *     rules: 'standard',
 *     start: { seed: 1, chips: [1, 1], firstBettor: 0 },
 *     moves: [
 *       { type: 'bet', player: 0, amount: 1 },
 *       { type: 'accept', player: 1 },
 *       { type: 'roll', player: 1, dice: [8, 4], drawn: false },
 *       { type: 'roll', player: 0, dice: [3, 1], drawn: false },
 *       { type: 'roll', player: 0, dice: [6, 6], drawn: false },
 *       { type: 'roll', player: 0, dice: [8, 6], drawn: false },
 *     ],
 *   },
 * };
 * console.log(await verifyFairRolls(match)); // => { ok: true, rolls: 4, winner: 0 }
 * // Cut before its end, the same record proves nothing of the result:
 * const cut = { ...match, record: { ...match.record, moves: match.record.moves.slice(0, -1) } };
 * console.log(await verifyFairRolls(cut)); // => { ok: false, reason: 'unfinished', rolls: 3 }
 * ```
 */
export interface FairRollsToVerify {
  /** The server seed, revealed after the match: 64 hexadecimal digits (either case). */
  readonly serverSeed: string;
  /**
   * The one client seed of a match whose rolls all came from it (for seats that each gave one,
   * `jointSeed`). Give it, or `rounds`, not both.
   */
  readonly clientSeed?: string;
  /**
   * The seats' values of a match played with a fresh value from each seat in every round: the
   * commitments of the joins and every reveal, in order. Give it, or `clientSeed`, not both.
   */
  readonly rounds?: FairRounds;
  /** The commitment the server published before the match: 64 hexadecimal digits (either case). */
  readonly commitment: string;
  /**
   * The match's whole record (as `kiri-dice/record` keeps it, or `parseRecord` reads it): every
   * move, so that the rolls checked are all of the match's, and the match must be over.
   */
  readonly record: MatchRecord;
}

/**
 * The verdict of `verifyFairRolls`: `ok` tells whether the whole match was fair, and a failure
 * says what was not, by its `reason`:
 *
 * - `'commitment'`: the revealed server seed is not the one committed to. `expected` is the
 *   commitment, `got` the SHA-256 of the revealed seed (both lowercase hexadecimal); no roll
 *   was checked.
 * - `'dice'`: roll number `roll` (from 0), the first wrong one, had the dice `got`, and the seeds
 *   give `expected`.
 * - `'unfinished'`: the record's `rolls` are the seeds' fair dice, but the match is not over: the
 *   record was cut before its end, or the match was stopped. Its result is not proven fair.
 *
 * With `rounds`, a failure can also name reveal number `reveal` (from 0, in the list's order):
 * `'reveal'` when its value's SHA-256 (`got`) is not its seat's last commitment (`expected`),
 * `'order'` when the seat that revealed it (`got`) is not the one whose turn it was
 * (`expected`), `'repeat'` when its value was revealed before, `'missing'` when the record's
 * rounds need it and the list ends before it, and `'extra'` when it comes after the record's
 * last round.
 *
 * A fair verdict names what it proves: the match's number of `rolls` and its `winner` (`null`
 * when it ended with none, by a declined bet).
 *
 * @example
 * ```ts
 * import type { FairVerification } from 'kiri-dice/fair';
 *
 * const verdicts: FairVerification[] = [
 *   { ok: true, rolls: 4, winner: 0 },
 *   { ok: false, reason: 'dice', roll: 1, expected: [3, 1], got: [3, 2] },
 *   { ok: false, reason: 'unfinished', rolls: 3 },
 * ];
 * console.log(verdicts.filter((verdict) => verdict.ok).length); // => 1
 * ```
 */
export type FairVerification =
  | {
      /** The whole match was fair: the committed seed, every roll its own, and over. */
      readonly ok: true;
      /** The number of rolls of the match. */
      readonly rolls: number;
      /** The seat that won the match, or `null` when it ended with no winner. */
      readonly winner: Seat | null;
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
    }
  | {
      /** The match is not proven fair: its record ends before the match does. */
      readonly ok: false;
      /** The match is not over. */
      readonly reason: 'unfinished';
      /** The number of rolls the record has, all fair. */
      readonly rolls: number;
    }
  | {
      /** The match was not fair. */
      readonly ok: false;
      /** A revealed value is not the one its seat committed to. */
      readonly reason: 'reveal';
      /** The number of the reveal, from 0. */
      readonly reveal: number;
      /** The seat's last commitment. */
      readonly expected: string;
      /** The SHA-256 of the revealed value. */
      readonly got: string;
    }
  | {
      /** The match was not fair. */
      readonly ok: false;
      /** A reveal came from the seat whose turn it was not. */
      readonly reason: 'order';
      /** The number of the reveal, from 0. */
      readonly reveal: number;
      /** The seat whose reveal it had to be. */
      readonly expected: Seat;
      /** The seat that revealed it. */
      readonly got: Seat;
    }
  | {
      /** The match was not fair. */
      readonly ok: false;
      /**
       * The reveal's value was revealed before (`'repeat'`), the record needs a reveal the list
       * does not have (`'missing'`), or the reveal comes after the record's last round (`'extra'`).
       */
      readonly reason: 'repeat' | 'missing' | 'extra';
      /** The number of the reveal, from 0. */
      readonly reveal: number;
    };

/**
 * The seeds of the options, checked, and the record as given (`runRecord` checks it): `seeds` is
 * `null` when neither a client seed nor rounds are given, which only a record that carries its
 * rounds may do.
 */
function read(options: unknown): {
  readonly key: Uint8Array;
  readonly commitment: string;
  readonly record: unknown;
  readonly seeds: string | FairRounds | null;
} {
  // Made here, not on import: once a verification, and the mutation run can tell which tests
  // reach it (its run of a mutant made on import did not see this one's tests fail).
  const fail: Fail = failure('INVALID_OPTIONS', 'verifyFairRolls');
  const given = fields(fail, options, 'options', [
    'serverSeed',
    'clientSeed',
    'rounds',
    'commitment',
    'record',
  ]);
  const key = readHex32(fail, given['serverSeed'], 'options.serverSeed');
  const rounds = given['rounds'];
  if (rounds !== undefined && given['clientSeed'] !== undefined)
    fail('options.rounds', 'absent when a clientSeed is given (one or the other)', rounds);
  const clientSeed = given['clientSeed'];
  const seeds =
    rounds !== undefined
      ? readRounds(fail, rounds, 'options.rounds')
      : clientSeed === undefined
        ? null
        : readClientSeed(fail, clientSeed, 'options.clientSeed');
  const commitment = toHex(readHex32(fail, given['commitment'], 'options.commitment'));
  return { key, commitment, record: given['record'], seeds };
}

/**
 * Checks a whole match's fair dice once the server has revealed its seed: that the seed's
 * SHA-256 is the commitment published before the match, that the record replays by the rules,
 * that every roll's dice are those `fairDice` derives for its number, and that the match is over.
 * Any player can run it alone; the server is not trusted.
 *
 * The verdict binds the whole match: the rolls checked are the ones its record replays, all of
 * them, so a record cut before its end is `unfinished` and a record with a move past its end is
 * refused. A wrong die, two rolls swapped, a seed that is not the committed one or a commitment
 * that is not the seed's: each makes the verdict `ok: false`, naming the first thing wrong.
 *
 * With `rounds` instead of `clientSeed` (a match played with a fresh value from each seat in
 * every round), it also checks every reveal, in order: its seat, its value against its seat's
 * last commitment, no value twice, none missing and none past the last round; and each roll
 * against its own round's values.
 *
 * @param options - `serverSeed`, `commitment`, `record`, and `clientSeed` or `rounds`
 * @returns a promise of the verdict, frozen
 * @throws {@link kiri-dice!KiriError} (the promise rejects) `INVALID_OPTIONS` for a seed, a
 * commitment or a reveal that is not of its form, more than 1,000,000 reveals, both `clientSeed`
 * and `rounds`, or a field that is missing or unknown; `INVALID_RECORD`
 * for a record that does not replay (as `replay` says), a move past the match's end included
 * @example
 * ```ts
 * import { commitTo, createServerSeed, fairDice, verifyFairRolls } from 'kiri-dice/fair';
 * import { play, startRecord } from 'kiri-dice/record';
 *
 * const serverSeed = createServerSeed(); // secret until the match is over
 * const commitment = await commitTo(serverSeed); // published before the match
 * const clientSeed = 'a seed of the players';
 * let match = startRecord({ seed: 1, chips: [1, 1] }); // one round: its winner takes all
 * match = play(match, { type: 'bet', player: 0, amount: 1 });
 * match = play(match, { type: 'accept', player: 1 });
 * for (let roll = 0; match.state.phase === 'rolling'; roll++) {
 *   const dice = await fairDice(serverSeed, clientSeed, roll);
 *   match = play(match, { type: 'roll', player: match.state.roller, dice });
 * }
 * const verdict = await verifyFairRolls({ serverSeed, clientSeed, commitment, record: match.record });
 * console.log(verdict.ok); // => true
 * ```
 */
export async function verifyFairRolls(options: FairRollsToVerify): Promise<FairVerification> {
  const { key, commitment, record, seeds } = guarded(
    'INVALID_OPTIONS',
    'verifyFairRolls',
    'options',
    () => read(options),
  );
  // The dice of every roll the record replays, read from the states, not from the caller's
  // moves, each with the index of its round; and each round, by the seat that accepted it.
  const rolls: { readonly dice: Dice; readonly round: number }[] = [];
  const rounds: { -readonly [K in keyof PlayedRound]: PlayedRound[K] }[] = [];
  const { last, rounds: carried } = runRecord('verifyFairRolls', record, (prev, next) => {
    if (prev.phase === 'accepting' && next.phase === 'rolling')
      rounds.push({ acceptor: prev.bettor === 0 ? 1 : 0, rolled: false });
    // A move made while rolling is a roll, or the timeout or halt that ended the match (no dice;
    // a halt leaves no winner, which a roll that ends the match has).
    if (
      prev.phase === 'rolling' &&
      next.lastRound?.reason !== 'timeout' &&
      (next.phase !== 'over' || next.winner !== null)
    ) {
      rounds[rounds.length - 1]!.rolled = true;
      rolls.push({ dice: next.lastRoll!.dice, round: rounds.length - 1 });
    }
  });
  const given = seedsOf(seeds, carried);
  const hash = toHex(await sha256(key));
  if (hash !== commitment) return unfair({ reason: 'commitment', expected: commitment, got: hash });
  const roundSeeds =
    typeof given === 'string'
      ? rounds.map(() => given)
      : await checkReveals(given.commitments, given.reveals, rounds);
  if ('reason' in roundSeeds) return unfair(roundSeeds);
  const wrong = await checkFairRolls(key, rolls, roundSeeds);
  if (wrong) return unfair(wrong);
  return Object.freeze(
    last.phase === 'over'
      ? { ok: true, rolls: rolls.length, winner: last.winner }
      : { ok: false, reason: 'unfinished', rolls: rolls.length },
  );
}

/**
 * The seeds the rolls are checked with: the options' client seed or rounds, or the rounds the
 * record carries, never both (two lists could disagree, and the verdict would hide which).
 */
function seedsOf(
  given: string | FairRounds | null,
  carried: FairRounds | null,
): string | FairRounds {
  const fail = failure('INVALID_OPTIONS', 'verifyFairRolls');
  if (carried === null) return given ?? readClientSeed(fail, undefined, 'options.clientSeed');
  if (given !== null)
    fail(
      typeof given === 'string' ? 'options.clientSeed' : 'options.rounds',
      'absent when the record carries its rounds (record.rounds)',
      given,
    );
  return carried;
}

/** A verdict that names the first thing wrong, frozen. */
function unfair(wrong: UnfairRolls | WrongReveal): FairVerification {
  return Object.freeze({ ok: false, ...wrong });
}
