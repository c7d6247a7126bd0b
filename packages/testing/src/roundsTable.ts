import { commitTo, createClientSeed } from 'kiri-dice/fair';
import type { MatchView, Referee, RefereeReply } from '@kiri-dice/referee';
import { body, nextAction, sit, type Seated } from './table.js';

/**
 * A match of fresh values each round whose seats are taken: each seat's secret value for its
 * next reveal, which `reveal` replaces as it reveals it (a page keeps it in its storage).
 */
export interface RoundsTable {
  readonly id: string;
  readonly commitment: string;
  readonly players: readonly [Seated, Seated];
  /** Each seat's value not yet revealed, bound by its last commitment. */
  readonly values: [string, string];
}

/** A match of fresh values each round (`rounds: true`), both seats taken: ready for its first bet. */
export async function roundsTable(referee: Referee, create: object = {}): Promise<RoundsTable> {
  const { id, commitment } = body(await referee.create({ ...create, rounds: true }));
  const players = [await sit(referee, id), await sit(referee, id)] as const;
  return { id, commitment, players, values: [players[0].seed, players[1].seed] };
}

/** `seat`'s reveal of its value of the round, with its commitment to a fresh next one. */
export async function revealOf(
  table: RoundsTable,
  seat: 0 | 1,
): Promise<{ readonly value: string; readonly next: string }> {
  const value = table.values[seat];
  table.values[seat] = createClientSeed();
  return { value, next: await commitTo(table.values[seat]) };
}

let requests = 0;
/**
 * The next step of the simple policy (bet `stake`, accept, roll) on a match of fresh values each
 * round, with its values: the accept carries the acceptor's, and the bettor's follows it.
 */
export async function roundsStep(
  referee: Referee,
  table: RoundsTable,
  view: MatchView,
  stake = 1,
): Promise<RefereeReply<unknown>> {
  const { state } = view;
  const requestId = `rounds-${++requests}`;
  if (state.phase === 'rolling' && view.reveals!.count % 2 === 1)
    return referee.reveal(table.id, table.players[state.bettor].token, {
      requestId,
      ...(await revealOf(table, state.bettor)),
    });
  const action = nextAction(state, stake);
  const token = table.players[action.player].token;
  if (action.type !== 'accept') return referee.move(table.id, token, { requestId, action });
  const reveal = await revealOf(table, action.player);
  return referee.move(table.id, token, { requestId, action, reveal });
}
