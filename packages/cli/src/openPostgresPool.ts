// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { PostgresPool } from '@kiri-dice/referee';
import { pgModule } from './pgModule.js';
import { UsageError } from './UsageError.js';

/** A node-postgres pool as serve uses it: the store's, and ended when the referee stops. */
export interface ServedPool extends PostgresPool {
  end(): Promise<void>;
}

/** The part of node-postgres that serve uses. */
interface PgModule {
  readonly Pool: new (config: {
    readonly connectionString: string;
    readonly connectionTimeoutMillis: number;
    readonly max: number;
  }) => ServedPool;
}

/**
 * `url` with its passwords hidden, for messages: the one before `@`, and every query parameter
 * whose name holds `pass` (`?password=`, `?sslpassword=`), as node-postgres reads both. Throws a
 * {@link UsageError} when it is no PostgreSQL URL.
 */
export function shownUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    parsed = new URL('x:');
  }
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:')
    throw new UsageError(
      '--postgres must be a URL such as postgresql://user:password@host:5432/database',
    );
  if (parsed.password !== '') parsed.password = '***';
  for (const name of new Set(parsed.searchParams.keys()))
    if (/pass/i.test(name)) parsed.searchParams.set(name, '***');
  return parsed.href;
}

/** The connections a referee opens for its queries when `--connections` does not say. */
export const DEFAULT_CONNECTIONS = 4;

/**
 * A pool of node-postgres on `url`, loaded when `--postgres` asks for it: the package depends
 * on no driver, and `pg` is an optional peer dependency. Without it, the one command that
 * installs it. A connection that cannot be made in 5 s fails, and the referee answers 503.
 * The pool holds `connections` for queries and one more, which the store keeps to listen for
 * the other processes' commits.
 */
export async function openPostgresPool(
  url: string,
  connections: number = DEFAULT_CONNECTIONS,
): Promise<ServedPool> {
  shownUrl(url);
  let pg: PgModule;
  try {
    // A CommonJS package: its exports are the default export of the import.
    pg = (await pgModule<{ readonly default: PgModule }>()).default;
  } catch {
    throw new UsageError('--postgres needs node-postgres, which is not installed: npm install pg');
  }
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    max: connections + 1,
  });
  // A connection lost while idle (a restart of PostgreSQL) is an 'error' event of the pool, which
  // would end the process unheard: the pool opens a new one for the next query.
  // Stryker disable next-line OptionalChaining: node-postgres's `Pool` is an event emitter, whose
  // `on` is always there.
  pool.on?.('error', () => undefined);
  return pool;
}
