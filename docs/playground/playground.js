// @ts-check
// The Kiri playground: plain DOM code around the public API of kiri-dice. The match is the list
// of accepted actions folded over its first state, so "Undo" is a replay and the seed replays
// the dice.
import { classifyRoll, createMatch, legalActions, reduce, stakeRange, standardRules } from 'kiri-dice';

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
/** @type {MatchState} */
let state;
/** @type {{ text: string, kind: string, round: number }[]} */
let log = [];

const seats = /** @type {const} */ ([0, 1]);
const REASONS = { kiri: 'rolled Kiri', dead: 'the other player rolled Dead', points: 'reached the target' };

/** Reads the seed field: digits are a number, anything else a string, empty means random. */
function readSeed() {
  const text = /** @type {HTMLInputElement} */ ($('#seed')).value.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : text || undefined;
}

/** Starts a match from the setup form, and shows its seed so that it can be replayed. */
function newMatch() {
  const seedInput = /** @type {HTMLInputElement} */ ($('#seed'));
  const chipsInput = /** @type {HTMLInputElement} */ ($('#chips'));
  const seed = readSeed();
  const chips = Math.max(1, Math.floor(Number(chipsInput.value) || 100));
  // Without a seed, createMatch draws one from crypto.getRandomValues: show it for replays.
  const first = createMatch(seed === undefined ? { chips: [chips, chips] } : { seed, chips: [chips, chips] });
  options = { seed: first.seed, chips: [chips, chips] };
  if (seed === undefined) seedInput.value = String(first.seed);
  history.replaceState(null, '', `#seed=${encodeURIComponent(seedInput.value)}&chips=${chips}`);
  actions = [];
  log = [];
  state = first;
  render(null);
}

/** The result of one action, in words, for the round log. */
function describe(/** @type {MatchState} */ before, /** @type {Action} */ action, /** @type {MatchState} */ after) {
  const who = `Player ${action.player}`;
  const lines = [];
  switch (action.type) {
    case 'bet':
      lines.push({ text: `${who} bets ${action.amount}.`, kind: 'bet' });
      break;
    case 'accept':
      lines.push({ text: `${who} accepts: the pot is ${after.pot}, ${who} rolls first.`, kind: 'bet' });
      break;
    case 'decline':
      lines.push({ text: `${who} declines the stake of ${before.stake}: the match ends with no winner.`, kind: 'end' });
      break;
    case 'roll': {
      const roll = after.lastRoll;
      if (!roll) break;
      const c = classifyRoll(roll.dice[0], roll.dice[1]);
      const points = after.phase === 'rolling' ? after.points : after.lastRound?.points ?? after.points;
      let effect = '';
      if (c.points) effect = `, +${c.points} (${points[action.player]} points)`;
      else if (c.extraRolls) effect = `, ${c.extraRolls} extra rolls`;
      else if (after.phase === 'rolling' && after.roller !== action.player) effect = ', the turn passes';
      lines.push({ text: `${who} rolls ${roll.dice[0]} + ${roll.dice[1]}: ${c.names.en} (${c.names.ru})${effect}.`, kind: `roll c-${c.id}` });
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
    lines.push({ text: `Player ${after.winner} wins the match with all ${after.totalChips} chips.`, kind: 'end' });
  }
  return lines;
}

/** Plays an action; a rejected one changes nothing but the "why" line. */
function play(/** @type {Action} */ action) {
  const before = state;
  const after = reduce(state, action);
  if (after.error) {
    log.push({ text: `Player ${action.player} tried to ${action.type}: ${after.error.message}.`, kind: 'rejected', round: before.round });
  } else {
    actions.push(action);
    for (const line of describe(before, action, after)) log.push({ ...line, round: before.round });
  }
  state = after;
  render(after.error ? null : action);
}

/** Replays every accepted action but the last one. */
function undo() {
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
function dieSvg(/** @type {number | null} */ value) {
  return `<svg viewBox="0 0 100 100" class="d8" role="img" aria-label="${value ?? 'no roll yet'}">
    <polygon class="side" points="50,4 89.8,27 89.8,73 50,96 10.2,73 10.2,27" />
    <polygon class="face" points="50,4 89.8,73 10.2,73" />
    <text x="50" y="61" text-anchor="middle">${value ?? '?'}</text>
  </svg>`;
}

function whoseMove() {
  const [next] = legalActions(state);
  return next ? next.player : null;
}

function render(/** @type {Action | null} */ played) {
  const move = whoseMove();
  const range = stakeRange(state);
  for (const seat of seats) {
    const card = $(`.player[data-seat="${seat}"]`);
    $('.chips .value', card).textContent = String(state.chips[seat]);
    const points = state.phase === 'rolling' ? state.points[seat] : 0;
    $('.points', card).innerHTML = Array.from(
      { length: standardRules.targetPoints },
      (_, i) => `<span class="pip${i < points ? ' on' : ''}"></span>`,
    ).join('') + `<span class="count">${points} / ${standardRules.targetPoints} points</span>`;
    const tags = [];
    if (state.phase !== 'over' && state.bettor === seat) tags.push('<span class="tag">bettor</span>');
    if (move === seat) tags.push('<span class="tag turn">to move</span>');
    if (state.phase === 'over' && state.winner === seat) tags.push('<span class="tag turn">winner</span>');
    $('.tags', card).innerHTML = tags.join('');
    $('.extra', card).textContent =
      state.phase === 'rolling' && state.roller === seat && state.bonusRolls > 0 ? `${state.bonusRolls} extra roll${state.bonusRolls > 1 ? 's' : ''} left` : '';
    $('.hint', card).textContent = hintOf(seat, move);
    card.classList.toggle('active', move === seat);
    const stake = /** @type {HTMLInputElement} */ ($('.stake', card));
    if (range && state.bettor === seat) stake.max = String(range.max);
    const legal = new Set(legalActions(state).filter((a) => a.player === seat).map((a) => a.type));
    for (const button of card.querySelectorAll('button[data-action]')) {
      button.classList.toggle('legal', legal.has(/** @type {Action['type']} */ (button.getAttribute('data-action'))));
    }
  }

  $('#round').textContent = state.phase === 'over' ? `Match over after ${state.round - 1} round${state.round === 2 ? '' : 's'}` : `Round ${state.round}`;
  $('#pot-label').textContent = state.phase === 'accepting' ? 'Stake on offer' : 'Pot';
  $('#pot').textContent = String(state.phase === 'accepting' ? state.stake : state.pot);

  const roll = state.lastRoll;
  const dice = $('#dice');
  dice.innerHTML = dieSvg(roll ? roll.dice[0] : null) + dieSvg(roll ? roll.dice[1] : null);
  if (played?.type === 'roll') dice.classList.remove('rolled'), void dice.offsetWidth, dice.classList.add('rolled');
  const combination = $('#combination');
  if (roll) {
    const c = classifyRoll(roll.dice[0], roll.dice[1]);
    combination.className = `combination c-${c.id}`;
    combination.innerHTML = `<span class="en">${c.names.en}</span><span class="ru">${c.names.ru}</span>`;
    $('#effect').textContent = effectOf(c);
  } else {
    combination.className = 'combination';
    combination.innerHTML = '<span class="en">Place your bets</span><span class="ru">Делайте ставки</span>';
    $('#effect').textContent = '';
  }
  $('#status').textContent = statusOf(move);

  const why = $('#why');
  why.hidden = !state.error;
  why.innerHTML = state.error ? `<strong>Why not?</strong> <code>${state.error.code}</code> ${state.error.message}` : '';

  const list = $('#log');
  list.innerHTML = log
    .map((line) => `<li class="${line.kind}"><span class="r">R${line.round}</span>${line.text}</li>`)
    .reverse()
    .join('');
  list.classList.toggle('scrolls', list.scrollHeight > list.clientHeight);
  $('#replay').textContent = `seed ${options.seed} · ${actions.length} accepted move${actions.length === 1 ? '' : 's'}: the same seed and moves replay this match`;
  /** @type {HTMLButtonElement} */ ($('#undo')).disabled = actions.length === 0;
}

function effectOf(/** @type {import('kiri-dice').Combination} */ c) {
  if (c.instant === 'win') return 'wins the round at once';
  if (c.instant === 'lose') return 'loses the round at once';
  if (c.points) return `+${c.points} point${c.points > 1 ? 's' : ''}, roll again`;
  if (c.extraRolls) return `${c.extraRolls} extra rolls`;
  return c.endsTurn ? 'the turn passes (unless extra rolls are left)' : '';
}

/** What a player's card says: their move, or whom they wait for. */
function hintOf(/** @type {Seat} */ seat, /** @type {Seat | null} */ move) {
  if (move === null) return state.winner === seat ? 'Every chip is yours.' : 'Start a new match to play again.';
  if (move !== seat) return `Waiting for player ${move}.`;
  switch (state.phase) {
    case 'betting':
      return `Your bet: choose a stake from 1 to ${stakeRange(state)?.max}.`;
    case 'accepting':
      return `Accept to match ${state.stake} chips and roll first, or decline to end the match.`;
    default:
    {
      const left = standardRules.targetPoints - state.points[seat];
      return state.points[seat] ? `Roll: ${left} more point${left > 1 ? 's win' : ' wins'} the pot.` : 'Roll the dice.';
    }
  }
}

function statusOf(/** @type {Seat | null} */ move) {
  switch (state.phase) {
    case 'betting':
      return `Player ${move} to bet, from 1 to ${stakeRange(state)?.max} chips.`;
    case 'accepting':
      return `Player ${move} to accept or decline ${state.stake} chips.`;
    case 'rolling':
      return `Player ${move} to roll.`;
    case 'over':
      return state.winner === null ? 'The bet was declined: nobody wins.' : `Player ${state.winner} has every chip.`;
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
    else if (type === 'accept' || type === 'decline' || type === 'roll') play({ type, player: seat });
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
