import { parseArgs } from 'node:util';
import { combinationOdds, simulate as run, solveRound } from '../odds/index.js';
import { seedOption, wholeOption, type CliIO } from './io.js';
import { commonHelp, commonOptions, fixed, loadRules, nameOf, table } from './options.js';

export const simulateHelp: string = `Usage: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

Plays many rounds fast and compares what happened with the exact figures. The rounds are those
of one match with every bet accepted and chips that never run out (the loser of a round rolls
first in the next), so kiri-dice play --seed S shows how the same dice begin.

Options:
  --rounds N    how many rounds (default 100000)
  --seed S      seed of the dice, a number or any text (default: a random seed, printed)
${commonHelp}`;

/** How many standard errors `value` lies from `exact`. */
const z = (value: number, exact: number, error: number): string => fixed((value - exact) / error, 2, true);

/** Simulates rounds and prints the counts beside the exact odds, with a progress bar on a terminal. */
export function simulate(args: readonly string[], io: CliIO): number {
  const { values } = parseArgs({
    args: [...args],
    options: { ...commonOptions, rounds: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  if (values.help) {
    io.out(simulateHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const rounds = wholeOption(values.rounds, 'rounds', 1, 100000);
  const now = io.now ?? Date.now;
  const start = now();
  let drawn = false;
  // Only on a terminal, and only once the run has lasted a second: short runs stay quiet.
  const onProgress = (done: number) => {
    if (now() - start < 1000) return;
    drawn = true;
    const filled = Math.round((30 * done) / rounds);
    io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${Math.floor((100 * done) / rounds)}% of ${rounds} rounds`);
  };
  const result = run({
    rounds,
    rules,
    ...(values.seed !== undefined && { seed: seedOption(values.seed) }),
    ...(io.errIsTTY && { onProgress }),
  });
  if (drawn) io.err('\r\x1b[K');
  const { firstRollerWins, expectedRolls } = solveRound(rules);
  const exact = combinationOdds(rules);
  if (values.json) {
    const combinations = Object.fromEntries(exact.map(({ id, probability }) => [id, probability]));
    io.out(`${JSON.stringify({ ...result, exact: { firstRollerWins, expectedRolls, combinations } })}\n`);
    return 0;
  }
  const { roundLengths: lengths } = result;
  let squares = 0;
  lengths.forEach((count, length) => (squares += count * length * length));
  const spread = Math.sqrt(squares / rounds - result.meanRolls ** 2);
  // The shortest length that `share` of the rounds do not exceed.
  const quantile = (share: number) => {
    let seen = 0;
    return lengths.findIndex((count) => (seen += count) >= share * rounds);
  };
  io.out(
    `Simulated ${rounds} rounds · ${rules.name} rules · seed ${result.seed} · ${result.rolls} rolls\n\n` +
      table([
        ['', 'simulated', 'exact', 'standard errors off'],
        ['first roller wins', fixed(result.firstRollerWinRate, 6), fixed(firstRollerWins, 6), z(result.firstRollerWinRate, firstRollerWins, Math.sqrt((firstRollerWins * (1 - firstRollerWins)) / rounds))],
        ['rolls per round', fixed(result.meanRolls, 6), fixed(expectedRolls, 6), z(result.meanRolls, expectedRolls, spread / Math.sqrt(rounds))],
        ['seat 0 wins', fixed(result.winRates[0], 6), '', ''],
        ['seat 1 wins', fixed(result.winRates[1], 6), '', ''],
      ]) +
      `\n` +
      table([
        ['combination', 'rolls', 'share', 'exact'],
        ...exact.map(({ id, probability }, i) => {
          const count = result.combinations[id]!;
          return [nameOf(rules.combinations[i]!), `${count}`, fixed(count / result.rolls, 6), fixed(probability, 6)];
        }),
      ]) +
      `\nRound length in rolls: median ${quantile(0.5)}, 90% of rounds ${quantile(0.9)} or fewer, ` +
      `99% ${quantile(0.99)} or fewer, longest ${lengths.length - 1}.\n`,
  );
  return 0;
}
