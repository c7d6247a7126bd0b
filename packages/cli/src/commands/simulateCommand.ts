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
import { table } from '../format.js';
import type { Speech } from '../messages/Speech.js';
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
function simulateUntilStopped(
  io: CliIO,
  { rounds, rules, seed }: Run,
  quiet: boolean,
  speech: Speech,
): Outcome {
  const bar = progressBar(io, rounds, speech);
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
    bar.finish(quiet ? null : speech.interrupted(played, rounds));
    // The library keeps its counts to itself until the end: the same seed plays the same rounds
    // again, so a run of exactly the rounds played gives their exact figures.
    const recount = progressBar(io, played, speech);
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

/** The figures of `simulate` in the speech's language: six decimals, and signed ones with two. */
interface Figures {
  readonly speech: Speech;
  /** A share or a mean, with six decimals: `0.548342`. */
  readonly six: (value: number) => string;
}

/** How many standard errors `value` lies from `exact`, signed; `-` when there is no spread to measure. */
const z = ({ speech }: Figures, value: number, exact: number, error: number): string =>
  error > 0 ? speech.say.signed((value - exact) / error, 2) : '-';

/** The first roller's wins and the rolls per round beside their exact figures, with a footnote for a `-`. */
function figuresTable(
  figures: Figures,
  { result, played }: Outcome,
  { firstRollerWins, expectedRolls }: RoundOdds,
): string {
  const { speech, six } = figures;
  let squares = 0;
  result.roundLengths.forEach((count, length) => (squares += count * length * length));
  // Rounding can take a spread of exactly 0 (rounds that all last as long) a hair below 0.
  const spread = Math.sqrt(Math.max(0, squares / played - result.meanRolls ** 2));
  const errors = [
    Math.sqrt((firstRollerWins * (1 - firstRollerWins)) / played),
    spread / Math.sqrt(played),
  ] as const;
  const [wins, rolls, seat0, seat1] = speech.simulateRows;
  return (
    table([
      speech.simulateColumns,
      [
        wins,
        six(result.firstRollerWinRate),
        six(firstRollerWins),
        z(figures, result.firstRollerWinRate, firstRollerWins, errors[0]),
      ],
      [
        rolls,
        six(result.meanRolls),
        six(expectedRolls),
        z(figures, result.meanRolls, expectedRolls, errors[1]),
      ],
      [seat0, six(result.winRates[0]), '', ''],
      [seat1, six(result.winRates[1]), '', ''],
    ]) + (errors.includes(0) ? speech.noScale : '')
  );
}

/** The rolls that made each combination beside its exact odds. */
function combinationsTable(
  { speech, six }: Figures,
  result: Simulation,
  rules: Rules,
  exact: Exact,
): string {
  return table([
    speech.simulateCombinationColumns,
    ...exact.combinations.map(({ id, probability }, i) => {
      const count = result.combinations[id]!;
      return [
        terminalText(speech.combination(rules.combinations[i]!.names)),
        speech.say.number(count),
        six(count / result.rolls),
        six(probability),
      ];
    }),
  ]);
}

/** The median and other quantiles of the rounds' lengths, and the longest. */
function lengthsLine(speech: Speech, { result, played }: Outcome): string {
  const lengths = result.roundLengths;
  // The shortest length that `share` of the rounds do not exceed.
  const quantile = (share: number) => {
    let seen = 0;
    return lengths.findIndex((count) => (seen += count) >= share * played);
  };
  return speech.roundLengths(quantile(0.5), quantile(0.9), quantile(0.99), lengths.length - 1);
}

/** The simulation beside the exact figures, as text in the speech's language. */
function simulationText(
  speech: Speech,
  outcome: Outcome,
  rounds: number,
  rules: Rules,
  exact: Exact,
): string {
  const { result, played } = outcome;
  const figures: Figures = { speech, six: (value) => speech.say.decimal(value, 6) };
  return (
    speech.simulated({
      played,
      rounds,
      rules: terminalText(rules.name),
      seed: `${result.seed}`,
      rolls: result.rolls,
    }) +
    figuresTable(figures, outcome, exact.round) +
    `\n` +
    combinationsTable(figures, result, rules, exact) +
    `\n` +
    lengthsLine(speech, outcome)
  );
}

/** Simulates rounds and prints the counts beside the exact odds, with a progress bar on a terminal. */
export const simulateCommand: Command = defineCommand(
  'simulate',
  (speech) => speech.help.simulate,
  { rounds: { type: 'string' }, seed: { type: 'string' } },
  (values, rules, io, speech) => {
    const rounds = wholeOption(values.rounds, 'rounds', 1, maxWhole, 100000);
    const seed = values.seed === undefined ? randomSeed() : seedOption(values.seed);
    const outcome = simulateUntilStopped(io, { rounds, rules, seed }, values.json === true, speech);
    const interrupted = outcome.played < rounds;
    const exact = { round: solveRound(rules), combinations: combinationOdds(rules) };
    io.out(
      values.json
        ? simulationJson(outcome, rounds, interrupted, exact)
        : wrapText(simulationText(speech, outcome, rounds, rules, exact), io),
    );
    return interrupted ? interruptedCode : 0;
  },
);
