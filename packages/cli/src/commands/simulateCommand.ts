// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import {
  combinationOdds,
  simulate as simulateRounds,
  solveRound,
  type CombinationOdds,
  type RoundOdds,
  type Simulation,
} from 'kiri-dice/odds';
import type { CliIO } from '../CliIO.js';
import { defineCommand, type Command } from '../command.js';
import { fixed, nameOf, table } from '../format.js';
import { terminalText } from '../terminalText.js';
import { maxWhole, seedOption, wholeOption } from '../optionValues.js';
import { progressBar } from '../progressBar.js';
import { randomSeed } from '../randomSeed.js';
import { wrapText } from '../wrapText.js';

/** The exit code of a run stopped by Ctrl-C, as shells report a process ended by SIGINT. */
export const interruptedCode = 130;

/** Thrown from `onProgress` to stop the library's loop: a private error no other code throws. */
// Stryker disable next-line StringLiteral: the private error that stops the simulation is caught by
// identity, and its message is never shown.
const stop: Error = new Error('interrupted');

/** What the command asks the library to simulate. */
interface Run {
  readonly rounds: number;
  readonly rules: Rules;
  readonly seed: number | string;
}

/** The rounds simulated, and how many were played: fewer than asked when the user stopped the run. */
interface Outcome {
  readonly result: Simulation;
  readonly played: number;
}

/** The exact figures the simulation is compared with. */
interface Exact {
  readonly round: RoundOdds;
  readonly combinations: readonly CombinationOdds[];
}

/**
 * Simulates the rounds with a progress bar, stopping between blocks of rounds when the user asks
 * to; `quiet` (with --json) says nothing of it on stderr, where only errors and the bar go.
 */
function simulateUntilStopped(io: CliIO, { rounds, rules, seed }: Run, quiet: boolean): Outcome {
  const bar = progressBar(io, rounds);
  let played = rounds;
  let result: Simulation;
  try {
    result = simulateRounds({
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
    bar.finish(
      quiet
        ? null
        : `interrupted after ${played} of ${rounds} rounds; counting them again for the figures`,
    );
    // The library keeps its counts to itself until the end: the same seed plays the same rounds
    // again, so a run of exactly the rounds played gives their exact figures.
    const recount = progressBar(io, played);
    result = simulateRounds({ rounds: played, rules, seed, onProgress: recount.draw });
    recount.clear();
  }
  bar.clear();
  return { result, played };
}

/** The simulation and the exact figures as `--json` prints them, on one line. */
function simulationJson(
  { result }: Outcome,
  rounds: number,
  interrupted: boolean,
  exact: Exact,
): string {
  const { firstRollerWins, expectedRolls } = exact.round;
  const combinations = Object.fromEntries(
    exact.combinations.map(({ id, probability }) => [id, probability]),
  );
  return `${JSON.stringify({ ...result, requestedRounds: rounds, interrupted, exact: { firstRollerWins, expectedRolls, combinations } })}\n`;
}

/** How many standard errors `value` lies from `exact`; `-` when there is no spread to measure. */
const z = (value: number, exact: number, error: number): string =>
  error > 0 ? fixed((value - exact) / error, 2, true) : '-';

/** The first roller's wins and the rolls per round beside their exact figures, with a footnote for a `-`. */
function figuresTable(
  { result, played }: Outcome,
  { firstRollerWins, expectedRolls }: RoundOdds,
): string {
  let squares = 0;
  result.roundLengths.forEach((count, length) => (squares += count * length * length));
  // Rounding can take a spread of exactly 0 (rounds that all last as long) a hair below 0.
  const spread = Math.sqrt(Math.max(0, squares / played - result.meanRolls ** 2));
  const errors = [
    Math.sqrt((firstRollerWins * (1 - firstRollerWins)) / played),
    spread / Math.sqrt(played),
  ] as const;
  return (
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
      : '')
  );
}

/** The rolls that made each combination beside its exact odds. */
function combinationsTable(result: Simulation, rules: Rules, exact: Exact): string {
  return table([
    ['combination', 'rolls', 'share', 'exact'],
    ...exact.combinations.map(({ id, probability }, i) => {
      const count = result.combinations[id]!;
      return [
        nameOf(rules.combinations[i]!),
        `${count}`,
        fixed(count / result.rolls, 6),
        fixed(probability, 6),
      ];
    }),
  ]);
}

/** The median and other quantiles of the rounds' lengths, and the longest. */
function lengthsLine({ result, played }: Outcome): string {
  const lengths = result.roundLengths;
  // The shortest length that `share` of the rounds do not exceed.
  const quantile = (share: number) => {
    let seen = 0;
    return lengths.findIndex((count) => (seen += count) >= share * played);
  };
  return (
    `Round length in rolls: median ${quantile(0.5)}, 90% of rounds ${quantile(0.9)} or fewer, ` +
    `99% ${quantile(0.99)} or fewer, longest ${lengths.length - 1}.\n`
  );
}

/** The simulation beside the exact figures, as text. */
function simulationText(outcome: Outcome, rounds: number, rules: Rules, exact: Exact): string {
  const { result, played } = outcome;
  return (
    `Simulated ${played} round${played === 1 ? '' : 's'}${played < rounds ? ` (interrupted, of ${rounds})` : ''} · ${terminalText(rules.name)} rules · seed ${result.seed} · ${result.rolls} rolls\n\n` +
    figuresTable(outcome, exact.round) +
    `\n` +
    combinationsTable(result, rules, exact) +
    `\n` +
    lengthsLine(outcome)
  );
}

/** Simulates rounds and prints the counts beside the exact odds, with a progress bar on a terminal. */
export const simulateCommand: Command = defineCommand(
  'simulate',
  (speech) => speech.help.simulate,
  { rounds: { type: 'string' }, seed: { type: 'string' } },
  (values, rules, io) => {
    const rounds = wholeOption(values.rounds, 'rounds', 1, maxWhole, 100000);
    const seed = values.seed === undefined ? randomSeed() : seedOption(values.seed);
    const outcome = simulateUntilStopped(io, { rounds, rules, seed }, values.json === true);
    const interrupted = outcome.played < rounds;
    const exact = { round: solveRound(rules), combinations: combinationOdds(rules) };
    io.out(
      values.json
        ? simulationJson(outcome, rounds, interrupted, exact)
        : wrapText(simulationText(outcome, rounds, rules, exact), io),
    );
    return interrupted ? interruptedCode : 0;
  },
);
