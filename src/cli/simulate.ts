import { combinationOdds, simulate as run, solveRound, type Simulation } from '../odds/index.js';
import { maxWhole, seedOption, seedRule, wholeOption, type CliIO } from './io.js';
import { commonHelp, commonOptions, fixed, loadRules, nameOf, table } from './options.js';
import { parseOptions } from './parseOptions.js';
import { progressBar } from './progressBar.js';

export const simulateHelp: string = `Usage: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

Plays many rounds fast and compares what happened with the exact figures. The rounds are those
of one match with every bet accepted and chips that never run out (the loser of a round rolls
first in the next), so kiri-dice play --seed S shows how the same dice begin. On a terminal a
progress bar shows the rate and the time left; Ctrl-C stops the run, prints the figures of the
rounds played so far (counting them again takes as long again) and exits with code 130.

Options:
  --rounds N    how many rounds, from 1 to ${maxWhole}, 1e6 for a million
                (default 100000)
  --seed S      seed of the dice: ${seedRule.replace(', or', ',\n                or')}
                (default: a random seed, printed)
${commonHelp}`;

/** The exit code of a run stopped by Ctrl-C, as shells report a process ended by SIGINT. */
export const interruptedCode = 130;

/** Thrown from `onProgress` to stop the library's loop: a private value no other code throws. */
const stop: unique symbol = Symbol('interrupted');

/** How many standard errors `value` lies from `exact`; `-` when there is no spread to measure. */
const z = (value: number, exact: number, error: number): string =>
  error > 0 ? fixed((value - exact) / error, 2, true) : '-';

/** A seed as the library draws one when given none: 53 random bits, chosen here so that a rerun can reuse it. */
function randomSeed(): number {
  const [hi = 0, lo = 0] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 4294967296 + lo;
}

/** Simulates rounds and prints the counts beside the exact odds, with a progress bar on a terminal. */
export function simulate(args: readonly string[], io: CliIO): number {
  const values = parseOptions(args, {
    ...commonOptions,
    rounds: { type: 'string' },
    seed: { type: 'string' },
  });
  if (values.help) {
    io.out(simulateHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const rounds = wholeOption(values.rounds, 'rounds', 1, maxWhole, 100000);
  const seed = values.seed === undefined ? randomSeed() : seedOption(values.seed);
  const bar = progressBar(io, rounds);
  let played = rounds;
  let result: Simulation;
  try {
    result = run({
      rounds,
      rules,
      seed,
      onProgress: (done) => {
        // A report of the last round comes when all is done: nothing left to stop.
        if (done < rounds && io.interrupted?.()) {
          played = done;
          throw stop;
        }
        bar.draw(done);
      },
    });
  } catch (error) {
    if (error !== stop) throw error;
    // With --json, stderr carries only errors (and, on a terminal, the bar): the JSON says it.
    bar.finish(
      values.json
        ? null
        : `interrupted after ${played} of ${rounds} rounds; counting them again for the figures`,
    );
    // The library keeps its counts to itself until the end: the same seed plays the same rounds
    // again, so a run of exactly the rounds played gives their exact figures.
    const recount = progressBar(io, played);
    result = run({ rounds: played, rules, seed, onProgress: recount.draw });
    recount.clear();
  }
  bar.clear();
  const interrupted = played < rounds;
  const code = interrupted ? interruptedCode : 0;
  const { firstRollerWins, expectedRolls } = solveRound(rules);
  const exact = combinationOdds(rules);
  if (values.json) {
    const combinations = Object.fromEntries(exact.map(({ id, probability }) => [id, probability]));
    io.out(
      `${JSON.stringify({ ...result, requestedRounds: rounds, interrupted, exact: { firstRollerWins, expectedRolls, combinations } })}\n`,
    );
    return code;
  }
  const { roundLengths: lengths } = result;
  let squares = 0;
  lengths.forEach((count, length) => (squares += count * length * length));
  // Rounding can take a spread of exactly 0 (rounds that all last as long) a hair below 0.
  const spread = Math.sqrt(Math.max(0, squares / played - result.meanRolls ** 2));
  const errors = [
    Math.sqrt((firstRollerWins * (1 - firstRollerWins)) / played),
    spread / Math.sqrt(played),
  ] as const;
  // The shortest length that `share` of the rounds do not exceed.
  const quantile = (share: number) => {
    let seen = 0;
    return lengths.findIndex((count) => (seen += count) >= share * played);
  };
  io.out(
    `Simulated ${played} round${played === 1 ? '' : 's'}${interrupted ? ` (interrupted, of ${rounds})` : ''} · ${rules.name} rules · seed ${result.seed} · ${result.rolls} rolls\n\n` +
      table([
        ['', 'simulated', 'exact', 'standard errors off'],
        [
          'first roller wins',
          fixed(result.firstRollerWinRate, 6),
          fixed(firstRollerWins, 6),
          z(result.firstRollerWinRate, firstRollerWins, errors[0]),
        ],
        [
          'rolls per round',
          fixed(result.meanRolls, 6),
          fixed(expectedRolls, 6),
          z(result.meanRolls, expectedRolls, errors[1]),
        ],
        ['seat 0 wins', fixed(result.winRates[0], 6), '', ''],
        ['seat 1 wins', fixed(result.winRates[1], 6), '', ''],
      ]) +
      (errors.includes(0)
        ? `- : the standard error is 0 (a single round, or a figure these rules do not let vary): no scale to measure on.\n`
        : '') +
      `\n` +
      table([
        ['combination', 'rolls', 'share', 'exact'],
        ...exact.map(({ id, probability }, i) => {
          const count = result.combinations[id]!;
          return [
            nameOf(rules.combinations[i]!),
            `${count}`,
            fixed(count / result.rolls, 6),
            fixed(probability, 6),
          ];
        }),
      ]) +
      `\nRound length in rolls: median ${quantile(0.5)}, 90% of rounds ${quantile(0.9)} or fewer, ` +
      `99% ${quantile(0.99)} or fewer, longest ${lengths.length - 1}.\n`,
  );
  return code;
}
