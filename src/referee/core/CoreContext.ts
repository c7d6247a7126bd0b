import type { Game } from '../../createGame.js';
import type { Store } from '../store/Store.js';
import type { RefereeLimits } from './limits.js';
import type { RefereeLogger } from './RefereeLogger.js';
import type { Waiters } from './waiters.js';

/** What every operation of the referee's core works with, built once by `createReferee`. */
export interface CoreContext {
  readonly store: Store;
  readonly game: Game<string>;
  readonly chips: readonly [number, number];
  readonly limits: RefereeLimits;
  readonly log: RefereeLogger;
  readonly waiters: Waiters;
}
