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
 * Arguments must already be frozen; the caller guarantees the phase invariants.
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
  lastRoll: RollRecord | null,
  lastRound: RoundResult | null,
  winner: Seat | null,
  error: ActionError | null,
  totalChips: number,
  seed: number,
  rng: RandomState,
): MatchState {
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
  }) as MatchState;
}

/** `[0, 0]`, shared by every state between rounds. */
export const NO_POINTS: readonly [0, 0] = /* @__PURE__ */ Object.freeze([0, 0] as const);

/** The same state with only `error` replaced (and frozen: the state is deeply frozen). */
export function withError(s: MatchState, error: ActionError | null): MatchState {
  return freezeState(
    s.phase, s.round, s.bettor, s.roller, s.stake, s.pot, s.chips, s.points, s.bonusRolls,
    s.lastRoll, s.lastRound, s.winner, Object.freeze(error), s.totalChips, s.seed, s.rng,
  );
}
