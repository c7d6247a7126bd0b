// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { PostgresClient, PostgresPool } from './PostgresPool.js';

/**
 * Runs `run` in one transaction on one connection of `pool`: committed when it resolves, rolled
 * back when it rejects or asks for it (`rollback`). A connection that failed is closed, not
 * given back to the pool, since it may be lost or left inside the transaction.
 */
export async function inTransaction<T>(
  pool: PostgresPool,
  run: (client: PostgresClient, rollback: () => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // A connection lost while taken (PostgreSQL restarted) fails its query, and is also an 'error'
  // event of the connection, which node-postgres's pool hears only while the connection is idle:
  // unheard, it would end the process.
  const lost = () => undefined;
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const end = { undo: false };
    const result = await run(client, () => void (end.undo = true));
    await client.query(end.undo ? 'ROLLBACK' : 'COMMIT');
    client.off('error', lost);
    client.release();
    return result;
  } catch (error) {
    // The connection may be in a failed transaction or gone: close it rather than reuse it (it
    // keeps the listener: its end may still say something).
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
