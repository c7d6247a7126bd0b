// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import type {
  LuckLabel,
  MatchReview,
  PlayerReview,
  ReviewEvent,
  RollReview,
} from 'kiri-dice/review';
import { nameOf, printable, table } from './format.js';
import { wrapLine } from './wrapText.js';

/** The thresholds of the marks of each preset, in percentage points, as the header says them. */
const thresholds = { gnubg: '2, 4 and 8', lichess: '5, 10 and 15' } as const;

/** The widest line of the report: it is the same at any terminal's width, and fits 80 columns. */
const width = 80;

/** How many of the luckiest rolls, and of the unluckiest, the report shows. */
const shownRolls = 3;

/**
 * A number with `digits` decimals, in English whatever the machine's locale (`1,234.50`): with
 * its sign always when `signed` (`+7.19`, `-45.47`, and `0.00` for what rounds to 0), else only
 * below 0.
 */
function number(value: number, digits: number, signed: boolean): string {
  // Rounded first, and -0 made 0, so that what rounds to 0 from below prints `0.00`, not
  // `-0.00`: `signDisplay: 'negative'` would do it, but it is newer than ES2022's library.
  const rounded = Number(value.toFixed(digits)) + 0;
  return new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(rounded);
}

/** A share as percentage points with 2 decimals (`49.10`), a `+` on a gain when `signed`. */
const pp = (share: number, signed = false): string => number(share * 100, 2, signed);

/** An error rate (the mean loss per decision ×1000) with one decimal. */
const rate = (errorRate: number): string => number(errorRate, 1, false);

/** A name of the review's (`veryUnlucky`, `worldClass`) as words: `very unlucky`, `world class`. */
const words = (name: string | null): string =>
  name === null ? '-' : name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** How the record ends, as the header says it. */
const endings: Readonly<Record<MatchReview['ending'], string>> = {
  won: 'the match was won',
  declined: 'the match ended on a declined bet',
  unfinished: 'the record ends unfinished',
  timeout: 'reviewed up to the timeout that ended it',
  halt: "reviewed up to the host's halt that ended it",
};

/**
 * Text from the record (a rules' or a combination's name) that fits `room` columns: its control
 * characters escaped, cut with `…` when longer, never between the two halves of a character
 * beyond the BMP (an emoji takes two columns, as it takes two UTF-16 units).
 */
export function fit(text: string, room: number): string {
  const escaped = printable(text);
  if (escaped.length <= room) return escaped;
  const cut = room - 1;
  // A high surrogate last would be half a character: it goes too.
  const half = /[\ud800-\udbff]/.test(escaped[cut - 1]!);
  return `${escaped.slice(0, half ? cut - 1 : cut)}…`;
}

/**
 * The header, a paragraph a line: the chips, how the record ends, the rules (cut to 80 columns),
 * the marks, and what the figures are.
 *
 * @param review - the review
 * @returns the paragraphs, of which only the last is longer than 80 columns
 */
export function reviewHeader(review: MatchReview): string[] {
  return [
    `Review · ${review.totalChips} chips in all · ${endings[review.ending]}`,
    fit(`Rules: ${review.rules}`, width),
    `Marks (${review.marks}): doubtful, bad and very bad from ${thresholds[review.marks]} points lost`,
    "Figures are percentage points of each player's expected share of all the chips at the end (100 for winning the match).",
  ];
}

/**
 * The totals of both players, a row a figure, with a first row that names the players.
 *
 * @param players - the review's players
 * @returns the rows: the figure's name, then player 0's and player 1's
 */
export function totalsRows([p0, p1]: MatchReview['players']): string[][] {
  const row = (name: string, cell: (player: PlayerReview) => string): string[] => [
    name,
    cell(p0),
    cell(p1),
  ];
  return [
    ['', 'player 0', 'player 1'],
    row('decisions', (p) => String(p.decisions)),
    row('forced (not counted)', (p) => String(p.forced)),
    row('doubtful', (p) => String(p.marks.doubtful)),
    row('bad', (p) => String(p.marks.bad)),
    row('very bad', (p) => String(p.marks.veryBad)),
    row('total loss', (p) => pp(p.totalLoss)),
    row('mean loss', (p) => pp(p.meanLoss)),
    row('error rate ×1000', (p) => rate(p.errorRate)),
    row('luck', (p) => pp(p.luck, true)),
    row('luck label', (p) => words(p.luckLabel)),
    row('result', (p) => pp(p.result)),
    row('luck-adjusted result', (p) => pp(p.luckAdjusted)),
    row('rating', (p) => words(p.rating)),
  ];
}

/** A term of the account, in parentheses when it is below 0 (`- (-45.47)`). */
const term = (share: number): string => {
  const text = pp(share);
  return text.startsWith('-') ? `(${text})` : text;
};

/** What each line of the account adds up. */
export const accountTitle =
  "Account: start + own luck - opponent's luck - own loss + opponent's loss = final";

/**
 * Each player's account: start + own luck - opponent's luck - own loss + opponent's loss = final.
 *
 * @param review - the review
 * @returns a line a player (`player 0: 49.10 + 8.38 - (-45.47) - 2.95 + 0.00 = 100.00`)
 */
export function accountLines(review: MatchReview): string[] {
  return review.account.map(
    (a, seat) =>
      `player ${seat}: ${pp(a.start)} + ${term(a.luck)} - ${term(a.opponentLuck)} - ${pp(a.loss)} + ${pp(a.opponentLoss)} = ${pp(a.final)}`,
  );
}

/** The indices of the rolls shown: the luckiest and the unluckiest, the earlier of equals first. */
function shownRollsOf(events: readonly ReviewEvent[]): Set<number> {
  // Stryker disable next-line ConditionalExpression: a stake or an answer has no luck, so the
  // luck filters below drop it all the same.
  const rolls = events.flatMap((event, index) => (event.type === 'roll' ? [{ event, index }] : []));
  const lucky = rolls
    .filter(({ event }) => event.luck > 0)
    .sort((a, b) => b.event.luck - a.event.luck);
  const unlucky = rolls
    .filter(({ event }) => event.luck < 0)
    .sort((a, b) => a.event.luck - b.event.luck);
  return new Set(
    [...lucky.slice(0, shownRolls), ...unlucky.slice(0, shownRolls)].map(({ index }) => index),
  );
}

/** A roll's line: the roller, the dice, the combination's name (cut to fit), the luck and its label. */
function rollLine(roll: RollReview, rules: Rules): string {
  const [a, b] = roll.dice;
  const label: LuckLabel | null = roll.label;
  const start = `Round ${roll.round}: player ${roll.player} rolls ${a}+${b} `;
  const end = `, luck ${pp(roll.luck, true)}${label === null ? '' : `, ${words(label)}`}`;
  const name = nameOf(rules.table[(a - 1) * 8 + b - 1]!);
  // The text report indents each line by 2 columns.
  return `${start}${fit(name, width - 2 - start.length - end.length)}${end}`;
}

/**
 * A marked decision's line: the move, the best move, the loss and the mark.
 *
 * @param event - a stake or an answer of the review, with its mark
 * @returns the line, without indent (`Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful`)
 */
export function decisionLine(event: Exclude<ReviewEvent, RollReview>): string {
  const move =
    event.type === 'stake'
      ? `stakes ${event.stake}, best ${event.bestStake}`
      : `${event.answer}s, best ${event.bestAnswer}`;
  return `Round ${event.round}: player ${event.player} ${move}: loss ${pp(event.loss)}, ${words(event.mark)}`;
}

/** What the lines of the rounds are. */
export const roundsTitle: string = `Round by round: the marked decisions, the ${shownRolls} luckiest and ${shownRolls} unluckiest rolls`;

/** A line of the rounds, with the index of its event in the review's `events`. */
export interface RoundLine {
  readonly index: number;
  readonly line: string;
}

/**
 * Round by round, the marked decisions and the luckiest and unluckiest rolls.
 *
 * @param review - the review
 * @param rules - the record's rules, for the combinations' names
 * @returns the lines in the order of the match, each at most 78 columns
 */
export function roundLines(review: MatchReview, rules: Rules): RoundLine[] {
  const shown = shownRollsOf(review.events);
  return review.events.flatMap((event, index) =>
    event.type === 'roll'
      ? shown.has(index)
        ? [{ index, line: rollLine(event, rules) }]
        : []
      : event.mark === null
        ? []
        : [{ index, line: decisionLine(event) }],
  );
}

/** Lines of a section of the report, indented by 2 columns, or `(none)`. */
const indented = (lines: readonly string[]): string =>
  (lines.length === 0 ? ['(none)'] : lines).map((line) => `  ${line}\n`).join('');

/**
 * The report of a review: the header, the totals, the accounts, then round by round. It depends
 * on nothing but the review and the rules (no clock, no terminal), so a record prints the same
 * bytes every time.
 *
 * @param review - the review
 * @param rules - the record's rules, for the combinations' names
 * @returns the text, every line at most 80 columns wide
 */
export function reviewReport(review: MatchReview, rules: Rules): string {
  const rounds = roundLines(review, rules).map(({ line }) => line);
  const [title, rulesLine, marksLine, figures] = reviewHeader(review);
  const header = [title, rulesLine, marksLine, ...wrapLine(figures!, width, 0)].join('\n');
  return `${header}\n\n${table(totalsRows(review.players))}
${accountTitle}\n${indented(accountLines(review))}
${roundsTitle}\n${indented(rounds)}`;
}
