import { createHash, randomBytes } from 'node:crypto';
import { legalActions, type Action, type MatchState, type Seat } from 'kiri-dice';
import { NoAnswer, type Answer, type Client } from '@kiri-dice/testing/refereeClient';

/** A move the referee accepted, as the client that sent it heard it. */
export interface Accepted {
  readonly match: string;
  readonly version: number;
  readonly requestId: string;
  /** The move as the record keeps it, from the answer. */
  readonly move: unknown;
}

/** What every player of the load saw, shared by all of them. */
export interface Table {
  readonly client: Client;
  /** Seeded, so that a run's script can be played again. */
  readonly random: () => number;
  /** Set to end the load: each player stops after its current move. */
  readonly stop: AbortController;
  /**
   * Past it, no player starts a new move. A request already sent is still sent again until it
   * is heard, as a client must, so that no accepted move goes unheard; for at most
   * `HEARD_WITHIN_MS` more, then the test fails.
   */
  readonly deadline: number;
  /** Every accepted move, by `match:version`. */
  readonly accepted: Map<string, Accepted>;
  /** The version each accepted request id was given, by `match:seat:requestId`. */
  readonly versionOf: Map<string, number>;
  /**
   * Milliseconds of each accepted move: `move` from the first try to the answer that stands
   * (through crashes and conflicts, as the player waits), `answer` the last try's round trip.
   */
  readonly latencies: { readonly move: number[]; readonly answer: number[] };
  readonly count: {
    duplicates: number;
    races: number;
    resends: number;
    outOfTurn: number;
    conflicts: number;
    refused: number;
    retries: number;
    unanswered: number;
    /** `503` answers with `Retry-After`: a store away, or a referee out of connections. */
    unavailable: number;
  };
  /** Anything a correct referee would never answer. */
  readonly wrong: string[];
}

/** How long past the deadline a request already sent may go unheard before the test fails. */
export const HEARD_WITHIN_MS = 120_000;

/**
 * Whether `answer` says to try again later: a `503` with `Retry-After` is the answer a correct
 * referee gives when its store is away or it cannot get a connection in time. Any other 5xx is
 * wrong.
 */
const unavailable = (answer: Answer): boolean =>
  answer.status === 503 && answer.retryAfter !== undefined;

/** Waits as long as `answer`'s `Retry-After` asks (at most 5 s), less a random part of it. */
const retryLater = (table: Table, answer: Answer): Promise<void> => {
  table.count.unavailable++;
  return sleep(Math.min(answer.retryAfter!, 5) * 1000 * (0.5 + table.random() / 2));
};

/** A seat of a match, as joining gave it, with the seed its player committed to. */
export interface Place {
  readonly id: string;
  readonly seat: Seat;
  readonly token: string;
  readonly seed: string;
}

interface View {
  readonly version: number;
  readonly step: number;
  readonly state: MatchState;
  readonly clientSeeds: readonly string[];
}

/** A player's fresh seed and its commitment, made here as any client would, not by the referee's code. */
function freshSeed(): { readonly seed: string; readonly commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') };
}

/**
 * Takes a seat of match `id`: the join is sent with one request id until it is answered, so
 * that a join whose answer a crash lost gets its seat and token again. `null` when the seats
 * are taken.
 */
export async function join(table: Table, id: string): Promise<Place | null> {
  const { seed, commitment } = freshSeed();
  const requestId = randomBytes(18).toString('base64url');
  const answer = await definitive(table, () =>
    table.client.call('POST', `/matches/${id}/seats`, {
      body: { requestId, seedCommitment: commitment },
    }),
  );
  if (answer.status === 409) return null;
  if (answer.status !== 201) throw new Error(`join: ${answer.status} ${answer.text}`);
  const { seat, token } = answer.body as { seat: Seat; token: string };
  return { id, seat, token, seed };
}

/** A request sent, with its id. */
interface Sent {
  readonly requestId: string;
  readonly action: Action;
  readonly answer: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request until the referee gives an answer that stands: it retries through refused
 * connections (a crashed referee), requests left unanswered (given up after
 * `ANSWER_WITHIN_MS`), `503` with `Retry-After` (after that long) and `VERSION_CONFLICT` (the
 * match moved on meanwhile), as a client must, with the same request id. Bounded: past the
 * deadline and `HEARD_WITHIN_MS` more, it fails.
 */
export async function definitive(
  table: Table,
  send: () => Promise<Answer>,
): Promise<Answer & { readonly ms: number }> {
  for (let attempt = 0; ; attempt++) {
    if (performance.now() > table.deadline + HEARD_WITHIN_MS)
      throw new Error('the referee gave no answer in the time allowed');
    try {
      const sent = performance.now();
      const answer = await send();
      if (answer.status < 500 && (answer.body as { code?: string }).code !== 'VERSION_CONFLICT')
        return { ...answer, ms: performance.now() - sent };
      if (unavailable(answer)) {
        await retryLater(table, answer);
        continue;
      }
      if (answer.status >= 500) table.wrong.push(`${answer.status}: ${answer.text}`);
      else table.count.conflicts++;
      await sleep(table.random() * 5);
    } catch (error) {
      if (error instanceof NoAnswer) table.count.unanswered++;
      else table.count.retries++;
      await sleep(Math.min(200, 5 * 2 ** Math.min(attempt, 6)));
    }
  }
}

/** What a scripted player does when it may act. */
function choose(state: MatchState, seat: Seat, random: () => number, bold: boolean): Action | null {
  const mine = legalActions(state).filter((action) => action.player === seat);
  const first = mine[0];
  if (first === undefined) return null;
  if (first.type === 'bet') {
    const amounts = mine.flatMap((action) => (action.type === 'bet' ? [action.amount] : []));
    const low = Math.min(...amounts);
    // Bold tables stake up to half the chips and end in a few rounds; the others stake a few
    // chips and last.
    const high = bold ? Math.max(low, Math.floor(Math.max(...amounts) / 2)) : low + 4;
    return { type: 'bet', player: seat, amount: low + Math.floor(random() * (high - low + 1)) };
  }
  if (first.type === 'accept' || first.type === 'decline')
    // A decline ends the match: rare, or matches would be too short to load the referee.
    return { type: random() < 0.97 ? 'accept' : 'decline', player: seat };
  return { type: 'roll', player: seat };
}

/** Another move for the same turn, sent at the same time as `action` to race it. */
function rival(action: Action, seat: Seat): Action {
  if (action.type === 'bet') return { ...action, amount: action.amount + 1 };
  if (action.type === 'accept') return { type: 'decline', player: seat };
  if (action.type === 'decline') return { type: 'accept', player: seat };
  return action;
}

/**
 * Plays one seat until its match is over or the load ends, or, given `silentAfter`, until it has
 * sent that many moves: then its player leaves, and its clock runs out. Mixed into the honest
 * play: the same request sent twice at once, two different requests for one turn at once, an old
 * request sent again, and moves out of turn.
 */
export async function playSeat(
  table: Table,
  { id, seat, token, seed }: Place,
  bold: boolean,
  silentAfter: number = Infinity,
): Promise<void> {
  const path = `/matches/${id}`;
  const sentBefore: Sent[] = [];
  let n = 0;
  let view = (await definitive(table, () => table.client.call('GET', path))).body as View;
  // The seed is revealed once both seats have committed; the first roll waits for both.
  for (;;) {
    const revealed = await definitive(table, () =>
      table.client.call('POST', `${path}/seed`, {
        token,
        body: { requestId: 'seed', clientSeed: seed },
      }),
    );
    if (revealed.status === 200) break;
    const code = (revealed.body as { code?: string }).code;
    if (code === 'SEED_ALREADY_REVEALED') break;
    if (code !== 'WAITING_FOR_PLAYER') {
      table.wrong.push(`reveal: ${revealed.status} ${revealed.text}`);
      return;
    }
    const polled = await definitive(table, () =>
      table.client.call('GET', `${path}?after=${view.step}`, {
        poll: true,
        signal: table.stop.signal,
      }),
    ).catch(() => null);
    if (polled === null || table.stop.signal.aborted) return;
    view = polled.body as View;
  }
  const send = async (requestId: string, action: Action): Promise<Answer> => {
    const started = performance.now();
    const answer = await definitive(table, () =>
      table.client.call('POST', `${path}/moves`, { token, body: { requestId, action } }),
    );
    if (answer.status === 200) {
      table.latencies.move.push(performance.now() - started);
      table.latencies.answer.push(answer.ms);
      heard(requestId, action, answer);
    } else if (answer.status === 409) table.count.refused++;
    else table.wrong.push(`${answer.status} for ${JSON.stringify(action)}: ${answer.text}`);
    return answer;
  };
  const heard = (requestId: string, action: Action, answer: Answer): void => {
    const { version, move } = answer.body as { version: number; move: unknown };
    const key = `${id}:${version}`;
    const before = table.accepted.get(key);
    if (before && before.requestId !== requestId)
      table.wrong.push(`version ${key} accepted for ${before.requestId} and ${requestId}`);
    const known = table.versionOf.get(`${id}:${seat}:${requestId}`);
    if (known !== undefined && known !== version)
      table.wrong.push(
        `request ${requestId} of ${id} accepted at versions ${known} and ${version}`,
      );
    table.accepted.set(key, { match: id, version, requestId, move });
    table.versionOf.set(`${id}:${seat}:${requestId}`, version);
    if (!before) sentBefore.push({ requestId, action, answer: answer.text });
  };
  const refresh = async (): Promise<void> => {
    view = (await definitive(table, () => table.client.call('GET', path))).body as View;
  };

  // A function, not the property: the signal is aborted by another player meanwhile. Past the
  // deadline no new move starts; the ones under way are still heard.
  const stopped = (): boolean => table.stop.signal.aborted || performance.now() > table.deadline;
  while (view.state.phase !== 'over' && !stopped()) {
    if (n >= silentAfter) return;
    // Until both seeds are revealed, the match waits (and a move is refused).
    const action =
      view.clientSeeds.length === 2 ? choose(view.state, seat, table.random, bold) : null;
    const dice = table.random();
    if (action === null) {
      if (dice < 0.02) {
        // Out of turn: refused (409), unless the turn came meanwhile; then it is a real move.
        table.count.outOfTurn++;
        await send(`${seat}-${n++}`, { type: 'roll', player: seat });
      }
      try {
        const polled = await table.client.call('GET', `${path}?after=${view.step}`, {
          poll: true,
          signal: table.stop.signal,
        });
        if (polled.status === 200) view = polled.body as View;
        else if (unavailable(polled)) await retryLater(table, polled);
        else table.wrong.push(`poll: ${polled.status} ${polled.text}`);
      } catch {
        if (stopped()) return;
        table.count.retries++;
        await sleep(20);
        await refresh();
      }
      continue;
    }
    const requestId = `${seat}-${n++}`;
    let answers: Answer[];
    if (dice < 0.04) {
      table.count.duplicates++;
      answers = await Promise.all([send(requestId, action), send(requestId, action)]);
      if (answers[0]!.text !== answers[1]!.text)
        table.wrong.push(`one request, two answers: ${answers[0]!.text} / ${answers[1]!.text}`);
    } else if (dice < 0.07) {
      table.count.races++;
      answers = await Promise.all([
        send(requestId, action),
        send(`${seat}-${n++}`, rival(action, seat)),
      ]);
    } else {
      answers = [await send(requestId, action)];
    }
    if (dice > 0.98 && sentBefore.length > 0) {
      // An old request sent again, maybe across a crash: the same answer, byte for byte.
      table.count.resends++;
      const old = sentBefore[Math.floor(table.random() * sentBefore.length)]!;
      const again = await definitive(table, () =>
        table.client.call('POST', `${path}/moves`, {
          token,
          body: { requestId: old.requestId, action: old.action },
        }),
      );
      if (again.text !== old.answer)
        table.wrong.push(`request ${old.requestId} sent again: ${again.text}, not ${old.answer}`);
    }
    const newest = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body as View)
      .sort((a, b) => b.step - a.step)[0];
    if (newest && newest.step > view.step) view = newest;
    else await refresh();
  }
}
