// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError, createGame, type Game, type Rules, standardRules } from 'kiri-dice';
import type { Referee } from './core/Referee.js';
import type { RefereeLogger } from './core/RefereeLogger.js';
import type { RefereeLimits } from './core/RefereeLimits.js';
import { readLimits } from './core/RefereeLimits.js';
import { createCore } from './core/createCore.js';
import { startClockSweep } from './core/clockSweep.js';
import { readClockOptions, type ClockOptions } from './core/MatchClock.js';
import { createMatchRoller } from './core/matchRoller.js';
import { createViews } from './core/views.js';
import { createHeldStates } from './core/heldStates.js';
import { createSeatTokens } from './core/seatTokens.js';
import { createWaiters } from './core/waiters.js';
import { withParsedStates } from './core/parsedStates.js';
import { failingAsStore } from './core/storeFailure.js';
import { storeOutages } from './core/storeOutages.js';
import { createComputerSeats } from './core/computerSeats.js';
import { createComputerTurns } from './core/computerTurns.js';
import type { CoreContext } from './core/CoreContext.js';
import type { Store } from './core/Store.js';
import { createExchangeHandler } from './http/exchangeHandler.js';
import { createFetchHandler, type RequestContext } from './http/fetchHandler.js';

/**
 * Options of {@link createReferee}.
 *
 * @example
 * ```ts
 * import { memoryStore, type RefereeOptions } from '@kiri-dice/referee';
 *
 * const options: RefereeOptions = { store: memoryStore(), chips: [50, 50] };
 * ```
 */
export interface RefereeOptions {
  /** Where the matches live: `memoryStore()`, `await sqliteStore(file)`, or your own. */
  readonly store: Store;
  /** The rules of every match, from `defineRules` (default: the standard rules). */
  readonly rules?: Rules;
  /** The starting chips of a match created without `chips` (default `[100, 100]`). */
  readonly chips?: readonly [number, number];
  /**
   * The clock of a match created without one (default `null`: no clock). Each action has
   * `perAction` ms, then draws on its seat's reserve; running out loses the match.
   */
  readonly clock?: ClockOptions | null;
  /** The bounds, over the defaults (see {@link RefereeLimits}). */
  readonly limits?: Partial<RefereeLimits>;
  /** Where the log goes: one entry per request, and every failure with its cause. */
  readonly logger?: RefereeLogger;
}

/**
 * A referee: the plain async API of {@link Referee}, its Web-standard `fetch` handler, and
 * `close`.
 *
 * @example
 * ```ts
 * import type { RunningReferee } from '@kiri-dice/referee';
 *
 * const handler = (referee: RunningReferee) => referee.fetch;
 * ```
 */
export interface RunningReferee extends Referee {
  /**
   * The HTTP interface: a `Request` in, a `Response` out, for `Bun.serve`, `Deno.serve`,
   * fetch-style frameworks, or Node through `serveNode`. Pass the client's address for the
   * per-address rate limits.
   */
  readonly fetch: (request: Request, context?: RequestContext) => Promise<Response>;
  /**
   * Stops: new requests get 503, waiting polls and streams are answered now, the calls under
   * way finish, then the store closes.
   */
  close(): Promise<void>;
}

/**
 * Creates a referee over a store: it keeps every match's state, checks every move with the
 * engine, rolls dice that no party can choose (the server commits to its seed before any seat
 * is taken, and each player to its own before any seed is revealed), and stores each move in
 * one transaction, only if nobody moved the match meanwhile.
 *
 * @param options - the store, and optionally rules, chips, a clock, limits and a logger
 * @returns the referee
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for options that are not of their form
 * @example
 * ```ts
 * import { createReferee, memoryStore } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const response = await referee.fetch(new Request('http://referee/health'));
 * console.log(response.status); // => 200
 * await referee.close();
 * ```
 */
export function createReferee(options: RefereeOptions): RunningReferee {
  const given = options as { readonly store?: { readonly commitMove?: unknown } } | null;
  if (typeof given !== 'object' || given === null || typeof given.store?.commitMove !== 'function')
    throw new KiriError(
      'INVALID_OPTIONS',
      'createReferee: options.store must be a Store, such as memoryStore()',
    );
  const limits = readLimits(options.limits);
  const clock =
    options.clock === undefined || options.clock === null
      ? null
      : readClockOptions(options.clock, 'createReferee: options.clock');
  if (typeof clock === 'string') throw new KiriError('INVALID_OPTIONS', clock);
  const engine: Game<string> = createGame({
    rules: options.rules ?? standardRules,
    remember: 'all',
  });
  const chips = options.chips ?? [100, 100];
  const log = options.logger ?? (() => undefined);
  const outages = storeOutages();
  const store = failingAsStore(options.store, outages);
  const waiters = createWaiters(store, limits.pollsPerSeat, limits.spectatorPolls);
  const game = withParsedStates(engine);
  const tokens = createSeatTokens();
  const roll = createMatchRoller();
  const held = createHeldStates(game);
  const views = createViews(game, limits, held);
  // Another process's move, told by a shared store: played here on the state held, if any.
  const unheard = store.subscribe((id, change) => change && held.advance(id, change));
  const ctx: CoreContext = {
    store,
    game,
    chips,
    clock,
    limits,
    log,
    waiters,
    tokens,
    roll,
    views,
    outages,
    computerSeats: createComputerSeats(),
    computer: createComputerTurns(() => ctx),
  };
  const core = createCore(ctx);
  const sweep = startClockSweep(ctx);
  const closing = new AbortController();
  let running = 0;
  let idle: (() => void) | undefined;
  const track =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running++;
      try {
        return await call(...args);
      } finally {
        running--;
        if (running === 0) idle?.();
      }
    };
  const api: Referee = {
    create: track(core.create),
    join: track(core.join),
    rematch: track(core.rematch),
    reveal: track(core.reveal),
    move: track(core.move),
    view: core.view,
    waitFor: core.waitFor,
    record: core.record,
    openMatches: core.openMatches,
    health: core.health,
  };
  let closed: Promise<void> | undefined;
  return {
    ...api,
    fetch: createFetchHandler(
      createExchangeHandler({
        referee: api,
        watch: core.watch,
        limits,
        log,
        closing: closing.signal,
      }),
    ),
    close: () =>
      (closed ??= (async () => {
        closing.abort();
        waiters.close();
        unheard();
        await sweep.stop();
        await ctx.computer.stop();
        if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
        await store.close();
      })()),
  };
}
