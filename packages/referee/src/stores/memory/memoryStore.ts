// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type {
  CommitResult,
  SeatResult,
  Store,
  StoredMatch,
  StoredMove,
  StoredRequest,
  StoredSeat,
} from '../../core/Store.js';
import type { FairReveal } from 'kiri-dice/fair';
import { requestKey } from '../requestKey.js';

/** What the memory store keeps of a match. */
interface Kept {
  match: StoredMatch;
  readonly moves: string[];
  /** Its reveals (a match of fresh values each round), and their `next` commitments. */
  readonly reveals: FairReveal[];
  readonly committed: Set<string>;
}

/** Two matches in the order of their ids, which are distinct. */
// Stryker disable next-line EqualityOperator: two ids are never equal, so `<=` orders as `<`.
const byId = (a: StoredMatch, b: StoredMatch): number => (a.id < b.id ? -1 : 1);

/**
 * A store in this process's memory: for tests, for trying the referee out, and for a referee
 * whose matches may die with it. Everything is lost when the process ends.
 *
 * @returns a {@link Store} that keeps nothing on disk
 * @example
 * ```ts
 * import { createReferee, memoryStore } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const created = await referee.create({});
 * console.log(created.type); // => 'answer'
 * await referee.close();
 * ```
 */
export function memoryStore(): Store {
  const matches = new Map<string, Kept>();
  const seats = new Map<string, StoredSeat>();
  const requests = new Map<string, StoredRequest>();
  const listeners = new Set<(matchId: string) => void>();
  const changed = (id: string) => {
    for (const listener of [...listeners]) listener(id);
  };
  const kept = (id: string) => matches.get(id);
  const update = (id: string, change: Partial<StoredMatch>) => {
    const entry = matches.get(id)!;
    entry.match = Object.freeze({ ...entry.match, ...change });
  };
  const remember = (request: StoredRequest) =>
    requests.set(requestKey(request.matchId, request.sender, request.requestId), request);

  const takeSeat = (
    seat: StoredSeat,
    request: StoredRequest,
    at: number,
    due: number | null,
  ): SeatResult => {
    const prior = requests.get(requestKey(request.matchId, request.sender, request.requestId));
    if (prior) return { type: 'prior', prior };
    const entry = kept(seat.matchId);
    if (!entry) return { type: 'missing' };
    if (entry.match.seats !== seat.seat) return { type: 'full' };
    seats.set(seat.tokenHash, Object.freeze({ ...seat }));
    update(seat.matchId, {
      seats: seat.seat + 1,
      seedCommitments: [...entry.match.seedCommitments, seat.seedCommitment],
      clientSeeds: [...entry.match.clientSeeds, null],
      ...(seat.seat === 1 ? { seatedAt: at, movedAt: at, due } : {}),
    });
    remember(request);
    return { type: 'taken' };
  };
  const revealSeed = (
    matchId: string,
    seat: number,
    seed: string,
    request: StoredRequest,
    at: number,
    due: number,
  ) => {
    const entry = kept(matchId)!;
    if (entry.match.clientSeeds[seat] !== null) return false;
    const was = entry.match.due;
    update(matchId, {
      clientSeeds: entry.match.clientSeeds.map((old, i) => (i === seat ? seed : old)),
      movedAt: at,
      due: was === null ? due : Math.min(was, due),
    });
    remember(request);
    return true;
  };
  const commitMove = (move: StoredMove): CommitResult => {
    const { request } = move;
    const prior = requests.get(requestKey(request.matchId, request.sender, request.requestId));
    if (prior) return { type: 'prior', prior };
    const entry = kept(move.matchId);
    if (entry?.match.version !== move.version) return { type: 'conflict' };
    const { reveal } = move;
    // The count the move was played on: of a move and a reveal alone that cross, one is stored.
    const played = reveal?.n ?? move.reveals?.count;
    if (entry.match.reveals?.count !== played) return { type: 'conflict' };
    if (move.move !== null) entry.moves.push(move.move);
    if (reveal !== null) {
      const { n: _, ...kept } = reveal;
      entry.reveals.push(kept);
      entry.committed.add(reveal.next);
    }
    update(move.matchId, {
      version: move.move === null ? move.version : move.version + 1,
      state: move.state,
      rolls: entry.match.rolls + move.rolls,
      movedAt: move.at,
      clock: move.clock,
      due: move.due,
      reveals: move.reveals,
    });
    remember(request);
    return { type: 'stored' };
  };
  /** A write's result; when it changed the match, its listeners hear of it, as after a commit. */
  const wrote = <T>(id: string, result: T, stored: boolean): Promise<T> => {
    if (stored) queueMicrotask(() => changed(id));
    return Promise.resolve(result);
  };
  const taken = (result: SeatResult | CommitResult) =>
    result.type === 'taken' || result.type === 'stored';

  return {
    createMatch: (match) => {
      matches.set(match.id, {
        match: Object.freeze({ ...match }),
        moves: [],
        reveals: [],
        committed: new Set(),
      });
      return Promise.resolve();
    },
    match: (id) => Promise.resolve(kept(id)?.match),
    moves: (id, from) => Promise.resolve(kept(id)?.moves.slice(from) ?? []),
    reveals: (id, from) => Promise.resolve(kept(id)?.reveals.slice(from) ?? []),
    committed: (id, commitment) => Promise.resolve(kept(id)?.committed.has(commitment) ?? false),
    openMatches: (limit, since, perHost) => {
      const listed = new Map<string, number>();
      const fair = (match: StoredMatch) => {
        const key = match.host ?? `match ${match.id}`;
        const count = listed.get(key) ?? 0;
        listed.set(key, count + 1);
        return count < perHost;
      };
      return Promise.resolve(
        [...matches.values()]
          .map((entry) => entry.match)
          .filter((match) => match.seats < 2 && match.invitation === null && match.created >= since)
          // The lobby's order (a player waiting first, then by age and id), in which each host's
          // first `perHost` are kept.
          .sort((a, b) => b.seats - a.seats || a.created - b.created || byId(a, b))
          .filter(fair)
          .slice(0, limit)
          .map(({ id, seats, commitment }) => ({ id, seats, commitment })),
      );
    },
    takeSeat: (seat, request, at, due) => {
      const result = takeSeat(seat, request, at, due);
      return wrote(seat.matchId, result, taken(result));
    },
    seatOf: (tokenHash) => Promise.resolve(seats.get(tokenHash)),
    request: (matchId, sender, requestId) =>
      Promise.resolve(requests.get(requestKey(matchId, sender, requestId))),
    revealSeed: (matchId, seat, seed, request, at, due) => {
      const stored = revealSeed(matchId, seat, seed, request, at, due);
      return wrote(matchId, stored, stored);
    },
    commitMove: (move) => {
      const result = commitMove(move);
      return wrote(move.matchId, result, taken(result));
    },
    // A scan of every match: the memory store is for a few thousand matches at most, and the
    // clock looks once a second.
    dueMatches: (at, limit) =>
      Promise.resolve(
        [...matches.values()]
          .map((entry) => entry.match)
          .filter((match) => match.due !== null && match.due <= at)
          .sort((a, b) => a.due! - b.due! || byId(a, b))
          .slice(0, limit)
          .map((match) => match.id),
      ),
    reschedule: (matchId, seen, due) => {
      const match = kept(matchId)?.match;
      const same =
        match?.version === seen.version && match.movedAt === seen.movedAt && match.due === seen.due;
      if (same) update(matchId, { due });
      return Promise.resolve(same);
    },
    subscribe: (listener) => {
      const own = (id: string) => listener(id);
      listeners.add(own);
      return () => listeners.delete(own);
    },
    matchIds: () => Promise.resolve([...matches.keys()]),
    health: () => Promise.resolve(),
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
