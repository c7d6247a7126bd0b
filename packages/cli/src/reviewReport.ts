// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import type { Mark, MatchReview, PlayerReview, ReviewEvent, RollReview } from 'kiri-dice/review';
import { printable, table } from './format.js';
import type { TotalsRow } from './messages/Messages.js';
import type { Speech } from './messages/Speech.js';
import { wrapLine } from './wrapText.js';

/** The thresholds of the marks of each preset, in percentage points. */
const thresholds = {
  gnubg: [2, 4, 8],
  lichess: [5, 10, 15],
} as const satisfies Readonly<Record<MatchReview['marks'], readonly [number, number, number]>>;

/** The widest line of the report: it is the same at any terminal's width, and fits 80 columns. */
const width = 80;

/** How many of the luckiest rolls, and of the unluckiest, the report shows. */
const shownRolls = 3;

/** A share as percentage points with 2 decimals (`49.10`), in the speech's language. */
const pp = (speech: Speech, share: number): string => speech.say.decimal(share * 100, 2);

/** A gain or a loss as signed percentage points (`+7.19`, `-45.47`, `0.00`). */
const signedPp = (speech: Speech, share: number): string => speech.say.signed(share * 100, 2);

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
 * @param speech - the language of the report
 * @returns the paragraphs, the rules' cut to 80 columns
 */
export function reviewHeader(review: MatchReview, speech: Speech): string[] {
  const texts = speech.review;
  return [
    texts.title(review.totalChips, review.ending),
    fit(texts.rules(review.rules), width),
    texts.marks(review.marks, thresholds[review.marks]),
    texts.figures,
  ];
}

/**
 * The totals of both players, a row a figure, with a first row that names the players.
 *
 * @param players - the review's players
 * @param speech - the language of the rows
 * @returns the rows: the figure's name, then player 0's and player 1's
 */
export function totalsRows([p0, p1]: MatchReview['players'], speech: Speech): string[][] {
  const { review: texts, say } = speech;
  const row = (name: TotalsRow, cell: (player: PlayerReview) => string): string[] => [
    texts.rows[name],
    cell(p0),
    cell(p1),
  ];
  return [
    ['', texts.player(0), texts.player(1)],
    row('decisions', (p) => say.number(p.decisions)),
    row('forced', (p) => say.number(p.forced)),
    row('doubtful', (p) => say.number(p.marks.doubtful)),
    row('bad', (p) => say.number(p.marks.bad)),
    row('veryBad', (p) => say.number(p.marks.veryBad)),
    row('totalLoss', (p) => pp(speech, p.totalLoss)),
    row('meanLoss', (p) => pp(speech, p.meanLoss)),
    // The mean loss per decision ×1000, with one decimal.
    row('errorRate', (p) => say.decimal(p.errorRate, 1)),
    row('luck', (p) => signedPp(speech, p.luck)),
    row('luckLabel', (p) => (p.luckLabel === null ? '-' : texts.luck[p.luckLabel])),
    row('result', (p) => pp(speech, p.result)),
    row('luckAdjusted', (p) => pp(speech, p.luckAdjusted)),
    row('rating', (p) => (p.rating === null ? '-' : texts.rating[p.rating])),
  ];
}

/**
 * Each player's account: start + own luck - opponent's luck - own loss + opponent's loss = final,
 * a term below 0 in parentheses (`- (-45.47)`).
 *
 * @param review - the review
 * @param speech - the language of the lines
 * @returns a line a player (`player 0: 49.10 + 8.38 - (-45.47) - 2.95 + 0.00 = 100.00`)
 */
export function accountLines(review: MatchReview, speech: Speech): string[] {
  const term = (share: number): string => {
    const text = pp(speech, share);
    return text.startsWith('-') ? `(${text})` : text;
  };
  return review.account.map(
    (a, seat) =>
      `${speech.review.player(seat === 0 ? 0 : 1)}: ${term(a.start)} + ${term(a.luck)} - ${term(a.opponentLuck)} - ${term(a.loss)} + ${term(a.opponentLoss)} = ${term(a.final)}`,
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
function rollLine(roll: RollReview, rules: Rules, speech: Speech): string {
  const [a, b] = roll.dice;
  const texts = speech.review;
  const start = texts.rollStart(roll.round, roll.player, roll.dice);
  const end = texts.rollEnd(
    signedPp(speech, roll.luck),
    roll.label === null ? null : texts.luck[roll.label],
  );
  const name = speech.combination(rules.table[(a - 1) * 8 + b - 1]!.names);
  // The text report indents each line by 2 columns.
  return `${start}${fit(name, width - 2 - start.length - end.length)}${end}`;
}

/**
 * A marked decision's line: the move, the best move, the loss and the mark.
 *
 * @param event - a stake or an answer of the review, with its mark
 * @param speech - the language of the line
 * @returns the line, without indent (`Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful`)
 */
export function decisionLine(
  event: Exclude<ReviewEvent, RollReview> & { readonly mark: Mark },
  speech: Speech,
): string {
  const { round, player } = event;
  const loss = pp(speech, event.loss);
  return speech.review.decision(
    event.type === 'stake'
      ? {
          type: event.type,
          round,
          player,
          stake: event.stake,
          best: event.bestStake,
          loss,
          mark: event.mark,
        }
      : {
          type: event.type,
          round,
          player,
          answer: event.answer,
          best: event.bestAnswer,
          loss,
          mark: event.mark,
        },
  );
}

/**
 * What the lines of the rounds are.
 *
 * @param speech - the language of the title
 * @returns the title
 */
export const roundsTitle = (speech: Speech): string => speech.review.roundsTitle(shownRolls);

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
 * @param speech - the language of the lines
 * @returns the lines in the order of the match
 */
export function roundLines(review: MatchReview, rules: Rules, speech: Speech): RoundLine[] {
  const shown = shownRollsOf(review.events);
  return review.events.flatMap((event, index) =>
    event.type === 'roll'
      ? shown.has(index)
        ? [{ index, line: rollLine(event, rules, speech) }]
        : []
      : event.mark === null
        ? []
        : [{ index, line: decisionLine({ ...event, mark: event.mark }, speech) }],
  );
}

/**
 * The report of a review: the header, the totals, the accounts, then round by round. It depends
 * on nothing but the review and the rules (no clock, no terminal), so a record prints the same
 * bytes every time.
 *
 * @param review - the review
 * @param rules - the record's rules, for the combinations' names
 * @param speech - the language of the report
 * @returns the text, every line at most 80 columns wide
 */
export function reviewReport(review: MatchReview, rules: Rules, speech: Speech): string {
  const texts = speech.review;
  // A text of the catalogs, wrapped between words at 80 columns.
  const wrapped = (text: string): string => wrapLine(text, width, 0).join('\n');
  // A line of a section, indented by 2 columns, and its rest by 4 when it is wrapped. A line that
  // fits is kept as it is: a name from the record may hold two blanks in a row.
  const item = (line: string): string =>
    line.length + 2 <= width
      ? `  ${line}`
      : wrapLine(`  ${line}`, width - 2, 2)
          .map((part, i) => (i === 0 ? part : `  ${part}`))
          .join('\n');
  const section = (title: string, lines: readonly string[]): string =>
    `${wrapped(title)}\n${(lines.length === 0 ? [texts.none] : lines).map((line) => `${item(line)}\n`).join('')}`;
  // The rules' line is the record's name, already cut to fit: kept as it is.
  const [title, rulesLine, marks, figures] = reviewHeader(review, speech);
  const header = [wrapped(title!), rulesLine, wrapped(marks!), wrapped(figures!)];
  return `${header.join('\n')}\n\n${table(totalsRows(review.players, speech))}
${section(texts.accountTitle, accountLines(review, speech))}
${section(
  roundsTitle(speech),
  roundLines(review, rules, speech).map(({ line }) => line),
)}`;
}
