// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { KiriError } from 'kiri-dice';
import { startRecord } from 'kiri-dice/record';
import type { CoreContext } from './CoreContext.js';
import type { CreatedMatch } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { readCreate, isRefusal } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { newMatchId } from './tokens.js';
import { openMatch } from './openMatch.js';

/**
 * A new match: its server seed drawn and committed to before any seat is taken. A private one
 * gets an invitation, of which the store keeps the hash. Its clock is the body's, else the
 * referee's (`null` in the body for none). With `rounds: true` each seat reveals a fresh value
 * every round, so that nobody, the referee included, knows a roll before the round's decisions.
 */
export async function hostMatch(
  ctx: CoreContext,
  body: unknown,
  host: string | undefined,
): Promise<RefereeReply<CreatedMatch>> {
  const given = readCreate(body);
  if (isRefusal(given)) return given;
  let started;
  try {
    const chips = (given.chips ?? ctx.chips) as [number, number];
    started = startRecord({ chips, rules: ctx.game.rules });
  } catch (error) {
    // startRecord throws nothing but a KiriError, which names the option.
    return refuse(
      400,
      'BAD_REQUEST',
      (error as KiriError).message.replace('startRecord: options.', 'chips: '),
    );
  }
  const clock = given.clock === undefined ? ctx.clock : given.clock;
  const opening = { private: given.private === true, clock, rounds: given.rounds === true };
  return answer(
    201,
    await openMatch(ctx, newMatchId(), started, { ...opening, host: host ?? null }),
  );
}
