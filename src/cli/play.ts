import {
  createGame,
  type Combination,
  type Game,
  type MatchState,
  type RollRecord,
  type RoundResult,
  type Rules,
} from '../index.js';
import type { CliIO } from './CliIO.js';
import { commonHelp, defineCommand, type Command, type CommandValues } from './command.js';
import { nameOf } from './format.js';
import { maxWhole, seedOption, seedRule, wholeOption } from './optionValues.js';

/** The rounds a match may last by default: a match of many chips at a small stake may never end. */
export const defaultMaxRounds = 10000;

/** The help of `kiri-dice play`. */
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

/** The options of `kiri-dice play`, beside the common ones. */
const playOptions = {
  seed: { type: 'string' },
  chips: { type: 'string' },
  stake: { type: 'string' },
  'max-rounds': { type: 'string' },
} as const;

/** The demo match's settings, read from its options. */
interface Settings {
  readonly seed: number | string;
  readonly chips: number;
  /** The stake of every bet, or `undefined` for half the smaller balance. */
  readonly fixedStake: number | undefined;
  readonly maxRounds: number;
}

/** What every round of the demo match needs: the rules and reducer, the stake, where to write. */
interface Demo {
  readonly rules: Rules;
  readonly reduce: Game<string>['reduce'];
  readonly fixedStake: number | undefined;
  /** Whether the match goes out as one JSON document rather than text. */
  readonly json: boolean;
  readonly io: CliIO;
}

/** One round of the demo match, as `--json` prints it. */
interface PlayedRound extends RoundResult {
  readonly bettor: number;
  readonly stake: number;
  readonly rolls: readonly RollRecord<string>[];
}

/** Reads the options of the match, in the order their errors are reported. */
function settingsOf(values: CommandValues<typeof playOptions>): Settings {
  // Twice the balance, the chips on the table, must stay a safe whole number.
  const chips = wholeOption(values.chips, 'chips', 1, Math.floor(maxWhole / 2), 100);
  const fixedStake =
    values.stake === undefined ? undefined : wholeOption(values.stake, 'stake', 1, maxWhole, 1);
  const maxRounds = wholeOption(values['max-rounds'], 'max-rounds', 1, maxWhole, defaultMaxRounds);
  return { chips, fixedStake, maxRounds, seed: seedOption(values.seed ?? '1') };
}

/** What a roll did, as its line says it: points, extra rolls, the turn passing, or nothing. */
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

/** The line of the roll that took `before` to `after`: dice, combination, effect, points. */
function rollLine(before: MatchState<string>, after: MatchState<string>, rules: Rules): string {
  const roll = after.lastRoll!;
  const combination = rules.table[(roll.dice[0] - 1) * 8 + roll.dice[1] - 1]!;
  const effect = effectOf(before, after, combination);
  const points = after.phase === 'rolling' ? after.points : after.lastRound!.points;
  return (
    `  player ${roll.player} rolls ${roll.dice[0]}+${roll.dice[1]}  ${nameOf(combination).padEnd(20)}` +
    `${effect.padEnd(16)}points ${points[0]}:${points[1]}\n`
  );
}

/** The line of a round's end: who won it, how, and the chips after it. */
function roundEndLine(result: RoundResult, chips: readonly [number, number]): string {
  const how =
    result.reason === 'kiri'
      ? 'Kiri'
      : result.reason === 'dead'
        ? `player ${1 - result.winner} rolled Dead`
        : `${result.points[result.winner]} points`;
  return `  player ${result.winner} wins round ${result.round} (${how}) and takes ${result.pot} chips; chips ${chips[0]}:${chips[1]}\n`;
}

/** Plays one round, writing it as it goes: the bettor stakes, the other accepts, both roll. */
function playRound(start: MatchState<string>, demo: Demo): MatchState<string> {
  const { rules, reduce, json, io } = demo;
  const smaller = Math.min(start.chips[0], start.chips[1]);
  const amount = Math.min(demo.fixedStake ?? Math.ceil(smaller / 2), smaller);
  const bettor = start.bettor;
  const acceptor = bettor === 0 ? 1 : 0;
  // Only --json needs the rolls of a round, and only until the round ends.
  const rolls: RollRecord<string>[] = [];
  let state = reduce(start, { type: 'bet', player: bettor, amount });
  state = reduce(state, { type: 'accept', player: acceptor });
  if (!json)
    io.out(
      `\nRound ${state.round}: player ${bettor} bets ${amount}, player ${acceptor} accepts (pot ${state.pot})\n`,
    );
  while (state.phase === 'rolling') {
    const before = state;
    state = reduce(state, { type: 'roll', player: state.roller });
    if (json) rolls.push(state.lastRoll!);
    else io.out(rollLine(before, state, rules));
  }
  const result = state.lastRound!;
  io.out(
    json
      ? `${result.round === 1 ? '' : ','}${JSON.stringify({ ...result, bettor, stake: amount, rolls } satisfies PlayedRound)}`
      : roundEndLine(result, state.chips),
  );
  return state;
}

/** The start of the match: its header line, or the opening of the JSON document. */
function matchStart(rules: Rules, { seed, chips, maxRounds }: Settings, json: boolean): string {
  return json
    ? `{"rules":${JSON.stringify(rules.name)},"seed":${JSON.stringify(seed)},"chips":[${chips},${chips}],"maxRounds":${maxRounds},"rounds":[`
    : `Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${rules.targetPoints} points\n`;
}

/** The end of the match: who won it, or that --max-rounds stopped it; with --json, the document's close. */
function matchEnd(state: MatchState<string>, maxRounds: number, json: boolean): string {
  const rounds = state.lastRound!.round;
  const finished = state.phase === 'over';
  if (json)
    return `],"finished":${finished},"winner":${state.winner},"endChips":[${state.chips[0]},${state.chips[1]}]}\n`;
  if (finished)
    return `\nMatch over after ${rounds} round${rounds === 1 ? '' : 's'}: player ${state.winner} wins all ${state.totalChips} chips.\n`;
  return `\nMatch stopped unfinished after ${rounds} round${rounds === 1 ? '' : 's'} (--max-rounds ${maxRounds}); chips ${state.chips[0]}:${state.chips[1]}.\n`;
}

/**
 * Plays a demo match through the public API and writes everything as it happens, text or JSON,
 * so memory does not grow with the match.
 */
export const play: Command = defineCommand(playHelp, playOptions, (values, rules, io) => {
  const { createMatch, reduce } = createGame({ rules });
  const settings = settingsOf(values);
  const json = values.json === true;
  const demo: Demo = { rules, reduce, fixedStake: settings.fixedStake, json, io };
  let state = createMatch({ seed: settings.seed, chips: [settings.chips, settings.chips] });
  io.out(matchStart(rules, settings, json));
  while (state.phase !== 'over' && state.round <= settings.maxRounds)
    state = playRound(state, demo);
  io.out(matchEnd(state, settings.maxRounds, json));
  return 0;
});
