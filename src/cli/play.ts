import { parseArgs } from 'node:util';
import {
  createMatch,
  reduce,
  standardRules,
  type Combination,
  type MatchState,
} from '../index.js';
import { UsageError, wholeOption, type CliIO } from './io.js';

export const playHelp: string = `Usage: kiri-dice play [--seed S] [--chips N] [--stake N]

Plays one seeded demo match between two automatic players and prints every roll.

Options:
  --seed S    seed of the match, a number or any text (default 1)
  --chips N   starting chips of each player (default 100)
  --stake N   stake of every bet, lowered to the smaller balance when needed
              (default: half the smaller balance, rounded up)
  --help      show this help
`;

function nameOf(combination: Combination): string {
  const { en, ru } = combination.names;
  return en === ru ? en : `${en} (${ru})`;
}

function effectOf(before: MatchState, after: MatchState, combination: Combination): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? `+${combination.points}` : '';
  }
  if (combination.extraRolls > 0) return `+${combination.extraRolls} extra rolls`;
  // Under the standard rules a roll that neither scores nor adds rolls is a Normal: it passes
  // the turn unless it used up an extra roll.
  return before.roller !== after.roller ? 'turn passes' : 'extra roll used';
}

/** Plays a demo match through the public API: the bettor stakes, the other accepts, both roll. */
export function play(args: readonly string[], io: CliIO): number {
  const { values } = parseArgs({
    args: [...args],
    options: {
      seed: { type: 'string' },
      chips: { type: 'string' },
      stake: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    io.out(playHelp);
    return 0;
  }
  const chips = wholeOption(values.chips, 'chips', 1, 100);
  const fixedStake = values.stake === undefined ? undefined : wholeOption(values.stake, 'stake', 1, 1);
  const seedText = values.seed ?? '1';
  if (!Number.isSafeInteger(chips * 2)) throw new UsageError(`--chips must be at most ${Math.floor(Number.MAX_SAFE_INTEGER / 2)}, got '${chips}'`);
  const seed = /^\d+$/.test(seedText) && Number.isSafeInteger(Number(seedText)) ? Number(seedText) : seedText;

  let state = createMatch({ seed, chips: [chips, chips] });
  io.out(`Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${standardRules.targetPoints} points\n`);
  while (state.phase !== 'over') {
    const smaller = Math.min(state.chips[0], state.chips[1]);
    const amount = Math.min(fixedStake ?? Math.ceil(smaller / 2), smaller);
    const bettor = state.bettor;
    const acceptor = bettor === 0 ? 1 : 0;
    state = reduce(state, { type: 'bet', player: bettor, amount });
    state = reduce(state, { type: 'accept', player: acceptor });
    io.out(`\nRound ${state.round}: player ${bettor} bets ${amount}, player ${acceptor} accepts (pot ${state.pot})\n`);
    while (state.phase === 'rolling') {
      const before = state;
      state = reduce(state, { type: 'roll', player: state.roller });
      const roll = state.lastRoll!;
      const combination = standardRules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
      const effect = effectOf(before, state, combination);
      const points = state.phase === 'rolling' ? state.points : state.lastRound!.points;
      io.out(
        `  player ${roll.player} rolls ${roll.dice[0]}+${roll.dice[1]}  ${nameOf(combination).padEnd(20)}` +
          `${effect.padEnd(16)}points ${points[0]}:${points[1]}\n`,
      );
    }
    const result = state.lastRound!;
    const how = result.reason === 'kiri' ? 'Kiri' : result.reason === 'dead' ? `player ${1 - result.winner} rolled Dead` : `${result.points[result.winner]} points`;
    io.out(`  player ${result.winner} wins round ${result.round} (${how}) and takes ${result.pot} chips; chips ${state.chips[0]}:${state.chips[1]}\n`);
  }
  const rounds = state.lastRound!.round;
  io.out(`\nMatch over after ${rounds} round${rounds === 1 ? '' : 's'}: player ${state.winner} wins all ${state.totalChips} chips.\n`);
  return 0;
}
