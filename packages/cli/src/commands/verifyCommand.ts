// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { KiriError } from 'kiri-dice';
import {
  commitTo,
  fairRoller,
  verifyFairRolls,
  type FairRounds,
  type FairVerification,
} from 'kiri-dice/fair';
import type { MatchRecord, RecordedMove } from 'kiri-dice/record';
import type { CliIO } from '../CliIO.js';
import type { Command } from '../command.js';
import { counted } from '../counted.js';
import { errorLine } from '../format.js';
import { eachMove, loadRecord, maxRecordBytes, type LoadedRecord } from '../loadRecord.js';
import { readJsonFile } from '../readJsonFile.js';
import { defineRecordCommand, type RecordValues } from '../recordCommand.js';
import { UsageError } from '../UsageError.js';

/** The options of `kiri-dice verify`, beside --json and --help. */
const verifyOptions = {
  'server-seed': { type: 'string' },
  'client-seed': { type: 'string' },
  rounds: { type: 'string' },
  commitment: { type: 'string' },
} as const;

type VerifyValues = RecordValues<typeof verifyOptions>;

/** What the fair dice are checked with besides the rolls: one client seed, or a file of rounds. */
interface Seeds {
  readonly serverSeed: string;
  readonly clientSeed?: string;
  readonly rounds?: string;
  readonly commitment: string;
}

/** Two dice, each from 1 to 8. */
type Dice = readonly [number, number];

/** Why rolls are not the fair dice of their seeds: the first thing wrong. */
type UnfairRolls =
  | { readonly reason: 'commitment'; readonly expected: string; readonly got: string }
  | { readonly reason: 'dice'; readonly roll: number; readonly expected: Dice; readonly got: Dice };

/**
 * Rolls checked at a time: a batch keeps a few HMACs in flight, and a wrong roll stops the
 * check at the end of its batch.
 */
const BATCH = 16;

/** The form of a server seed and of a commitment: 32 bytes in hexadecimal. */
const hex32 = /^[0-9a-f]{64}$/i;

/**
 * Refuses a client seed that holds U+FFFD: the command line reads every byte that is not UTF-8
 * as U+FFFD, so the bytes e9, e8 and ff, and U+FFFD itself, would all verify the same rolls as
 * fair. The library refuses a lone surrogate for the same reason.
 */
function checkClientSeed(seed: string): void {
  if (seed.includes('\ufffd'))
    throw new UsageError(
      '--client-seed must be valid UTF-8 text without U+FFFD: a byte that is not UTF-8 reads as U+FFFD, so different seeds would verify the same',
    );
}

/**
 * Reads the seed options, each of its form: none, or the server seed and the commitment with a
 * client seed, a file of rounds, or neither (when the record carries its values, which
 * {@link seedsFor} checks once the record is read).
 */
function seedsOf(values: VerifyValues): Seeds | undefined {
  const names = ['server-seed', 'client-seed', 'rounds', 'commitment'] as const;
  if (names.every((name) => values[name] === undefined)) return undefined;
  if (values['client-seed'] !== undefined && values.rounds !== undefined)
    throw new UsageError('--client-seed and --rounds are one or the other: give one of them');
  const missing = (['server-seed', 'commitment'] as const).filter(
    (name) => values[name] === undefined,
  );
  if (missing.length) missingSeeds(missing);
  const { 'server-seed': serverSeed, 'client-seed': clientSeed, rounds, commitment } = values;
  for (const name of ['server-seed', 'commitment'] as const) {
    if (!hex32.test(values[name]!))
      throw new UsageError(
        `--${name} must be 64 hexadecimal digits (32 bytes), got '${values[name]}'`,
      );
  }
  if (rounds !== undefined) return { serverSeed: serverSeed!, rounds, commitment: commitment! };
  if (clientSeed === undefined) return { serverSeed: serverSeed!, commitment: commitment! };
  if (clientSeed === '') throw new UsageError('--client-seed must be text that is not empty');
  checkClientSeed(clientSeed);
  return { serverSeed: serverSeed!, clientSeed: clientSeed, commitment: commitment! };
}

/** Refuses seed options that lack `missing`. */
function missingSeeds(missing: readonly string[]): never {
  throw new UsageError(
    `--server-seed, --client-seed (or --rounds) and --commitment go together: --${missing.join(' and --')} ${missing.length > 1 ? 'are' : 'is'} missing`,
  );
}

/**
 * The seeds of the options, once the record is read: a client seed or a file of rounds when the
 * record carries no values, neither when it does (two lists could disagree).
 */
function seedsFor(seeds: Seeds, loaded: LoadedRecord): Seeds {
  const given = seeds.clientSeed !== undefined ? 'client-seed' : seeds.rounds && 'rounds';
  if (loaded.fairRounds === null && !given) missingSeeds(['client-seed']);
  if (loaded.fairRounds !== null && given)
    throw new UsageError(
      `--${given} is not needed: the record carries the values of its rounds, which --server-seed and --commitment check`,
    );
  return seeds;
}

/** The figures of a verified record: its moves and its rounds (each starts with a bet). */
function countsOf({ moves, rounds }: LoadedRecord): {
  readonly moves: number;
  readonly rounds: number;
} {
  return { moves, rounds };
}

/** Where roll number `roll` is: its move's index and its round, read again from the text. */
function placeOf(loaded: LoadedRecord, roll: number): { index: number; round: number } {
  let seen = -1;
  let moves = 0;
  // Stryker disable next-line ObjectLiteral,UnaryOperator: the place's first value is never read,
  // since the roll a verdict names is always in the record.
  const place = { index: -1, round: 0 };
  eachMove(loaded, (move, before) => {
    if (move.type === 'roll' && ++seen === roll)
      Object.assign(place, { index: moves, round: before.round });
    moves++;
  });
  return place;
}

/** What was wrong with the fair dice, naming the roll by its number, its move and its round. */
function unfair(verdict: UnfairRolls, loaded: LoadedRecord): string {
  if (verdict.reason === 'commitment')
    return `the server seed is not the one committed to: its SHA-256 is ${verdict.got}, but the commitment is ${verdict.expected}`;
  const { index, round } = placeOf(loaded, verdict.roll);
  const [a, b] = verdict.got;
  const [x, y] = verdict.expected;
  return `roll ${verdict.roll} (record.moves[${index}], round ${round}) has the dice ${a}+${b}, but the seeds give ${x}+${y}`;
}

/**
 * Checks the record's rolls against the seeds, then prints the verdict. The rolls are read again
 * from the file as the record is replayed, and checked a batch at a time, as verifyFairRolls
 * checks them: a long record's rolls are never held all at once.
 */
async function verifyRolls(
  file: string,
  loaded: LoadedRecord,
  seeds: Seeds,
  json: boolean,
  io: CliIO,
): Promise<number> {
  if (seeds.clientSeed === undefined) return verifyRounds(file, loaded, seeds, json, io);
  const { serverSeed, commitment } = seeds;
  const clientSeed = seeds.clientSeed;
  const expected = commitment.toLowerCase();
  const got = await commitTo(serverSeed);
  let verdict: UnfairRolls | undefined =
    got === expected ? undefined : { reason: 'commitment', expected, got };
  let rolls = 0;
  // Stryker disable next-line ConditionalExpression: when the check is a verdict (a wrong
  // commitment), the loop stops before its first step, as it runs only while there is none.
  if (!verdict) {
    const roll = fairRoller(serverSeed);
    const check = async (
      batch: readonly Dice[],
      from: number,
    ): Promise<UnfairRolls | undefined> => {
      const fair = await Promise.all(batch.map((_, i) => roll(clientSeed, from + i)));
      const i = batch.findIndex(([a, b], j) => a !== fair[j]![0] || b !== fair[j]![1]);
      if (i < 0) return undefined;
      // Stryker disable next-line StringLiteral: `unfair` tells a verdict by its 'commitment' alone.
      return { reason: 'dice', roll: from + i, expected: fair[i]!, got: batch[i]! };
    };
    let batch: Dice[] = [];
    const steps = loaded.steps();
    for (let step = steps.next(); !step.done && !verdict; step = steps.next()) {
      const { move } = step.value;
      if (move.type !== 'roll') continue;
      batch.push(move.dice);
      if (batch.length < BATCH) continue;
      verdict = await check(batch, rolls);
      rolls += batch.length;
      batch = [];
    }
    // The rolls after the last whole batch (none when a wrong roll stopped the check).
    if (batch.length) verdict = await check(batch, rolls);
    rolls += batch.length;
  }
  if (verdict) {
    io.err(errorLine('NOT_FAIR', `${file}: ${unfair(verdict, loaded)}`, json));
    return 1;
  }
  return report(loaded, rolls, json, io);
}

/** What was wrong with a match of fresh values each round, naming the reveal or the roll. */
function unfairRounds(
  verdict: Exclude<FairVerification, { ok: true } | { reason: 'unfinished' }>,
  loaded: LoadedRecord,
): string {
  switch (verdict.reason) {
    case 'commitment':
    case 'dice':
      return unfair(verdict, loaded);
    case 'reveal':
      return `reveal ${verdict.reveal} is not the value its seat committed to: its SHA-256 is ${verdict.got}, but the commitment is ${verdict.expected}`;
    case 'order':
      return `reveal ${verdict.reveal} is seat ${verdict.got}'s, but it was seat ${verdict.expected}'s turn (in each round the acceptor reveals, then the bettor)`;
    case 'repeat':
      return `reveal ${verdict.reveal} has a value revealed before: each value serves one round`;
    case 'missing':
      return `the record's rounds need reveal ${verdict.reveal}, which the rounds do not have`;
    case 'extra':
      return `reveal ${verdict.reveal} comes after the record's last round`;
  }
}

/**
 * Checks a match of fresh values each round with `verifyFairRolls`, which checks its reveals in
 * order beside its rolls: the record's moves are held for it (a record file has 16 MiB at most),
 * with the values it carries, or those of the file of rounds, read whole (16 MiB at most too).
 */
async function verifyRounds(
  file: string,
  loaded: LoadedRecord,
  seeds: Seeds,
  json: boolean,
  io: CliIO,
): Promise<number> {
  const moves: RecordedMove[] = [];
  eachMove(loaded, (move) => moves.push(move));
  const { recorded: rules, start, fairRounds } = loaded;
  const verdict = await roundsVerdict(seeds, { format: 1, rules, start, moves }, fairRounds);
  if (verdict.ok || verdict.reason === 'unfinished') return report(loaded, verdict.rolls, json, io);
  io.err(errorLine('NOT_FAIR', `${file}: ${unfairRounds(verdict, loaded)}`, json));
  return 1;
}

/**
 * The verdict on a record of fresh values each round: with the values it carries, or else with
 * those of the file of `--rounds`.
 */
async function roundsVerdict(
  seeds: Seeds,
  record: MatchRecord,
  carried: FairRounds | null,
): Promise<FairVerification> {
  const { serverSeed, commitment } = seeds;
  if (carried !== null)
    return verifyFairRolls({ serverSeed, commitment, record: { ...record, rounds: carried } });
  let rounds: FairRounds;
  try {
    rounds = readJsonFile(seeds.rounds!, maxRecordBytes, 'the rounds of a match') as FairRounds;
  } catch (error) {
    throw new UsageError(`${seeds.rounds}: ${(error as Error).message}`);
  }
  try {
    return await verifyFairRolls({ serverSeed, commitment, rounds, record });
  } catch (error) {
    // The record replays (loadRecord read it) and the seeds are checked: what is refused is the
    // file of rounds.
    // A fault of verifyFairRolls itself (no KiriError) is no fault of the command line.
    if (!(error instanceof KiriError)) throw error;
    const field = error.message.replace('verifyFairRolls: options.rounds', '');
    throw new UsageError(
      `${seeds.rounds}: ${field.startsWith('.') ? field.slice(1) : `the file${field}`}`,
    );
  }
}

/** The exit code of a record whose every move holds: 0 when its match is over, else 3. */
export const UNFINISHED = 3;

/** Prints the verdict on a record whose every move (and every fair roll) holds. */
function report(
  loaded: LoadedRecord,
  fairRolls: number | undefined,
  json: boolean,
  io: CliIO,
): number {
  const { moves, rounds } = countsOf(loaded);
  const finished = loaded.last.phase === 'over';
  const fair = fairRolls === undefined ? '' : `, ${counted(fairRolls, 'roll')} fair`;
  const counts = `${counted(moves, 'move')}, ${counted(rounds, 'round')}${fair}`;
  io.out(
    json
      ? // Stryker disable next-line ConditionalExpression: `JSON.stringify` leaves out a field whose
        // value is `undefined`, as the empty object does.
        `${JSON.stringify({ ok: finished, finished, moves, rounds, ...(fairRolls === undefined ? {} : { fairRolls }) })}\n`
      : finished
        ? `ok: ${counts}\n`
        : `unfinished: ${counts}, the match is not over\n`,
  );
  return finished ? 0 : UNFINISHED;
}

/** Replays a match record and says whether every move holds, and with the seeds whether its dice were fair. */
export const verifyCommand: Command = defineRecordCommand(
  'verify',
  (speech) => speech.help.verify,
  verifyOptions,
  (values, file, io) => {
    const seeds = seedsOf(values);
    const json = values.json === true;
    const loaded = loadRecord(file);
    if (seeds) return verifyRolls(file, loaded, seedsFor(seeds, loaded), json, io);
    return report(loaded, undefined, json, io);
  },
);
