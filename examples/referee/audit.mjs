// @ts-check
// Audits the referee's database: every match must replay from its record to exactly its stored
// state, keep its chips, count its moves and rolls right, and every roll must be the fair dice
// of its seeds. What the server guide calls settling a dispute, for every match at once.
//
//   node examples/referee/audit.mjs --db FILE
//
// Prints one line of JSON, { matches, moves, over, failures }, and exits 1 if any match fails.
// It only reads: it may run beside a serving referee (WAL lets it read while the referee writes).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { KiriError } from 'kiri-dice';
import { verifyFairRolls } from 'kiri-dice/fair';
import { replay } from 'kiri-dice/record';
import { openStore } from './store.mjs';

/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {{ id: string, reason: string }} Failure */

/**
 * What is wrong with one stored match, if anything.
 *
 * @param {import('./store.mjs').Store} store
 * @param {import('./store.mjs').MatchRow} row
 * @returns {Promise<string | null>}
 */
export async function auditMatch(store, row) {
  /** @type {MatchRecord} */
  const record = JSON.parse(row.record);
  let states;
  try {
    states = replay(record);
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    return `the record is refused: ${error.message}`;
  }
  if (JSON.stringify(states.at(-1)) !== row.state)
    return 'the stored state is not where the record leads';
  if (record.moves.length !== row.version)
    return `version ${row.version}, but the record has ${record.moves.length} moves`;
  /** @type {import('kiri-dice').MatchState} */
  const state = JSON.parse(row.state);
  const start = record.start.chips[0] + record.start.chips[1];
  if (state.chips[0] + state.chips[1] + state.pot !== start || state.totalChips !== start)
    return `chips ${state.chips.join(' + ')} and pot ${state.pot} do not make the ${start} of the start`;
  const rolls = record.moves.flatMap((move) => (move.type === 'roll' ? [move.dice] : []));
  if (rolls.length !== row.rolls) return `${row.rolls} rolls counted, ${rolls.length} recorded`;
  if (rolls.length === 0) return null;
  const fair = await verifyFairRolls({
    serverSeed: row.server_seed,
    clientSeed: store.clientSeeds(row.id).join('|'),
    commitment: row.commitment,
    rolls,
  });
  if (!fair.ok)
    return fair.reason === 'dice'
      ? `roll ${fair.roll} is not the seeds' roll`
      : 'the server seed is not the committed one';
  return null;
}

/**
 * Audits every match of a database.
 *
 * @param {string} file the SQLite file
 * @returns {Promise<{ matches: number, moves: number, over: number, failures: Failure[] }>}
 */
export async function audit(file) {
  const store = openStore(file);
  try {
    const report = {
      matches: 0,
      moves: 0,
      over: 0,
      failures: /** @type {Failure[]} */ ([]),
    };
    for (const row of store.allMatches()) {
      report.matches++;
      report.moves += row.version;
      if (JSON.parse(row.state).phase === 'over') report.over++;
      const reason = await auditMatch(store, row);
      if (reason) report.failures.push({ id: row.id, reason });
    }
    return report;
  } finally {
    store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { db: { type: 'string' } } });
  if (!values.db) {
    console.error('usage: node examples/referee/audit.mjs --db FILE');
    process.exit(2);
  }
  const report = await audit(values.db);
  console.log(JSON.stringify(report));
  process.exitCode = report.failures.length === 0 ? 0 : 1;
}
