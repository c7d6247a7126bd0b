import {
  createGame,
  sfc32,
  type Game,
  type MatchState,
  type RandomState,
  type Rules,
  type Seat,
} from '../index.js';
import { createBot, solveMatch, winProbability, type Bot, type MatchOdds } from '../odds/index.js';
import { MAX_TOTAL_CHIPS } from '../odds/SolveMatchOptions.js';
import type { CliIO } from './CliIO.js';
import { colourOf, type Colour } from './colour.js';
import { fixed, printable } from './format.js';
import { matchChance, type LiveState } from './matchChance.js';
import type { MatchRecorder } from './matchRecorder.js';
import { maxWhole } from './optionValues.js';
import { rollLine, roundEndLine } from './matchLines.js';
import { UsageError } from './UsageError.js';

/** The computer's ways to stake, as `--bot` names them. */
export const botChoices = ['best', 'random', 'bold'] as const;

/** The interactive game's settings, read from the options of `kiri-dice play`. */
export interface InteractiveSettings {
  readonly seed: number | string;
  readonly chips: number;
  readonly bot: (typeof botChoices)[number];
  /** The person's seat; the computer plays the other. */
  readonly seat: Seat;
}

/** Everything a move of the game needs. */
interface Table {
  readonly rules: Rules;
  readonly reduce: Game<string>['reduce'];
  readonly you: Seat;
  readonly bot: Bot;
  /** The solved match, or `null` when it has more chips than the solver takes. */
  readonly odds: MatchOdds | null;
  readonly io: CliIO;
  readonly readLine: () => Promise<string | null>;
  readonly colour: Colour;
  /** Keeps each move for `--record`, or `undefined`. */
  readonly recorder: Pick<MatchRecorder, 'onMove'> | undefined;
}

/** What the person answered: an action to take, or to quit (q, or the end of the input). */
type Answer = MatchState<string> | 'quit';

/** The seat that must act: the bettor, the acceptor, or the roller. */
function actor(state: LiveState): Seat {
  if (state.phase === 'rolling') return state.roller;
  return state.phase === 'betting' ? state.bettor : state.bettor ? 0 : 1;
}

/** A chance as the game shows it: `45.2%`. */
const percent = (p: number): string => `${fixed(p * 100, 1)}%`;

/** The line before each of the person's moves: chips, points and the person's chances. */
function statusLine(table: Table, state: LiveState): string {
  const { you, odds, rules } = table;
  const round0 = winProbability(state, rules)[0];
  const mine = (p0: number) => percent(you ? 1 - p0 : p0);
  const match = odds ? `, the match ${mine(matchChance(odds, state, round0))}` : '';
  return table.colour.dim(
    `  chips ${state.chips[0]}:${state.chips[1]} · points ${state.points[0]}:${state.points[1]} · ` +
      `your chance: this round ${mine(round0)}${match}`,
  );
}

/** The stake the game suggests: the solver's best, or half the smaller purse when it has none. */
function suggestedStake(table: Table, state: LiveState): number {
  const smaller = Math.min(state.chips[0], state.chips[1]);
  return table.odds ? table.odds.stakes[state.bettor][state.chips[0]]! : Math.ceil(smaller / 2);
}

/** The person's question in `state`, and how an answer becomes the next state (or `undefined`: not allowed). */
function question(
  table: Table,
  state: LiveState,
): {
  readonly prompt: string;
  readonly allowed: string;
  readonly take: (answer: string) => MatchState<string> | undefined;
} {
  const { reduce, you } = table;
  if (state.phase === 'betting') {
    const most = Math.min(state.chips[0], state.chips[1]);
    const suggested = suggestedStake(table, state);
    return {
      prompt: `Your stake, 1 to ${most} (Enter: ${suggested}), or q to quit: `,
      allowed: `type a stake from 1 to ${most} and Enter, Enter alone for ${suggested}, or q to quit`,
      take: (answer) => {
        const amount = answer === '' ? suggested : /^\d+$/.test(answer) ? Number(answer) : 0;
        return amount >= 1 && amount <= most
          ? reduce(state, { type: 'bet', player: you, amount })
          : undefined;
      },
    };
  }
  if (state.phase === 'accepting') {
    return {
      prompt: `Accept the stake of ${state.stake}? y or n, or q to quit: `,
      allowed: 'type y to accept, n to decline, or q to quit',
      take: (answer) =>
        /^y(es)?$/.test(answer)
          ? reduce(state, { type: 'accept', player: you })
          : /^no?$/.test(answer)
            ? reduce(state, { type: 'decline', player: you })
            : undefined,
    };
  }
  return {
    prompt: 'Your roll: Enter, or q to quit: ',
    allowed: 'press Enter to roll, or q to quit',
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
      // The input ended (Ctrl-D) after the prompt, not after a newline.
      io.out('\n');
      return 'quit';
    }
    const answer = line.trim().toLowerCase();
    if (answer === 'q' || answer === 'quit') return 'quit';
    const next = take(answer);
    if (next) return next;
    const typed = answer === '' ? 'Enter alone' : `'${printable(line.trim())}'`;
    io.out(`${colour.warn(`  ${typed} is not allowed here: ${allowed}`)}\n`);
  }
}

/** What an action did, as the game says it: the bet, the pot, the roll, the round's end. */
function moveLines(table: Table, before: LiveState, after: MatchState<string>): string {
  const { you, rules } = table;
  if (after.phase === 'accepting')
    return after.bettor === you ? '' : `  player ${after.bettor} bets ${after.stake}\n`;
  if (before.phase === 'accepting')
    return after.phase === 'rolling'
      ? `  pot ${after.pot}: player ${after.roller} rolls first\n`
      : '';
  const roll = rollLine(before, after, rules);
  return after.phase === 'rolling' ? roll : roll + roundEndLine(after.lastRound!, after.chips);
}

/** The header of the game: the match, who plays which seat, and whether the match chance is shown. */
function header(table: Table, settings: InteractiveSettings, rules: Rules): string {
  const { seed, chips, bot, seat } = settings;
  const solved = table.odds
    ? ''
    : `The chance to win the match is not shown: the solver takes matches of up to ${MAX_TOTAL_CHIPS} chips in all.\n`;
  return (
    `Kiri · seed ${JSON.stringify(seed)} · ${chips} chips each · first to ${rules.targetPoints} points\n` +
    `You are player ${seat}; the computer (${bot}) is player ${1 - seat}. q quits at any question.\n` +
    solved
  );
}

/** The line that starts a round: its number, the chips, and who bets. */
function roundLine(table: Table, state: LiveState): string {
  const who = state.bettor === table.you ? 'you bet' : 'the computer bets';
  return `\nRound ${state.round} · chips ${state.chips[0]}:${state.chips[1]} · player ${state.bettor}, ${who}\n`;
}

/** The end of the game: who won the match, or that the person declined or quit. */
function endLine(table: Table, state: MatchState<string>, quit: boolean): string {
  const rounds = state.lastRound?.round ?? 0;
  const after = `after ${rounds} round${rounds === 1 ? '' : 's'}`;
  const chips = `chips ${state.chips[0]}:${state.chips[1]}`;
  const text = quit
    ? `You quit in round ${state.round}; ${chips}${state.pot ? `, pot ${state.pot}` : ''}.`
    : state.winner === null
      ? `You declined: the match ends ${after} with no winner; ${chips}.`
      : `Match over ${after}: ${state.winner === table.you ? 'you win' : 'the computer wins'} all ${state.totalChips} chips.`;
  return `\n${table.colour.bold(text)}\n`;
}

/** Plays the match to its end or until the person quits, writing it as it goes. */
async function game(
  table: Table,
  start: MatchState<string>,
  botRandom: RandomState,
): Promise<number> {
  let state = start;
  let rng = botRandom;
  while (state.phase !== 'over') {
    if (state.phase === 'betting') table.io.out(roundLine(table, state));
    let next: Answer;
    if (actor(state) === table.you) {
      next = await yourMove(table, state);
      if (next === 'quit') break;
    } else {
      const [value, after] = sfc32.next(rng);
      rng = after;
      next = table.reduce(state, table.bot(state, (value >>> 0) / 2 ** 32)!);
    }
    table.io.out(moveLines(table, state, next));
    table.recorder?.onMove(state, next);
    state = next;
  }
  table.io.out(endLine(table, state, state.phase !== 'over'));
  return 0;
}

/**
 * Plays one match of the person against the computer in the terminal: before each of the
 * person's moves it shows the chips, the points, and the person's chance to win the round
 * (`winProbability`) and the match (`solveMatch`), then asks for the stake, the answer to the
 * computer's bet, or the roll. The computer (`createBot`) moves at once; its random stakes come
 * from their own generator, seeded by the match's seed, so a seed replays the same game.
 *
 * @param rules - the rules of the match
 * @param settings - the seed, the chips of each seat, the computer's strategy and the person's seat
 * @param io - where to write, what the person types, and whether colour is wanted
 * @param readLine - the person's next line (`io.readLine`)
 * @param recorder - keeps every move for `--record FILE` (default none)
 * @returns the exit code, 0, once the match is over or the person quits
 * @throws {@link UsageError} at once, before any question, when `--bot best` cannot solve the match
 */
export function playInteractive(
  rules: Rules,
  settings: InteractiveSettings,
  io: CliIO,
  readLine: () => Promise<string | null>,
  recorder?: Pick<MatchRecorder, 'onMove'>,
): Promise<number> {
  const total = 2 * settings.chips;
  if (settings.bot === 'best' && total > MAX_TOTAL_CHIPS)
    throw new UsageError(
      `--bot best plays matches of up to ${MAX_TOTAL_CHIPS} chips in all, got ${total} (--chips ${settings.chips}): ` +
        `use --chips ${MAX_TOTAL_CHIPS / 2} or fewer, or --bot random or bold`,
    );
  const { createMatch, reduce } = createGame({ rules });
  const start = createMatch({ seed: settings.seed, chips: [settings.chips, settings.chips] });
  const table: Table = {
    rules,
    reduce,
    you: settings.seat,
    bot: createBot({ strategy: settings.bot, rules }),
    odds: total <= MAX_TOTAL_CHIPS ? solveMatch({ totalChips: total, rules }) : null,
    io,
    readLine,
    colour: colourOf(io),
    recorder,
  };
  io.out(header(table, settings, rules));
  // Its own seed, next to the dice's: the computer's stakes do not echo the dice.
  const botSeed = sfc32.seed(start.seed === maxWhole ? 0 : start.seed + 1);
  return game(table, start, botSeed);
}
