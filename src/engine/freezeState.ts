import type {
  ActionError,
  MatchPhase,
  MatchState,
  RollRecord,
  RoundResult,
  Seat,
} from '../MatchState.js';
import type { RandomState } from '../rng/RandomGenerator.js';

/**
 * The one constructor of `MatchState`. Every state is built by this single object literal, so all
 * states share one hidden class (fast property reads) and one field order (stable JSON).
 * Arguments must already be frozen; the caller guarantees the phase invariants. Generic over
 * the rules: a state's combination ids are those of the game that made it.
 */
export function freezeState(
  phase: MatchPhase,
  round: number,
  bettor: Seat,
  roller: Seat | null,
  stake: number,
  pot: number,
  chips: readonly [number, number],
  points: readonly [number, number],
  bonusRolls: number,
  lastRoll: RollRecord<string> | null,
  lastRound: RoundResult | null,
  winner: Seat | null,
  error: ActionError | null,
  totalChips: number,
  seed: number,
  rng: RandomState,
): MatchState<string> {
  return Object.freeze({
    phase,
    round,
    bettor,
    roller,
    stake,
    pot,
    chips,
    points,
    bonusRolls,
    lastRoll,
    lastRound,
    winner,
    error,
    totalChips,
    seed,
    rng,
  }) as MatchState<string>;
}
