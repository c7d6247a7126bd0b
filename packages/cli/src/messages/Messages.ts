// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { RoundResult } from 'kiri-dice';
import type { LuckLabel, Mark, MatchReview, RatingBand } from 'kiri-dice/review';
import type { Verb, Who } from './Who.js';

/** Two figures of the seats (chips, points), in the order a line shows them. */
export type Pair = readonly [number, number];

/** A combination's names, as the rules give them. */
export interface CombinationNames {
  readonly en: string;
  readonly ru: string;
}

/** What stopped a demo match before its end. */
export type StopReason =
  | { readonly type: 'maxRounds'; readonly rounds: number }
  | { readonly type: 'signal'; readonly signal: 'SIGINT' | 'SIGTERM' }
  | { readonly type: 'recordFull' };

/** How a round ended, as its end line says it. */
export interface RoundEnd {
  readonly winner: Who;
  readonly round: number;
  readonly reason: RoundResult['reason'];
  /** The winner's points. */
  readonly points: number;
  readonly pot: number;
  /** The chips after the round. */
  readonly chips: Pair;
}

/** Where a match stands, as a line that ends it says it. */
export interface Standing {
  readonly round: number;
  readonly chips: Pair;
  readonly pot: number;
}

/** A bet, as the demo and the replay say it. */
export interface Bet {
  readonly round: number;
  readonly bettor: 0 | 1;
  readonly stake: number;
}

/** What `simulate` played, as its first line says it. */
export interface SimulatedRun {
  readonly played: number;
  /** The rounds asked for: more than `played` when the run was interrupted. */
  readonly rounds: number;
  /** The rules' name, escaped. */
  readonly rules: string;
  readonly seed: string;
  readonly rolls: number;
}

/** How far a run has come, as its progress bar shows it. */
export interface Progress {
  /** The share done, rounded down to a whole percent. */
  readonly share: number;
  readonly total: number;
  /** Rounds a second. */
  readonly rate: number;
  /** The time left, as `Say.duration` says it. */
  readonly left: string;
}

/** The rows of a review's totals, each a figure of both players. */
export type TotalsRow =
  | 'decisions'
  | 'forced'
  | 'doubtful'
  | 'bad'
  | 'veryBad'
  | 'totalLoss'
  | 'meanLoss'
  | 'errorRate'
  | 'luck'
  | 'luckLabel'
  | 'result'
  | 'luckAdjusted'
  | 'rating';

/** A decision of a review, as its line says it, with its figures written. */
export type DecisionLine =
  | {
      readonly type: 'stake';
      readonly round: number;
      readonly player: 0 | 1;
      readonly stake: number;
      readonly best: number;
      readonly loss: string;
      readonly mark: Mark;
    }
  | {
      readonly type: 'answer';
      readonly round: number;
      readonly player: 0 | 1;
      readonly answer: 'accept' | 'decline';
      readonly best: 'accept' | 'decline';
      readonly loss: string;
      readonly mark: Mark;
    };

/** The texts of a review (`review`, the review `play` offers, and `review --html`). */
export interface ReviewTexts {
  /** The first line: the chips in all, and how the record ends. */
  readonly title: (totalChips: number, ending: MatchReview['ending']) => string;
  /** The line of the rules, whose name comes escaped. */
  readonly rules: (name: string) => string;
  /** The line of the marks: the preset and its three thresholds, in percentage points. */
  readonly marks: (preset: string, thresholds: readonly [number, number, number]) => string;
  /** What the figures are: one paragraph. */
  readonly figures: string;
  /** The name of each row of the totals. */
  readonly rows: Readonly<Record<TotalsRow, string>>;
  /** A mark, as a decision's line says it. */
  readonly mark: Readonly<Record<Mark, string>>;
  /** A luck's label. */
  readonly luck: Readonly<Record<LuckLabel, string>>;
  /** A rating band. */
  readonly rating: Readonly<Record<RatingBand, string>>;
  /** What each line of the account adds up. */
  readonly accountTitle: string;
  /** What the lines of the rounds are, with how many of the luckiest and unluckiest rolls. */
  readonly roundsTitle: (shown: number) => string;
  /** A roll's line up to the combination's name, with a blank after it. */
  readonly rollStart: (round: number, player: 0 | 1, dice: readonly [number, number]) => string;
  /** A roll's line after the combination's name: its luck, and the luck's label if any. */
  readonly rollEnd: (luck: string, label: string | null) => string;
  /** A marked decision's line. */
  readonly decision: (line: DecisionLine) => string;
  /** A section with no line. */
  readonly none: string;
  /** A player, as a column of the totals and a line of the account name them. */
  readonly player: (seat: 0 | 1) => string;
  /** The page's title. */
  readonly pageTitle: string;
  /** The heading of the chart, and its description for a screen reader. */
  readonly chartHeading: string;
  readonly chartLabel: string;
  /** What the chart's dots are. */
  readonly dots: string;
  /** The heading of the totals. */
  readonly totalsHeading: string;
  /** The name of the chart's axis of rounds. */
  readonly roundAxis: string;
}

/** The commands, as their help and the top help name them. */
export type CommandName =
  | 'odds'
  | 'solve'
  | 'simulate'
  | 'play'
  | 'replay'
  | 'review'
  | 'verify'
  | 'serve'
  | 'audit'
  | 'backup';

/**
 * Every text of the command line that a player reads, in one language: each catalog has every
 * one of them, so a missing message is a type error, never a raw key on the screen. Lines that
 * end with a newline say so; helps are one paragraph or item a line (wrapHelp lays them out).
 */
export interface Messages {
  /** Who a line speaks of: `you`, `the computer`, `player 1`. */
  readonly who: (who: Who) => string;
  /** Someone and a verb agreeing: `you roll`, `player 1 rolls`. */
  readonly does: (who: Who, verb: Verb) => string;
  /** A combination's name in this language. */
  readonly combination: (names: CombinationNames) => string;
  /** The points of a roll line: `points 0:2`. */
  readonly points: (pair: Pair) => string;
  /** What a roll scored: `+2`. */
  readonly gained: (points: number) => string;
  /** What a roll gave: `+2 extra rolls`. */
  readonly extraRolls: (rolls: number) => string;
  readonly turnPasses: string;
  readonly extraRollUsed: string;
  /** The line of a round's end, newline-terminated. */
  readonly roundEnd: (end: RoundEnd) => string;
  /** The line of a round's start after a blank one, once the stake is accepted. */
  readonly roundStart: (bet: Bet, pot: number) => string;
  /** The line of a match won, after a blank one. */
  readonly matchOver: (rounds: number, winner: 0 | 1, total: number) => string;
  /** The first line of a match: its seed, chips and target, newline-terminated. */
  readonly header: (seed: string, chips: readonly [number, number], target: number) => string;
  /** The line of a demo stopped before its end, after a blank one. */
  readonly stopped: (rounds: number, why: StopReason, chips: Pair) => string;
  /** A bet not yet answered, after a blank line. */
  readonly bet: (bet: Bet) => string;
  /** A bet declined, after a blank line. */
  readonly declined: (bet: Bet) => string;
  /** A record that ends with a halt, after a blank line. */
  readonly halted: (standing: Standing) => string;
  /** A record that ends with a decline, after a blank line. */
  readonly declinedOver: (standing: Standing) => string;
  /** A record that ends before its match does, after a blank line. */
  readonly unfinished: (standing: Standing) => string;
  /** The person's chances (and points while rolling), before each question. */
  readonly status: (points: Pair | undefined, round: number, match: number | undefined) => string;
  readonly stakePrompt: (most: number, suggested: number) => string;
  readonly stakeAllowed: (most: number, suggested: number) => string;
  readonly acceptPrompt: (stake: number) => string;
  readonly acceptAllowed: string;
  readonly rollPrompt: string;
  readonly rollAllowed: string;
  /** An answer that is not allowed, and what is. */
  readonly notAllowed: (typed: string, allowed: string) => string;
  /** The computer's bet, newline-terminated. */
  readonly bets: (bettor: Who, stake: number) => string;
  /** The pot once a bet is accepted, and who rolls first, newline-terminated. */
  readonly firstRoll: (pot: number, roller: Who) => string;
  /** How long a match lasts at stakes of 1, or `null` for a match that never ends. */
  readonly matchLength: (rounds: number | null) => string;
  /** Why the game has no solved match to suggest stakes from, after a newline. */
  readonly unsolved: (acceptorAlwaysWins: boolean) => string;
  /** Who plays which seat, and how pairs read. */
  readonly seats: (seat: 0 | 1, bot: string) => string;
  /** How the rolls go: by themselves, or the person's with Enter. */
  readonly rolls: (step: boolean) => string;
  /** How to deal the same dice again, after a newline. */
  readonly freshSeed: (seed: string) => string;
  /** The line that starts a round of the game, after a blank one. */
  readonly roundLine: (round: number, chips: Pair, bettor: Who) => string;
  readonly quit: (standing: Standing) => string;
  readonly youDeclined: (rounds: number, chips: Pair) => string;
  readonly won: (rounds: number, youWin: boolean, total: number) => string;
  readonly reviewOffer: string;
  /** The first line of `odds`, after which a blank one: the rules' name, escaped. */
  readonly oddsTitle: (rules: string) => string;
  /** The heads of the columns of `odds`. */
  readonly oddsColumns: readonly [string, string, string, string, string, string];
  /** A percentage of `odds`, with every decimal it has: `3.125%`. */
  readonly oddsPercent: (value: number) => string;
  /** What the columns of `odds` mean, and what a star means when one is shown. */
  readonly oddsNote: (starred: boolean) => string;
  /** The headline of `solve`: the first roller's chance and a round's length, and the tables. */
  readonly solveRound: (rules: string, target: number, wins: string, rolls: string) => string;
  /** The head of the table of chances of `solve`. */
  readonly solveWinTable: string;
  /** The head of the table of rolls left of `solve`. */
  readonly solveRollsTable: string;
  /** The last line of `solve`, on how to ask for any position. */
  readonly solveAnyPosition: string;
  /** One position of `solve --points`: the points, the extra rolls, the chance and the rolls left. */
  readonly solvePosition: (
    rules: string,
    points: Pair,
    target: number,
    bonus: number,
    figures: { readonly win: string; readonly lose: string; readonly rolls: string },
  ) => string;
  /** The first line of `simulate`, after which a blank one. */
  readonly simulated: (run: SimulatedRun) => string;
  /** The heads of the columns of the figures of `simulate`: the first is empty. */
  readonly simulateColumns: readonly [string, string, string, string];
  /** The rows of the figures: the first roller's wins, rolls per round, each seat's wins. */
  readonly simulateRows: readonly [string, string, string, string];
  /** The footnote of a `-` in the figures, newline-terminated. */
  readonly noScale: string;
  /** The heads of the columns of the combinations of `simulate`. */
  readonly simulateCombinationColumns: readonly [string, string, string, string];
  /** The lengths of the rounds: the median, the 90th and 99th percentiles, and the longest. */
  readonly roundLengths: (
    median: number,
    most: number,
    nearlyAll: number,
    longest: number,
  ) => string;
  /** What a run interrupted says on stderr, before its figures are counted again. */
  readonly interrupted: (played: number, rounds: number) => string;
  /** The figures of a progress bar: the percent, the total, the rate and the time left. */
  readonly progress: (progress: Progress) => readonly [string, string, string, string];
  /** The first line of `serve` once it listens, at `url`. */
  readonly listening: (url: string) => string;
  /** The line of `serve` that says where to open the page on this machine. */
  readonly openHere: (url: string) => string;
  /** A line of `serve` that says where others on the network open the page. */
  readonly openOthers: (url: string) => string;
  /** The line of `serve` once asked to stop. */
  readonly serveStopping: string;
  /** The last line of `serve`. */
  readonly serveStopped: string;
  /** The texts of a review. */
  readonly review: ReviewTexts;
  /** Each command's line in the top help. */
  readonly summaries: Readonly<Record<CommandName, string>>;
  /** The top help, around the list of commands. */
  readonly top: (list: string) => string;
  /** Each command's help. */
  readonly help: Readonly<Record<CommandName, string>>;
}
