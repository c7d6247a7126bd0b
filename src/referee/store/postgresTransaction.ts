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
  try {
    await client.query('BEGIN');
    const end = { undo: false };
    const result = await run(client, () => void (end.undo = true));
    await client.query(end.undo ? 'ROLLBACK' : 'COMMIT');
    client.release();
    return result;
  } catch (error) {
    // The connection may be in a failed transaction or gone: close it rather than reuse it.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
