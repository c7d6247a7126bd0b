// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import {
  createGame,
  sfc32,
  type Game,
  type MatchState,
  type RandomState,
  type Rules,
  type Seat,
} from 'kiri-dice';
import {
  createBot,
  evaluatePolicies,
  maxTotalChips,
  solveMatch,
  solveRound,
  winProbability,
  type Bot,
  type MatchOdds,
} from 'kiri-dice/odds';
import { recordWriter, startRecord } from 'kiri-dice/record';
import { reviewMatch } from 'kiri-dice/review';
import type { CliIO } from './CliIO.js';
import { colourOf, type Colour } from './colour.js';
import { printable } from './format.js';
import { matchChance, type LiveState } from './matchChance.js';
import { meanRoundsAtStakeOne } from './matchLength.js';
import { randomBotChances } from './randomBotChances.js';
import { seatOrder, rollLine, roundEndLine, type SeatNames } from './matchLines.js';
import type { Speech } from './messages/Speech.js';
import { reviewReport } from './reviewReport.js';
import type { MatchRecorder } from './matchRecorder.js';
import { maxWhole } from './optionValues.js';
import { UsageError } from './UsageError.js';
import { wrapHelp } from './wrapHelp.js';

/** The computer's ways to stake, as `--bot` names them. */
export const botChoices = ['best', 'random', 'bold'] as const;

/** How long the game waits after each roll it plays by itself, in milliseconds, unless a key is pressed. */
export const rollPause = 400;

/** The exit code of a game stopped by Ctrl-C, as shells report a process ended by SIGINT. */
const interruptedCode = 130;

/** The interactive game's settings, read from the options of `kiri-dice play`. */
export interface InteractiveSettings {
  readonly seed: number | string;
  /** Whether the seed was drawn for this game rather than given: the header says how to replay it. */
  readonly freshSeed: boolean;
  readonly chips: number;
  readonly bot: (typeof botChoices)[number];
  /** The person's seat; the computer plays the other. */
  readonly seat: Seat;
  /** Whether the person rolls with Enter (`--step`) instead of watching the rolls play out. */
  readonly step: boolean;
}

/** Where the game is played: the io, what the person types, and the language it speaks. */
export interface GameTerminal {
  readonly io: CliIO;
  readonly readLine: () => Promise<string | null>;
  readonly speech: Speech;
}

/** Everything a move of the game needs. */
interface Table {
  readonly rules: Rules;
  readonly reduce: Game<string>['reduce'];
  readonly you: Seat;
  readonly names: SeatNames;
  readonly step: boolean;
  readonly bot: Bot;
  /** The solved match, whose stakes the game suggests, or `null` when it has more chips than the solver takes. */
  readonly best: MatchOdds | null;
  /** The match as it is played: the person at the suggested stakes against this computer, or `null` when not solved. */
  readonly odds: Pick<MatchOdds, 'seat0Wins'> | null;
  readonly io: CliIO;
  readonly readLine: () => Promise<string | null>;
  readonly speech: Speech;
  readonly colour: Colour;
  /** Keeps each move for `--record`, or `undefined`. */
  readonly recorder: Pick<MatchRecorder, 'onMove'> | undefined;
  /**
   * The match's record, as the notation's text of each move, for its review at the end (a
   * person's match: its size grows with the person's answers).
   */
  readonly record: ReturnType<typeof recordWriter>;
  readonly moves: string[];
}

/** What the person answered: an action to take, or to quit (q, the end of the input, Ctrl-C). */
type Answer = MatchState<string> | 'quit';

/** The seat that must act: the bettor, the acceptor, or the roller. */
function actor(state: LiveState): Seat {
  if (state.phase === 'rolling') return state.roller;
  return state.phase === 'betting' ? state.bettor : state.bettor ? 0 : 1;
}

/**
 * The line before each of the person's questions: the person's chances (and, while rolling,
 * the points). The chips are in the round's first line: they do not move until the round ends.
 */
function statusLine(table: Table, state: LiveState): string {
  const { you, odds, rules } = table;
  const round0 = winProbability(state, rules)[0];
  const mine = (p0: number) => (you ? 1 - p0 : p0);
  const match = odds ? mine(matchChance(odds, state, round0)) : undefined;
  const points = state.phase === 'rolling' ? seatOrder(table.names, state.points) : undefined;
  return table.colour.dim(table.speech.status(points, mine(round0), match));
}

/** The stake the game suggests: the solver's best, or half the smaller purse when it has none. */
function suggestedStake(table: Table, state: LiveState): number {
  const smaller = Math.min(state.chips[0], state.chips[1]);
  return table.best ? table.best.stakes[state.bettor][state.chips[0]]! : Math.ceil(smaller / 2);
}

/** A question to the person: what it says, what it allows, and how an answer becomes the next state (`undefined`: not allowed). */
interface Question {
  readonly prompt: string;
  readonly allowed: string;
  readonly take: (answer: string) => MatchState<string> | undefined;
}

/** The bettor's question: the stake, Enter alone for the suggested one. */
function stakeQuestion(table: Table, state: LiveState): Question {
  const most = Math.min(state.chips[0], state.chips[1]);
  const suggested = suggestedStake(table, state);
  return {
    prompt: table.speech.stakePrompt(most, suggested),
    allowed: table.speech.stakeAllowed(most, suggested),
    take: (answer) => {
      const amount = answer === '' ? suggested : /^\d+$/.test(answer) ? Number(answer) : 0;
      return amount >= 1 && amount <= most
        ? table.reduce(state, { type: 'bet', player: table.you, amount })
        : undefined;
    },
  };
}

/** The person's question in `state`: the stake, the answer to the computer's bet, or (with --step) the roll. */
function question(table: Table, state: LiveState): Question {
  const { reduce, you, speech } = table;
  if (state.phase === 'betting') return stakeQuestion(table, state);
  if (state.phase === 'accepting') {
    return {
      prompt: speech.acceptPrompt(state.stake),
      allowed: speech.acceptAllowed,
      take: (answer) =>
        /^(y(es)?)?$/.test(answer)
          ? reduce(state, { type: 'accept', player: you })
          : /^no?$/.test(answer)
            ? reduce(state, { type: 'decline', player: you })
            : undefined,
    };
  }
  return {
    prompt: speech.rollPrompt,
    allowed: speech.rollAllowed,
    take: (answer) => (answer === '' ? reduce(state, { type: 'roll', player: you }) : undefined),
  };
}

/** Asks the person until the answer is allowed: each answer that is not gets one line saying what is. */
async function yourMove(table: Table, state: LiveState): Promise<Answer> {
  const { io, colour } = table;
  const { prompt, allowed, take } = question(table, state);
  io.out(`${statusLine(table, state)}\n`);
  for (;;) {
    io.out(colour.bold(prompt));
    const line = await table.readLine();
    if (line === null) {
      // The input ended (Ctrl-D) or Ctrl-C came after the prompt, not after a newline.
      io.out('\n');
      return 'quit';
    }
    const answer = line.trim().toLowerCase();
    if (answer === 'q' || answer === 'quit') return 'quit';
    const next = take(answer);
    if (next) return next;
    // Enter alone is always an answer (the suggested stake, y, or the roll): what was typed is text.
    const typed = printable(line.trim());
    const why = wrapHelp(table.speech.notAllowed(typed, allowed), io).slice(0, -1);
    io.out(`${colour.warn(why)}\n`);
  }
}

/** What an action did, as the game says it: the bet, the pot, the roll, the round's end. */
function moveLines(table: Table, before: LiveState, after: MatchState<string>): string {
  const { you, rules, names, speech } = table;
  if (after.phase === 'accepting')
    return after.bettor === you ? '' : speech.bets(names[after.bettor], after.stake);
  if (before.phase === 'accepting')
    return after.phase === 'rolling' ? speech.firstRoll(after.pot, names[after.roller]) : '';
  const roll = rollLine(before, after, rules, speech, names);
  if (after.phase === 'rolling') return roll;
  // The round's end may be long in some languages: wrapped, indented under its first words.
  const end = roundEndLine(after.lastRound!, after.chips, speech, names);
  return roll + wrapHelp(end, table.io);
}

/** How long a match at stakes of 1 lasts, from the rules' chance that the acceptor wins a round. */
function lengthLine(rules: Rules, chips: number, speech: Speech): string {
  const rounds = meanRoundsAtStakeOne(chips, solveRound(rules).firstRollerWins);
  return speech.matchLength(Number.isFinite(rounds) ? Math.round(rounds) : null);
}

/** Whether the acceptor wins every round under `rules`: the solver then has no match to solve. */
function acceptorAlwaysWins(rules: Rules): boolean {
  return solveRound(rules).firstRollerWins >= 1;
}

/** What the game can tell of the match: why the chance to win it is missing, and what Enter suggests then. */
function oddsLine(table: Table): string {
  return table.best ? '' : table.speech.unsolved(acceptorAlwaysWins(table.rules));
}

/** The header of the game: the match, who plays which seat, how long it lasts, and how to play. */
function header(table: Table, settings: InteractiveSettings): string {
  const { seed, chips, bot, seat, freshSeed, step } = settings;
  const { rules, speech } = table;
  const text =
    speech.header(JSON.stringify(seed), [chips, chips], rules.targetPoints) +
    `${speech.seats(seat, bot)}\n${lengthLine(rules, chips, speech)}\n${speech.rolls(step)}` +
    (freshSeed ? speech.freshSeed(String(seed)) : '') +
    oddsLine(table);
  return wrapHelp(text, table.io);
}

/** The line that starts a round: its number, the chips, and who bets. */
function roundLine(table: Table, state: LiveState): string {
  const { names, speech } = table;
  return speech.roundLine(state.round, seatOrder(names, state.chips), names[state.bettor]);
}

/** The end of the game: who won the match, or that the person declined or quit. */
function endLine(table: Table, state: MatchState<string>, quit: boolean): string {
  const { speech } = table;
  const rounds = state.lastRound?.round ?? 0;
  const chips = seatOrder(table.names, state.chips);
  const text = quit
    ? speech.quit({ round: state.round, chips, pot: state.pot })
    : state.winner === null
      ? speech.youDeclined(rounds, chips)
      : speech.won(rounds, state.winner === table.you, state.totalChips);
  return `\n${table.colour.bold(wrapHelp(text, table.io).slice(0, -1))}\n`;
}

/** The computer's move, and its generator's next state: its random stakes come from their own generator. */
function botMove(
  table: Table,
  state: LiveState,
  rng: RandomState,
): readonly [MatchState<string>, RandomState] {
  const [value, after] = sfc32.next(rng);
  return [table.reduce(state, table.bot(state, (value >>> 0) / 2 ** 32)!), after];
}

/**
 * Plays the match to its end or until the person quits, writing it as it goes: the person
 * answers the questions; every roll but the person's own with --step plays by itself, with a
 * pause after it that a key skips, until the next question.
 */
async function game(
  table: Table,
  start: MatchState<string>,
  botRandom: RandomState,
): Promise<number> {
  const { io } = table;
  let state = start;
  let rng = botRandom;
  // Stryker disable next-line BooleanLiteral: a match asks the person (to bet or to accept) before
  // its first roll, and asking sets it false: no roll comes before.
  let skipping = false;
  while (state.phase !== 'over') {
    if (state.phase === 'betting') io.out(roundLine(table, state));
    const seat = actor(state);
    const asked = seat === table.you && (state.phase !== 'rolling' || table.step);
    let next: Answer;
    if (asked) {
      skipping = false;
      next = await yourMove(table, state);
      if (next === 'quit') break;
    } else if (state.phase === 'rolling') {
      next = table.reduce(state, { type: 'roll', player: seat });
    } else {
      [next, rng] = botMove(table, state, rng);
    }
    io.out(moveLines(table, state, next));
    table.recorder?.onMove(state, next);
    table.moves.push(table.record.move(state, next));
    const rolled = state.phase === 'rolling' && !asked;
    state = next;
    if (rolled && !skipping && io.pause) skipping = await io.pause(rollPause);
    if (io.interrupted?.()) break;
  }
  const over = state.phase === 'over';
  io.out(endLine(table, state, !over));
  if (over && table.best !== null) await offerReview(table);
  return !over && io.interrupted?.() ? interruptedCode : 0;
}

/**
 * Offers the exact review of the finished match (`kiri-dice review`), and prints it on y. Only a
 * match the solver solved is offered: the review solves the same match.
 */
async function offerReview(table: Table): Promise<void> {
  const { io, record } = table;
  io.out(table.colour.bold(table.speech.reviewOffer));
  const line = await table.readLine();
  // The input ended (Ctrl-D) or Ctrl-C came after the prompt, not after a newline.
  if (line === null) io.out('\n');
  if (line?.trim().toLowerCase() !== 'y') return;
  const text = `${record.head}${table.moves.join('')}${record.end()}`;
  io.out(`\n${reviewReport(reviewMatch(text), table.rules, table.speech)}`);
}

/** The match as it is played when the person takes every suggestion, against the computer played. */
function playedOdds(
  best: MatchOdds | null,
  settings: InteractiveSettings,
  rules: Rules,
): Pick<MatchOdds, 'seat0Wins'> | null {
  if (!best || settings.bot === 'best') return best;
  const you = settings.seat;
  if (settings.bot === 'random') return { seat0Wins: randomBotChances(best, you) };
  // The person stakes as suggested; the bold computer stakes all it can.
  const suggested = (mine: number, theirs: number) => best.stakes[you][you ? theirs : mine]!;
  const bold = (mine: number, theirs: number) => Math.min(mine, theirs);
  return evaluatePolicies(you ? [bold, suggested] : [suggested, bold], {
    totalChips: best.totalChips,
    rules,
  });
}

/**
 * Plays one match of the person against the computer in the terminal. The person makes the
 * only choices of Kiri, the stakes and the answers to the computer's bets (Enter alone takes
 * the suggestion); the rolls play out by themselves, one line at a time with a pause that a key
 * skips (with `settings.step`, the person rolls with Enter). Before each question it shows the
 * person's chance to win the round (`winProbability`) and the match against the computer played
 * (`solveMatch` for the best one, `evaluatePolicies` for the bold one, `randomBotChances` for
 * the random one). The computer
 * (`createBot`) moves at once; its random stakes come from their own generator, seeded by the
 * match's seed, so a seed replays the same game. q, the end of the input or Ctrl-C
 * (`io.interrupted`) ends it with the same summary.
 *
 * @param rules - the rules of the match
 * @param settings - the seed, the chips of each seat, the computer's strategy, the person's seat and --step
 * @param terminal - where to write, the pauses and whether colour is wanted (`io`), the
 * person's next line (`io.readLine`), and the language to speak
 * @param recorder - keeps every move for `--record FILE` (default none)
 * @returns the exit code, 0 once the match is over or the person quits, 130 after Ctrl-C
 * @throws {@link UsageError} at once, before any question, when `--bot best` cannot solve the match
 */
export function playInteractive(
  rules: Rules,
  settings: InteractiveSettings,
  terminal: GameTerminal,
  recorder?: Pick<MatchRecorder, 'onMove'>,
): Promise<number> {
  const { io, readLine, speech } = terminal;
  const total = 2 * settings.chips;
  if (settings.bot === 'best' && total > maxTotalChips)
    throw new UsageError(
      `--bot best plays matches of up to ${maxTotalChips} chips in all, got ${total} (--chips ${settings.chips}): ` +
        `use --chips ${maxTotalChips / 2} or fewer, or --bot random or bold`,
    );
  const endless = acceptorAlwaysWins(rules);
  if (settings.bot === 'best' && endless)
    throw new UsageError(
      '--bot best needs rules under which the bettor can win a round, and under these the acceptor always wins: use --bot random or bold',
    );
  const { createMatch, reduce } = createGame({ rules });
  const start = createMatch({ seed: settings.seed, chips: [settings.chips, settings.chips] });
  const best = total <= maxTotalChips && !endless ? solveMatch({ totalChips: total, rules }) : null;
  const table: Table = {
    rules,
    reduce,
    you: settings.seat,
    names: settings.seat ? ['computer', 'you'] : ['you', 'computer'],
    step: settings.step,
    bot: createBot({ strategy: settings.bot, rules }),
    best,
    odds: playedOdds(best, settings, rules),
    io,
    readLine,
    speech,
    colour: colourOf(io),
    recorder,
    record: recordWriter(
      startRecord({ seed: settings.seed, chips: [settings.chips, settings.chips], rules }).record,
    ),
    moves: [],
  };
  io.out(header(table, settings));
  // Its own seed, next to the dice's: the computer's stakes do not echo the dice.
  const botSeed = sfc32.seed(start.seed === maxWhole ? 0 : start.seed + 1);
  return game(table, start, botSeed);
}
