// @ts-check
// The board: the dice, both players' cards with their chips, points and chances, the centre and
// the round log, drawn from a state. The match on one screen and an online match draw the same
// board; each adds its own controls around it.
import { KiriError, classifyRoll, playerToAct, stakeRange, standardRules } from './kiri-dice.js';
import { MOST_SOLVED, chancesOf } from './chances.js';
import { el } from './element.js';
import { speech } from './language.js';

/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice').Seat} Seat */
/** @typedef {import('./roundLog.js').LogLine} LogLine */
/**
 * What a page adds to the board: each card's hint and tags of its own (after "bettor"), whether
 * the dice were just rolled, and the type of the record's last move.
 * @typedef {{ hint: (seat: Seat, move: Seat | null) => string,
 *   tags?: (seat: Seat) => HTMLElement[], rolled?: boolean, lastMove?: string }} BoardOptions
 */

const SVG = 'http://www.w3.org/2000/svg';
export const seats = /** @type {const} */ ([0, 1]);

/**
 * @template {Element} [T=HTMLElement]
 * @param {string} selector
 * @param {ParentNode} [root]
 * @returns {T}
 */
export function $(selector, root = document) {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`playground: ${selector} is missing`);
  return /** @type {T} */ (element);
}

/**
 * Makes the two players' cards from the page's one template (`#player-card`), seat 0's before
 * the centre and seat 1's after it: they differ only by their seat, which their keys of texts
 * and labels name (`player{seat}`). Called once, before anything reads or translates a card.
 */
export function placePlayerCards() {
  const template = /** @type {HTMLTemplateElement} */ ($('#player-card'));
  const centre = $('.centre');
  for (const seat of seats) {
    const card = /** @type {HTMLElement} */ (template.content.firstElementChild?.cloneNode(true));
    card.dataset['seat'] = String(seat);
    for (const element of [card, ...card.querySelectorAll('[data-text], [data-label]')])
      for (const name of ['data-text', 'data-label']) {
        const key = element.getAttribute(name);
        if (key !== null) element.setAttribute(name, key.replace('{seat}', String(seat)));
      }
    if (seat === 0) centre.before(card);
    else centre.after(card);
  }
}

/**
 * The points a card shows: those of the round in play; once a round won the match, that round's
 * (the round after it is never played).
 * @param {MatchState} state
 */
export function pointsShown(state) {
  if (state.phase === 'rolling') return state.points;
  if (state.phase === 'over' && state.winner !== null && state.lastRound)
    return state.lastRound.points;
  return /** @type {const} */ ([0, 0]);
}

/** An eight-sided die seen from above: a hexagon outline with the upward face showing `value`. */
function die(/** @type {number | null} */ value) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', 'd8');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', value === null ? speech.noRollYet : String(value));
  const side = document.createElementNS(SVG, 'polygon');
  side.setAttribute('class', 'side');
  side.setAttribute('points', '50,4 89.8,27 89.8,73 50,96 10.2,73 10.2,27');
  const face = document.createElementNS(SVG, 'polygon');
  face.setAttribute('class', 'face');
  face.setAttribute('points', '50,4 89.8,73 10.2,73');
  const text = document.createElementNS(SVG, 'text');
  text.setAttribute('x', '50');
  text.setAttribute('y', '61');
  text.setAttribute('text-anchor', 'middle');
  text.textContent = value === null ? '?' : String(value);
  svg.append(side, face, text);
  return svg;
}

/**
 * The centre's names, as spans: in English a combination's two names (the English one alone when
 * both are the same), in Russian the original's.
 * @param {readonly string[]} names
 */
export function namesOf(names) {
  return names.map((name, i) => el('span', { class: i ? 'ru' : 'en' }, name));
}

function effectOf(/** @type {import('kiri-dice').Combination} */ c) {
  if (c.instant === 'win') return speech.winsAtOnce;
  if (c.instant === 'lose') return speech.losesAtOnce;
  if (c.points) return speech.scoresAndRolls(c.points);
  if (c.bonusRolls) return speech.extraRolls(c.bonusRolls);
  return c.endsTurn ? speech.turnPassesUnless : '';
}

/** What a player's card says to its player: their move, or whom they wait for. */
export function hintOf(
  /** @type {MatchState} */ state,
  /** @type {Seat} */ seat,
  /** @type {Seat | null} */ move,
) {
  if (move === null) return state.winner === seat ? speech.everyChipYours : speech.startAgain;
  if (move !== seat) return speech.waitingFor(move);
  switch (state.phase) {
    case 'betting':
      return speech.yourBet(stakeRange(state)?.max ?? 0);
    case 'accepting':
      return speech.acceptToMatch(state.stake);
    default: {
      const left = standardRules.targetPoints - state.points[seat];
      return state.points[seat] ? speech.rollFor(left) : speech.rollTheDice;
    }
  }
}

function statusOf(
  /** @type {MatchState} */ state,
  /** @type {Seat | null} */ move,
  /** @type {string} */ lastMove,
) {
  switch (state.phase) {
    case 'betting':
      return speech.toBet(move ?? 0, stakeRange(state)?.max ?? 0);
    case 'accepting':
      return speech.toAnswer(move ?? 0, state.stake);
    case 'rolling':
      return speech.toRoll(move ?? 0);
    case 'over':
      // A state cannot tell a decline from a host's halt: the record's last move can.
      return state.winner !== null
        ? speech.hasEveryChip(state.winner)
        : lastMove === 'halt'
          ? speech.hostHalted
          : speech.betDeclined;
  }
}

/**
 * Shows a chance as a percentage, with the exact figure in `data-chance`; a match that cannot be
 * solved shows "—" and the engine's reason.
 * @param {HTMLElement} cell
 * @param {number | KiriError} chance
 * @param {string} title
 */
function showChance(cell, chance, title) {
  if (chance instanceof KiriError) {
    cell.textContent = '—';
    cell.removeAttribute('data-chance');
    cell.title = speech.notSolved(speech.refusal(chance.code, chance.message));
    return;
  }
  cell.textContent = speech.say.percent(chance);
  cell.setAttribute('data-chance', String(chance));
  cell.title = title;
}

function roundTitle(/** @type {MatchState} */ current) {
  switch (current.phase) {
    case 'rolling':
      return speech.roundChanceRolling;
    case 'over':
      return speech.roundChanceOver;
    default:
      return speech.roundChanceNext;
  }
}

/** What the match chances mean, or why there are none. */
function oddsNote(
  /** @type {MatchState} */ current,
  /** @type {readonly [number, number] | KiriError} */ match,
) {
  if (match instanceof KiriError) return speech.noMatchChances(MOST_SOLVED, current.totalChips);
  if (current.phase === 'over') return '';
  return speech.matchChancesMean;
}

/**
 * Shows why a move was not played: the engine's code and reason, or the page's own words (an
 * empty stake field); `null` hides the line.
 * @param {{ code: string, message: string } | string | null} reason
 */
export function showWhy(reason) {
  const why = $('#why');
  why.hidden = reason === null;
  why.replaceChildren(
    ...(reason === null
      ? []
      : typeof reason === 'string'
        ? [el('strong', {}, speech.whyNot), ` ${reason}`]
        : [
            el('strong', {}, speech.whyNot),
            ' ',
            el('code', {}, reason.code),
            ` ${speech.refusal(reason.code, reason.message)}`,
          ]),
  );
}

/**
 * Draws the board from `current`: both cards, the centre and its dice.
 * @param {MatchState} current
 * @param {BoardOptions} options
 */
export function drawBoard(current, { hint, tags = () => [], rolled = false, lastMove = '' }) {
  $('.table').toggleAttribute('inert', false);
  $('.table').classList.remove('no-match');
  const move = playerToAct(current);
  const chances = chancesOf(current);
  const points = pointsShown(current);
  // On a phone the dice card stays at the top and may cover a player's card: it repeats the
  // figures of both, so that nothing a tap changed is hidden.
  $('#score').replaceChildren(
    ...seats.flatMap((seat) => {
      const text = speech.scoreLine(
        seat,
        current.chips[seat],
        points[seat],
        standardRules.targetPoints,
      );
      // Each player's figures stay on one line: a narrow screen breaks between the two.
      return [...(seat ? [' · '] : []), el('span', {}, text)];
    }),
  );
  for (const seat of seats) {
    const card = $(`.player[data-seat="${seat}"]`);
    const chips = current.chips[seat];
    $('.chips .value', card).textContent = speech.say.number(chips);
    $('.chips .unit', card).textContent = speech.chipsWord(chips);
    $('.points', card).replaceChildren(
      ...Array.from({ length: standardRules.targetPoints }, (_, i) =>
        el('span', { class: i < points[seat] ? 'pip on' : 'pip' }),
      ),
      el('span', { class: 'count' }, speech.pointsOf(points[seat], standardRules.targetPoints)),
    );
    const shown = [];
    if (current.phase !== 'over' && current.bettor === seat)
      shown.push(el('span', { class: 'tag' }, speech.bettor));
    shown.push(...tags(seat));
    if (move === seat) shown.push(el('span', { class: 'tag turn' }, speech.toMove));
    if (current.phase === 'over' && current.winner === seat)
      shown.push(el('span', { class: 'tag turn' }, speech.winner));
    $('.tags', card).replaceChildren(...shown);
    $('.extra', card).textContent =
      current.phase === 'rolling' && current.roller === seat && current.bonusRolls > 0
        ? speech.extraLeft(current.bonusRolls)
        : '';
    $('.hint', card).textContent = hint(seat, move);
    card.classList.toggle('active', move === seat);
    showChance($('.round-chance', card), chances.round[seat], roundTitle(current));
    showChance(
      $('.match-chance', card),
      chances.match instanceof KiriError ? chances.match : chances.match[seat],
      speech.matchChance,
    );
  }

  $('#round').textContent =
    current.phase === 'over'
      ? speech.matchOverAfter(current.round - 1)
      : speech.round(current.round);
  $('#pot-label').textContent = current.phase === 'accepting' ? speech.stakeOnOffer : speech.pot;
  $('#pot').textContent = speech.say.number(
    current.phase === 'accepting' ? current.stake : current.pot,
  );

  const roll = current.lastRoll;
  const dice = $('#dice');
  dice.replaceChildren(die(roll ? roll.dice[0] : null), die(roll ? roll.dice[1] : null));
  if (rolled) {
    // Reading the layout between the two restarts the animation when a roll follows a roll.
    dice.classList.remove('rolled');
    void dice.offsetWidth;
    dice.classList.add('rolled');
  }
  const combination = $('#combination');
  if (roll) {
    const c = classifyRoll(roll.dice[0], roll.dice[1]);
    combination.className = `combination c-${c.id}`;
    combination.replaceChildren(...namesOf(speech.names(c.names)));
    $('#effect').textContent = effectOf(c);
  } else {
    combination.className = 'combination';
    combination.replaceChildren(...namesOf(speech.phaseNames[current.phase]));
    $('#effect').textContent = '';
  }
  $('#status').textContent = statusOf(current, move, lastMove);
  $('#odds-note').textContent = oddsNote(current, chances.match);
}

/**
 * Draws the round log, the latest line first, and what it is the log of.
 * @param {LogLine[]} lines
 * @param {string} about
 */
export function drawLog(lines, about) {
  const list = $('#log');
  list.replaceChildren(
    ...lines
      .map((line) =>
        el(
          'li',
          { class: line.kind },
          el('span', { class: 'r' }, speech.roundShort(line.round)),
          line.text,
        ),
      )
      .reverse(),
  );
  list.classList.toggle('scrolls', list.scrollHeight > list.clientHeight);
  $('#replay').textContent = about;
}
