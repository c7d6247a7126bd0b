import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { verifyFairRolls } from 'kiri-dice/fair';
import type { MatchRecord } from 'kiri-dice/record';
import { scratch, startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';

// An operator who also plays, in matches of fresh values each round: it runs the referee, holds
// seat 1 and may read every byte of the database before each of its decisions. Before it bets
// or answers a bet, the other seat's value of the round is nowhere in the database, so no roll
// of the round can be computed; once both values are in, every roll is theirs. A SIGKILL while
// the bettor's value is due loses nothing: after the restart the round rolls and the match
// verifies.

const MATCHES = 6;

let referee: Referee | undefined;
afterAll(async () => {
  await referee?.stop('SIGKILL');
});

const hex = (bytes: Buffer): string => bytes.toString('hex');
const commit = (value: string): string =>
  createHash('sha256').update(Buffer.from(value, 'hex')).digest('hex');
/** Roll `n`'s dice of the server seed and the round's values, computed here, not by the referee. */
const roll = (serverSeed: string, values: readonly string[], n: number): [number, number] => {
  const mac = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
    .update(`${values.join(':')}:${n}`)
    .digest();
  return [(mac[0]! >> 5) + 1, (mac[1]! >> 5) + 1];
};

/** The match's server seed, as the operator reads it in the database. */
function serverSeedOf(db: string, id: string): string {
  const operator = new DatabaseSync(db, { readOnly: true });
  try {
    return String(
      operator.prepare('SELECT server_seed FROM matches WHERE id = ?').get(id)!['server_seed'],
    );
  } finally {
    operator.close();
  }
}

interface View {
  state: { phase: string; bettor: 0 | 1; roller: 0 | 1 | null; chips: number[] };
  reveals: { count: number } | null;
  serverSeed: string | null;
}

it(`keeps the other seat's value of a round from an operator who reads the database (${MATCHES} matches), and rolls on after a SIGKILL`, async () => {
  const db = join(scratch(), 'referee.db');
  referee = await startReferee(db);
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${referee!.base}${path}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Every byte the operator can read: the database and its write-ahead log. */
  const database = (): string =>
    [db, `${db}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
  let decisions = 0;
  let rolls = 0;
  for (let m = 0; m < MATCHES; m++) {
    const { id } = (await call('POST', '/matches', { chips: [2, 2], rounds: true })).body as {
      id: string;
    };
    // Each seat's value not yet revealed, and its token.
    const values = [hex(randomBytes(32)), hex(randomBytes(32))];
    const tokens: string[] = [];
    for (const value of values) {
      const joined = await call('POST', `/matches/${id}/seats`, {
        requestId: hex(randomBytes(18)),
        seedCommitment: commit(value),
      });
      expect(joined.status).toBe(201);
      tokens.push(String(joined.body['token']));
    }
    /** The values of the round in play, in seat order, as each is revealed. */
    const round: string[] = [];
    const reveal = (seat: number) => {
      const value = values[seat]!;
      round[seat] = value;
      values[seat] = hex(randomBytes(32));
      return { value, next: commit(values[seat]) };
    };
    let n = 0;
    let view = (await call('GET', `/matches/${id}`)).body as unknown as View;
    let killed = m > 0;
    for (let step = 0; view.state.phase !== 'over'; step++) {
      expect(step).toBeLessThan(2_000);
      const { state } = view;
      const sent = async (seat: number, path: string, body: unknown) => {
        const answer = await call('POST', `/matches/${id}/${path}`, body, tokens[seat]);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body as unknown as View & { move?: { dice: [number, number] } };
      };
      if (state.phase === 'betting' || state.phase === 'accepting') {
        // A decision: the operator (seat 1) reads the database first, and finds no value of
        // the round but its own.
        const other = state.phase === 'betting' ? state.bettor : state.bettor === 0 ? 1 : 0;
        if (other === 1) {
          expect(database()).not.toContain(values[0]!);
          decisions++;
        }
        view =
          state.phase === 'betting'
            ? await sent(state.bettor, 'moves', {
                requestId: `b${step}`,
                action: { type: 'bet', player: state.bettor, amount: 1 },
              })
            : await sent(other, 'moves', {
                requestId: `a${step}`,
                action: { type: 'accept', player: other },
                reveal: reveal(other),
              });
      } else if (view.reveals!.count % 2 === 1) {
        // The bettor's value is due: the first match's referee is killed here, and restarted.
        if (!killed) {
          await referee.stop('SIGKILL');
          referee = await startReferee(db, referee.port);
          killed = true;
        }
        const bettor = state.bettor;
        const valued = await sent(bettor, 'seed', { requestId: `v${step}`, ...reveal(bettor) });
        expect(valued.reveals!.count % 2).toBe(0);
        // Both values in: the round's rolls are theirs, as the operator computes them.
        const serverSeed = serverSeedOf(db, id);
        const rolled = await sent(state.roller!, 'moves', {
          requestId: `r${step}`,
          action: { type: 'roll', player: state.roller },
        });
        expect(rolled.move!.dice).toEqual(roll(serverSeed, round, n++));
        rolls++;
        view = rolled;
      } else {
        const rolled = await sent(state.roller!, 'moves', {
          requestId: `r${step}`,
          action: { type: 'roll', player: state.roller },
        });
        expect(rolled.move!.dice).toEqual(roll(serverSeedOf(db, id), round, n++));
        rolls++;
        view = rolled;
      }
    }
    const reply = (await call('GET', `/matches/${id}/record`)).body as { record: MatchRecord };
    expect(Object.keys(reply)).toEqual(['version', 'record']);
    const { record } = reply;
    expect(record.rounds?.reveals.length).toBe(view.reveals!.count);
    const verdict = await verifyFairRolls({
      serverSeed: view.serverSeed!,
      commitment: commit(view.serverSeed!),
      record,
    });
    expect(verdict).toMatchObject({ ok: true, rolls: n });
  }
  expect(decisions).toBeGreaterThanOrEqual(MATCHES);
  expect(rolls).toBeGreaterThan(0);
});
