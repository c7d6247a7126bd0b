// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { commitTo, fairRoller, jointSeed, verifyFairRolls, type FairReveal } from 'kiri-dice/fair';
import { resumeRecord, type MatchRecord, type RecordedRoll } from 'kiri-dice/record';
import type { MatchState } from 'kiri-dice';
import type { Store, StoredMatch } from './core/Store.js';

/**
 * What `auditStore` found: how many matches, moves and rolls it checked, and every failure,
 * each naming its match.
 *
 * @example
 * ```ts
 * import type { AuditReport } from '@kiri-dice/referee';
 *
 * const clean = (report: AuditReport) => report.failures.length === 0;
 * ```
 */
export interface AuditReport {
  /** Whether every match passed. */
  readonly ok: boolean;
  /** Matches checked. */
  readonly matches: number;
  /** Moves replayed. */
  readonly moves: number;
  /** Rolls whose fair dice were verified (those of matches whose seeds are all known). */
  readonly fairRolls: number;
  /** Matches over, whose server seed a player can see. */
  readonly finished: number;
  /** What was wrong, one entry per failure. */
  readonly failures: readonly {
    /** The match's id. */
    readonly match: string;
    /** What is wrong with it. */
    readonly problem: string;
  }[];
}

/**
 * Checks every match of a store as an auditor would, trusting nothing the referee computed:
 * the record rebuilt from the stored moves must replay to exactly the stored state (whose chips
 * the engine keeps), the version must count the moves and `rolls` the rolls, every commitment
 * must be the SHA-256 of its revealed seed, and every roll must be the fair dice of the seeds (in
 * a match of fresh values each round, of its round's values, each the one its seat committed
 * to, revealed in order).
 *
 * @param store - the store, opened to read (`sqliteStore(file, { readOnly: true })`)
 * @returns a promise of the report
 * @example
 * ```ts
 * import { auditStore, memoryStore } from '@kiri-dice/referee';
 *
 * const report = await auditStore(memoryStore());
 * console.log(report.ok); // => true
 * ```
 */
export async function auditStore(store: Store): Promise<AuditReport> {
  const failures: { match: string; problem: string }[] = [];
  let moves = 0;
  let fairRolls = 0;
  let finished = 0;
  const ids = await store.matchIds();
  for (const id of ids) {
    const match = (await store.match(id))!;
    const texts = await store.moves(id, 0);
    const problems = await auditMatch(store, match, texts);
    moves += texts.length;
    fairRolls += problems.fair;
    if (problems.over) finished++;
    for (const problem of problems.found) failures.push({ match: id, problem });
  }
  return { ok: failures.length === 0, matches: ids.length, moves, fairRolls, finished, failures };
}

async function auditMatch(
  store: Store,
  match: StoredMatch,
  texts: readonly string[],
): Promise<{ readonly found: string[]; readonly fair: number; readonly over: boolean }> {
  const found: string[] = [];
  let record: MatchRecord;
  let state: MatchState<string>;
  try {
    const header = JSON.parse(match.header) as Omit<MatchRecord, 'moves'>;
    record = {
      ...header,
      moves: texts.map((text) => JSON.parse(text) as MatchRecord['moves'][number]),
    };
    // Only the last state is kept: a long match is replayed in constant memory.
    state = resumeRecord(record).state;
  } catch (error) {
    return {
      found: [
        // Stryker disable next-line Regex: the message starts with the function's name, the first match.
        `its record does not replay: ${(error as Error).message.replace(/^resumeRecord: /, '')}`,
      ],
      fair: 0,
      over: false,
    };
  }
  if (JSON.stringify(state) !== match.state)
    found.push('its record replays to another state than the stored one');
  if (match.version !== texts.length)
    found.push(`its version is ${match.version} but it has ${texts.length} moves`);
  const rolls = record.moves.filter((move): move is RecordedRoll => move.type === 'roll');
  if (match.rolls !== rolls.length)
    found.push(`it counts ${match.rolls} rolls but has ${rolls.length}`);
  const committed = (await commitTo(match.serverSeed)) === match.commitment;
  if (!committed) found.push('its server seed is not the one committed to');
  if (match.reveals !== null) {
    const reveals = await store.reveals(match.id, 0);
    if (reveals.length !== match.reveals.count)
      found.push(`it counts ${revealsIn(match.reveals.count)} but has ${reveals.length}`);
    found.push(...(await roundsProblems(match, reveals, record)));
    return { found, fair: found.length === 0 ? rolls.length : 0, over: state.phase === 'over' };
  }
  const seeds = match.clientSeeds;
  for (const [seat, seed] of seeds.entries())
    if (seed !== null && (await commitTo(seed)) !== match.seedCommitments[seat])
      found.push(`seat ${seat}'s seed is not the one it committed to`);
  if (rolls.length > 0 && (seeds.length !== 2 || seeds.includes(null)))
    found.push('it has rolls before both seeds were revealed');
  // The rolls still in progress count too: the audit checks every stored roll, over or not. A
  // seed that is not the committed one proves nothing of the dice, so they are not checked.
  else if (rolls.length > 0 && committed) {
    const wrong = await firstUnfair(match.serverSeed, jointSeed(seeds as string[]), rolls);
    if (wrong >= 0) found.push(`roll ${wrong} is not the fair dice of its seeds`);
  }
  return { found, fair: found.length === 0 ? rolls.length : 0, over: state.phase === 'over' };
}

const plural = new Intl.PluralRules('en');
/** `count` reveals, in words. */
const revealsIn = (count: number): string =>
  `${count} ${plural.select(count) === 'one' ? 'reveal' : 'reveals'}`;

/**
 * What is wrong with the reveals and rolls of a match of fresh values each round (none, or one):
 * `verifyFairRolls` checks each reveal against its seat's last commitment, their order, and
 * every roll against its round's values. A match still in play is `unfinished`, not wrong.
 */
async function roundsProblems(
  match: StoredMatch,
  reveals: readonly FairReveal[],
  record: MatchRecord,
): Promise<string[]> {
  if (match.seats < 2) return [];
  const verdict = await verifyFairRolls({
    serverSeed: match.serverSeed,
    commitment: match.commitment,
    record,
    rounds: { commitments: match.seedCommitments as [string, string], reveals },
  });
  // Stryker disable next-line ConditionalExpression: an ok verdict has no reason, which the
  // switch's default answers with no problem all the same.
  if (verdict.ok) return [];
  switch (verdict.reason) {
    case 'dice':
      return [`roll ${verdict.roll} is not the fair dice of its round's values`];
    case 'reveal':
      return [`reveal ${verdict.reveal} is not the value its seat committed to`];
    case 'order':
      return [
        `reveal ${verdict.reveal} is seat ${verdict.got}'s where seat ${verdict.expected}'s was due`,
      ];
    case 'repeat':
      return [`reveal ${verdict.reveal} repeats a value revealed before`];
    case 'missing':
      return [`reveal ${verdict.reveal} is missing, and a roll needs it`];
    case 'extra':
      return [`reveal ${verdict.reveal} comes after the last round`];
    default:
      // 'unfinished': a match in play; 'commitment': told above, as for a match of one seed each.
      return [];
  }
}

/** Rolls checked at a time: a few HMACs in flight, and a wrong roll stops at its batch's end. */
const BATCH = 16;

/** The number of the first roll whose dice are not the fair dice of the seeds, or -1. */
async function firstUnfair(
  serverSeed: string,
  clientSeed: string,
  rolls: readonly RecordedRoll[],
): Promise<number> {
  const roll = fairRoller(serverSeed);
  // Stryker disable next-line EqualityOperator: one more batch, past the last roll, is empty and finds nothing wrong.
  for (let from = 0; from < rolls.length; from += BATCH) {
    const batch = rolls.slice(from, from + BATCH);
    const fair = await Promise.all(batch.map((_, i) => roll(clientSeed, from + i)));
    const wrong = batch.findIndex(
      ({ dice }, i) => dice[0] !== fair[i]![0] || dice[1] !== fair[i]![1],
    );
    if (wrong >= 0) return from + wrong;
  }
  return -1;
}
