// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { Seat } from 'kiri-dice';
import type { CoreContext } from './CoreContext.js';
import type { MatchView } from './MatchView.js';
import type { RefereeRefusal, RefereeReply } from './RefereeReply.js';
import type { RoundValue } from './readBodies.js';
import { canonical } from './canonical.js';
import { CLOCK_GRACE_MS } from './expiresAt.js';
import { isRefusal } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { resend } from './resend.js';
import { revealMade } from './roundValues.js';
import { settleMatch } from './settleMatch.js';
import { now } from './timers.js';
import { chargeTurn, seatToAct, valueAwaited } from './turnClock.js';
import { viewOf } from './viewOf.js';

/**
 * The bettor's value of a round, in a match of fresh values each round: due after the round's
 * accept, which carried the acceptor's, and before its first roll, on the bettor's clock. It
 * must be the value its last commitment binds; the round's rolls come from both values.
 */
export async function revealValue(
  ctx: CoreContext,
  id: string,
  seat: Seat,
  given: { readonly requestId: string } & RoundValue,
): Promise<RefereeReply<MatchView>> {
  const sent = canonical(given);
  const sender = `seat:${seat}`;
  // A resend of a value already stored gets its first answer, looked for before any refusal,
  // as a move's is (see judgeMove): the commit finds it in its own transaction.
  const unlessResent = async (refusal: RefereeRefusal): Promise<RefereeReply<MatchView>> => {
    const prior = await ctx.store.request(id, sender, given.requestId);
    return prior ? resend(prior, sent, given.requestId) : refusal;
  };
  const at = now();
  // Settled first: a bettor whose time ran out has lost, and its value is then refused.
  const match = await settleMatch(ctx, (await ctx.store.match(id))!, at);
  if (match.reveals === null)
    return refuse(
      400,
      'BAD_REQUEST',
      'this match has one seed each: reveal it with { requestId, clientSeed }',
    );
  const state = ctx.game.parseMatchState(match.state);
  if (state.phase === 'over') return unlessResent(refuse(409, 'MATCH_OVER', 'the match is over'));
  if (valueAwaited(match, state) !== seat)
    return unlessResent(
      refuse(
        409,
        'NOT_YOUR_TURN',
        "no value of yours is due now: the acceptor reveals its value with its accept, and the bettor just after the accept, before the round's first roll",
      ),
    );
  const made = await revealMade(ctx, match, seat, given);
  if (isRefusal(made)) return unlessResent(made);
  const { reveal, reveals } = made;
  const since = match.movedAt!;
  const clock =
    match.clock && chargeTurn(match.clock, seat, since, at, ctx.outages.within(since, at));
  // The round's first roll is next: the roller's turn begins.
  const roller = seatToAct(state)!;
  const due =
    clock === null ? null : at + clock.perAction + clock.reserveLeft[roller] + CLOCK_GRACE_MS;
  const view = answer(
    200,
    viewOf({ ...match, clock, movedAt: at, due, reveals }, state, ctx.limits),
  );
  const stored = await ctx.store.commitMove({
    matchId: id,
    version: match.version,
    move: null,
    state: match.state,
    rolls: 0,
    request: { matchId: id, sender, requestId: given.requestId, body: sent, answer: view.text },
    at,
    clock,
    due,
    reveal,
    reveals,
  });
  // The same request stored meanwhile (`prior`), or the match moved on (`conflict`): the request
  // stored, if any, is the answer.
  // Stryker disable next-line ConditionalExpression,StringLiteral: a value just stored is found by
  // `unlessResent`, which answers its bytes: the same answer, after one more read.
  if (stored.type !== 'stored')
    return unlessResent(
      refuse(
        409,
        'VERSION_CONFLICT',
        'the match moved on while this value was revealed: look at the match, and send it again if it is still due',
      ),
    );
  return view;
}
