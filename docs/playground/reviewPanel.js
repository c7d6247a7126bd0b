// @ts-check
// The Review panel after a match, on one screen or online: kiri-dice/review's exact review of
// the record, as a chart of each player's chance with a dot on each marked decision. A tap on a
// dot opens that decision. The chart is built element by element: no data becomes markup.
import { KiriError } from './kiri-dice.js';
import { MOST_SOLVED } from './chances.js';
import { el } from './element.js';
import { speech } from './language.js';

/** @typedef {import('kiri-dice/review').MatchReview} MatchReview */
/** @typedef {import('kiri-dice/review').StakeReview | import('kiri-dice/review').AnswerReview} DecisionReview */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */

/** Loaded on the first review: a match that is never finished never loads the reviewer. */
const reviewer = () => import('./kiri-dice-review.js');

const SVG = 'http://www.w3.org/2000/svg';

/** The chart's size in its own units, and the plot inside the axes' labels, as the CLI's page. */
const WIDTH = 720;
const HEIGHT = 300;
const LEFT = 44;
const RIGHT = 708;
const TOP = 14;
const BOTTOM = 262;

/** A share of the chips as percentage points, with 2 decimals and a sign when asked. */
const points = (/** @type {number} */ share, signed = false) =>
  speech.say.fixed(share * 100, 2, signed);

/**
 * The record shown last (a render of the same record draws nothing again), and the count of
 * reviews asked for, so that a review that loads after a newer one was asked for is dropped.
 * @type {MatchRecord | null}
 */
let shown = null;
let asked = 0;

/** An SVG element with its attributes. */
function svg(/** @type {string} */ tag, /** @type {Record<string, string | number>} */ attributes) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/**
 * The decision a dot opens: the move, the best move, what each was worth and what was lost.
 * @param {DecisionReview} event
 */
function decisionText(event) {
  const move =
    event.type === 'stake'
      ? speech.decisionStake(event.stake, event.bestStake)
      : speech.decisionAnswer(event.answer, event.stake, event.bestAnswer);
  return speech.decision(
    event.round,
    event.player,
    move,
    points(event.played),
    points(event.best),
    points(event.loss),
    event.mark,
  );
}

/**
 * The chart: a line a player from the start through every event, and a dot a marked decision,
 * on its player's line, that opens the decision when tapped (or pressed with Enter or Space).
 * @param {MatchReview} review
 * @param {(event: DecisionReview, dot: Element) => void} open
 */
function chartOf(review, open) {
  const steps = Math.max(review.events.length, 1);
  const x = (/** @type {number} */ step) => LEFT + ((RIGHT - LEFT) * step) / steps;
  const y = (/** @type {number} */ share) => BOTTOM - (BOTTOM - TOP) * share;
  const chart = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'group',
    'aria-label': speech.chartLabel,
  });
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    chart.append(
      svg('line', { class: 'grid', x1: LEFT, x2: RIGHT, y1: y(share), y2: y(share) }),
      svg('text', { class: 'axis', x: LEFT - 6, y: y(share) + 4, 'text-anchor': 'end' }),
    );
    /** @type {Element} */ (chart.lastChild).textContent = speech.say.percent(share, 0);
  }
  for (const seat of [0, 1]) {
    const start = /** @type {number} */ (review.account[seat]?.start);
    const shares = [start, ...review.events.map((event) => event.values[seat] ?? 0)];
    chart.append(
      svg('polyline', {
        class: `line player${seat}`,
        points: shares.map((share, step) => `${x(step)},${y(share)}`).join(' '),
      }),
    );
  }
  review.events.forEach((event, index) => {
    if (event.type === 'roll' || event.mark === null) return;
    const decision = event;
    const dot = svg('circle', {
      class: `mark ${event.mark}`,
      cx: x(index + 1),
      cy: y(event.values[event.player]),
      r: { doubtful: 7, bad: 8.5, veryBad: 10 }[event.mark],
      tabindex: 0,
      role: 'button',
      'aria-label': speech.dotLabel(event.round, event.player, event.mark),
    });
    dot.addEventListener('click', () => open(decision, dot));
    dot.addEventListener('keydown', (key) => {
      const { key: name } = /** @type {KeyboardEvent} */ (key);
      if (name === 'Enter' || name === ' ') {
        key.preventDefault();
        open(decision, dot);
      }
    });
    chart.append(dot);
  });
  return chart;
}

/**
 * A line a player: the decisions and marks, the mean loss, the luck and the rating.
 * @param {MatchReview} review
 */
function totalsOf(review) {
  return review.players.map((player, seat) => {
    const marked = player.marks.doubtful + player.marks.bad + player.marks.veryBad;
    return el(
      'li',
      {},
      el('strong', {}, speech.player(seat)),
      speech.totals(
        marked,
        player.decisions,
        points(player.meanLoss),
        points(player.luck, true),
        player.luckLabel,
        player.rating,
      ),
    );
  });
}

/** Hides the panel, as a new match or an undo of the last move does. */
export function hideReview() {
  asked++;
  shown = null;
  const panel = document.getElementById('review');
  if (panel) panel.hidden = true;
}

/**
 * Shows the review of a finished match's record in the panel: the chart, each player's totals,
 * and the decision of the dot tapped. A match the page cannot solve (past the solver's
 * 10,000 chips) says so instead.
 * @param {MatchRecord} record
 */
export async function showReview(record) {
  if (record === shown) return;
  shown = record;
  const ask = ++asked;
  const panel = /** @type {HTMLElement} */ (document.getElementById('review'));
  const body = /** @type {HTMLElement} */ (panel.querySelector('.review-body'));
  const total = record.start.chips[0] + record.start.chips[1];
  if (total > MOST_SOLVED) {
    body.replaceChildren(el('p', {}, speech.pastSolver(total, MOST_SOLVED)));
    panel.hidden = false;
    return;
  }
  const { reviewMatch } = await reviewer();
  if (ask !== asked) return;
  /** @type {MatchReview} */
  let review;
  try {
    review = reviewMatch(record);
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    body.replaceChildren(el('p', {}, speech.noReview(speech.refusal(error.code, error.message))));
    panel.hidden = false;
    return;
  }
  const decision = el('p', { class: 'review-decision', role: 'status' });
  decision.textContent = speech.tapDot;
  const open = (/** @type {DecisionReview} */ event, /** @type {Element} */ dot) => {
    for (const other of panel.querySelectorAll('.mark.open')) other.classList.remove('open');
    dot.classList.add('open');
    decision.textContent = decisionText(event);
  };
  body.replaceChildren(
    el('ul', { class: 'review-totals' }, ...totalsOf(review)),
    chartOf(review, open),
    el(
      'p',
      { class: 'review-legend' },
      el('span', { class: 'key player0' }, speech.player(0)),
      el('span', { class: 'key player1' }, speech.player(1)),
      el('span', { class: 'key dot' }, speech.dotKey),
    ),
    decision,
  );
  panel.hidden = false;
}
