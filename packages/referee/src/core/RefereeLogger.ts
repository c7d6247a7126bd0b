// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * One line of the referee's log, as data: what happened, and where. It never holds a token or a
 * seed.
 *
 * @example
 * ```ts
 * import type { RefereeLogEntry } from '@kiri-dice/referee';
 *
 * const line = (entry: RefereeLogEntry) => `${entry.level} ${entry.message}`;
 * ```
 */
export interface RefereeLogEntry {
  /** `info` for a request served, `warn` for a refusal of the store, `error` for a failure. */
  readonly level: 'info' | 'warn' | 'error';
  /** What happened. */
  readonly message: string;
  /** The HTTP method, for a request. */
  readonly method?: string;
  /** The route's pattern (`/matches/:id/moves`), never the path with its id. */
  readonly route?: string;
  /** The status answered. */
  readonly status?: number;
  /** Milliseconds from the request to its answer. */
  readonly ms?: number;
  /** The match concerned. */
  readonly match?: string;
  /** The refusal's code. */
  readonly code?: string;
  /** For a failure: the real cause, with its stack. */
  readonly cause?: string;
}

/**
 * Where the referee writes its log: a function of one entry. The default writes nothing.
 *
 * @example
 * ```ts
 * import type { RefereeLogger } from '@kiri-dice/referee';
 *
 * const logger: RefereeLogger = (entry) => console.log(JSON.stringify(entry));
 * ```
 */
export type RefereeLogger = (entry: RefereeLogEntry) => void;
