import {
  createGame,
  type Combination,
  type MatchState,
  type RollRecord,
  type RoundResult,
} from '../index.js';
import { maxWhole, seedOption, seedRule, wholeOption, type CliIO } from './io.js';
import { commonHelp, commonOptions, loadRules, nameOf } from './options.js';
import { parseOptions } from './parseOptions.js';

/** The rounds a match may last by default: a match of many chips at a small stake may never end. */
export const defaultMaxRounds = 10000;

export const playHelp: string = `Usage: kiri-dice play [--seed S] [--chips N] [--stake N] [--max-rounds N] [--rules FILE] [--json]

Plays one seeded demo match between two automatic players and prints every roll as it happens.
With --json it prints one JSON document on one line, written as the match goes: the match, each
round as it ends, then the result ("finished": false when --max-rounds stopped it).

Options:
  --seed S      seed of the match: ${seedRule.replace(', or', ',\n                or')}
                (default 1)
  --chips N     starting chips of each player, from 1 to ${Math.floor(maxWhole / 2)}
                (default 100)
  --stake N     stake of every bet, lowered to the smaller balance when needed
                (default: half the smaller balance, rounded up)
  --max-rounds N
                stop the match unfinished after N rounds, saying so, with exit code 0
                (default ${defaultMaxRounds}: a match of many chips at a small stake may never end)
${commonHelp}`;

function effectOf(
  before: MatchState<string>,
  after: MatchState<string>,
  combination: Combination,
): string {
  if (combination.instant !== null || combination.points > 0) {
    return combination.points > 0 ? `+${combination.points}` : '';
  }
  if (combination.bonusRolls > 0) return `+${combination.bonusRolls} extra rolls`;
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
  const values = parseOptions(args, {
    ...commonOptions,
    seed: { type: 'string' },
    chips: { type: 'string' },
    stake: { type: 'string' },
    'max-rounds': { type: 'string' },
  });
  if (values.help) {
    io.out(playHelp);
    return 0;
  }
  const rules = loadRules(values.rules);
  const { createMatch, reduce } = createGame({ rules });
  // Twice the balance, the chips on the table, must stay a safe whole number.
  const chips = wholeOption(values.chips, 'chips', 1, Math.floor(maxWhole / 2), 100);
  const fixedStake =
    values.stake === undefined ? undefined : wholeOption(values.stake, 'stake', 1, maxWhole, 1);
  const maxRounds = wholeOption(values['max-rounds'], 'max-rounds', 1, maxWhole, defaultMaxRounds);
  const seed = seedOption(values.seed ?? '1');
  const json = values.json === true;
  // Everything goes out as it happens, text or JSON, so memory does not grow with the match.
  const text = json ? () => {} : io.out;

  let state = createMatch({ seed, chips: [chips, chips] });
  text(
    `Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${rules.targetPoints} points\n`,
  );
  if (json)
    io.out(
      `{"rules":${JSON.stringify(rules.name)},"seed":${JSON.stringify(seed)},"chips":[${chips},${chips}],"maxRounds":${maxRounds},"rounds":[`,
    );
  while (state.phase !== 'over' && state.round <= maxRounds) {
    const smaller = Math.min(state.chips[0], state.chips[1]);
    const amount = Math.min(fixedStake ?? Math.ceil(smaller / 2), smaller);
    const bettor = state.bettor;
    const acceptor = bettor === 0 ? 1 : 0;
    // Only --json needs the rolls of a round, and only until the round ends.
    const rolls: RollRecord<string>[] = [];
    state = reduce(state, { type: 'bet', player: bettor, amount });
    state = reduce(state, { type: 'accept', player: acceptor });
    text(
      `\nRound ${state.round}: player ${bettor} bets ${amount}, player ${acceptor} accepts (pot ${state.pot})\n`,
    );
    while (state.phase === 'rolling') {
      const before = state;
      state = reduce(state, { type: 'roll', player: state.roller });
      const roll = state.lastRoll!;
      if (json) rolls.push(roll);
      const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
      const effect = effectOf(before, state, combination);
      const points = state.phase === 'rolling' ? state.points : state.lastRound!.points;
      text(
        `  player ${roll.player} rolls ${roll.dice[0]}+${roll.dice[1]}  ${nameOf(combination).padEnd(20)}` +
          `${effect.padEnd(16)}points ${points[0]}:${points[1]}\n`,
      );
    }
    const result = state.lastRound!;
    if (json)
      io.out(
        `${result.round === 1 ? '' : ','}${JSON.stringify({ ...result, bettor, stake: amount, rolls } satisfies PlayedRound)}`,
      );
    const how =
      result.reason === 'kiri'
        ? 'Kiri'
        : result.reason === 'dead'
          ? `player ${1 - result.winner} rolled Dead`
          : `${result.points[result.winner]} points`;
    text(
      `  player ${result.winner} wins round ${result.round} (${how}) and takes ${result.pot} chips; chips ${state.chips[0]}:${state.chips[1]}\n`,
    );
  }
  const rounds = state.lastRound!.round;
  const finished = state.phase === 'over';
  if (json)
    io.out(
      `],"finished":${finished},"winner":${state.winner},"endChips":[${state.chips[0]},${state.chips[1]}]}\n`,
    );
  else if (finished)
    io.out(
      `\nMatch over after ${rounds} round${rounds === 1 ? '' : 's'}: player ${state.winner} wins all ${state.totalChips} chips.\n`,
    );
  else
    io.out(
      `\nMatch stopped unfinished after ${rounds} round${rounds === 1 ? '' : 's'} (--max-rounds ${maxRounds}); chips ${state.chips[0]}:${state.chips[1]}.\n`,
    );
  return 0;
}
