/**
 * kiri-dice/odds: the mathematics of Kiri, for the standard rules and any house rules: the exact
 * odds of each combination, an exact solver of a round, live win chances, and a fast simulator.
 *
 * A separate entry point, so that games which only play Kiri do not ship the analysis tools.
 *
 * ```ts
 * import { solveRound } from 'kiri-dice/odds';
 * solveRound().firstRollerWins; // 0.548342231174...
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/odds
 */
export { combinationOdds, type CombinationOdds, type Fraction } from './combinationOdds.js';
export { simulate, type SimulateOptions, type Simulation } from './simulate.js';
export { solveRound, type PositionOdds, type RoundOdds } from './solveRound.js';
export { winProbability } from './winProbability.js';
export { evaluatePolicies, type StakePolicy } from './evaluatePolicies.js';
export type { MatchOdds, MatchPosition, StakeOdds } from './MatchOdds.js';
export { maxTotalChips, type SolveMatchOptions } from './SolveMatchOptions.js';
export { solveMatch } from './solveMatch.js';
export { createBot, type Bot, type BotOptions, type BotStrategy } from './createBot.js';
