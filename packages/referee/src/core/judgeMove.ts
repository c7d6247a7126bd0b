// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState, SeatAction } from 'kiri-dice';
import { jointSeed } from 'kiri-dice/fair';
import type { RecordedMove } from 'kiri-dice/record';
import type { StoredMatch } from './Store.js';
import type { CoreContext } from './CoreContext.js';
import type { AcceptedMove } from './MatchView.js';
import type { RefereeAnswer, RefereeRefusal, RefereeReply } from './RefereeReply.js';
import { canonical } from './canonical.js';
import { CLOCK_GRACE_MS, expiresAt, matchExpired } from './expiresAt.js';
import { chargeTurn, seatOfTurn, valueAwaited } from './turnClock.js';
import { isRefusal, readMove, type RoundValue } from './readBodies.js';
import { revealMade, roundValues, type RevealMade } from './roundValues.js';
import { answerBefore, refuse } from './reply.js';
import { resend } from './resend.js';
import { seatOfToken } from './seatOfToken.js';
import { atMostMoves, settleMatch } from './settleMatch.js';
import { now } from './timers.js';

/** Why a checked seat may not move on `match` yet, or `null` when it may. */
function notReady(ctx: CoreContext, match: StoredMatch): RefereeRefusal | null {
  if (match.seats < 2)
    return refuse(409, 'WAITING_FOR_PLAYER', 'the match starts when both seats are taken');
  if (now() >= expiresAt(match, ctx.limits))
    return matchExpired(ctx.limits.revealTimeout, match.reveals !== null);
  // Before both seeds, the only move is the clock's timeout of a seat that withheld its seed.
  if (
    match.reveals === null &&
    match.version === 0 &&
    match.clientSeeds.some((seed) => seed === null)
  )
    return refuse(409, 'WAITING_FOR_SEEDS', 'the match starts when both seeds are revealed');
  return null;
}

/**
 * One move of one player: authenticated by its token, checked by the engine, rolled with the
 * fair dice, and stored in one transaction only if nobody moved the match meanwhile.
 */
export async function judgeMove(
  ctx: CoreContext,
  id: string,
  token: string | undefined,
  body: unknown,
): Promise<RefereeReply<AcceptedMove>> {
  const seat = await seatOfToken(ctx, id, token);
  if (isRefusal(seat)) return seat;
  const given = readMove(body);
  if (isRefusal(given)) return given;
  const { requestId, action, reveal } = given;
  // A reveal is part of the request: the same id with another value is another request.
  const sent = canonical(reveal === undefined ? action : { action, reveal });
  const sender = `seat:${seat.seat}`;
  // A resend of a move already stored gets its first answer. It is looked for before any
  // refusal, and the commit looks for it in its own transaction, so that a move played is not
  // slowed by a read of the store that finds nothing nearly always.
  const unlessResent = async (refusal: RefereeRefusal): Promise<RefereeReply<AcceptedMove>> => {
    const prior = await ctx.store.request(id, sender, requestId);
    return prior ? resend(prior, sent, requestId) : refusal;
  };
  if (action['type'] === 'halt')
    return unlessResent(
      refuse(
        400,
        'INVALID_ACTION',
        "a halt is the referee's, at its most moves: send a bet, accept, decline or roll",
      ),
    );
  if (action['player'] !== seat.seat)
    return unlessResent(
      refuse(
        403,
        'NOT_YOUR_SEAT',
        `your token plays seat ${seat.seat}: action.player must be ${seat.seat}`,
      ),
    );
  if (action['type'] === 'timeout')
    return unlessResent(
      refuse(
        400,
        'INVALID_ACTION',
        "a timeout is no player's move: send a bet, accept, decline or roll",
      ),
    );
  if (action['type'] === 'roll' && action['dice'] !== undefined)
    return unlessResent(
      refuse(400, 'INVALID_ACTION', 'the referee rolls the dice: send a roll without dice'),
    );
  const at = now();
  const match = await settleMatch(ctx, (await ctx.store.match(id))!, at);
  const wait = notReady(ctx, match);
  if (wait) return unlessResent(wait);
  const state = ctx.game.parseMatchState(match.state);
  const error = ctx.game.validateAction(state, action);
  if (error)
    return unlessResent(
      refuse(error.code === 'INVALID_ACTION' ? 400 : 409, error.code, error.message),
    );
  const owed = roundValueRefusal(match, state, action['type'], reveal);
  if (owed) return unlessResent(owed);
  let made: RevealMade | null = null;
  if (reveal !== undefined) {
    const checked = await revealMade(ctx, match, seat.seat as 0 | 1, reveal);
    if (isRefusal(checked)) return unlessResent(checked);
    made = checked;
  }
  const reveals = made?.reveals ?? match.reveals;
  // The only wait between load and store: another request may move the match meanwhile, and
  // the version check of the commit then refuses this one.
  const played: SeatAction =
    action['type'] === 'roll'
      ? { type: 'roll', player: seat.seat as 0 | 1, dice: await diceOf(ctx, match) }
      : (action as unknown as SeatAction);
  const next = ctx.game.reduce(state, played);
  const move = recordedMove(played);
  const version = match.version + 1;
  const text = ctx.game.keep(JSON.stringify(next), next);
  // The seat's time is taken as the request was checked: settleMatch played no timeout by then,
  // so it came within the turn's time and the grace.
  const since = match.movedAt!;
  const clock =
    match.clock &&
    chargeTurn(match.clock, seat.seat as 0 | 1, since, at, ctx.outages.within(since, at));
  const toAct = seatOfTurn({ reveals }, next);
  const due =
    clock === null || toAct === null
      ? null
      : at + clock.perAction + clock.reserveLeft[toAct] + CLOCK_GRACE_MS;
  // The view of the match once the move is stored: the one its waiters will be answered.
  const accepted: RefereeAnswer<AcceptedMove> = answerBefore(
    200,
    { requestId, move },
    ctx.views({ ...match, version, state: text, clock, movedAt: at, due, reveals }),
  );
  const stored = await ctx.store.commitMove({
    matchId: id,
    version: match.version,
    move: JSON.stringify(move),
    state: text,
    rolls: move.type === 'roll' ? 1 : 0,
    request: { matchId: id, sender, requestId, body: sent, answer: accepted.text },
    at,
    clock,
    due,
    reveal: made?.reveal ?? null,
    reveals,
  });
  if (stored.type === 'prior') return resend(stored.prior, sent, requestId);
  // Stryker disable next-line ConditionalExpression: a stored move taken for a conflict is answered
  // by `unlessResent`, which finds the request the commit stored and answers its bytes: the same
  // answer, after one more read.
  if (stored.type === 'conflict')
    return unlessResent(
      refuse(
        409,
        'VERSION_CONFLICT',
        'the match moved on while this move was played: send it again',
      ),
    );
  // The match's most moves: the referee halts it now, so that its waiters hear the end at once.
  // Stryker disable next-line ConditionalExpression: settleMatch halts only at the limit; the
  // check spares every other move a read of the store.
  if (atMostMoves(ctx.limits, { version, clientSeeds: match.clientSeeds, reveals }, next))
    await settleMatch(ctx, (await ctx.store.match(id))!, at);
  return accepted;
}

/**
 * The move of an action the engine accepted, as a record holds it, its fields in the record's
 * order: the referee rolls every die itself, so no roll was drawn by the seed.
 */
function recordedMove(played: SeatAction): RecordedMove {
  if (played.type === 'bet') return { type: 'bet', player: played.player, amount: played.amount };
  if (played.type === 'roll')
    return { type: 'roll', player: played.player, dice: played.dice!, drawn: false };
  return { type: played.type, player: played.player };
}

/** The fair dice of the match's next roll, from the server seed and both players' seeds. */
function diceOf(ctx: CoreContext, match: StoredMatch): Promise<readonly [number, number]> {
  const seeds =
    match.reveals === null ? (match.clientSeeds as string[]) : roundValues(match.reveals);
  return ctx.roll(match.serverSeed, jointSeed(seeds), match.rolls);
}

/**
 * Why a move may not be played for want of a round's value, or may not carry one, in `state`:
 * in a match of fresh values each round an accept carries the acceptor's value, and the rolls
 * wait for the bettor's; a match of one seed each takes none. `null` when it may be played.
 */
function roundValueRefusal(
  match: StoredMatch,
  state: MatchState<string>,
  type: unknown,
  reveal: RoundValue | undefined,
): RefereeRefusal | null {
  if (match.reveals === null)
    return reveal === undefined
      ? null
      : refuse(
          400,
          'BAD_REQUEST',
          'this match has one seed each, revealed before the first bet: send { requestId, action }, with no reveal',
        );
  if (type === 'accept' && reveal === undefined)
    return refuse(
      400,
      'BAD_REQUEST',
      'accept with your value of the round: send { requestId, action, reveal: { value, next } }',
    );
  if (type !== 'accept' && reveal !== undefined)
    return refuse(
      400,
      'BAD_REQUEST',
      'only an accept carries a reveal: the bettor reveals its value with POST /matches/ID/seed',
    );
  if (valueAwaited(match, state) !== null)
    return refuse(
      409,
      'WAITING_FOR_VALUE',
      "the round's rolls wait for the bettor's value, which it reveals with POST /matches/ID/seed",
    );
  return null;
}
