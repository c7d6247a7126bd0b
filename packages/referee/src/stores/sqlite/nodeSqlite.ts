// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import { runtimeModule } from '../../runtimeModule.js';

/** The part of `node:sqlite`'s `StatementSync` the store uses. */
export interface Statement {
  run(...values: readonly (string | number | null)[]): { readonly changes: number | bigint };
  get(...values: readonly (string | number | null)[]): Record<string, unknown> | undefined;
  all(...values: readonly (string | number | null)[]): Record<string, unknown>[];
}

/** The part of `node:sqlite`'s `DatabaseSync` the store uses. */
export interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
}

/** The part of `node:sqlite` the store uses. */
export interface SqliteModule {
  readonly DatabaseSync: new (file: string, options?: { readonly readOnly?: boolean }) => Database;
}

/** The runtimes that have `node:sqlite` without a flag, as the error says. */
export const SQLITE_RUNTIMES =
  'Node 22.13 to 22.x, 23.4 to 23.x, or 24 and newer (22.5 to 22.12 and 23.0 to 23.3 only with --experimental-sqlite)';

/**
 * `node:sqlite`, or a `KiriError` that names the runtimes that have it. Imported when a store
 * is opened, so that the entry loads on runtimes without it (and in bundles for them).
 */
export async function loadSqlite(): Promise<SqliteModule> {
  try {
    return await runtimeModule<SqliteModule>('node:sqlite');
  } catch {
    throw new KiriError(
      'UNSUPPORTED_RUNTIME',
      `sqliteStore: this runtime has no node:sqlite; it needs ${SQLITE_RUNTIMES}`,
    );
  }
}
