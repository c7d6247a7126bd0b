// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { StoredRequest } from '../core/Store.js';
import { keptJoin } from '../core/keptJoin.js';

/**
 * A join's row of a SQL store's `requests` table as an older referee wrote it (its id, the
 * token in its answer), and the same join as this one keeps it (`keptJoin`): the SQLite and
 * PostgreSQL stores' migrations write the second over the first, found by the first's id.
 */
export async function keptJoinOfRow(
  row: Record<string, unknown>,
): Promise<{ readonly was: StoredRequest; readonly kept: StoredRequest }> {
  const was = {
    matchId: String(row['match_id']),
    sender: 'join',
    requestId: String(row['request_id']),
    body: String(row['body']),
    answer: String(row['answer']),
  };
  return { was, kept: await keptJoin(was) };
}
