import { parseArgs } from 'node:util';
import { createGame, type Combination, type MatchState, type RollRecord, type RoundResult } from '../index.js';
import { seedOption, UsageError, wholeOption, type CliIO } from './io.js';
import { commonHelp, commonOptions, loadRules, nameOf } from './options.js';

export const playHelp: string = `Usage: kiri-dice play [--seed S] [--chips N] [--stake N] [--rules FILE] [--json]

Plays one seeded demo match between two automatic players and prints every roll.

Options:
  --seed S      seed of the match, a number or any text (default 1)
  --chips N     starting chips of each player (default 100)
  --stake N     stake of every bet, lowered to the smaller balance when needed
                (default: half the smaller balance, rounded up)
${commonHelp}`;

function effectOf(before: MatchState<string>, after: MatchState<string>, combination: Combination): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? `+${combination.points}` : '';
  }
  if (combination.extraRolls > 0) return `+${combination.extraRolls} extra rolls`;
  if (before.roller !== after.roller) return 'turn passes';
  // A roll that does nothing: a Normal on an extra roll, or a house rule's idle combination.
  return before.bonusRolls > 0 ? 'extra roll used' : '';
}

/** One round of the demo match, as `--json` prints it. */
interface PlayedRound extends RoundResult {
  readonly bettor: number;
  readonly stake: number;
  readonly rolls: readonly RollRecord<string>[];
}

/** Plays a demo match through the public API: the bettor stakes, the other accepts, both roll. */
export function play(args: readonly string[], io: CliIO): number {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...commonOptions,
      seed: { type: 'string' },
      chips: { type: 'string' },
      stake: { type: 'string' },
    },
    strict: true,
  });
  if (values.help) {
    io.out(playHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const { createMatch, reduce } = createGame({ rules });
  const chips = wholeOption(values.chips, 'chips', 1, 100);
  const fixedStake = values.stake === undefined ? undefined : wholeOption(values.stake, 'stake', 1, 1);
  if (!Number.isSafeInteger(chips * 2)) throw new UsageError(`--chips must be at most ${Math.floor(Number.MAX_SAFE_INTEGER / 2)}, got '${chips}'`);
  const seed = seedOption(values.seed ?? '1');
  // Text goes out as it happens; --json collects the rounds and prints them at the end.
  const out = values.json ? () => {} : io.out;
  const played: PlayedRound[] = [];

  let state = createMatch({ seed, chips: [chips, chips] });
  out(`Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${rules.targetPoints} points\n`);
  while (state.phase !== 'over') {
    const smaller = Math.min(state.chips[0], state.chips[1]);
    const amount = Math.min(fixedStake ?? Math.ceil(smaller / 2), smaller);
    const bettor = state.bettor;
    const acceptor = bettor === 0 ? 1 : 0;
    const rolls: RollRecord<string>[] = [];
    state = reduce(state, { type: 'bet', player: bettor, amount });
    state = reduce(state, { type: 'accept', player: acceptor });
    out(`\nRound ${state.round}: player ${bettor} bets ${amount}, player ${acceptor} accepts (pot ${state.pot})\n`);
    while (state.phase === 'rolling') {
      const before = state;
      state = reduce(state, { type: 'roll', player: state.roller });
      const roll = state.lastRoll!;
      rolls.push(roll);
      const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
      const effect = effectOf(before, state, combination);
      const points = state.phase === 'rolling' ? state.points : state.lastRound!.points;
      out(
        `  player ${roll.player} rolls ${roll.dice[0]}+${roll.dice[1]}  ${nameOf(combination).padEnd(20)}` +
          `${effect.padEnd(16)}points ${points[0]}:${points[1]}\n`,
      );
    }
    const result = state.lastRound!;
    played.push({ ...result, bettor, stake: amount, rolls });
    const how = result.reason === 'kiri' ? 'Kiri' : result.reason === 'dead' ? `player ${1 - result.winner} rolled Dead` : `${result.points[result.winner]} points`;
    out(`  player ${result.winner} wins round ${result.round} (${how}) and takes ${result.pot} chips; chips ${state.chips[0]}:${state.chips[1]}\n`);
  }
  const rounds = state.lastRound!.round;
  out(`\nMatch over after ${rounds} round${rounds === 1 ? '' : 's'}: player ${state.winner} wins all ${state.totalChips} chips.\n`);
  if (values.json) io.out(`${JSON.stringify({ rules: rules.name, seed, chips: [chips, chips], winner: state.winner, rounds: played })}\n`);
  return 0;
}
