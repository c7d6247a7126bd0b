import { commitTo, createClientSeed } from 'kiri-dice/fair';
import type { MatchState } from 'kiri-dice';
import type { AcceptedMove, Referee, RefereeReply } from '@kiri-dice/referee';

/** A seat taken through the protocol: its match, number, token and seed. */
export interface Seated {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
  readonly seed: string;
}

/** The body of an answer, or a failed test naming the refusal. */
export function body<T>(reply: RefereeReply<T>): T {
  if (reply.type !== 'answer')
    throw new Error(`refused: ${reply.status} ${reply.code} ${reply.message}`);
  return reply.body;
}

/** A join's request id: random, as the referee requires (a resend of it fetches the token). */
export const joinId = (): string => `join-${crypto.randomUUID()}`;

/** Takes the next seat of `match` with a fresh seed. */
export async function sit(referee: Referee, match: string): Promise<Seated> {
  const seed = createClientSeed();
  const joined = body(
    await referee.join(match, { requestId: joinId(), seedCommitment: await commitTo(seed) }),
  );
  return { match, seat: joined.seat, token: joined.token, seed };
}

/** A match whose two seats are taken and whose seeds are revealed: ready for its first bet. */
export async function table(
  referee: Referee,
  create: unknown = {},
): Promise<{
  readonly id: string;
  readonly commitment: string;
  readonly players: readonly [Seated, Seated];
}> {
  const { id, commitment } = body(await referee.create(create));
  const players = [await sit(referee, id), await sit(referee, id)] as const;
  for (const player of players)
    body(
      await referee.reveal(id, player.token, {
        requestId: `reveal-${player.seat}`,
        clientSeed: player.seed,
      }),
    );
  return { id, commitment, players };
}

let moves = 0;
/** The next legal move of a simple policy: bet `stake`, always accept, roll. */
export function nextAction(
  state: MatchState<string>,
  stake = 1,
): { type: string; player: 0 | 1; amount?: number } {
  if (state.phase === 'betting')
    return {
      type: 'bet',
      player: state.bettor,
      amount: Math.min(stake, state.chips[0], state.chips[1]),
    };
  if (state.phase === 'accepting') return { type: 'accept', player: state.bettor === 0 ? 1 : 0 };
  if (state.phase === 'rolling') return { type: 'roll', player: state.roller };
  throw new Error('the match is over');
}

/** Plays one move of the simple policy on a seated match, and returns the answer. */
export async function step(
  referee: Referee,
  players: readonly [Seated, Seated],
  state: MatchState<string>,
  stake = 1,
): Promise<RefereeReply<AcceptedMove>> {
  const action = nextAction(state, stake);
  return referee.move(players[0].match, players[action.player].token, {
    requestId: `move-${++moves}`,
    action,
  });
}

/**
 * A whole match played through the protocol, each join sent twice (as after a lost answer),
 * then every round staked all in: its id, its seats' tokens, and its secrets (the joins' ids and
 * the tokens), which no store may keep.
 */
export async function playedMatch(referee: Referee): Promise<{
  readonly id: string;
  readonly tokens: readonly string[];
  readonly secrets: readonly string[];
}> {
  const { id } = body(await referee.create({}));
  const tokens: string[] = [];
  const seeds: string[] = [];
  const secrets: string[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const seed = createClientSeed();
    const join = { requestId: joinId(), seedCommitment: await commitTo(seed) };
    const { token } = body(await referee.join(id, join));
    if (body(await referee.join(id, join)).token !== token)
      throw new Error('a join sent again got another token');
    tokens.push(token);
    seeds.push(seed);
    secrets.push(join.requestId, token);
  }
  for (let seat = 0; seat < 2; seat++)
    body(await referee.reveal(id, tokens[seat], { requestId: 'r', clientSeed: seeds[seat]! }));
  let view = body(await referee.view(id));
  for (let n = 0; view.state.phase !== 'over'; n++) {
    if (n > 2_000) throw new Error('the match did not end in 2,000 moves');
    const action = nextAction(view.state, 1_000);
    body(await referee.move(id, tokens[action.player], { requestId: `m${n}`, action }));
    view = body(await referee.view(id));
  }
  return { id, tokens, secrets };
}
