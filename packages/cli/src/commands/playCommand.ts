// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import {
  createGame,
  type Game,
  type MatchState,
  type RollRecord,
  type RoundResult,
  type Rules,
} from 'kiri-dice';
import type { CliIO } from '../CliIO.js';
import { defineCommand, type Command, type CommandValues } from '../command.js';
import { matchOverLine, rollLine, roundEndLine, roundStartLine } from '../matchLines.js';
import { errorLine } from '../format.js';
import { openRecorder, type MatchRecorder } from '../matchRecorder.js';
import { defaultMaxRounds, demoChips, gameChips } from '../matchDefaults.js';
import type { Speech } from '../messages/Speech.js';
import type { StopReason } from '../messages/Messages.js';
import { choiceOption, maxWhole, seedOption, wholeOption } from '../optionValues.js';
import { botChoices, playInteractive, type InteractiveSettings } from '../playInteractive.js';
import { randomSeed } from '../randomSeed.js';
import { drive } from '../drive.js';
import { interruptedCode } from './simulateCommand.js';
import { terminalJson } from '../terminalText.js';
import { UsageError } from '../UsageError.js';

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
  readonly speech: Speech;
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
  const { rules, reduce, json, io, speech } = demo;
  const smaller = Math.min(start.chips[0], start.chips[1]);
  const amount = Math.min(demo.fixedStake ?? Math.ceil(smaller / 2), smaller);
  const bettor = start.bettor;
  const acceptor = bettor === 0 ? 1 : 0;
  // Only --json needs the rolls of a round, and only until the round ends.
  const rolls: RollRecord<string>[] = [];
  let state = reduce(start, { type: 'bet', player: bettor, amount });
  state = reduce(state, { type: 'accept', player: acceptor });
  if (!json) io.out(roundStartLine(state, speech));
  while (state.phase === 'rolling') {
    const before = state;
    state = reduce(state, { type: 'roll', player: state.roller });
    if (json) rolls.push(state.lastRoll!);
    else io.out(rollLine(before, state, rules, speech));
  }
  const result = state.lastRound!;
  io.out(
    json
      ? `${result.round === 1 ? '' : ','}${JSON.stringify({ ...result, bettor, stake: amount, rolls } satisfies PlayedRound)}`
      : roundEndLine(result, state.chips, speech),
  );
  return state;
}

/** The start of the match: its header line, or the opening of the JSON document. */
function matchStart(rules: Rules, { seed, chips, maxRounds }: Settings, demo: Demo): string {
  return demo.json
    ? `{"rules":${terminalJson(rules.name)},"seed":${JSON.stringify(seed)},"chips":[${chips},${chips}],"maxRounds":${maxRounds},"rounds":[`
    : demo.speech.header(JSON.stringify(seed), [chips, chips], rules.targetPoints);
}

/** The end of the match: who won it, or what stopped it (`why`); with --json, the document's close. */
function matchEnd(state: MatchState<string>, why: StopReason, demo: Demo): string {
  const finished = state.phase === 'over';
  if (demo.json)
    return `],"finished":${finished},"winner":${state.winner},"endChips":[${state.chips[0]},${state.chips[1]}]}\n`;
  if (finished) return matchOverLine(state, demo.speech);
  return demo.speech.stopped(state.lastRound!.round, why, state.chips);
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
export const playCommand: Command = defineCommand(
  'play',
  (speech) => speech.help.play,
  playOptions,
  (values, rules, io, speech) => {
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
      const done = withRecorder(recorder, () =>
        playInteractive(rules, game, { io, speech, readLine }, recorder),
      );
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
      speech,
    };
    let signal: Signal | null = null;
    io.onStop?.((received) => (signal ??= received));
    const match = demoMatch(createMatch(start), demo, settings, recorder, () => signal);
    // With a listener of signals, the demo lets the event loop run now and then, to hear them.
    return drive(match, io, io.onStop !== undefined);
  },
);

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
  const { rules, io } = demo;
  let state = first;
  io.out(matchStart(rules, settings, demo));
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
  const why: StopReason = stopped
    ? { type: 'signal', signal: stopped }
    : full
      ? // Stryker disable next-line ObjectLiteral,StringLiteral: a catalog says a full record
        // for any reason that is neither --max-rounds nor a signal, as this one is.
        { type: 'recordFull' }
      : { type: 'maxRounds', rounds: settings.maxRounds };
  io.out(matchEnd(state, why, demo));
  recorder?.write();
  return stopped === null ? 0 : stopped === 'SIGINT' ? interruptedCode : 143;
}
