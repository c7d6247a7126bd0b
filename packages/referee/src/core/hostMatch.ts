// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { KiriError } from 'kiri-dice';
import { commitTo, createServerSeed } from 'kiri-dice/fair';
import { startRecord } from 'kiri-dice/record';
import type { CoreContext } from './CoreContext.js';
import type { CreatedMatch } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { readCreate, isRefusal } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { now } from './timers.js';
import { hashToken, newMatchId, randomText } from './tokens.js';
import { startClock } from './MatchClock.js';

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
  const serverSeed = createServerSeed();
  const commitment = await commitTo(serverSeed);
  const { moves: _, ...header } = started.record;
  const id = newMatchId();
  const invitation = given.private === true ? randomText(22) : undefined;
  const clock = given.clock === undefined ? ctx.clock : given.clock;
  await ctx.store.createMatch({
    id,
    version: 0,
    state: JSON.stringify(started.state),
    header: JSON.stringify(header),
    rolls: 0,
    seats: 0,
    serverSeed,
    commitment,
    seedCommitments: [],
    clientSeeds: [],
    reveals: given.rounds === true ? { count: 0, recent: [] } : null,
    created: now(),
    seatedAt: null,
    invitation: invitation === undefined ? null : await hashToken(invitation),
    host: host ?? null,
    clock: clock === null ? null : startClock(clock),
    movedAt: null,
    due: null,
  });
  return answer(
    201,
    invitation === undefined ? { id, commitment } : { id, commitment, invitation },
  );
}
