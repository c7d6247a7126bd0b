import type { MatchState } from '../../MatchState.js';
import type { StoredMatch } from '../store/Store.js';
import type { MatchView } from './MatchView.js';

/** The view of a stored match, whose state is `state`. */
export function viewOf(match: StoredMatch, state: MatchState<string>): MatchView {
  const seeds = match.clientSeeds;
  const all = seeds.length === 2 && seeds.every((seed) => seed !== null);
  return {
    id: match.id,
    version: match.version,
    state,
    seats: match.seats,
    commitment: match.commitment,
    seedCommitments: match.seedCommitments,
    revealed: seeds.map((seed) => seed !== null),
    clientSeeds: all ? seeds : [],
    serverSeed: state.phase === 'over' ? match.serverSeed : null,
  };
}
