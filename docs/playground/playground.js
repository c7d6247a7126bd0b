// @ts-check
// The Kiri playground: plain DOM code around the public API of kiri-dice. The match is kept with
// its record (kiri-dice/record): "Undo" and the round log come from the record, and the record's
// text can be copied and loaded again. The computer and the chances come from kiri-dice/odds.
import {
  KiriError,
  classifyRoll,
  createMatch,
  legalActions,
  parseSeed,
  playerToAct,
  stakeRange,
  standardRules,
} from './kiri-dice.js';
import { createBot, solveMatch, winProbability } from './kiri-dice-odds.js';
import {
  formatRecord,
  parseRecord,
  play as playRecorded,
  replay,
  resumeRecord,
  startRecord,
  undo as undoRecorded,
} from './kiri-dice-record.js';
import { REASONS } from './roundWords.js';

/** English plural rules: the page speaks English. */
const ENGLISH = new Intl.PluralRules('en');
/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').SeatAction} SeatAction */
/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice').Seat} Seat */
/** @typedef {import('kiri-dice/odds').Bot} Bot */
/** @typedef {import('kiri-dice/odds').BotStrategy} BotStrategy */
/** @typedef {import('kiri-dice/odds').MatchOdds} MatchOdds */
/** @typedef {import('kiri-dice/record').RecordedMatch} RecordedMatch */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {import('kiri-dice/record').RecordedMove} RecordedMove */
/** @typedef {{ text: string, kind: string, round: number }} LogLine */
/** @typedef {{ strategy: BotStrategy, seat: Seat, bot: Bot }} Computer */

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

/** The seed as typed and the chips of the match on the table, for its address. */
let link = { seed: '', chips: 100 };
/**
 * The match on the table with its record; `null` until a setup is valid (a bad link shows its
 * error and no match).
 * @type {RecordedMatch | null}
 */
let match = null;
/**
 * The state of `match`, kept beside it because every part of the page reads it.
 * @type {MatchState | null}
 */
let state = null;
/**
 * The round log of the record's moves, one list of lines per move, built once per record (a
 * record is never changed).
 * @type {{ record: MatchRecord | null, lines: LogLine[][] }}
 */
let recordLog = { record: null, lines: [] };
/**
 * The moves the engine refused since the last new match, load or undo: not in the record (it
 * keeps accepted moves only), so kept here with the number of moves recorded before each.
 * @type {{ at: number, line: LogLine }[]}
 */
let refusals = [];
/**
 * The computer and the seat it plays, or `null` when two people play.
 * @type {Computer | null}
 */
let computer = null;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let pending;

/**
 * How long the computer waits before it moves, in milliseconds, so that a person sees each of its
 * moves; `?pause=0` in the address shortens it (the tests do).
 */
const PAUSE = readPause();
/**
 * One bot per strategy: the best one keeps the tables it solves.
 * @type {Map<string, Bot>}
 */
const bots = new Map();
/**
 * The solved match of each total of chips (or why it cannot be solved), solved once: the page
 * plays the standard rules only.
 * @type {Map<number, MatchOdds | KiriError>}
 */
const matches = new Map();

const seats = /** @type {const} */ ([0, 1]);
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

function readPause() {
  const text = new URLSearchParams(location.search).get('pause');
  const ms = text === null ? NaN : Number(text);
  return ms >= 0 ? ms : 600;
}

/**
 * The bot of a strategy (the strategy checked by `createBot`, which throws for an unknown one).
 * @param {string} strategy
 * @returns {Bot}
 */
function botOf(strategy) {
  let bot = bots.get(strategy);
  if (!bot) {
    bot = createBot({ strategy: /** @type {BotStrategy} */ (strategy) });
    bots.set(strategy, bot);
  }
  return bot;
}

/**
 * Reads the "vs computer" switch and the seat it plays.
 * @returns {Computer | null}
 */
function readComputer() {
  const strategy = /** @type {HTMLSelectElement} */ ($('#bot')).value;
  if (strategy === 'off') return null;
  const seat = /** @type {HTMLSelectElement} */ ($('#bot-seat')).value === '0' ? 0 : 1;
  return { strategy: /** @type {BotStrategy} */ (strategy), seat, bot: botOf(strategy) };
}

/**
 * The match of `total` chips, solved the first time it is asked for.
 * @param {number} total
 * @returns {MatchOdds | KiriError}
 */
function matchOf(total) {
  let odds = matches.get(total);
  if (!odds) {
    try {
      odds = solveMatch({ totalChips: total });
    } catch (error) {
      if (!(error instanceof KiriError)) throw error;
      odds = error;
    }
    matches.set(total, odds);
  }
  return odds;
}

/**
 * The seat the computer plays in `current`, or `null` when no computer can: the best one needs
 * the match solved, so it leaves a match too large to solve to the person.
 */
function computerSeat(/** @type {MatchState} */ current) {
  if (!computer) return null;
  if (computer.strategy === 'best' && matchOf(current.totalChips) instanceof KiriError) return null;
  return computer.seat;
}

/**
 * Whether the page shows an online match (`?match=ID`), whose address is online.js's: its
 * `#invitation=` must stay, so the table's link is not written.
 */
const online = () => new URLSearchParams(location.search).has('match');

/** The page's address: the match's seed and chips, the computer when one plays, and auto-roll. */
function writeLink(/** @type {string} */ seed, /** @type {number} */ chips) {
  if (online()) return;
  const bot = computer ? `&bot=${computer.strategy}&seat=${computer.seat}` : '';
  const auto = autoRoll() ? '&auto=1' : '';
  history.replaceState(
    null,
    '',
    `${location.search}#seed=${encodeURIComponent(seed)}&chips=${chips}${bot}${auto}`,
  );
}

/** Shows why the setup was refused (the engine's words, or the page's), or hides the line. */
function showSetupError(/** @type {KiriError | string | null} */ error) {
  const line = $('#setup-error');
  line.hidden = !error;
  line.replaceChildren(
    ...(error === null
      ? []
      : typeof error === 'string'
        ? [error]
        : [el('code', {}, error.code), ` ${error.message}`]),
  );
}

/** The most chips in all the solver takes, so the most the best computer plays. */
const MOST_SOLVED = 10_000;

/**
 * Why the best computer cannot play a match of `total` chips in all, in words, or `null` when it
 * can: it stakes from the solved match, and the solver takes up to 10,000 chips.
 */
function bestRefuses(/** @type {number} */ total) {
  if (!(total > MOST_SOLVED)) return null;
  return `The best computer plays matches of up to ${MOST_SOLVED.toLocaleString('en-US')} chips in all (${(MOST_SOLVED / 2).toLocaleString('en-US')} each); this one would have ${total.toLocaleString('en-US')}. Choose ${(MOST_SOLVED / 2).toLocaleString('en-US')} chips or fewer, or the random or bold computer.`;
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
    const tooLarge = computer?.strategy === 'best' ? bestRefuses(2 * chips) : null;
    if (tooLarge) {
      showSetupError(tooLarge);
      if (!state) render(null);
      return;
    }
    // Without a seed, createMatch draws one from crypto.getRandomValues: show it for replays.
    // createMatch checks the setup (its words are the setup's error); the record starts from
    // the seed it holds, the same match.
    const { seed: drawn } = createMatch(
      seed === undefined ? { chips: [chips, chips] } : { seed, chips: [chips, chips] },
    );
    first = startRecord({ seed: drawn, chips: [chips, chips] });
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    showSetupError(error);
    if (!state) render(null);
    return;
  }
  showSetupError(null);
  if (seedInput.value === '') seedInput.value = String(first.state.seed);
  link = { seed: seedInput.value, chips };
  writeLink(link.seed, chips);
  refusals = [];
  setMatch(first);
  render(null);
}

/** Puts a recorded match on the table. */
function setMatch(/** @type {RecordedMatch} */ next) {
  match = next;
  state = next.state;
}

/** The result of one move, in words, for the round log. */
function describe(
  /** @type {MatchState} */ before,
  /** @type {RecordedMove} */ action,
  /** @type {MatchState} */ after,
) {
  // A loaded record may end with a host's halt, which has no player.
  if (action.type === 'halt')
    return [
      { text: 'The host halts the match: nobody wins, and the stakes go back.', kind: 'end' },
    ];
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
        text: `${who} rolls ${roll.dice[0]} + ${roll.dice[1]}: ${nameOf(c)}${effect}.`,
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

/** Plays an action; a rejected one changes nothing but the "why" line and the log. */
function play(/** @type {SeatAction} */ action) {
  if (!match) return;
  const next = playRecorded(match, action);
  if (next.state.error) {
    refusals.push({
      at: match.record.moves.length,
      line: {
        text: `Player ${action.player} tried to ${action.type}: ${next.state.error.message}.`,
        kind: 'rejected',
        round: match.state.round,
      },
    });
  }
  setMatch(next);
  render(next.state.error ? null : action);
}

/**
 * How many recorded moves "Undo" takes back: the last one; against the computer, the person's
 * last move and the computer's answers to it (which it would play again at once).
 */
function undoCount(
  /** @type {readonly RecordedMove[]} */ moves,
  /** @type {Seat | null} */ machine,
) {
  let n = 0;
  while (n < moves.length) {
    const move = moves[moves.length - 1 - n];
    n++;
    if (machine === null || move === undefined || move.type === 'halt' || move.player !== machine)
      break;
  }
  return n;
}

/**
 * Takes moves back with the record's `undo`, generator and all: a roll played again draws the
 * same dice, as a replay of the record must.
 */
function undo() {
  if (!match) return;
  const n = undoCount(match.record.moves, computerSeat(match.state));
  if (n === 0) return;
  refusals = [];
  setMatch(undoRecorded(match, n));
  render(null);
}

/**
 * The round log of a record: each move described from the states the record replays, with the
 * refused moves at their places.
 * @param {MatchRecord} record
 * @returns {LogLine[]}
 */
function logOf(record) {
  if (recordLog.record !== record) {
    const states = replay(record);
    recordLog = {
      record,
      lines: record.moves.map((move, i) => {
        const before = /** @type {MatchState} */ (states[i]);
        const after = /** @type {MatchState} */ (states[i + 1]);
        return describe(before, move, after).map((line) => ({ ...line, round: before.round }));
      }),
    };
  }
  const lines = [];
  let r = 0;
  recordLog.lines.forEach((moveLines, i) => {
    for (; r < refusals.length && /** @type {{ at: number }} */ (refusals[r]).at <= i; r++)
      lines.push(/** @type {{ line: LogLine }} */ (refusals[r]).line);
    lines.push(...moveLines);
  });
  for (; r < refusals.length; r++) lines.push(/** @type {{ line: LogLine }} */ (refusals[r]).line);
  return lines;
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

/**
 * A combination's name as the log says it: `Kvatra (Кватра)`, or `Mid Kiri` alone when both
 * names are the same.
 */
function nameOf(/** @type {import('kiri-dice').Combination} */ c) {
  return c.names.en === c.names.ru ? c.names.en : `${c.names.en} (${c.names.ru})`;
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

function render(/** @type {Action | null} */ played) {
  $('.table').toggleAttribute('inert', !state);
  $('.table').classList.toggle('no-match', !state);
  if (!state) {
    $('#status').textContent =
      'No match: correct the seed or the chips above, then press New match.';
    $('#score').textContent = '';
    $('#combination').replaceChildren(
      el('span', { class: 'en' }, 'No match'),
      el('span', { class: 'ru' }, 'Нет игры'),
    );
    /** @type {HTMLButtonElement} */ ($('#undo')).disabled = true;
    /** @type {HTMLTextAreaElement} */ ($('#record-text')).value = '';
    return;
  }
  const current = state;
  const move = playerToAct(current);
  const range = stakeRange(current);
  const machine = computerSeat(current);
  const chances = chancesOf(current);
  // On a phone the dice card stays at the top and may cover a player's card: it repeats the
  // figures of both, so that nothing a tap changed is hidden.
  $('#score').replaceChildren(
    ...seats.flatMap((seat) => {
      const points = current.phase === 'rolling' ? current.points[seat] : 0;
      const chips = current.chips[seat];
      const text = `Player ${seat}: ${chips} ${ENGLISH.select(chips) === 'one' ? 'chip' : 'chips'}, ${points}/${standardRules.targetPoints} points`;
      // Each player's figures stay on one line: a narrow screen breaks between the two.
      return [...(seat ? [' · '] : []), el('span', {}, text)];
    }),
  );
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
    if (machine === seat) tags.push(el('span', { class: 'tag computer' }, 'computer'));
    if (move === seat) tags.push(el('span', { class: 'tag turn' }, 'to move'));
    if (current.phase === 'over' && current.winner === seat)
      tags.push(el('span', { class: 'tag turn' }, 'winner'));
    $('.tags', card).replaceChildren(...tags);
    $('.extra', card).textContent =
      current.phase === 'rolling' && current.roller === seat && current.bonusRolls > 0
        ? `${current.bonusRolls} extra roll${current.bonusRolls > 1 ? 's' : ''} left`
        : '';
    $('.hint', card).textContent =
      machine === seat && move === seat
        ? `The computer (${computer?.strategy}) is thinking…`
        : hintOf(current, seat, move);
    card.classList.toggle('active', move === seat);
    card.classList.toggle('computer', machine === seat);
    showChance($('.round-chance', card), chances.round[seat], roundTitle(current));
    showChance(
      $('.match-chance', card),
      chances.match instanceof KiriError ? chances.match : chances.match[seat],
      'chance to win the match, when both seats stake their best and every bet is accepted',
    );
    const stake = /** @type {HTMLInputElement} */ ($('.stake', card));
    if (range && current.bettor === seat) stake.max = String(range.max);
    // The person cannot act for the computer's seat.
    stake.disabled = machine === seat;
    for (const button of card.querySelectorAll('button'))
      /** @type {HTMLButtonElement} */ (button).disabled = machine === seat;
    const legal = new Set(
      legalActions(current)
        .filter((a) => a.player === seat)
        .map((a) => a.type),
    );
    for (const button of card.querySelectorAll('button[data-action]')) {
      button.classList.toggle(
        'legal',
        legal.has(/** @type {SeatAction['type']} */ (button.getAttribute('data-action'))),
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
  $('#status').textContent = statusOf(current, move);
  $('#odds-note').textContent = oddsNote(current, chances.match);

  showWhy(current.error ?? null);

  const { record } = /** @type {RecordedMatch} */ (match);
  const { moves } = record;
  const list = $('#log');
  list.replaceChildren(
    ...logOf(record)
      .map((line) =>
        el('li', { class: line.kind }, el('span', { class: 'r' }, `R${line.round}`), line.text),
      )
      .reverse(),
  );
  list.classList.toggle('scrolls', list.scrollHeight > list.clientHeight);
  $('#replay').textContent =
    `seed ${record.start.seed} · ${moves.length} accepted move${moves.length === 1 ? '' : 's'}: the same seed and moves replay this match`;
  /** @type {HTMLButtonElement} */ ($('#undo')).disabled = !moves.some(
    (move) => move.type === 'halt' || move.player !== machine,
  );
  /** @type {HTMLTextAreaElement} */ ($('#record-text')).value = formatRecord(record);
  const rollsItself =
    autoRoll() && current.phase === 'rolling' && move !== null && move !== machine;
  schedule(current, machine === move ? machine : null, rollsItself ? move : null);
}

/** Whether the person's rolls play by themselves, after the same pause as the computer's moves. */
function autoRoll() {
  return /** @type {HTMLInputElement} */ ($('#auto-roll')).checked;
}

/**
 * Shows why a move was not played: the engine's code and reason, or the page's own words (an
 * empty stake field); `null` hides the line.
 * @param {{ code: string, message: string } | string | null} reason
 */
function showWhy(reason) {
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
 * Lets the computer play `seat`'s move in `current` after the pause, or with auto-roll plays the
 * person's roll for `roller`; any other render first (a move, undo, a new match, the switch, a
 * tap on Roll) cancels it.
 */
function schedule(
  /** @type {MatchState} */ current,
  /** @type {Seat | null} */ seat,
  /** @type {Seat | null} */ roller,
) {
  clearTimeout(pending);
  const bot = seat === null ? null : computer?.bot;
  if (!bot && roller === null) return;
  pending = setTimeout(() => {
    if (state !== current) return;
    const action = bot ? bot(current, Math.random()) : { type: 'roll', player: roller };
    if (action) play(/** @type {SeatAction} */ (action));
  }, PAUSE);
}

/**
 * Each seat's chance to win the round (`winProbability`) and the match: between rounds the
 * solved position; in a round, the round's two outcomes weighed by their chances (the winner
 * takes the pot and bets next). Once the match is over, its result.
 * @param {MatchState} current
 * @returns {{ round: readonly [number, number], match: readonly [number, number] | KiriError }}
 */
function chancesOf(current) {
  const round = winProbability(current);
  if (current.phase === 'over') return { round, match: round };
  const odds = matchOf(current.totalChips);
  if (odds instanceof KiriError) return { round, match: odds };
  const at = (/** @type {readonly number[]} */ table, /** @type {number} */ a) => table[a] ?? NaN;
  const a = current.chips[0];
  if (current.phase === 'betting') {
    const k = current.bettor;
    return { round, match: [at(odds.seat0Wins[k], a), at(odds.seat1Wins[k], a)] };
  }
  // Seat 0's purse once seat 0 wins the round, and once seat 1 does.
  const [up, down] =
    current.phase === 'rolling' ? [a + current.pot, a] : [a + current.stake, a - current.stake];
  const chance = (/** @type {MatchOdds['seat0Wins']} */ wins) =>
    round[0] * at(wins[0], up) + round[1] * at(wins[1], down);
  return { round, match: [chance(odds.seat0Wins), chance(odds.seat1Wins)] };
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
      return `Accept to match ${chipsOf(state.stake)} and roll first, or decline to end the match.`;
    default: {
      const left = standardRules.targetPoints - state.points[seat];
      return state.points[seat]
        ? `Roll: ${left} more point${left > 1 ? 's win' : ' wins'} the pot.`
        : 'Roll the dice.';
    }
  }
}

function chipsOf(/** @type {number} */ n) {
  return `${n} chip${n === 1 ? '' : 's'}`;
}

function statusOf(/** @type {MatchState} */ state, /** @type {Seat | null} */ move) {
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
        : match?.record.moves.at(-1)?.type === 'halt'
          ? 'The host halted the match: nobody wins.'
          : 'The bet was declined: nobody wins.';
  }
}

/**
 * Says how the record's text was copied or loaded, or why it was not loaded (the engine's words,
 * or the page's own for a record it cannot show).
 * @param {string | KiriError} note
 * @param {boolean} [refused]
 */
function showRecordNote(note, refused = note instanceof KiriError) {
  const line = $('#record-note');
  line.classList.toggle('refused', refused);
  line.replaceChildren(
    ...(note instanceof KiriError ? [el('code', {}, note.code), ` ${note.message}`] : [note]),
  );
}

/**
 * Copies the record's text to the clipboard; where the page may not write it (no
 * `navigator.clipboard`, or the browser refuses), selects the text for the person to copy.
 */
async function copyRecord() {
  if (!match) return;
  const text = formatRecord(match.record);
  const box = /** @type {HTMLTextAreaElement} */ ($('#record-text'));
  box.value = text;
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    showRecordNote('Copied the record.');
  } catch {
    box.focus();
    box.select();
    showRecordNote('The record is selected: copy it with Ctrl+C (⌘C).');
  }
}

/**
 * Loads a record's text pasted in the box: `parseRecord` checks it (every drawn roll against the
 * seed, every move against the rules, every round's result), and the match goes on from its last
 * move. A text it refuses leaves the match on the table as it was, with its reason.
 */
function loadRecord() {
  const box = /** @type {HTMLTextAreaElement} */ ($('#load-text'));
  let loaded;
  try {
    const record = parseRecord(box.value);
    // The page names, draws and scores the standard combinations only.
    if (record.rules !== 'standard') {
      showRecordNote(
        'This record plays house rules: the playground plays the standard rules only.',
        true,
      );
      return;
    }
    // Standard rules, so the match's combinations are the standard ones.
    loaded = /** @type {RecordedMatch} */ (resumeRecord(record));
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    showRecordNote(error);
    return;
  }
  const { seed, chips, firstBettor } = loaded.record.start;
  /** @type {HTMLInputElement} */ ($('#seed')).value = String(seed);
  /** @type {HTMLInputElement} */ ($('#chips')).value = String(chips[0]);
  link = { seed: String(seed), chips: chips[0] };
  // The address holds a match of equal chips whose player 0 bets first; any other is not linked.
  if (chips[0] === chips[1] && firstBettor === 0) writeLink(link.seed, link.chips);
  else if (!online()) history.replaceState(null, '', location.search);
  showSetupError(null);
  showRecordNote(`Loaded a record of ${loaded.record.moves.length} moves.`);
  box.value = '';
  refusals = [];
  setMatch(loaded);
  render(null);
}

// Every button of a person's seat stays clickable: the engine, not the page, decides what is
// allowed. The computer's seat is the computer's.
for (const seat of seats) {
  const card = $(`.player[data-seat="${seat}"]`);
  card.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest('button[data-action]');
    if (!button || (state && computerSeat(state) === seat)) return;
    const type = button.getAttribute('data-action');
    const text = /** @type {HTMLInputElement} */ ($('.stake', card)).value.trim();
    if (type === 'bet' && text === '') {
      // An empty field is no stake at all: say so, rather than the engine's words for 0.
      const range = state && state.phase === 'betting' ? stakeRange(state) : null;
      showWhy(
        range
          ? `Type a stake first: a whole number from 1 to ${range.max}.`
          : 'Type a stake first.',
      );
      return;
    }
    if (type === 'bet') play({ type, player: seat, amount: Number(text) });
    else if (type === 'accept' || type === 'decline' || type === 'roll')
      play({ type, player: seat });
  });
}
$('#setup').addEventListener('submit', (event) => {
  event.preventDefault();
  newMatch();
});
$('#undo').addEventListener('click', undo);
// Auto-roll takes effect at once: the roll waiting now plays by itself, or waits for Roll.
$('#auto-roll').addEventListener('change', () => {
  if (state) writeLink(link.seed, link.chips);
  render(null);
});
$('#copy-record').addEventListener('click', () => void copyRecord());
$('#load-record').addEventListener('click', loadRecord);
// The switch takes effect at once, in the match on the table; the best computer refuses a match
// too large for the solver, in words, and the switch goes back.
for (const id of ['#bot', '#bot-seat']) {
  $(id).addEventListener('change', () => {
    const wanted = readComputer();
    const refusal = wanted?.strategy === 'best' && state ? bestRefuses(state.totalChips) : null;
    if (refusal) {
      /** @type {HTMLSelectElement} */ ($('#bot')).value = computer?.strategy ?? 'off';
      showSetupError(refusal);
      return;
    }
    showSetupError(null);
    computer = wanted;
    if (state) writeLink(link.seed, link.chips);
    render(null);
  });
}

// A link like #seed=42&chips=50 replays that match's dice; &bot=best&seat=1 plays it against the
// computer, and &auto=1 rolls by itself.
const params = new URLSearchParams(location.hash.slice(1));
/** @type {HTMLInputElement} */ ($('#seed')).value = params.get('seed') ?? '';
/** @type {HTMLInputElement} */ ($('#chips')).value = params.get('chips') ?? '100';
/** @type {HTMLSelectElement} */ ($('#bot-seat')).value = params.get('seat') === '0' ? '0' : '1';
/** @type {HTMLInputElement} */ ($('#auto-roll')).checked = params.get('auto') === '1';
const wanted = params.get('bot') ?? 'off';
/** @type {KiriError | null} */
let refused = null;
try {
  // createBot's words for a strategy it does not know (or, for `fixed`, the stake the switch
  // does not offer).
  if (wanted !== 'off') botOf(wanted);
  /** @type {HTMLSelectElement} */ ($('#bot')).value = wanted;
} catch (error) {
  if (!(error instanceof KiriError)) throw error;
  refused = error;
}
computer = readComputer();
newMatch();
if (refused && state) showSetupError(refused);
