// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Mark, MatchReview } from 'kiri-dice/review';
import { htmlText } from './htmlText.js';
import type { Speech } from './messages/Speech.js';
import { decisionLine } from './reviewReport.js';

/** The chart's size in its own units: the page scales it to its width. */
const WIDTH = 720;
const HEIGHT = 300;

/** The plot inside the axes' labels: x from LEFT to RIGHT, 100 % at TOP and 0 % at BOTTOM. */
const LEFT = 44;
const RIGHT = 708;
const TOP = 14;
const BOTTOM = 262;

/** At most this many rounds are labelled under the axis, so that labels never overlap. */
const ROUND_LABELS = 12;

/** Each player's line colour, and each mark's colour and radius, worst largest. */
export const PLAYER_COLOURS = ['#1f5fbf', '#c2410c'] as const;
const MARK_STYLES: Readonly<Record<Mark, { readonly colour: string; readonly radius: number }>> = {
  doubtful: { colour: '#ca8a04', radius: 4 },
  bad: { colour: '#ea580c', radius: 5.5 },
  veryBad: { colour: '#b91c1c', radius: 7 },
};

/** A coordinate with one decimal, so that the same review draws the same bytes. */
const at = (value: number): string => String(Math.round(value * 10) / 10);

/** The x of point `step` of `steps`: the start is step 0, event i is step i + 1. */
const xOf = (step: number, steps: number): number => LEFT + ((RIGHT - LEFT) * step) / steps;

/** The y of a share of the chips (0 to 1). */
const yOf = (share: number): number => BOTTOM - (BOTTOM - TOP) * share;

/** The grid: a line and a label every 25 %, and the rounds' starts under the axis. */
function grid(review: MatchReview, steps: number, speech: Speech): string {
  const lines = [0, 0.25, 0.5, 0.75, 1].map(
    (share) =>
      `<line class="grid" x1="${LEFT}" x2="${RIGHT}" y1="${at(yOf(share))}" y2="${at(yOf(share))}"/>` +
      `<text class="axis" x="${LEFT - 6}" y="${at(yOf(share) + 4)}" text-anchor="end">${speech.say.percent(share, 0)}</text>`,
  );
  const starts = review.events.flatMap((event, index) =>
    index === 0 || review.events[index - 1]!.round !== event.round
      ? [{ round: event.round, step: index }]
      : [],
  );
  const every = Math.ceil(starts.length / ROUND_LABELS);
  const rounds = starts
    .filter((_, i) => i % every === 0)
    .map(
      ({ round, step }) =>
        `<text class="axis" x="${at(xOf(step, steps))}" y="${BOTTOM + 16}" text-anchor="middle">${round}</text>`,
    );
  return `${lines.join('')}${rounds.join('')}<text class="axis" x="${RIGHT}" y="${HEIGHT - 4}" text-anchor="end">${htmlText(speech.review.roundAxis)}</text>`;
}

/**
 * The chart of a review, as SVG markup: each player's chance (their expected share of all the
 * chips) from the start through every event, and a dot on the line of the player who made each
 * marked decision, linked to the decision's line (`#event-INDEX`) and titled with it. Text from
 * the record never reaches it: it draws numbers and the review's own words.
 *
 * @param review - the review
 * @param speech - the language of its labels
 * @returns the `<svg>` element's markup, the same bytes for the same review
 */
export function reviewChart(review: MatchReview, speech: Speech): string {
  const steps = Math.max(review.events.length, 1);
  const starts = review.account.map((account) => account.start);
  const lines = PLAYER_COLOURS.map((colour, seat) => {
    const points = [starts[seat]!, ...review.events.map((event) => event.values[seat]!)].map(
      (share, step) => `${at(xOf(step, steps))},${at(yOf(share))}`,
    );
    return `<polyline class="player${seat}" fill="none" stroke="${colour}" stroke-width="2" points="${points.join(' ')}"/>`;
  });
  const marks = review.events.flatMap((event, index) => {
    if (event.type === 'roll' || event.mark === null) return [];
    const { colour, radius } = MARK_STYLES[event.mark];
    const x = at(xOf(index + 1, steps));
    const y = at(yOf(event.values[event.player]));
    return [
      `<a href="#event-${index}"><circle class="mark ${event.mark}" cx="${x}" cy="${y}" r="${radius}" fill="${colour}" stroke="#fff"><title>${htmlText(decisionLine({ ...event, mark: event.mark }, speech))}</title></circle></a>`,
    ];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${htmlText(speech.review.chartLabel)}">${grid(review, steps, speech)}${lines.join('')}${marks.join('')}</svg>`;
}
