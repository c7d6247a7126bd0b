// @ts-check
// The board: the dice, both players' cards with their chips, points and chances, the centre and
// the round log, drawn from a state. The match on one screen and an online match draw the same
// board; each adds its own controls around it.
import { KiriError, classifyRoll, playerToAct, stakeRange, standardRules } from './kiri-dice.js';
import { MOST_SOLVED, chancesOf } from './chances.js';
import { counted, wordFor } from './counted.js';
import { el } from './element.js';

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

export function chipsOf(/** @type {number} */ n) {
  return counted(n, 'chip', 'chips');
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
  svg.setAttribute('aria-label', value === null ? 'no roll yet' : String(value));
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

/** The centre's two names of a combination, or its English one alone when both are the same. */
function namesOf(/** @type {{ en: string, ru: string }} */ names) {
  return [
    el('span', { class: 'en' }, names.en),
    ...(names.en === names.ru ? [] : [el('span', { class: 'ru' }, names.ru)]),
  ];
}

/** What the centre says before the first roll of a round, in English and Russian. */
const PHASE_NAMES = {
  betting: { en: 'Place your bets', ru: 'Делайте ставки' },
  accepting: { en: 'Stake on offer', ru: 'Ставка предложена' },
  rolling: { en: 'Roll the dice', ru: 'Бросайте кости' },
  over: { en: 'Match over', ru: 'Игра окончена' },
};

function effectOf(/** @type {import('kiri-dice').Combination} */ c) {
  if (c.instant === 'win') return 'wins the round at once';
  if (c.instant === 'lose') return 'loses the round at once';
  if (c.points) return `+${c.points} point${c.points > 1 ? 's' : ''}, roll again`;
  if (c.bonusRolls) return `${c.bonusRolls} extra rolls`;
  return c.endsTurn ? 'the turn passes (unless extra rolls are left)' : '';
}

/** What a player's card says to its player: their move, or whom they wait for. */
export function hintOf(
  /** @type {MatchState} */ state,
  /** @type {Seat} */ seat,
  /** @type {Seat | null} */ move,
) {
  if (move === null)
    return state.winner === seat ? 'Every chip is yours.' : 'Start a new match to play again.';
  if (move !== seat) return `Waiting for player ${move}.`;
  switch (state.phase) {
    case 'betting':
      return `Your bet: choose a stake from 1 to ${stakeRange(state)?.max}.`;
    case 'accepting':
      return `Accept to match ${chipsOf(state.stake)} and roll first, or decline to end the match.`;
    default: {
      const left = standardRules.targetPoints - state.points[seat];
      return state.points[seat]
        ? `Roll: ${left} more point${left > 1 ? 's win' : ' wins'} the pot.`
        : 'Roll the dice.';
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
      return `Player ${move} to bet, from 1 to ${chipsOf(stakeRange(state)?.max ?? 0)}.`;
    case 'accepting':
      return `Player ${move} to accept or decline ${chipsOf(state.stake)}.`;
    case 'rolling':
      return `Player ${move} to roll.`;
    case 'over':
      // A state cannot tell a decline from a host's halt: the record's last move can.
      return state.winner !== null
        ? `Player ${state.winner} has every chip.`
        : lastMove === 'halt'
          ? 'The host halted the match: nobody wins.'
          : 'The bet was declined: nobody wins.';
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
    cell.title = `Not solved: ${chance.message}`;
    return;
  }
  cell.textContent = `${(chance * 100).toFixed(1)}%`;
  cell.setAttribute('data-chance', String(chance));
  cell.title = title;
}

function roundTitle(/** @type {MatchState} */ current) {
  switch (current.phase) {
    case 'rolling':
      return 'chance to win this round, from the points and the extra rolls';
    case 'over':
      return 'the result of the match';
    default:
      return 'chance to win the round about to start (the acceptor rolls first)';
  }
}

/** What the match chances mean, or why there are none. */
function oddsNote(
  /** @type {MatchState} */ current,
  /** @type {readonly [number, number] | KiriError} */ match,
) {
  if (match instanceof KiriError)
    return `No match chances: the solver takes matches of up to ${MOST_SOLVED.toLocaleString('en-US')} chips in all, and this one has ${current.totalChips.toLocaleString('en-US')}.`;
  if (current.phase === 'over') return '';
  return 'Match chances: both seats stake their best and every bet is accepted.';
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
        ? [el('strong', {}, 'Why not?'), ` ${reason}`]
        : [el('strong', {}, 'Why not?'), ' ', el('code', {}, reason.code), ` ${reason.message}`]),
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
      const text = `Player ${seat}: ${chipsOf(current.chips[seat])}, ${points[seat]}/${standardRules.targetPoints} points`;
      // Each player's figures stay on one line: a narrow screen breaks between the two.
      return [...(seat ? [' · '] : []), el('span', {}, text)];
    }),
  );
  for (const seat of seats) {
    const card = $(`.player[data-seat="${seat}"]`);
    const chips = current.chips[seat];
    $('.chips .value', card).textContent = String(chips);
    $('.chips .unit', card).textContent = wordFor(chips, 'chip', 'chips');
    $('.points', card).replaceChildren(
      ...Array.from({ length: standardRules.targetPoints }, (_, i) =>
        el('span', { class: i < points[seat] ? 'pip on' : 'pip' }),
      ),
      el('span', { class: 'count' }, `${points[seat]} / ${standardRules.targetPoints} points`),
    );
    const shown = [];
    if (current.phase !== 'over' && current.bettor === seat)
      shown.push(el('span', { class: 'tag' }, 'bettor'));
    shown.push(...tags(seat));
    if (move === seat) shown.push(el('span', { class: 'tag turn' }, 'to move'));
    if (current.phase === 'over' && current.winner === seat)
      shown.push(el('span', { class: 'tag turn' }, 'winner'));
    $('.tags', card).replaceChildren(...shown);
    $('.extra', card).textContent =
      current.phase === 'rolling' && current.roller === seat && current.bonusRolls > 0
        ? `${current.bonusRolls} extra roll${current.bonusRolls > 1 ? 's' : ''} left`
        : '';
    $('.hint', card).textContent = hint(seat, move);
    card.classList.toggle('active', move === seat);
    showChance($('.round-chance', card), chances.round[seat], roundTitle(current));
    showChance(
      $('.match-chance', card),
      chances.match instanceof KiriError ? chances.match : chances.match[seat],
      'chance to win the match, when both seats stake their best and every bet is accepted',
    );
  }

  $('#round').textContent =
    current.phase === 'over'
      ? `Match over after ${counted(current.round - 1, 'round', 'rounds')}`
      : `Round ${current.round}`;
  $('#pot-label').textContent = current.phase === 'accepting' ? 'Stake on offer' : 'Pot';
  $('#pot').textContent = String(current.phase === 'accepting' ? current.stake : current.pot);

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
    combination.replaceChildren(...namesOf(c.names));
    $('#effect').textContent = effectOf(c);
  } else {
    const names = PHASE_NAMES[current.phase];
    combination.className = 'combination';
    combination.replaceChildren(
      el('span', { class: 'en' }, names.en),
      el('span', { class: 'ru' }, names.ru),
    );
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
        el('li', { class: line.kind }, el('span', { class: 'r' }, `R${line.round}`), line.text),
      )
      .reverse(),
  );
  list.classList.toggle('scrolls', list.scrollHeight > list.clientHeight);
  $('#replay').textContent = about;
}
