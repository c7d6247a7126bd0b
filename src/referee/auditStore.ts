import { commitTo } from '../fair/commitTo.js';
import { jointSeed } from '../fair/jointSeed.js';
import { checkFairRolls } from '../fair/checkFairRolls.js';
import { fromHex } from '../fair/hex.js';
import type { MatchRecord, RecordedRoll } from '../record/MatchRecord.js';
import type { MatchState } from '../MatchState.js';
import { runRecord } from '../record/runRecord.js';
import type { Store, StoredMatch } from './store/Store.js';

/**
 * What `auditStore` found: how many matches, moves and rolls it checked, and every failure,
 * each naming its match.
 *
 * @example
 * ```ts
 * import type { AuditReport } from 'kiri-dice/referee';
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
 * must be the SHA-256 of its revealed seed, and every roll must be the fair dice of the seeds.
 *
 * @param store - the store, opened to read (`sqliteStore(file, { readOnly: true })`)
 * @returns a promise of the report
 * @example
 * ```ts
 * import { auditStore, memoryStore } from 'kiri-dice/referee';
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
    const problems = await auditMatch(match, texts);
    moves += texts.length;
    fairRolls += problems.fair;
    if (problems.over) finished++;
    for (const problem of problems.found) failures.push({ match: id, problem });
  }
  return { ok: failures.length === 0, matches: ids.length, moves, fairRolls, finished, failures };
}

async function auditMatch(
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
    let last: MatchState<string> | undefined;
    state = runRecord('auditStore', record, (_, next) => (last = next)).first;
    state = last ?? state;
  } catch (error) {
    return {
      found: [`its record does not replay: ${(error as Error).message}`],
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
  if ((await commitTo(match.serverSeed)) !== match.commitment)
    found.push('its server seed is not the one committed to');
  const seeds = match.clientSeeds;
  for (const [seat, seed] of seeds.entries())
    if (seed !== null && (await commitTo(seed)) !== match.seedCommitments[seat])
      found.push(`seat ${seat}'s seed is not the one it committed to`);
  if (rolls.length > 0 && (seeds.length !== 2 || seeds.includes(null)))
    found.push('it has rolls before both seeds were revealed');
  else if (rolls.length > 0) {
    // The rolls still in progress count too: the audit checks every stored roll, over or not.
    const wrong = await checkFairRolls(
      fromHex(match.serverSeed),
      jointSeed(seeds as string[]),
      match.commitment,
      rolls.map((roll) => roll.dice),
    );
    if (wrong)
      found.push(
        wrong.reason === 'dice'
          ? `roll ${wrong.roll} is not the fair dice of its seeds`
          : 'its commitment does not match',
      );
  }
  return { found, fair: found.length === 0 ? rolls.length : 0, over: state.phase === 'over' };
}
