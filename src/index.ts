/**
 * kiri-dice: a pure, fully typed rules engine for Kiri, the two-player game on two eight-sided
 * dice.
 *
 * House rules are built with `kiri-dice/rules`; the odds, the round solver and the simulator are
 * in `kiri-dice/odds`.
 *
 * @packageDocumentation
 * @module kiri-dice
 */
export type {
  Action,
  AcceptAction,
  BetAction,
  DeclineAction,
  HaltAction,
  RollAction,
  SeatAction,
  TimeoutAction,
} from './game/Action.js';
export type { Combination, CombinationId, CombinationNames } from './game/Combination.js';
export {
  actionErrorCodes,
  KiriError,
  kiriErrorCodes,
  type ActionErrorCode,
  type KiriErrorCode,
} from './game/KiriError.js';
export type {
  AcceptingState,
  ActionError,
  BettingState,
  MatchPhase,
  MatchState,
  MatchStateBase,
  OverState,
  RollingState,
  RollRecord,
  RoundEndReason,
  RoundResult,
  Seat,
} from './game/MatchState.js';
export type {
  CombinationSpec,
  DiceMatcher,
  DicePair,
  DiceSum,
  Rules,
  RulesSpec,
} from './rules/Rules.js';
export { classifyRoll } from './game/classifyRoll.js';
export { createGame, type Game, type GameOptions } from './game/createGame.js';
export { createMatch, type MatchOptions } from './game/createMatch.js';
export { createReducer } from './game/createReducer.js';
export { legalActions } from './game/legalActions.js';
export { parseMatchState } from './game/parseMatchState.js';
export { parseSeed } from './game/parseSeed.js';
export { playerToAct } from './game/playerToAct.js';
export { reduce } from './game/reduce.js';
export type { RandomGenerator, RandomState } from './rng/RandomGenerator.js';
export { sfc32 } from './rng/sfc32.js';
export { stakeRange, type StakeRange } from './game/stakeRange.js';
export { standardRules } from './rules/standardRules.js';
export { validateAction } from './game/validateAction.js';
