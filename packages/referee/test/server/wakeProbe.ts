import { createHash, randomBytes } from 'node:crypto';
import type { MatchState } from 'kiri-dice';
import { nextAction } from '@kiri-dice/testing/table';
import type { Answer, Client } from '@kiri-dice/testing/refereeClient';

/** The wake-ups a probe measured, in milliseconds, one of each per move. */
export interface WakeUps {
  /**
   * From the moment the mover heard its move accepted (after its commit) to the moment a poll
   * waiting on another process answered with it; 0 when the poll answered first.
   */
  readonly afterAccepted: number[];
  /** From the moment the move was sent (before its commit) to that answer: an upper bound. */
  readonly afterSent: number[];
  /** Tries that a fault (a killed referee, PostgreSQL away) cut short: not measured. */
  failed: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface View {
  readonly step: number;
  readonly state: MatchState<string>;
}

function body(answer: Answer, what: string): Record<string, unknown> {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

/** A match of the probe's own, both seats its, seeds revealed; made through `client`. */
async function newMatch(client: Client): Promise<{ id: string; tokens: string[] }> {
  const { id } = body(await client.call('POST', '/matches', { body: {} }), 'create') as {
    id: string;
  };
  const seeds = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
  const tokens: string[] = [];
  for (const seed of seeds) {
    const seedCommitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const joined = body(
      await client.call('POST', `/matches/${id}/seats`, {
        body: { requestId: randomBytes(18).toString('base64url'), seedCommitment },
      }),
      'join',
    );
    tokens.push(String(joined['token']));
  }
  for (const [seat, seed] of seeds.entries())
    body(
      await client.call('POST', `/matches/${id}/seed`, {
        token: tokens[seat]!,
        body: { requestId: `seed-${seat}`, clientSeed: seed },
      }),
      'reveal',
    );
  return { id, tokens };
}

/**
 * Measures wake-ups across processes until `stop` aborts: a spectator's long poll waits on one
 * referee (`clients[j]`), then a move is played on another (`clients[i]`), and the time the
 * poll takes to answer after it is noted. Each probe plays a match of its own, so that its
 * moves are not held up by the load's players, and starts a new one when it ends.
 */
export async function probeWakeUps(
  clients: readonly Client[],
  stop: AbortSignal,
  found: WakeUps,
): Promise<void> {
  let match: { id: string; tokens: string[] } | undefined;
  let moves = 0;
  while (!stop.aborted) {
    const i = Math.floor(Math.random() * clients.length);
    const j = (i + 1 + Math.floor(Math.random() * (clients.length - 1))) % clients.length;
    const [mover, poller] = [clients[i]!, clients[j]!];
    try {
      match ??= await newMatch(mover);
      const path = `/matches/${match.id}`;
      const view = body(await poller.call('GET', path), 'view') as unknown as View;
      if (view.state.phase === 'over') {
        match = undefined;
        continue;
      }
      const polled = poller.call('GET', `${path}?after=${view.step}`, { poll: true });
      // A move that fails leaves the poll behind: its failure is not an unhandled one.
      polled.catch(() => undefined);
      // The poll waits on its referee before the move is sent.
      await sleep(20);
      const action = nextAction(view.state);
      const sent = performance.now();
      body(
        await mover.call('POST', `${path}/moves`, {
          token: match.tokens[action.player]!,
          body: { requestId: `probe-${++moves}`, action },
        }),
        'move',
      );
      const accepted = performance.now();
      const woken = body(await polled, 'poll') as unknown as View;
      const answered = performance.now();
      if (woken.step <= view.step) throw new Error('the poll answered without the move');
      found.afterAccepted.push(Math.max(0, answered - accepted));
      found.afterSent.push(answered - sent);
    } catch {
      found.failed++;
      match = undefined;
      await sleep(50);
    }
  }
}
