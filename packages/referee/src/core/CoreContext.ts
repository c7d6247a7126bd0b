// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { ClockOptions } from './MatchClock.js';
import type { ParsedStatesGame } from './parsedStates.js';
import type { Store } from './Store.js';
import type { MatchRoller } from './matchRoller.js';
import type { Views } from './views.js';
import type { RefereeLimits } from './RefereeLimits.js';
import type { RefereeLogger } from './RefereeLogger.js';
import type { SeatTokens } from './seatTokens.js';
import type { Waiters } from './waiters.js';
import type { StoreOutages } from './storeOutages.js';
import type { ComputerSeats } from './computerSeats.js';
import type { ComputerTurns } from './computerTurns.js';

/** What every operation of the referee's core works with, built once by `createReferee`. */
export interface CoreContext {
  readonly store: Store;
  /**
   * The game, which remembers its states by their text, and takes them unchecked, as it made
   * them (`withParsedStates`).
   */
  readonly game: ParsedStatesGame;
  readonly chips: readonly [number, number];
  /** The clock of a match created without `clock`; `null` for none. */
  readonly clock: ClockOptions | null;
  readonly limits: RefereeLimits;
  readonly log: RefereeLogger;
  readonly waiters: Waiters;
  /** The seats of the tokens known to play one (`createSeatTokens`). */
  readonly tokens: SeatTokens;
  /** The fair dice of a match's rolls (`createMatchRoller`). */
  readonly roll: MatchRoller;
  /** The answer of a stored match's view, written once a step (`createViews`). */
  readonly views: Views;
  /** What this process saw of its store's outages, whose time no player is charged. */
  readonly outages: StoreOutages;
  /** The computer's seat of a match, if it has one (`createComputerSeats`). */
  readonly computerSeats: ComputerSeats;
  /** The computer's turns, played by this process (`createComputerTurns`). */
  readonly computer: ComputerTurns;
}
