// @ts-check
// The Kiri playground: plain DOM code around the public API of kiri-dice. The match is the list
// of accepted actions folded over its first state, so "Undo" is a replay and the seed replays
// the dice.
import {
  KiriError,
  classifyRoll,
  createMatch,
  legalActions,
  parseSeed,
  reduce,
  stakeRange,
  standardRules,
} from 'kiri-dice';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice').MatchOptions} MatchOptions */
/** @typedef {import('kiri-dice').Seat} Seat */

/**
 * @template {Element} [T=HTMLElement]
 * @param {string} selector
 * @param {ParentNode} [root]
 * @returns {T}
 */
function $(selector, root = document) {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`playground: ${selector} is missing`);
  return /** @type {T} */ (element);
}

/** @type {MatchOptions} */
let options = {};
/** @type {Action[]} */
let actions = [];
/**
 * The match on the table; `null` until a setup is valid (a bad link shows its error and no match).
 * @type {MatchState | null}
 */
let state = null;
/** @type {{ text: string, kind: string, round: number }[]} */
let log = [];

const seats = /** @type {const} */ ([0, 1]);
const REASONS = {
  kiri: 'rolled Kiri',
  dead: 'the other player rolled Dead',
  points: 'reached the target',
};
const SVG = 'http://www.w3.org/2000/svg';

/**
 * Builds an element with its attributes and children (text or elements): the page never turns
 * data into HTML.
 * @param {string} tag
 * @param {Record<string, string>} [attributes]
 * @param {(Node | string)[]} children
 */
function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/**
 * Reads the seed field the one way every part of kiri-dice reads a seed typed as text
 * (`parseSeed`): decimal digits are that number, other text is hashed, and text that looks like
 * another kind of number throws. An empty field means a random seed.
 * @returns {number | string | undefined}
 */
function readSeed() {
  const text = /** @type {HTMLInputElement} */ ($('#seed')).value;
  return text === '' ? undefined : parseSeed(text);
}

/** Reads the chips field as a number for `createMatch` to check; an empty field means 100. */
function readChips() {
  const text = /** @type {HTMLInputElement} */ ($('#chips')).value.trim();
  return text === '' ? 100 : Number(text);
}

/** Shows why the setup was refused (the engine's words), or hides the line. */
function showSetupError(/** @type {KiriError | null} */ error) {
  const line = $('#setup-error');
  line.hidden = !error;
  line.replaceChildren(...(error ? [el('code', {}, error.code), ` ${error.message}`] : []));
}

/**
 * Starts a match from the setup form, and shows its seed so that it can be replayed. A seed or
 * chips the engine refuses leave the match on the table as it was, with the engine's reason.
 */
function newMatch() {
  const seedInput = /** @type {HTMLInputElement} */ ($('#seed'));
  let first;
  let chips;
  try {
    const seed = readSeed();
    chips = readChips();
    // Without a seed, createMatch draws one from crypto.getRandomValues: show it for replays.
    first = createMatch(
      seed === undefined ? { chips: [chips, chips] } : { seed, chips: [chips, chips] },
    );
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    showSetupError(error);
    if (!state) render(null);
    return;
  }
  showSetupError(null);
  options = { seed: first.seed, chips: [chips, chips] };
  if (seedInput.value === '') seedInput.value = String(first.seed);
  history.replaceState(null, '', `#seed=${encodeURIComponent(seedInput.value)}&chips=${chips}`);
  actions = [];
  log = [];
  state = first;
  render(null);
}

/** The result of one action, in words, for the round log. */
function describe(
  /** @type {MatchState} */ before,
  /** @type {Action} */ action,
  /** @type {MatchState} */ after,
) {
  const who = `Player ${action.player}`;
  const lines = [];
  switch (action.type) {
    case 'bet':
      lines.push({ text: `${who} bets ${action.amount}.`, kind: 'bet' });
      break;
    case 'accept':
      lines.push({
        text: `${who} accepts: the pot is ${after.pot}, ${who} rolls first.`,
        kind: 'bet',
      });
      break;
    case 'decline':
      lines.push({
        text: `${who} declines the stake of ${before.stake}: the match ends with no winner.`,
        kind: 'end',
      });
      break;
    case 'roll': {
      const roll = after.lastRoll;
      if (!roll) break;
      const c = classifyRoll(roll.dice[0], roll.dice[1]);
      const points =
        after.phase === 'rolling' ? after.points : (after.lastRound?.points ?? after.points);
      let effect = '';
      if (c.points) effect = `, +${c.points} (${points[action.player]} points)`;
      else if (c.bonusRolls) effect = `, ${c.bonusRolls} extra rolls`;
      else if (after.phase === 'rolling' && after.roller !== action.player)
        effect = ', the turn passes';
      lines.push({
        text: `${who} rolls ${roll.dice[0]} + ${roll.dice[1]}: ${c.names.en} (${c.names.ru})${effect}.`,
        kind: `roll c-${c.id}`,
      });
    }
  }
  if (after.round > before.round && after.lastRound) {
    const r = after.lastRound;
    lines.push({
      text: `Player ${r.winner} wins round ${r.round} (${REASONS[r.reason]}) and takes ${r.pot} chips: ${after.chips[0]} : ${after.chips[1]}.`,
      kind: 'win',
    });
  }
  if (after.phase === 'over' && after.winner !== null) {
    lines.push({
      text: `Player ${after.winner} wins the match with all ${after.totalChips} chips.`,
      kind: 'end',
    });
  }
  return lines;
}

/** Plays an action; a rejected one changes nothing but the "why" line. */
function play(/** @type {Action} */ action) {
  if (!state) return;
  const before = state;
  const after = reduce(state, action);
  if (after.error) {
    log.push({
      text: `Player ${action.player} tried to ${action.type}: ${after.error.message}.`,
      kind: 'rejected',
      round: before.round,
    });
  } else {
    actions.push(action);
    for (const line of describe(before, action, after)) log.push({ ...line, round: before.round });
  }
  state = after;
  render(after.error ? null : action);
}

/** Replays every accepted action but the last one. */
function undo() {
  if (!state) return;
  actions.pop();
  let s = createMatch(options);
  log = [];
  for (const action of actions) {
    const next = reduce(s, action);
    for (const line of describe(s, action, next)) log.push({ ...line, round: s.round });
    s = next;
  }
  state = s;
  render(null);
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

/** What the centre says before the first roll of a round, in English and Russian. */
const PHASE_NAMES = {
  betting: { en: 'Place your bets', ru: 'Делайте ставки' },
  accepting: { en: 'Stake on offer', ru: 'Ставка предложена' },
  rolling: { en: 'Roll the dice', ru: 'Бросайте кости' },
  over: { en: 'Match over', ru: 'Игра окончена' },
};

function whoseMove(/** @type {MatchState} */ state) {
  const [next] = legalActions(state);
  return next ? next.player : null;
}

function render(/** @type {Action | null} */ played) {
  $('.table').toggleAttribute('inert', !state);
  $('.table').classList.toggle('no-match', !state);
  if (!state) {
    $('#status').textContent =
      'No match: correct the seed or the chips above, then press New match.';
    $('#combination').replaceChildren(
      el('span', { class: 'en' }, 'No match'),
      el('span', { class: 'ru' }, 'Нет игры'),
    );
    /** @type {HTMLButtonElement} */ ($('#undo')).disabled = true;
    return;
  }
  const current = state;
  const move = whoseMove(current);
  const range = stakeRange(current);
  for (const seat of seats) {
    const card = $(`.player[data-seat="${seat}"]`);
    $('.chips .value', card).textContent = String(current.chips[seat]);
    const points = current.phase === 'rolling' ? current.points[seat] : 0;
    $('.points', card).replaceChildren(
      ...Array.from({ length: standardRules.targetPoints }, (_, i) =>
        el('span', { class: i < points ? 'pip on' : 'pip' }),
      ),
      el('span', { class: 'count' }, `${points} / ${standardRules.targetPoints} points`),
    );
    const tags = [];
    if (current.phase !== 'over' && current.bettor === seat)
      tags.push(el('span', { class: 'tag' }, 'bettor'));
    if (move === seat) tags.push(el('span', { class: 'tag turn' }, 'to move'));
    if (current.phase === 'over' && current.winner === seat)
      tags.push(el('span', { class: 'tag turn' }, 'winner'));
    $('.tags', card).replaceChildren(...tags);
    $('.extra', card).textContent =
      current.phase === 'rolling' && current.roller === seat && current.bonusRolls > 0
        ? `${current.bonusRolls} extra roll${current.bonusRolls > 1 ? 's' : ''} left`
        : '';
    $('.hint', card).textContent = hintOf(current, seat, move);
    card.classList.toggle('active', move === seat);
    const stake = /** @type {HTMLInputElement} */ ($('.stake', card));
    if (range && current.bettor === seat) stake.max = String(range.max);
    const legal = new Set(
      legalActions(current)
        .filter((a) => a.player === seat)
        .map((a) => a.type),
    );
    for (const button of card.querySelectorAll('button[data-action]')) {
      button.classList.toggle(
        'legal',
        legal.has(/** @type {Action['type']} */ (button.getAttribute('data-action'))),
      );
    }
  }

  $('#round').textContent =
    current.phase === 'over'
      ? `Match over after ${current.round - 1} round${current.round === 2 ? '' : 's'}`
      : `Round ${current.round}`;
  $('#pot-label').textContent = current.phase === 'accepting' ? 'Stake on offer' : 'Pot';
  $('#pot').textContent = String(current.phase === 'accepting' ? current.stake : current.pot);

  const roll = current.lastRoll;
  const dice = $('#dice');
  dice.replaceChildren(die(roll ? roll.dice[0] : null), die(roll ? roll.dice[1] : null));
  if (played?.type === 'roll') {
    // Reading the layout between the two restarts the animation when a roll follows a roll.
    dice.classList.remove('rolled');
    void dice.offsetWidth;
    dice.classList.add('rolled');
  }
  const combination = $('#combination');
  if (roll) {
    const c = classifyRoll(roll.dice[0], roll.dice[1]);
    combination.className = `combination c-${c.id}`;
    combination.replaceChildren(
      el('span', { class: 'en' }, c.names.en),
      el('span', { class: 'ru' }, c.names.ru),
    );
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
  $('#status').textContent = statusOf(current, move);

  const why = $('#why');
  why.hidden = !current.error;
  why.replaceChildren(
    ...(current.error
      ? [
          el('strong', {}, 'Why not?'),
          ' ',
          el('code', {}, current.error.code),
          ` ${current.error.message}`,
        ]
      : []),
  );

  const list = $('#log');
  list.replaceChildren(
    ...log
      .map((line) =>
        el('li', { class: line.kind }, el('span', { class: 'r' }, `R${line.round}`), line.text),
      )
      .reverse(),
  );
  list.classList.toggle('scrolls', list.scrollHeight > list.clientHeight);
  $('#replay').textContent =
    `seed ${options.seed} · ${actions.length} accepted move${actions.length === 1 ? '' : 's'}: the same seed and moves replay this match`;
  /** @type {HTMLButtonElement} */ ($('#undo')).disabled = actions.length === 0;
}

function effectOf(/** @type {import('kiri-dice').Combination} */ c) {
  if (c.instant === 'win') return 'wins the round at once';
  if (c.instant === 'lose') return 'loses the round at once';
  if (c.points) return `+${c.points} point${c.points > 1 ? 's' : ''}, roll again`;
  if (c.bonusRolls) return `${c.bonusRolls} extra rolls`;
  return c.endsTurn ? 'the turn passes (unless extra rolls are left)' : '';
}

/** What a player's card says: their move, or whom they wait for. */
function hintOf(
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
      return `Accept to match ${state.stake} chips and roll first, or decline to end the match.`;
    default: {
      const left = standardRules.targetPoints - state.points[seat];
      return state.points[seat]
        ? `Roll: ${left} more point${left > 1 ? 's win' : ' wins'} the pot.`
        : 'Roll the dice.';
    }
  }
}

function statusOf(/** @type {MatchState} */ state, /** @type {Seat | null} */ move) {
  switch (state.phase) {
    case 'betting':
      return `Player ${move} to bet, from 1 to ${stakeRange(state)?.max} chips.`;
    case 'accepting':
      return `Player ${move} to accept or decline ${state.stake} chips.`;
    case 'rolling':
      return `Player ${move} to roll.`;
    case 'over':
      return state.winner === null
        ? 'The bet was declined: nobody wins.'
        : `Player ${state.winner} has every chip.`;
  }
}

// Every button stays clickable: the engine, not the page, decides what is allowed.
for (const seat of seats) {
  const card = $(`.player[data-seat="${seat}"]`);
  card.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest('button[data-action]');
    if (!button) return;
    const type = button.getAttribute('data-action');
    const amount = Number(/** @type {HTMLInputElement} */ ($('.stake', card)).value);
    if (type === 'bet') play({ type, player: seat, amount });
    else if (type === 'accept' || type === 'decline' || type === 'roll')
      play({ type, player: seat });
  });
}
$('#setup').addEventListener('submit', (event) => {
  event.preventDefault();
  newMatch();
});
$('#undo').addEventListener('click', undo);

// A link like #seed=42&chips=50 replays that match's dice.
const params = new URLSearchParams(location.hash.slice(1));
/** @type {HTMLInputElement} */ ($('#seed')).value = params.get('seed') ?? '';
/** @type {HTMLInputElement} */ ($('#chips')).value = params.get('chips') ?? '100';
newMatch();
