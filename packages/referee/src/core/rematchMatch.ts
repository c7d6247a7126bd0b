// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Seat } from 'kiri-dice';
import { startRecord, type RecordStart } from 'kiri-dice/record';
import type { CoreContext } from './CoreContext.js';
import type { KeyedQueue } from './keyedQueue.js';
import type { JoinedSeat } from './MatchView.js';
import { openMatch } from './openMatch.js';
import type { RefereeReply } from './RefereeReply.js';
import { isRefusal, readRematch } from './readBodies.js';
import { refuse } from './reply.js';
import { seatOfToken } from './seatOfToken.js';
import { seatComputer } from './seatComputer.js';
import { seatPlayer } from './seatPlayer.js';
import type { StoredMatch } from './Store.js';
import { hashToken, rematchIdOf } from './tokens.js';

/**
 * A seat in the rematch of match `id`, for the player of `token`, with `{ seedCommitment }`:
 * the seat's commitment in the new match. Both players press it: the first opens the rematch,
 * the second takes its other seat, and the match starts as any other. It is private, and only
 * this route seats anybody in it: no third party can join. A player who never presses leaves it
 * to expire (`openTimeout`), with nothing played.
 *
 * The rematch's id is derived from `id` (see `rematchIdOf`), so that both presses meet in it on
 * any referee of the database; its seat's join id from the player's token (a secret), so that a
 * press sent again gets the same seat and token. Seats go in the order of the presses; the
 * last match's winner bets first (after a declined bet, which nobody won, the other player than
 * last time). It has the last match's chips at its start, its clock and its kind of seeds.
 * Against the computer, the computer presses at once after its player, with the same strategy.
 *
 * @param queue - runs the presses of one rematch one at a time, so that two presses on one
 * referee open it once
 */
export async function rematchMatch(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
  body: unknown,
  queue: KeyedQueue,
): Promise<RefereeReply<JoinedSeat>> {
  const given = readRematch(body);
  if (isRefusal(given)) return given;
  const seat = await seatOfToken(ctx, id, token);
  if (isRefusal(seat)) return seat;
  const last = await ctx.store.match(id);
  // A seat whose match is gone: archived (see `archiveSqlite`) while its token was known.
  if (!last) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  const state = ctx.game.parseMatchState(last.state);
  if (state.phase !== 'over')
    return refuse(409, 'MATCH_NOT_OVER', 'a rematch starts once this match is over');
  const opener = state.winner ?? other(headerOf(last).start.firstBettor);
  const player = seat.seat as Seat;
  const next = await rematchIdOf(id);
  // The join's id is the seat's secret: a hash of the token, which only its player holds.
  const requestId = await hashToken(`kiri-dice/rematch:${token!}`);
  return queue(next, async () => {
    const opened =
      (await ctx.store.match(next)) ?? (await openRematch(ctx, last, next, opener, player));
    // Seat 0 is the first press's, for which the rematch's first bettor was chosen. Another
    // referee of the database may still be seating it: this press waits its turn.
    const first = headerOf(opened).start.firstBettor === 0 ? opener : other(opener);
    if (opened.seats === 0 && player !== first)
      return refuse(
        409,
        'VERSION_CONFLICT',
        "the other player's press of the rematch is under way: send it again",
      );
    const seated = await seatPlayer(
      ctx,
      next,
      { requestId, seedCommitment: given.seedCommitment },
      true,
    );
    // The computer presses at once after its player, and takes the other seat.
    const computer = await ctx.computerSeats.of(last);
    if (computer !== null && seated.type === 'answer') {
      const seat = await seatComputer(ctx, next, opened.serverSeed, computer.strategy);
      if (seat.type === 'refusal') return seat;
    }
    return seated;
  });
}

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The start of a stored match, from its header. */
const headerOf = (match: StoredMatch) =>
  JSON.parse(match.header) as { readonly start: RecordStart };

/**
 * Opens the rematch of `last` as `next`, pressed first by `player`, so that `opener` bets first:
 * the stored match.
 */
async function openRematch(
  ctx: CoreContext,
  last: StoredMatch,
  next: string,
  opener: Seat,
  player: Seat,
): Promise<StoredMatch> {
  const started = startRecord({
    chips: headerOf(last).start.chips,
    rules: ctx.game.rules,
    // The first to press takes seat 0.
    firstBettor: opener === player ? 0 : 1,
  });
  const clock = last.clock && { perAction: last.clock.perAction, reserve: last.clock.reserve };
  try {
    await openMatch(ctx, next, started, {
      private: true,
      clock,
      rounds: last.reveals !== null,
      host: last.host,
    });
  } catch (error) {
    // Another referee of the database opened it meanwhile: this press joins it.
    const opened = await ctx.store.match(next);
    if (opened) return opened;
    throw error;
  }
  return (await ctx.store.match(next))!;
}
