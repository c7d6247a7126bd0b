// @ts-check
// The Kiri playground: plain DOM code around the public API of kiri-dice. The match is kept with
// its record (kiri-dice/record): "Undo" and the round log come from the record, and the record's
// text can be copied and loaded again. The computer and the chances come from kiri-dice/odds.
import {
  KiriError,
  createMatch,
  legalActions,
  parseSeed,
  playerToAct,
  stakeRange,
} from './kiri-dice.js';
import { createBot } from './kiri-dice-odds.js';
import {
  formatRecord,
  parseRecord,
  play as playRecorded,
  resumeRecord,
  startRecord,
  undo as undoRecorded,
} from './kiri-dice-record.js';
import {
  $,
  drawBoard,
  drawLog,
  hintOf,
  namesOf,
  placePlayerCards,
  seats,
  showWhy,
} from './board.js';
import { MOST_SOLVED, matchOf } from './chances.js';
import { el } from './element.js';
import { speech, translatePage, wireSwitch } from './language.js';
import { hideReview, showReview } from './reviewPanel.js';
import { movesLog } from './roundLog.js';

/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice').SeatAction} SeatAction */
/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice').Seat} Seat */
/** @typedef {import('kiri-dice/odds').Bot} Bot */
/** @typedef {import('kiri-dice/odds').BotStrategy} BotStrategy */
/** @typedef {import('kiri-dice/record').RecordedMatch} RecordedMatch */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {import('kiri-dice/record').RecordedMove} RecordedMove */
/** @typedef {import('./roundLog.js').LogLine} LogLine */
/** @typedef {{ strategy: BotStrategy, seat: Seat, bot: Bot }} Computer */

// The players' cards, from their one template, before anything reads them.
placePlayerCards();

/** The key of each computer's name in the page's texts. */
const BOT_NAMES = /** @type {const} */ ({ best: 'botBest', random: 'botRandom', bold: 'botBold' });

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
        : [el('code', {}, error.code), ` ${speech.refusal(error.code, error.message)}`]),
  );
}

/**
 * Why the best computer cannot play a match of `total` chips in all, in words, or `null` when it
 * can: it stakes from the solved match, and the solver takes up to 10,000 chips.
 */
function bestRefuses(/** @type {number} */ total) {
  if (!(total > MOST_SOLVED)) return null;
  return speech.bestRefuses(MOST_SOLVED, total);
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

/** Plays an action; a rejected one changes nothing but the "why" line and the log. */
function play(/** @type {SeatAction} */ action) {
  if (!match) return;
  const next = playRecorded(match, action);
  if (next.state.error) {
    refusals.push({
      at: match.record.moves.length,
      line: {
        text: speech.tried(
          action.player,
          speech.actions[action.type],
          speech.refusal(next.state.error.code, next.state.error.message),
        ),
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
  const lines = [];
  let r = 0;
  movesLog(record).forEach((moveLines, i) => {
    for (; r < refusals.length && /** @type {{ at: number }} */ (refusals[r]).at <= i; r++)
      lines.push(/** @type {{ line: LogLine }} */ (refusals[r]).line);
    lines.push(...moveLines);
  });
  for (; r < refusals.length; r++) lines.push(/** @type {{ line: LogLine }} */ (refusals[r]).line);
  return lines;
}

function render(/** @type {Action | null} */ played) {
  // An online match has the board: the match of this screen waits, unseen, until it is left.
  if (document.body.classList.contains('online-active')) {
    clearTimeout(pending);
    return;
  }
  $('.table').toggleAttribute('inert', !state);
  $('.table').classList.toggle('no-match', !state);
  if (!state) {
    $('#status').textContent = speech.noMatchStatus;
    $('#score').textContent = '';
    $('#combination').replaceChildren(...namesOf(speech.phaseNames.none));
    /** @type {HTMLButtonElement} */ ($('#undo')).disabled = true;
    /** @type {HTMLTextAreaElement} */ ($('#record-text')).value = '';
    hideReview();
    return;
  }
  const current = state;
  const { record } = /** @type {RecordedMatch} */ (match);
  const { moves } = record;
  const move = playerToAct(current);
  const range = stakeRange(current);
  const machine = computerSeat(current);
  drawBoard(current, {
    hint: (seat) =>
      machine === seat && move === seat
        ? speech.thinking(
            speech.html[BOT_NAMES[/** @type {keyof typeof BOT_NAMES} */ (computer?.strategy)]],
          )
        : hintOf(current, seat, move),
    tags: (seat) =>
      machine === seat ? [el('span', { class: 'tag computer' }, speech.computer)] : [],
    rolled: played?.type === 'roll',
    lastMove: moves.at(-1)?.type ?? '',
  });
  for (const seat of seats) {
    const card = $(`.player[data-seat="${seat}"]`);
    card.classList.toggle('computer', machine === seat);
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
  showWhy(current.error ?? null);
  drawLog(logOf(record), speech.replays(String(record.start.seed), moves.length));
  /** @type {HTMLButtonElement} */ ($('#undo')).disabled = !moves.some(
    (move) => move.type === 'halt' || move.player !== machine,
  );
  /** @type {HTMLTextAreaElement} */ ($('#record-text')).value = formatRecord(record);
  if (current.phase === 'over') void showReview(record);
  else hideReview();
  const rollsItself =
    autoRoll() && current.phase === 'rolling' && move !== null && move !== machine;
  schedule(current, machine === move ? machine : null, rollsItself ? move : null);
}

/** Whether the person's rolls play by themselves, after the same pause as the computer's moves. */
function autoRoll() {
  return /** @type {HTMLInputElement} */ ($('#auto-roll')).checked;
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
 * Says how the record's text was copied or loaded, or why it was not loaded (the engine's words,
 * or the page's own for a record it cannot show).
 * @param {string | KiriError} note
 * @param {boolean} [refused]
 */
function showRecordNote(note, refused = note instanceof KiriError) {
  const line = $('#record-note');
  line.classList.toggle('refused', refused);
  line.replaceChildren(
    ...(note instanceof KiriError
      ? [el('code', {}, note.code), ` ${speech.refusal(note.code, note.message)}`]
      : [note]),
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
    showRecordNote(speech.copiedRecord);
  } catch {
    box.focus();
    box.select();
    showRecordNote(speech.recordSelected);
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
      showRecordNote(speech.houseRulesRecord, true);
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
  showRecordNote(speech.loaded(loaded.record.moves.length));
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
      showWhy(speech.typeStake(range ? range.max : null));
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

// The page's own words, in its language, before anything is drawn.
translatePage(document);
wireSwitch(/** @type {HTMLSelectElement} */ ($('#language')));

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
