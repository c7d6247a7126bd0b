// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { CliIO } from './CliIO.js';

/** How often a long run gives the event loop a turn, so that a Ctrl-C is heard: in milliseconds. */
const TURN_MS = 50;

/**
 * Runs a command's long output to its end: `steps` writes as it goes, one piece a step (a move,
 * a round), and between two steps the run waits whenever standard output holds more than it has
 * written (`io.drained`: a reader slower than the run, `replay FILE | less`), so that what waits
 * to be written stays a step's worth, never the whole output. With `turns`, it also gives the
 * event loop a turn now and then, so that a signal's listener can run. A run that never has to
 * wait (a file, a terminal that keeps up, the tests) ends at once, with no promise.
 *
 * @param steps - the run, one step at a time, returning the exit code
 * @param io - where it writes
 * @param turns - whether to give the event loop a turn every few tens of milliseconds
 * @returns the exit code, or a promise of it once the run had to wait
 */
export function drive(
  steps: Iterator<unknown, number, undefined>,
  io: CliIO,
  turns = false,
): number | Promise<number> {
  const first = advance(steps, io, turns);
  if (typeof first === 'number') return first;
  return (async () => {
    for (let wait = first; ;) {
      await wait;
      const next = advance(steps, io, turns);
      if (typeof next === 'number') return next;
      wait = next;
    }
  })();
}

/** Runs steps until the run ends (its exit code) or has to wait (what it waits for). */
function advance(
  steps: Iterator<unknown, number, undefined>,
  io: CliIO,
  turns: boolean,
): number | Promise<void> {
  const now = io.now ?? Date.now;
  const turn = turns ? now() + TURN_MS : Infinity;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const wait = io.drained?.() ?? (turn !== Infinity && now() >= turn ? nextTurn() : undefined);
    if (wait) return wait;
  }
}

/** A promise that resolves once the event loop has had a turn (and run what was waiting). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
