// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';

/**
 * The one constructor of `MatchState`: `fields` (named, so none can be swapped silently) copied
 * into a single object literal and frozen. Every state is built here, so all states share one
 * hidden class (fast property reads) and one field order (stable JSON), whatever the order of
 * `fields`. Its values must already be frozen; the caller guarantees the phase invariants.
 * Generic over the rules: a state's combination ids are those of the game that made it.
 */
export function freezeState(fields: MatchState<string>): MatchState<string> {
  return Object.freeze({
    phase: fields.phase,
    round: fields.round,
    bettor: fields.bettor,
    roller: fields.roller,
    stake: fields.stake,
    pot: fields.pot,
    chips: fields.chips,
    points: fields.points,
    bonusRolls: fields.bonusRolls,
    lastRoll: fields.lastRoll,
    lastRound: fields.lastRound,
    winner: fields.winner,
    error: fields.error,
    totalChips: fields.totalChips,
    seed: fields.seed,
    rng: fields.rng,
  }) as MatchState<string>;
}
