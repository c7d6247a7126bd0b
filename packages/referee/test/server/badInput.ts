/** A POST of `body` (as JSON, or as the text given) to the referee at `base`. */
export const post = (
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * Sends the bad requests of a hostile client to the referee at `base` (match `id` exists), all
 * at once, and gives each answer as `STATUS CODE` (to SQLite in operator.test.ts, to PostgreSQL
 * in servePostgres.test.ts).
 */
export async function sendBadInput(base: string, id: string): Promise<string[]> {
  const answers = await Promise.all([
    post(base, '/matches', '{}', { 'content-type': 'text/plain' }),
    post(base, '/matches', { chips: [1, 2], state: {} }),
    post(base, `/matches/${id}/seats`, { requestId: 'short', seedCommitment: 'x' }),
    post(base, `/matches/${id}/seats`, { clientSeed: 'eve' }),
    post(
      base,
      `/matches/${id}/moves`,
      { requestId: 'a', action: { type: 'roll', player: 0 } },
      { authorization: 'Bearer forged' },
    ),
    post(base, `/matches/${id}/seed`, { requestId: 'a', clientSeed: 'ab'.repeat(32) }),
    post(base, `/matches/${id}`, {}),
    post(base, '/matches', 'x'.repeat(10_000)),
    fetch(`${base}/matches/${id}?after=x`),
    fetch(`${base}/nowhere`),
    // A clock of 0, a negative one, and one past its maximum (perAction 1 h, reserve 24 h).
    post(base, '/matches', { clock: { perAction: 0, reserve: 0 } }),
    post(base, '/matches', { clock: { perAction: -1000, reserve: 0 } }),
    post(base, '/matches', { clock: { perAction: 1000, reserve: 86_400_001 } }),
    // A stranger's rematch, and a rematch with no commitment.
    post(
      base,
      `/matches/${id}/rematch`,
      { seedCommitment: 'ab'.repeat(32) },
      { authorization: 'Bearer forged' },
    ),
    post(base, `/matches/${id}/rematch`, {}),
    // The computer with an unknown strategy, with one seed each, and with too many chips.
    post(base, '/matches', { opponent: 'computer', strategy: 'cheat' }),
    post(base, '/matches', { opponent: 'computer', rounds: false }),
    post(base, '/matches', { opponent: 'computer', chips: [1001, 1000] }),
  ]);
  return Promise.all(
    answers.map(
      async (r) => `${r.status} ${(JSON.parse(await r.text()) as { code: string }).code}`,
    ),
  );
}

/** What every answer of {@link sendBadInput} must be. */
export const BAD_INPUT_ANSWERS: readonly string[] = [
  '415 UNSUPPORTED_MEDIA_TYPE',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '401 UNAUTHORIZED',
  '401 UNAUTHORIZED',
  '405 METHOD_NOT_ALLOWED',
  '413 BODY_TOO_LARGE',
  '400 BAD_REQUEST',
  '404 NOT_FOUND',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '401 UNAUTHORIZED',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
  '400 BAD_REQUEST',
];
