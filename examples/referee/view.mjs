// @ts-check
// What everybody may see of a match: its state and version, the seeds of the fair dice, and
// the server seed once the match is over (before that it would predict every roll).

/**
 * @typedef {object} MatchView
 * @property {string} id
 * @property {number} version the number of accepted moves
 * @property {import('kiri-dice').MatchState} state
 * @property {number} seats the seats taken, 0 to 2
 * @property {string[]} clientSeeds the players' seeds, in seat order
 * @property {string} commitment the commitment to the server seed
 * @property {string | null} serverSeed revealed when the match is over
 */

/**
 * @param {import('./store.mjs').MatchRow} row the match's stored row
 * @param {import('kiri-dice').MatchState} state the row's state, as data
 * @param {string[]} clientSeeds the seeds of the seats taken, in seat order
 * @returns {MatchView}
 */
export function viewOf(row, state, clientSeeds) {
  return {
    id: row.id,
    version: row.version,
    state,
    seats: row.seats,
    clientSeeds,
    commitment: row.commitment,
    serverSeed: state.phase === 'over' ? row.server_seed : null,
  };
}
