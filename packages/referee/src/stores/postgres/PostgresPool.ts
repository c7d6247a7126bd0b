// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * What a PostgreSQL query answers, as node-postgres gives it: the rows, as objects keyed by
 * column name, and how many rows the statement touched.
 *
 * @example
 * ```ts
 * import type { PostgresResult } from '@kiri-dice/referee';
 *
 * const none = (result: PostgresResult) => result.rows.length === 0;
 * ```
 */
export interface PostgresResult {
  /** The rows, one object each. */
  readonly rows: readonly Record<string, unknown>[];
  /** The rows the statement returned or changed (`null` for a statement with no count). */
  readonly rowCount: number | null;
}

/**
 * A notification of `LISTEN`, as node-postgres hands it to a client's `notification` listeners.
 *
 * @example
 * ```ts
 * import type { PostgresNotification } from '@kiri-dice/referee';
 *
 * const said = (message: PostgresNotification) => message.payload ?? '';
 * ```
 */
export interface PostgresNotification {
  /** The channel it was sent on. */
  readonly channel: string;
  /** The text it carries. */
  readonly payload?: string | undefined;
}

/**
 * One connection taken from a {@link PostgresPool}: node-postgres's `PoolClient`, or any object
 * with the same methods. The store runs a transaction on one, and listens on another.
 *
 * @example
 * ```ts
 * import type { PostgresClient } from '@kiri-dice/referee';
 *
 * const ping = (client: PostgresClient) => client.query('SELECT 1', []);
 * ```
 */
export interface PostgresClient {
  /** Runs one statement with `$1`, `$2`, ... bound to `values`. */
  query(text: string, values?: readonly unknown[]): Promise<PostgresResult>;
  /** Gives the connection back to its pool; with an error (or `true`) it is closed instead. */
  release(error?: Error | boolean): void;
  /** Hears the connection's `notification` events: what `LISTEN` brings. */
  on(event: 'notification', listener: (message: PostgresNotification) => void): unknown;
  /** Hears the connection's `error` events: a connection lost, say. */
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** Hears the connection's `end` event: it is closed. */
  on(event: 'end', listener: () => void): unknown;
  /** Stops a listener given to `on`. */
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Where {@link postgresStore} gets its connections: a node-postgres `Pool` (`new pg.Pool(...)`),
 * or any object with its `query` and `connect`. The package itself depends on no driver.
 *
 * @example
 * ```ts
 * import type { PostgresPool } from '@kiri-dice/referee';
 *
 * const now = (pool: PostgresPool) => pool.query('SELECT now()', []);
 * ```
 */
export interface PostgresPool {
  /** Runs one statement on any free connection, outside any transaction of the store's. */
  query(text: string, values?: readonly unknown[]): Promise<PostgresResult>;
  /** Takes a connection for the store's own use, until it releases it. */
  connect(): Promise<PostgresClient>;
  /** node-postgres's pool reports a lost idle connection here; the store listens, if it can. */
  on?(event: 'error', listener: (error: Error) => void): unknown;
  /** Stops a listener given to `on`. */
  off?(event: 'error', listener: (error: Error) => void): unknown;
}
