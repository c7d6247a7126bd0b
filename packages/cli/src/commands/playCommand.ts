// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import {
  createGame,
  type Game,
  type MatchState,
  type RollRecord,
  type RoundResult,
  type Rules,
} from 'kiri-dice';
import { maxTotalChips } from 'kiri-dice/odds';
import type { CliIO } from '../CliIO.js';
import { commonHelp, defineCommand, type Command, type CommandValues } from '../command.js';
import { matchOverLine, rollLine, roundEndLine, roundStartLine } from '../matchLines.js';
import { errorLine } from '../format.js';
import { openRecorder, type MatchRecorder } from '../matchRecorder.js';
import { choiceOption, maxWhole, seedOption, seedRule, wholeOption } from '../optionValues.js';
import { botChoices, playInteractive, type InteractiveSettings } from '../playInteractive.js';
import { randomSeed } from '../randomSeed.js';
import { drive } from '../drive.js';
import { interruptedCode } from './simulateCommand.js';
import { terminalJson } from '../terminalText.js';
import { UsageError } from '../UsageError.js';

/** The rounds a match may last by default: a match of many chips at a small stake may never end. */
export const defaultMaxRounds = 10000;

/** The chips of each player in the game against the computer: at the suggested stakes of 1, a match of about 29 rounds. */
export const gameChips = 5;

/** The chips of each player in the demo, whose stakes are half the smaller purse. */
export const demoChips = 100;

/** The help of `kiri-dice play`, one paragraph or item a line (wrapHelp lays it out). */
export const playHelp: string = `Usage: kiri-dice play [--seed S] [--chips N] [--bot best|random|bold] [--seat 0|1] [--step] [--auto] [--stake N] [--max-rounds N] [--record FILE] [--rules FILE] [--json]

In a terminal, you play one seat of a match against the computer. The only choices in Kiri are the stake and the answer to a bet, so the game asks only for those: a stake and Enter bets (Enter alone bets the suggested stake: the solver's best in matches of up to ${maxTotalChips} chips in all, half the smaller purse in larger ones), and Enter or y accepts the computer's bet, while n declines it, which ends the whole match with no winner. The rolls play out by themselves, one line at a time, with a short pause that any key skips. Before each question it shows your chance to win the round, and the match against the computer you play. q and Enter, Ctrl-D or Ctrl-C quits, with the same summary (and record, with --record). At the end of a match the solver solved, y prints its exact review, as kiri-dice review does. In colour, unless NO_COLOR is set.

At stakes of 1 a match is long, the more so the more chips: the game says at the start how many rounds it lasts on average (about 29 at 5 chips each, under the standard rules). Larger stakes end it sooner.

With --auto or --json, or when input or output is not a terminal, it plays one seeded demo match between two automatic players and prints every roll as it happens. With --json it prints one JSON document on one line, written as the match goes: the match, each round as it ends, then the result ("finished": false when --max-rounds stopped it). Ctrl-C stops the demo between two rounds, saying so (exit code 130), with the record so far.

Options:
  --seed S      seed of the match: ${seedRule} (default: in the game, a fresh seed, printed, so that --seed deals the same dice again; in the demo, 1)
  --chips N     starting chips of each player, from 1 to ${Math.floor(maxWhole / 2)} (default ${gameChips} in the game, ${demoChips} in the demo)
  --bot B       how the computer stakes: best (the solver's best stake, for up to ${maxTotalChips / 2} chips each), random or bold (the largest stake) (default best)
  --seat N      your seat, 0 (you bet first) or 1 (default 0)
  --step        roll with Enter: each of your rolls waits for it, instead of playing out by itself
  --auto        play the demo even in a terminal
  --stake N     the demo's stake of every bet, lowered to the smaller balance when needed (default: half the smaller balance, rounded up)
  --max-rounds N
                stop the demo unfinished after N rounds, saying so, with exit code 0 (default ${defaultMaxRounds}: a match of many chips at a small stake may never end)
  --record FILE write the match record to FILE, in the notation of match records: written beside FILE as the match goes, it replaces FILE when the match ends or you quit (the demo stops before the record passes 16 MiB)
${commonHelp}`;

/** The options of `kiri-dice play`, beside the common ones. */
const playOptions = {
  seed: { type: 'string' },
  chips: { type: 'string' },
  stake: { type: 'string' },
  'max-rounds': { type: 'string' },
  bot: { type: 'string' },
  seat: { type: 'string' },
  auto: { type: 'boolean' },
  step: { type: 'boolean' },
  record: { type: 'string' },
} as const;

/** The match's settings, read from its options. */
interface Settings {
  readonly seed: number | string;
  /** Whether the seed was drawn for this match rather than given. */
  readonly freshSeed: boolean;
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

/**
 * Reads the options of the match, in the order their errors are reported. The game and the
 * demo differ in their defaults: the game's match is short enough to finish and its dice are
 * fresh each time; the demo's are the same every time.
 */
function settingsOf(values: CommandValues<typeof playOptions>, interactive: boolean): Settings {
  // Twice the balance, the chips on the table, must stay a safe whole number.
  const chips = wholeOption(
    values.chips,
    'chips',
    1,
    Math.floor(maxWhole / 2),
    interactive ? gameChips : demoChips,
  );
  const fixedStake =
    values.stake === undefined ? undefined : wholeOption(values.stake, 'stake', 1, maxWhole, 1);
  const maxRounds = wholeOption(values['max-rounds'], 'max-rounds', 1, maxWhole, defaultMaxRounds);
  const freshSeed = interactive && values.seed === undefined;
  const seed = freshSeed ? randomSeed() : seedOption(values.seed ?? '1');
  return { chips, fixedStake, maxRounds, seed, freshSeed };
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
  if (!json) io.out(roundStartLine(state));
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
    ? `{"rules":${terminalJson(rules.name)},"seed":${JSON.stringify(seed)},"chips":[${chips},${chips}],"maxRounds":${maxRounds},"rounds":[`
    : `Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${rules.targetPoints} points\n`;
}

/**
 * The end of the match: who won it, or what stopped it (`--max-rounds`, or `why`); with --json,
 * the document's close.
 */
function matchEnd(
  state: MatchState<string>,
  maxRounds: number,
  json: boolean,
  why = `--max-rounds ${maxRounds}`,
): string {
  const rounds = state.lastRound!.round;
  const finished = state.phase === 'over';
  if (json)
    return `],"finished":${finished},"winner":${state.winner},"endChips":[${state.chips[0]},${state.chips[1]}]}\n`;
  if (finished) return matchOverLine(state);
  return `\nMatch stopped unfinished after ${rounds} round${rounds === 1 ? '' : 's'} (${why}); chips ${state.chips[0]}:${state.chips[1]}.\n`;
}

/** The computer's strategy and the person's seat, checked whether or not there is a game to play. */
function playerOptions(
  values: CommandValues<typeof playOptions>,
): Pick<InteractiveSettings, 'bot' | 'seat'> {
  return {
    bot: choiceOption(values.bot, 'bot', botChoices, 'best'),
    // Stryker disable next-line StringLiteral: the seat's default is only compared with `'1'`, so
    // any other text is seat 0 as `'0'` is.
    seat: choiceOption(values.seat, 'seat', ['0', '1'], '0') === '1' ? 1 : 0,
  };
}

/**
 * Writes the record of the game once it is over, and its exit code; a record that cannot be
 * written, after the game, is said in one line with exit code 2, as before it.
 */
function written(recorder: MatchRecorder, io: CliIO, code: number): number {
  try {
    recorder.write();
    return code;
  } catch (error) {
    const { code: why, message } = error as UsageError;
    io.err(errorLine(why, message, false));
    return 2;
  }
}

/**
 * Runs `start` with the recorder open, dropping the record (the old file kept) when it throws:
 * an option refused after the file was opened, such as `--chips` too large for `--bot best`.
 */
function withRecorder<T>(recorder: MatchRecorder | undefined, start: () => T): T {
  try {
    return start();
  } catch (error) {
    recorder?.discard();
    throw error;
  }
}

/** Why the demo stops when its record is as long as `replay` and `verify` read. */
const RECORD_FULL = 'the --record file reached 16 MiB, the most that replay and verify read';

/** The options that only the demo or only the game takes: given to the other, they are refused. */
function refuseOtherOptions(values: CommandValues<typeof playOptions>, interactive: boolean): void {
  if (!interactive && values.step)
    throw new UsageError(
      '--step is an option of the game against the computer, which needs a terminal and no --auto or --json',
    );
  for (const name of ['stake', 'max-rounds'] as const) {
    if (interactive && values[name] !== undefined)
      throw new UsageError(`--${name} is an option of the demo: add --auto to play the demo`);
  }
}

/**
 * Plays the person against the computer when both standard input and output are terminals;
 * otherwise (or with --auto or --json) plays a demo match through the public API and writes
 * everything as it happens, text or JSON, waiting for a slow reader, so memory does not grow
 * with the match (`--record FILE` streams the record to its file too).
 */
export const playCommand: Command = defineCommand(playHelp, playOptions, (values, rules, io) => {
  const json = values.json === true;
  const interactive = !!(io.readLine && io.inIsTTY && io.outIsTTY && !values.auto && !json);
  const settings = settingsOf(values, interactive);
  const players = playerOptions(values);
  refuseOtherOptions(values, interactive);
  const start = { seed: settings.seed, chips: [settings.chips, settings.chips] } as const;
  const recorder =
    values.record === undefined
      ? undefined
      : openRecorder(values.record, { ...start, rules }, interactive);
  if (interactive) {
    const game = { ...players, ...settings, step: values.step === true };
    const readLine = io.readLine;
    const done = withRecorder(recorder, () => playInteractive(rules, game, io, readLine, recorder));
    return recorder ? done.then((code) => written(recorder, io, code)) : done;
  }
  const { createMatch, reduce } = createGame({ rules });
  const recording: Game<string>['reduce'] = (before, action) => {
    const after = reduce(before, action);
    recorder!.onMove(before, after);
    return after;
  };
  const demo: Demo = {
    rules,
    reduce: recorder ? recording : reduce,
    fixedStake: settings.fixedStake,
    json,
    io,
  };
  let signal: Signal | null = null;
  io.onStop?.((received) => (signal ??= received));
  const match = demoMatch(createMatch(start), demo, settings, recorder, () => signal);
  // With a listener of signals, the demo lets the event loop run now and then, to hear them.
  return drive(match, io, io.onStop !== undefined);
});

/** A signal that stops the demo. */
type Signal = 'SIGINT' | 'SIGTERM';

/**
 * The demo match, a round at a time: the header, each round as it is played, then its end (the
 * match won, or stopped by `--max-rounds`, by a full record, or by a signal, which `signal`
 * tells once it has come), and the record written. A signal ends the match between two rounds,
 * said so, with the exit code of a process ended by it: 130 for a Ctrl-C, 143 for a SIGTERM.
 */
function* demoMatch(
  first: MatchState<string>,
  demo: Demo,
  settings: Settings,
  recorder: MatchRecorder | undefined,
  signal: () => Signal | null,
): Generator<void, number> {
  const { rules, json, io } = demo;
  let state = first;
  io.out(matchStart(rules, settings, json));
  while (
    state.phase !== 'over' &&
    state.round <= settings.maxRounds &&
    !recorder?.full() &&
    signal() === null
  ) {
    state = playRound(state, demo);
    yield;
  }
  const stopped = state.phase === 'over' ? null : signal();
  // Stryker disable next-line ConditionalExpression,StringLiteral: whether the record is full is
  // read only for a match that is not over (a won match's last line gives no reason).
  const full = state.phase !== 'over' && recorder?.full() === true;
  const why = stopped ? `interrupted by ${stopped}` : full ? RECORD_FULL : undefined;
  io.out(matchEnd(state, settings.maxRounds, json, why));
  recorder?.write();
  return stopped === null ? 0 : stopped === 'SIGINT' ? interruptedCode : 143;
}
