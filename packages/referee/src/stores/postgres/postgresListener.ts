// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { PostgresPool } from './PostgresPool.js';

/** The channel of the referee's `NOTIFY`: one commit, one notification (kiri_commit_move, in postgresSchema.ts, names it too). */
export const POSTGRES_CHANNEL = 'kiri_dice';

/** How long the listener waits before its first try to reconnect, and at most, in ms. */
export const RECONNECT_MS = { first: 50, most: 2000 };

/** A connection that hears the other processes' commits, and that comes back when it drops. */
export interface PostgresListener {
  /** Throws the reason when the listener is not listening now (it is reconnecting). */
  check(): void;
  /** Stops listening and closes its connection. */
  close(): void;
}

/**
 * Listens on {@link POSTGRES_CHANNEL} on a connection of its own, calling `hear` with each
 * notification's payload. When the connection drops, it reconnects, waiting 50 ms, then twice
 * as long after each failure, up to 2 s between tries, until it listens again or is closed; then
 * it calls `reconnected`, since notifications sent meanwhile were lost.
 *
 * @returns once listening; rejects when the first connection fails
 */
export async function listenPostgres(
  pool: PostgresPool,
  hear: (payload: string) => void,
  reconnected: () => void,
): Promise<PostgresListener> {
  /** The listening connection's own end, while it listens. */
  let current: ((error: unknown) => void) | undefined;
  let lost: unknown = new Error('the store is not listening yet');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MS.first;
  let closed = false;

  const schedule = () => {
    if (!closed && timer === undefined) timer = setTimeout(attempt, delay);
  };
  const attempt = () => {
    timer = undefined;
    open().then(
      () => {
        delay = RECONNECT_MS.first;
        reconnected();
      },
      (error: unknown) => {
        lost = error;
        delay = Math.min(delay * 2, RECONNECT_MS.most);
        schedule();
      },
    );
  };

  async function open(): Promise<void> {
    const client = await pool.connect();
    let live = true;
    const drop = (error: unknown) => {
      if (!live) return;
      live = false;
      client.release(error instanceof Error ? error : true);
      if (current !== drop) return;
      current = undefined;
      lost = error;
      schedule();
    };
    client.on('notification', (message) => {
      if (message.channel === POSTGRES_CHANNEL) hear(message.payload ?? '');
    });
    client.on('error', drop);
    client.on('end', () => drop(new Error('the connection that listens for commits ended')));
    try {
      await client.query(`LISTEN ${POSTGRES_CHANNEL}`);
    } catch (error) {
      drop(error);
      throw error;
    }
    current = drop;
    if (closed) drop(true);
  }

  await open();
  return {
    check: () => {
      if (current === undefined)
        throw new Error(
          `the store does not hear other processes' commits: ${String((lost as Error | undefined)?.message ?? lost)}`,
        );
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      current?.(true);
    },
  };
}
