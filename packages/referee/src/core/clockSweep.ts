// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { causeOf } from './causeOf.js';
import type { CoreContext } from './CoreContext.js';
import { clockDue } from './settleClock.js';
import { settleMatch } from './settleMatch.js';
import { after, cancel, now } from './timers.js';

/**
 * How many due matches the clock looks at in one look: a burst of more ends over the next
 * looks, one interval apart, and any request of one of them ends it at once.
 */
export const SWEPT_AT_ONCE = 100;

/** The referee's clock, running: `stop` ends it once the look under way is done. */
export interface ClockSweep {
  readonly stop: () => Promise<void>;
}

/**
 * The referee's clock: every `clockInterval`, it plays the timeouts that are due in the store,
 * so that a match ends on time even when nobody reads it, and after a restart (time passes
 * while the referee is down). A match whose `due` was early is given its real one. Every
 * process runs one; of processes that play the same timeout, the version check keeps one.
 */
export function startClockSweep(ctx: CoreContext): ClockSweep {
  let timer: unknown;
  let stopped = false;
  let looking: Promise<void> = Promise.resolve();

  /** Settles up to SWEPT_AT_ONCE due matches, and gives each its next `due`. */
  async function lookOnce(): Promise<void> {
    const at = now();
    for (const id of await ctx.store.dueMatches(at, SWEPT_AT_ONCE)) {
      // A store never deletes a match.
      const match = await settleMatch(ctx, (await ctx.store.match(id))!, at);
      const due = clockDue(ctx, match, ctx.game.parseMatchState(match.state), at);
      await ctx.store.reschedule(
        id,
        { version: match.version, movedAt: match.movedAt, due: match.due },
        due === Infinity ? null : due,
      );
    }
  }

  async function look(): Promise<void> {
    try {
      await lookOnce();
    } catch (error) {
      ctx.log({
        level: 'warn',
        message: "the referee's clock could not look at the due matches: it tries again",
        cause: causeOf(error),
      });
    }
    if (!stopped) plan();
  }
  /**
   * Plans the next look on a timer that does not keep the process running by itself (where the
   * runtime's timers can say so): a server keeps it running, and a program that made a referee
   * and is done exits.
   */
  function plan(): void {
    timer = after(ctx.limits.clockInterval, start);
    // Stryker disable next-line OptionalChaining: Node's timers are objects with `unref`; the
    // checks are for runtimes whose timers are numbers (Deno, browsers).
    (timer as { unref?: () => void } | undefined)?.unref?.();
  }
  /** Starts a look, which never rejects: it logs its failures. */
  function start(): void {
    looking = look();
  }

  plan();
  return {
    stop: () => {
      stopped = true;
      cancel(timer);
      return looking;
    },
  };
}
