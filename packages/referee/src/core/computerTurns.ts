// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { MatchState } from 'kiri-dice';
import { commitTo } from 'kiri-dice/fair';
import { createBot, type Bot } from 'kiri-dice/odds';
import { causeOf } from './causeOf.js';
import type { CoreContext } from './CoreContext.js';
import type { StoredMatch } from './Store.js';
import {
  computerDraw,
  computerSecret,
  computerValue,
  type ComputerStrategy,
} from './computerSecrets.js';
import type { ComputerSeat } from './computerSeats.js';
import { judgeMove } from './judgeMove.js';
import { revealSeed } from './revealSeed.js';
import { after, cancel, now } from './timers.js';
import { seatOfTurn, valueAwaited } from './turnClock.js';
import { seatToken } from './tokens.js';

/** The computer's turns in this process: see {@link createComputerTurns}. */
export interface ComputerTurns {
  /**
   * Plans the computer's action on `match`, whose state is `state`, when it is the computer's
   * turn and none is planned here.
   */
  readonly saw: (match: StoredMatch, state: MatchState<string>) => void;
  /** Cancels the planned actions, and waits for those under way. */
  readonly stop: () => Promise<void>;
}

/**
 * The computer in a seat, played by this process: whenever a match is read here (a player's
 * request, a long poll, a stream, the clock) and it is the computer's turn, its action is played
 * `computerDelay` after the match's last change, at a person's pace, and on its clock. It is
 * sent through the referee's own calls with the computer's token, so it is checked, stored and
 * answered as any player's; its request ids are derived from the match's version, so that two
 * processes that play the same turn store it once.
 *
 * @param ctx - the context, read once the referee is built
 */
export function createComputerTurns(ctx: () => CoreContext): ComputerTurns {
  /** The timers of the turns planned, by match. */
  const planned = new Map<string, unknown>();
  /** The matches whose computer's seat is being found, and those seen meanwhile. */
  const finding = new Set<string>();
  const missed = new Set<string>();
  const playing = new Set<Promise<void>>();
  const bots = new Map<ComputerStrategy, Bot>();
  let stopped = false;

  const botOf = (strategy: ComputerStrategy): Bot => {
    let bot = bots.get(strategy);
    // Stryker disable next-line ConditionalExpression: a bot made again plays the same moves; it is
    // kept for its solved tables, which only make it faster.
    if (!bot) bots.set(strategy, (bot = createBot({ strategy, rules: ctx().game.rules })));
    return bot;
  };

  /**
   * The computer's action on match `id` now, if it is the computer's turn: whether it was played
   * (or played by another process first), so that the next one may be planned.
   */
  async function play(id: string): Promise<boolean> {
    const c = ctx();
    // A store never deletes a match.
    const match = (await c.store.match(id))!;
    const state = c.game.parseMatchState(match.state);
    const computer = (await c.computerSeats.of(match))!;
    const token = await seatToken(
      id,
      await computerSecret(match.serverSeed, computer.strategy, 'join'),
    );
    // The bettor's value comes before the roller's roll: `seatOfTurn` says whose turn it is.
    const reply =
      seatOfTurn(match, state) !== computer.seat
        ? null
        : valueAwaited(match, state) === computer.seat
          ? await revealSeed(c, id, token, {
              requestId: `computer-value-${match.reveals!.count}`,
              ...(await reveal(match, computer)),
            })
          : await judgeMove(c, id, token, await moveOf(match, state, computer));
    // A conflict is no refusal: another process played the turn first.
    const refused = reply?.type === 'refusal' && reply.code !== 'VERSION_CONFLICT';
    if (refused)
      c.log({
        level: 'warn',
        message: `the computer's action was refused: ${reply.message}`,
        match: id,
        code: reply.code,
      });
    return !refused;
  }

  /** The computer's request on `match`: its move, with its value of the round on an accept. */
  async function moveOf(match: StoredMatch, state: MatchState<string>, computer: ComputerSeat) {
    const draw = await computerDraw(match.serverSeed, computer.strategy, match.version);
    const action = botOf(computer.strategy)(state, draw)!;
    return {
      requestId: `computer-${match.version}`,
      action,
      ...(action.type === 'accept' ? { reveal: await reveal(match, computer) } : {}),
    };
  }

  /** The computer's value of the round under way, and its commitment to the next one. */
  async function reveal(match: StoredMatch, computer: ComputerSeat) {
    // Reveals 2r and 2r + 1 are round r + 1's.
    const round = Math.floor(match.reveals!.count / 2) + 1;
    const { serverSeed } = match;
    return {
      value: await computerValue(serverSeed, computer.strategy, round),
      next: await commitTo(await computerValue(serverSeed, computer.strategy, round + 1)),
    };
  }

  /** Runs `work` on match `id`: a failure is logged, and the next read of the match tries again. */
  async function logged(id: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      ctx().log({
        level: 'warn',
        message: 'the computer could not play: it tries again when the match is next read',
        match: id,
        cause: causeOf(error),
      });
    }
  }

  /** Reads match `id` again, and plans the computer's turn on it if it is the computer's. */
  async function lookAgain(id: string): Promise<void> {
    const c = ctx();
    // A store never deletes a match.
    const match = (await c.store.match(id))!;
    turns.saw(match, c.game.parseMatchState(match.state));
  }

  /**
   * Plays the computer's turn on match `id`, then plans its next one: its turn may go on (a roll
   * after its roll) with nobody reading the match meanwhile. After a refusal or a failure, the
   * next read tries again, so that no retry spins on its own.
   */
  async function turn(id: string): Promise<void> {
    const played = await play(id).finally(() => planned.delete(id));
    if (played && !stopped) await lookAgain(id);
  }

  /** Plans the computer's turn on match `id` at `at`. */
  function plan(id: string, at: number): void {
    planned.set(
      id,
      after(Math.max(0, at - now()), () => {
        // Stryker disable next-line ArrowFunction: a settled turn left in the set is awaited at once
        // by `stop`; only the set's memory tells.
        const done: Promise<void> = logged(id, () => turn(id)).finally(() => playing.delete(done));
        playing.add(done);
      }),
    );
  }

  /**
   * Finds the computer's seat of `match`, the first time this process looks at it, then plans
   * its turn; reads the match again when it was seen meanwhile.
   */
  async function find(match: StoredMatch, state: MatchState<string>): Promise<void> {
    await ctx().computerSeats.of(match);
    finding.delete(match.id);
    // Stryker disable next-line ConditionalExpression: reading the match again finds it as it was
    // or newer; only a read more tells.
    if (missed.delete(match.id)) await lookAgain(match.id);
    else turns.saw(match, state);
  }

  const turns: ComputerTurns = {
    saw: (match, state) => {
      // The cheap checks first: most matches have no computer, or it is not its turn.
      if (stopped || match.reveals === null || match.seats < 2 || planned.has(match.id)) return;
      const computer = ctx().computerSeats.known(match.id);
      if (computer === null) return;
      if (computer === undefined) {
        // Stryker disable next-line ConditionalExpression: a second search finds the same seat, and
        // `planned` plans its turn once.
        if (finding.has(match.id)) missed.add(match.id);
        else {
          finding.add(match.id);
          void logged(match.id, () => find(match, state));
        }
        return;
      }
      // A store sets `movedAt` from the second seat on.
      if (seatOfTurn(match, state) === computer.seat)
        plan(match.id, match.movedAt! + ctx().limits.computerDelay);
    },
    stop: async () => {
      stopped = true;
      for (const timer of planned.values()) cancel(timer);
      planned.clear();
      await Promise.all(playing);
    },
  };
  return turns;
}
