// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { KiriError } from 'kiri-dice';
import { startRecord } from 'kiri-dice/record';
import type { CoreContext } from './CoreContext.js';
import type { CreatedMatch } from './MatchView.js';
import type { RefereeReply } from './RefereeReply.js';
import { readCreate, isRefusal } from './readBodies.js';
import { answer, refuse } from './reply.js';
import { newMatchId, randomBit } from './tokens.js';
import { openMatch } from './openMatch.js';
import { seatComputer } from './seatComputer.js';

/**
 * The most chips in all of a match against the computer: the best computer solves its match
 * once per process (some 25 ms at 2,000 chips, and 0.5 s at the solver's 10,000), and every
 * address may create `createsPerMinute` matches.
 */
export const COMPUTER_MAX_CHIPS = 2000;

/**
 * A new match: its server seed drawn and committed to before any seat is taken. A private one
 * gets an invitation, of which the store keeps the hash. Its clock is the body's, else the
 * referee's (`null` in the body for none). With `rounds: true` each seat reveals a fresh value
 * every round, so that nobody, the referee included, knows a roll before the round's decisions.
 *
 * With `opponent: 'computer'`, the referee takes seat 0 at once and plays it (`strategy`, default
 * `best`; see `createComputerTurns`). Such a match is private and has fresh values each round:
 * with one seed each, the operator who plays the computer would know every roll once the seeds
 * are in. Who bets first is drawn.
 */
export async function hostMatch(
  ctx: CoreContext,
  body: unknown,
  host: string | undefined,
): Promise<RefereeReply<CreatedMatch>> {
  const given = readCreate(body);
  if (isRefusal(given)) return given;
  const computer = given.opponent === 'computer' ? (given.strategy ?? 'best') : null;
  const chips = (given.chips ?? ctx.chips) as [number, number];
  let started;
  try {
    started = startRecord({
      chips,
      rules: ctx.game.rules,
      ...(computer === null ? {} : { firstBettor: randomBit() }),
    });
  } catch (error) {
    // startRecord throws nothing but a KiriError, which names the option.
    return refuse(
      400,
      'BAD_REQUEST',
      (error as KiriError).message.replace('startRecord: options.', 'chips: '),
    );
  }
  if (computer !== null && chips[0] + chips[1] > COMPUTER_MAX_CHIPS)
    return refuse(
      400,
      'BAD_REQUEST',
      `chips: a match against the computer has at most ${COMPUTER_MAX_CHIPS} chips in all, got ${chips[0] + chips[1]}`,
    );
  const clock = given.clock === undefined ? ctx.clock : given.clock;
  const opening = {
    private: computer !== null || given.private === true,
    clock,
    rounds: computer !== null || given.rounds === true,
    host: host ?? null,
  };
  const id = newMatchId();
  const created = await openMatch(ctx, id, started, opening);
  if (computer !== null) {
    const seated = await seatComputer(ctx, id, (await ctx.store.match(id))!.serverSeed, computer);
    // A new match has both seats free, and only this call knows its id yet.
    // Stryker disable next-line ConditionalExpression: see above.
    if (seated.type === 'refusal') return seated;
  }
  return answer(201, created);
}
