// @ts-check
// Online play: the playground as a client of a referee (`kiri-dice serve`, which serves this page
// beside its API on the same origin). A seat's secrets (its token, its fresh client seed, the
// server's commitment seen before joining, the seed commitments seen before revealing, and the
// request ids of a join, a reveal and a move not yet answered) are kept in sessionStorage, so a
// reload or a restarted referee goes on where it was, sending again what went unanswered with
// the same request id. After the match, every roll is checked here with kiri-dice/fair.
//
// The matches this page creates take a fresh value from each seat in every round (`rounds: true`,
// see docs/fair-dice.md): the seat's value of the round is kept in sessionStorage too, and so is
// the fresh value that comes next, stored with its request (an accept, or the bettor's reveal)
// before that request is sent, so that a reload sends the very same request again and never
// reveals another value. A match of one seed each, made by another client, plays as before.
import { KiriError, legalActions, playerToAct, stakeRange } from './kiri-dice.js';
import { formatRecord } from './kiri-dice-record.js';
import { drawBoard, drawLog, hintOf, showWhy } from './board.js';
import { el } from './element.js';
import { speech } from './language.js';
import { showReview } from './reviewPanel.js';
import { movesLog } from './roundLog.js';

/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice').Action} Action */
/** @typedef {import('kiri-dice/fair').FairReveal} FairReveal */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {import('./roundLog.js').LogLine} LogLine */
/**
 * A referee's view of a match (see the operator's guide). `reveals` is `null` for a match of one
 * seed each (a referee that has none has no `reveals`), else how many values of rounds were
 * revealed and the last ones (the record has them all); `revealed` and `clientSeeds` then stay
 * unused.
 * @typedef {{ id: string, step: number, version: number, state: MatchState, seats: number,
 *   commitment: string, seedCommitments: (string | null)[], revealed: boolean[],
 *   clientSeeds: string[] | null, reveals?: RecentReveals | null,
 *   serverSeed: string | null, expired: boolean, clock: Clock | null }} View
 */
/**
 * The reveals of a match of fresh values each round as a view shows them: how many, and the
 * last ones.
 * @typedef {{ count: number, recent: FairReveal[] }} RecentReveals
 */
/**
 * A match's clock as the referee shows it: `deadline` is by the referee's clock.
 * @typedef {{ perAction: number, reserve: number, reserveLeft: [number, number],
 *   running: 0 | 1 | null, deadline: number | null }} Clock
 */
/**
 * A seat's reveal of its value of the round, and its commitment to its next value.
 * @typedef {{ value: string, next: string }} Reveal
 */
/**
 * What this tab keeps of a match it plays (`invitation`: a private match's, which its link
 * carries after `#`, so that it never reaches a server's log). In a match of fresh values each
 * round: `value` is the seat's value not yet revealed, the one its last commitment binds (its
 * join's `clientSeed` at first); `fresh` is the next value, which the `next` of the unanswered
 * accept (`pending.reveal`) or bettor's reveal (`valueRequest`) commits to, and which becomes
 * `value` once that request is answered. Both are `null` in a match of one seed each. `rematch`
 * is the seed this seat's press of "Rematch" committed to, kept so that a reload sends the same
 * press again; `rematchOf` is the match that a rematch follows.
 * @typedef {{ id: string, seat: 0 | 1 | null, token: string | null, clientSeed: string,
 *   seedCommitment: string, commitment: string, joinRequestId: string, revealRequestId: string,
 *   invitation: string | null,
 *   seedCommitments: (string | null)[] | null,
 *   pending: { requestId: string, action: Action, reveal?: Reveal } | null,
 *   value?: string | null, fresh?: string | null,
 *   valueRequest?: ({ requestId: string } & Reveal) | null,
 *   rematch?: { clientSeed: string } | null, rematchOf?: string | null
 * }} Session
 */

/** How many times a request is sent to a referee that does not answer, about 1.5 s apart. */
const MOST_TRIES = 60;
const STORAGE = 'kiri-online:';
/** The most a poll loop runs: a match that long has long expired. */
const MOST_POLLS = 100_000;

/** The last seconds of a player's time, shown so that nobody misses them. */
const LOW_MS = 10_000;
/**
 * The referee's clock less this page's, in ms, from the `Date` of its last answer (whole
 * seconds: half a second is added, the middle of the second it names).
 */
let skew = 0;
/** The timer that redraws the clocks while one runs. */
let ticking = 0;

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The referee's address of `path`, beside the page (so a page under a path still works). */
const api = (/** @type {string} */ path) => new URL(path, location.href).href;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fair = () => import('./kiri-dice-fair.js');

/** @type {Session | null} */
let session = null;
/** @type {View | null} */
let view = null;
/** @type {EventSource | null} */
let stream = null;
/** Each watch of a match has its number: a loop of an older one stops. */
let watching = 0;
let sending = false;
let finished = false;
/** The type of the match's last move, from its record: a state cannot tell a halt. */
let lastMove = '';
/**
 * The round log of the match's record as last fetched, with its version and number of moves;
 * `lines` is `null` when the record could not be replayed here.
 * @type {{ version: number, moves: number, lines: LogLine[] | null }}
 */
let followed = { version: -1, moves: 0, lines: [] };
/** A fetch of the record is on its way: one at a time. */
let following = false;
/** The view last drawn, so that a new roll tumbles the dice once. */
let drawnKey = '';
/**
 * The referee refused this seat's value of the round: it is not sent again by itself (a reload
 * tries again), or the page would ask forever.
 */
let valueRefused = false;
/** The referee shows another commitment for this seat than the one it sent: it plays nothing. */
let distrusted = false;

/** @param {string} id @returns {Session | null} */
function load(id) {
  try {
    const text = sessionStorage.getItem(STORAGE + id);
    const kept = text === null ? null : JSON.parse(text);
    return kept && typeof kept === 'object' && kept.id === id ? kept : null;
  } catch {
    return null;
  }
}

function save() {
  if (session) sessionStorage.setItem(STORAGE + session.id, JSON.stringify(session));
}

/** Shows a line in the match's message (a refusal, the connection), or clears it. */
function say(/** @type {string} */ text, kind = 'refusal') {
  const line = $('online-message');
  line.textContent = text;
  line.dataset.kind = kind;
  line.hidden = text === '';
}

/** The referee's words for a refusal: its code and message, or the status alone. */
function refusal(/** @type {{ status: number, data: any }} */ answer) {
  const { code, message } = answer.data ?? {};
  return typeof message === 'string'
    ? speech.refused(speech.refusal(String(code), message), String(code))
    : speech.answered(answer.status);
}

/**
 * Sends one request; a referee that does not answer, or answers 502 to 504, is waited for and
 * asked again (the same body, so the same request id), at most MOST_TRIES times.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, data: any }>}
 */
async function send(method, path, body) {
  for (let tries = 1; ; tries++) {
    let wait = 1500;
    try {
      /** @type {Record<string, string>} */
      const headers = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (session?.token) headers.authorization = `Bearer ${session.token}`;
      const response = await fetch(api(path), {
        method,
        headers,
        cache: 'no-store',
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const data = await response.json().catch(() => null);
      const date = Date.parse(response.headers.get('date') ?? '');
      if (Number.isFinite(date)) skew = date + 500 - Date.now();
      if (response.status < 502 || response.status > 504) {
        if ($('online-message').dataset.kind === 'connection') say('');
        return { status: response.status, data };
      }
      const after = Number(response.headers.get('retry-after'));
      if (after > 0) wait = Math.min(after, 10) * 1000;
      const message = typeof data?.message === 'string' ? data.message : '';
      say(speech.unavailable(response.status, message, tries, MOST_TRIES), 'connection');
    } catch {
      say(speech.noAnswer(tries, MOST_TRIES), 'connection');
    }
    if (tries >= MOST_TRIES) throw new Error(speech.didNotAnswer);
    await sleep(wait);
  }
}

/** Runs `task`; when the referee never answers, says so and offers to try again. */
async function guarded(/** @type {() => Promise<void>} */ task) {
  try {
    await task();
  } catch (error) {
    say(speech.reloadToTry(error instanceof Error ? error.message : String(error)));
  }
}

/** The address of a match, to send to the other player: a private match's with its invitation. */
function linkOf(/** @type {string} */ id) {
  const invitation = session?.invitation ?? null;
  const secret = invitation === null ? '' : `#invitation=${encodeURIComponent(invitation)}`;
  return `${location.origin}${location.pathname}?match=${encodeURIComponent(id)}${secret}`;
}

/** The invitation that the page's address carries, if any. */
function invitationOfLink() {
  return new URLSearchParams(location.hash.slice(1)).get('invitation');
}

/**
 * How many values of rounds a match has had revealed, or `null` for a match of one seed each.
 * @param {View} seen
 * @returns {number | null}
 */
function revealCount(seen) {
  return seen.reveals?.count ?? null;
}

/** Whether a match takes a fresh value from each seat in every round (else one seed each). */
const isRounds = (/** @type {View} */ seen) => revealCount(seen) !== null;

/**
 * The seat whose value of the round the referee waits for, in a match of fresh values each
 * round: the bettor's, after the round's accept (which carried the acceptor's) and before its
 * first roll. `null` when none is due.
 * @param {View} seen
 * @returns {0 | 1 | null}
 */
function valueDue(seen) {
  const count = revealCount(seen);
  if (count === null || seen.expired || seen.state.phase !== 'rolling') return null;
  return count % 2 === 1 ? seen.state.bettor : null;
}

/** How the match ended, for a player (won or lost, and how) or a spectator. */
function endText(/** @type {MatchState} */ state, /** @type {0 | 1 | null} */ seat) {
  if (state.winner === null)
    return lastMove === 'halt'
      ? speech.overHalted
      : lastMove === 'decline'
        ? speech.overDeclined
        : speech.overNoWinner;
  const onTime = state.lastRound?.reason === 'timeout';
  if (seat === null) return speech.overWins(state.winner, onTime);
  return speech.overYou(state.winner === seat, onTime, state.winner);
}

/**
 * How the finished match's last round ended: who won it, how, and the chips and points (the
 * round after it, which is never played, would show no points); a figure never breaks inside.
 * Nothing while the match goes on: the board shows where it stands.
 * @param {MatchState} state
 * @returns {(string | HTMLElement)[]}
 */
function lastRoundLine(state) {
  const last = state.lastRound;
  if (state.phase !== 'over' || !last) return [];
  return [
    speech.lastRound(last.round, last.winner, last.reason),
    el('span', {}, speech.chipsCount(last.pot)),
    ' · ',
    el('span', {}, speech.chipsScore(state.chips)),
    ' · ',
    el('span', {}, speech.pointsScore(last.points)),
  ];
}

/**
 * What a card says online: to its own player the hint of the match on one screen; of another
 * seat, whom the match waits for.
 * @param {MatchState} state
 * @param {0 | 1} seat
 * @param {0 | 1 | null} move
 * @param {{ mine: 0 | 1 | null, waiting: string | null, due: 0 | 1 | null }} at
 */
function hintOnline(state, seat, move, { mine, waiting, due }) {
  if (waiting !== null) return waiting;
  if (due !== null)
    return seat !== due
      ? speech.waitingValue(due)
      : seat === mine
        ? speech.sendingValue
        : speech.sendsValue(seat);
  if (seat === mine) return hintOf(state, seat, move);
  if (move === null)
    return state.winner === null
      ? speech.noWinner
      : state.winner === seat
        ? speech.hasEveryChip(seat)
        : speech.noChipLeft(seat);
  if (move === seat) return speech.seatTo(seat, state.phase);
  return speech.waitingFor(move);
}

/** Redraws the match from the latest view. */
function render() {
  if (!view) return;
  const { state } = view;
  const seat = session?.seat ?? null;
  $('online-role').textContent = seat === null ? speech.watching : speech.youPlay(seat);
  const waitingForSeat = view.seats < 2 && seat !== null;
  // A rematch seats nobody by its link: only the other player's press.
  $('online-invite').hidden = !waitingForSeat || Boolean(session?.rematchOf);
  $('online-rematch').hidden = !session?.token || state.phase !== 'over';
  // A spectator plays nothing, and nobody plays a finished match: no controls.
  $('online-controls').hidden = seat === null || state.phase === 'over' || view.expired;
  /** @type {HTMLInputElement} */ ($('online-link')).value = linkOf(view.id);
  const line = lastRoundLine(state);
  $('online-state').hidden = line.length === 0;
  $('online-state').replaceChildren(...line);
  const next = playerToAct(state);
  const rounds = isRounds(view);
  // A match of fresh values each round starts at its second seat: no seed is revealed first.
  const ready = view.seats === 2 && (rounds || view.revealed.every(Boolean));
  const due = valueDue(view);
  let turn;
  if (view.expired) turn = rounds ? speech.expiredFirstBet : speech.expiredSeeds;
  else if (state.phase === 'over') turn = endText(state, seat);
  else if (view.seats < 2) turn = session?.rematchOf ? speech.waitRematch : speech.waitLink;
  else if (!ready) turn = speech.waitSeeds;
  else if (due !== null)
    turn =
      due !== seat
        ? speech.waitingValue(due)
        : valueRefused
          ? speech.valueRefused
          : speech.sendingValue;
  else if (next === seat) turn = speech.yourTurn(state.phase);
  else turn = speech.waitingTo(next ?? 0, state.phase);
  $('online-turn').textContent = turn;
  renderClocks();
  // A roll shows in the state's last roll, points and extra rolls: any change of them tumbles.
  const key = JSON.stringify([state.lastRoll, state.round, state.points, state.bonusRolls]);
  const rolled = drawnKey !== '' && key !== drawnKey && state.lastRoll !== null;
  drawnKey = key;
  const waiting = view.expired || view.seats < 2 || !ready ? turn : null;
  drawBoard(state, {
    hint: (of, move) => hintOnline(state, of, move, { mine: seat, waiting, due }),
    tags: (of) => (of === seat ? [el('span', { class: 'tag you' }, speech.you)] : []),
    rolled,
    lastMove,
  });
  showWhy(null);
  document.body.classList.add('online-drawn');
  drawLog(
    followed.lines ?? [],
    followed.lines === null ? speech.recordHidden : speech.moves(followed.moves),
  );
  const mine =
    ready &&
    due === null &&
    seat !== null &&
    next === seat &&
    !session?.pending &&
    !session?.valueRequest &&
    !distrusted &&
    !view.expired;
  /** @type {string[]} */
  const allowed = mine ? legalActions(state).map((action) => action.type) : [];
  for (const button of document.querySelectorAll('#online-controls button'))
    /** @type {HTMLButtonElement} */ (button).disabled = !allowed.includes(
      /** @type {HTMLElement} */ (button).dataset.action ?? '',
    );
  const range = mine ? stakeRange(state) : null;
  const stake = /** @type {HTMLInputElement} */ ($('online-stake'));
  stake.disabled = range === null;
  if (range) {
    stake.max = String(range.max);
    if (!(Number(stake.value) >= 1 && Number(stake.value) <= range.max))
      stake.value = String(range.max);
  }
}

/** `ms` as minutes and seconds, rounded up: a player with 0.2 s left still has 0:01. */
function clockText(/** @type {number} */ ms) {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Draws both players' time: the seat whose time runs counts down, by the referee's clock (its
 * deadline less the referee's time now, estimated from this page's); the other shows what its
 * next turn has. The last 10 s are marked.
 */
function renderClocks() {
  const clock = view?.clock ?? null;
  const box = $('online-clock');
  box.hidden = clock === null;
  if (clock === null || !view) return;
  const over = view.state.phase === 'over' || view.expired;
  const running = over ? null : clock.running;
  box.replaceChildren(
    .../** @type {const} */ ([0, 1]).map((seat) => {
      const full = clock.perAction + clock.reserveLeft[seat];
      // The skew is known to half a second only: a clock never shows more than its seat has.
      const left =
        running === seat && clock.deadline !== null
          ? Math.min(full, clock.deadline - (Date.now() + skew))
          : full;
      const low = running === seat && left <= LOW_MS;
      const mine = session?.seat === seat;
      const item = el(
        'span',
        { class: `online-clock-seat${running === seat ? ' running' : ''}${low ? ' low' : ''}` },
        speech.clockSeat(seat, mine),
        el(
          'strong',
          {},
          running === seat || !over ? clockText(left) : clockText(clock.reserveLeft[seat]),
        ),
      );
      if (low) item.append(' ', el('span', { class: 'online-clock-warning' }, speech.hurry));
      return item;
    }),
  );
  clearTimeout(ticking);
  if (running !== null) ticking = window.setTimeout(renderClocks, 250);
}

/**
 * Takes a newer view (an older one is not taken), then redraws and does what the match calls for.
 * Both happen for an older view too: it answers a request of this seat's, which is no longer
 * pending (the bettor's value may have come, by the event stream, before the answer to the
 * accept that it followed).
 */
function update(/** @type {View} */ next) {
  if (!view || next.step >= view.step) {
    view = next;
    $('online-match').dataset.step = String(next.step);
  }
  render();
  void guarded(afterUpdate);
  void followRecord();
}

/**
 * Fetches the match's record while the view has moves that the round log lacks: one fetch at a
 * time, and again when the match moved on meanwhile. It is asked once and says nothing: the
 * message line speaks of this seat's requests, and the next view asks again.
 */
async function followRecord() {
  while (view && !following && followed.version < view.version) {
    following = true;
    let answer = null;
    try {
      const response = await fetch(api(`matches/${view.id}/record`), { cache: 'no-store' });
      if (response.ok) answer = await response.json();
    } catch {
      answer = null;
    } finally {
      following = false;
    }
    if (!(answer?.version > followed.version)) return;
    takeRecord(answer);
    render();
  }
}

/**
 * Takes a newer record for the round log. One that does not replay (the referee's answer is not
 * trusted) shows no log, and tells nothing of the last move.
 */
function takeRecord(/** @type {{ version: number, record: MatchRecord }} */ answer) {
  if (answer.version <= followed.version) return;
  try {
    const lines = movesLog(answer.record).flat();
    followed = { version: answer.version, moves: answer.record.moves.length, lines };
    lastMove = answer.record.moves.at(-1)?.type ?? '';
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    followed = { version: answer.version, moves: 0, lines: null };
  }
}

async function afterUpdate() {
  if (!view) return;
  const seat = session?.token ? session.seat : null;
  if (seat !== null && view.seats === 2 && !view.expired) {
    if (!isRounds(view)) {
      if (!view.revealed[seat]) await reveal();
    } else {
      keepCommitments();
      await sendValue();
    }
  }
  if ((view.state.phase === 'over' && view.serverSeed) || view.expired) await finish();
}

/** Reveals this seat's seed, once both seats have committed and its commitment is the one sent. */
async function reveal() {
  if (!session || session.seat === null || !view || sending) return;
  if (view.seedCommitments[session.seat] !== session.seedCommitment) {
    say(speech.otherSeedCommitment);
    return;
  }
  // The commitments seen before any seed is revealed: the check after the match compares them.
  session.seedCommitments ??= [...view.seedCommitments];
  save();
  const id = view.id;
  const body = { requestId: session.revealRequestId, clientSeed: session.clientSeed };
  sending = true;
  let answer;
  try {
    answer = await send('POST', `matches/${id}/seed`, body);
  } finally {
    sending = false;
  }
  if (answer.status === 200) update(answer.data);
  else seatRefused(answer);
}

/**
 * In a match of fresh values each round, once both seats are in: checks that the referee shows
 * the commitment this seat sent, and keeps both seats' commitments as seen before the first
 * reveal, which the check after the match starts from.
 */
function keepCommitments() {
  if (!session || session.seat === null || !view || session.seedCommitments || distrusted) return;
  if (view.seedCommitments[session.seat] !== session.seedCommitment) {
    distrusted = true;
    say(speech.otherValueCommitment);
    render();
    return;
  }
  if (revealCount(view) === 0) {
    session.seedCommitments = [...view.seedCommitments];
    save();
  }
}

/**
 * The bettor's reveal of its value of the round, sent by itself as soon as it is due (never
 * before). The request, with the fresh next value that its `next` commits to, is kept before it
 * is sent; one kept and not answered (a reload, a lost answer) is sent again as it is.
 */
async function sendValue() {
  if (!session?.token || session.seat === null || !view || sending || valueRefused) return;
  if (distrusted || view.state.phase === 'over' || view.expired) return;
  if (!session.valueRequest) {
    const value = session.value ?? null;
    if (valueDue(view) !== session.seat || session.pending || value === null) return;
    const { commitTo, createClientSeed } = await fair();
    const fresh = createClientSeed();
    const next = await commitTo(fresh);
    // Another call may have made the request meanwhile, or the match moved on.
    if (!session || session.valueRequest || session.pending || sending || !view) return;
    if (valueDue(view) !== session.seat || session.value !== value) return;
    session.fresh = fresh;
    session.valueRequest = { requestId: crypto.randomUUID(), value, next };
    save();
  }
  const request = session.valueRequest;
  const id = view.id;
  sending = true;
  let answer;
  try {
    answer = await send('POST', `matches/${id}/seed`, request);
  } finally {
    sending = false;
  }
  if (answer.status === 200) {
    answered(request.requestId);
    update(answer.data);
  } else {
    valueRefused = true;
    seatRefused(answer);
  }
}

/**
 * The referee answered this seat's request `requestId`: it is no longer pending, and a fresh
 * value its `next` committed to becomes the seat's value, the one its next reveal sends.
 */
function answered(/** @type {string} */ requestId) {
  if (!session) return;
  let revealed = false;
  if (session.pending?.requestId === requestId) {
    revealed = session.pending.reveal !== undefined;
    session.pending = null;
  } else if (session.valueRequest?.requestId === requestId) {
    revealed = true;
    session.valueRequest = null;
  }
  if (revealed && session.fresh) {
    session.value = session.fresh;
    session.fresh = null;
  }
  save();
}

/** A refusal of a seat's request: its message; a token the referee does not know is forgotten. */
function seatRefused(/** @type {{ status: number, data: any }} */ answer) {
  if (answer.status === 401 || answer.status === 403) {
    say(speech.noLongerSeat(refusal(answer)));
    if (session) {
      session.seat = null;
      session.token = null;
    }
  } else say(refusal(answer));
  if (session) {
    // A refused request was not taken: its fresh value was never committed to, and is dropped.
    session.pending = null;
    session.valueRequest = null;
    session.fresh = null;
    save();
  }
  render();
}

/**
 * Plays an action of this seat: kept first, so that a move that goes unanswered is sent again.
 * An accept in a match of fresh values each round carries the seat's value of the round, and
 * its commitment to a fresh next value, kept with it.
 */
async function move(/** @type {Action} */ action) {
  if (!session || sending || session.pending || session.valueRequest || !view) return;
  /** @type {NonNullable<Session['pending']>} */
  const pending = { requestId: crypto.randomUUID(), action };
  let fresh = null;
  if (action.type === 'accept' && isRounds(view)) {
    const value = session.value ?? null;
    if (value === null) {
      say(speech.noValue);
      return;
    }
    const { commitTo, createClientSeed } = await fair();
    fresh = createClientSeed();
    pending.reveal = { value, next: await commitTo(fresh) };
    if (!session || sending || session.pending || session.valueRequest) return;
  }
  session.pending = pending;
  if (fresh !== null) session.fresh = fresh;
  save();
  render();
  await sendPending();
}

/** Sends the move this seat has not had answered (again, with its request id). */
async function sendPending() {
  if (!session?.pending || !view || sending) return;
  const request = session.pending;
  const id = view.id;
  sending = true;
  let answer;
  try {
    say('');
    answer = await send('POST', `matches/${id}/moves`, request);
  } finally {
    sending = false;
  }
  if (answer.status === 200) {
    answered(request.requestId);
    update(answer.data);
  } else seatRefused(answer);
}

/** Follows the match: its event stream, or the long poll when there is no stream. */
function watch() {
  const generation = ++watching;
  stream?.close();
  stream = null;
  if (!view || finished) return;
  if (typeof EventSource !== 'function') {
    void guarded(() => poll(generation));
    return;
  }
  const events = new EventSource(api(`matches/${view.id}/events`));
  stream = events;
  events.addEventListener('match', (event) =>
    update(JSON.parse(/** @type {MessageEvent} */ (event).data)),
  );
  events.addEventListener('open', () => {
    if ($('online-message').dataset.kind === 'connection') say('');
    void guarded(sendPending);
  });
  events.addEventListener('error', () => {
    if (generation !== watching || finished) return;
    if (events.readyState === EventSource.CLOSED) {
      // Refused (a full pool, a 503, the end of the match): the long poll takes over.
      events.close();
      void guarded(() => poll(generation));
    } else say(speech.reconnecting, 'connection');
  });
}

/** Long polls the match until it ends (or another watch starts). */
async function poll(/** @type {number} */ generation) {
  for (let polls = 0; polls < MOST_POLLS && generation === watching && view && !finished; polls++) {
    const answer = await send('GET', `matches/${view.id}?after=${view.step}`);
    if (generation !== watching) return;
    if (answer.status === 200) {
      update(answer.data);
      await sendPending();
    } else if (answer.status === 429) await sleep(2000);
    else {
      say(refusal(answer));
      return;
    }
  }
}

/** After the match: the record, and every roll checked here from the revealed seeds. */
async function finish() {
  if (!view || finished) return;
  finished = true;
  stream?.close();
  watching++;
  const result = $('online-verified');
  const rounds = isRounds(view);
  if (view.expired || !view.serverSeed || (!rounds && !view.clientSeeds)) {
    result.textContent = rounds ? speech.noRollsFirstBet : speech.noRollsSeeds;
    return;
  }
  if (!rounds && (view.clientSeeds?.length ?? 0) < 2) {
    const late = view.revealed.indexOf(false);
    result.textContent = speech.noRollsLate(late);
    return;
  }
  const answer = await send('GET', `matches/${view.id}/record`);
  if (answer.status !== 200) {
    result.textContent = speech.noRecord(refusal(answer));
    return;
  }
  const { record } = answer.data;
  takeRecord(answer.data);
  render();
  /** @type {HTMLTextAreaElement} */ ($('online-record')).value = formatRecord(record);
  $('online-result').hidden = false;
  // Both players and every spectator review the same record, whose rolls they check below.
  void showReview(record);
  let found;
  try {
    found = await verdictOf(view, record);
  } catch (error) {
    // A seed the check cannot even read (a server seed that is no hex) verifies nothing.
    const why =
      error instanceof KiriError
        ? speech.refusal(error.code, error.message)
        : error instanceof Error
          ? error.message
          : String(error);
    found = { ok: false, text: speech.notVerified(why) };
  }
  result.textContent = found.text;
  result.dataset.ok = String(found.ok);
}

/**
 * What the check of a finished match found, in one line, and whether every roll held. The
 * reveals of a match of fresh values each round are those the record carries; the commitments,
 * those this tab saw.
 * @param {View} done
 * @param {any} record
 * @returns {Promise<{ ok: boolean, text: string }>}
 */
async function verdictOf(done, record) {
  const not = (/** @type {string} */ text) => ({ ok: false, text });
  const { commitTo, jointSeed, verifyFairRolls } = await fair();
  const serverSeed = /** @type {string} */ (done.serverSeed);
  const commitment = session?.commitment ?? done.commitment;
  // The commitments this tab saw before the seeds or values were revealed; a spectator has the
  // referee's.
  const kept = [...(session?.seedCommitments ?? done.seedCommitments)];
  let verdict;
  if (isRounds(done)) {
    /** @type {FairReveal[] | undefined} */
    const reveals = record?.rounds?.reveals;
    if (!Array.isArray(reveals)) return not(speech.noReveals);
    // This seat's own: the one this tab sent with its join, whatever the referee shows.
    const seat = session?.seat ?? null;
    if (session && seat !== null) kept[seat] = session.seedCommitment;
    const commitments = /** @type {[string, string]} */ ([kept[0], kept[1]]);
    verdict = await verifyFairRolls({
      serverSeed,
      commitment,
      record: { ...record, rounds: { commitments, reveals } },
    });
  } else {
    const seeds = /** @type {string[]} */ (done.clientSeeds);
    for (const seat of [0, 1]) {
      if ((await commitTo(/** @type {string} */ (seeds[seat]))) !== kept[seat])
        return not(speech.seedNotCommitted(seat));
    }
    verdict = await verifyFairRolls({
      serverSeed,
      clientSeed: jointSeed(seeds),
      commitment,
      record,
    });
  }
  if (verdict.ok) return { ok: true, text: speech.allVerified(verdict.rolls) };
  switch (verdict.reason) {
    case 'dice':
      return not(speech.wrongDice(verdict.roll, verdict.expected, verdict.got));
    case 'commitment':
      return not(speech.wrongServerSeed);
    case 'reveal':
      return not(speech.wrongReveal(verdict.reveal));
    case 'order':
      return not(speech.wrongOrder(verdict.reveal, verdict.got, verdict.expected));
    case 'repeat':
      return not(speech.repeatedReveal(verdict.reveal));
    case 'missing':
      return not(speech.missingReveal(verdict.reveal));
    case 'extra':
      return not(speech.extraReveal(verdict.reveal));
    default:
      return not(speech.notVerified(verdict.reason));
  }
}

/**
 * Takes a seat in match `id`: a fresh client seed (in a match of fresh values each round, the
 * seat's value of round 1), committed to, and a random request id.
 */
async function join(/** @type {View} */ seen) {
  const { commitTo, createClientSeed } = await fair();
  const clientSeed = session?.clientSeed ?? createClientSeed();
  session ??= {
    id: seen.id,
    seat: null,
    token: null,
    clientSeed,
    seedCommitment: await commitTo(clientSeed),
    // The server's commitment as this tab saw it before joining: the join must return it.
    commitment: seen.commitment,
    joinRequestId: crypto.randomUUID(),
    revealRequestId: crypto.randomUUID(),
    invitation: invitationOfLink(),
    seedCommitments: null,
    pending: null,
    value: isRounds(seen) ? clientSeed : null,
    fresh: null,
    valueRequest: null,
  };
  save();
  const answer = await send('POST', `matches/${seen.id}/seats`, {
    requestId: session.joinRequestId,
    seedCommitment: session.seedCommitment,
    ...(session.invitation ? { invitation: session.invitation } : {}),
  });
  if (answer.status !== 201) {
    sessionStorage.removeItem(STORAGE + seen.id);
    session = null;
    say(speech.youWatch(refusal(answer)));
    return;
  }
  if (answer.data.commitment !== session.commitment) {
    say(speech.commitmentChanged);
    return;
  }
  session.seat = answer.data.seat;
  session.token = answer.data.token;
  save();
}

/** Opens match `id`: rejoins with what this tab kept, joins a free seat, or watches. */
async function open(/** @type {string} */ id) {
  showMatch();
  session = load(id);
  valueRefused = false;
  distrusted = false;
  const answer = await send('GET', `matches/${encodeURIComponent(id)}`);
  if (answer.status !== 200) {
    sessionStorage.removeItem(STORAGE + id);
    session = null;
    showLobby(answer.status === 404 ? speech.noSuchMatch(id) : refusal(answer));
    return;
  }
  /** @type {View} */
  const seen = answer.data;
  const over = seen.state.phase === 'over' || seen.expired;
  let current = seen;
  if (!over && (session ? session.token === null : seen.seats < 2)) {
    // A new seat, or a join whose answer never came: sent again with its request id.
    await join(seen);
    const fresh = await send('GET', `matches/${encodeURIComponent(id)}`);
    if (fresh.status === 200) current = fresh.data;
  } else if (session && session.token === null) session = null;
  view = null;
  update(current);
  watch();
  await sendPending();
}

/**
 * Presses "Rematch": a seat in the rematch of this finished match, with a fresh seed committed
 * to (kept first, so that a reload sends the same press), then opens the rematch. The other
 * player's page offers the same; the match starts when both have pressed.
 */
async function rematch() {
  if (!view || !session?.token || view.state.phase !== 'over') return;
  const { commitTo, createClientSeed } = await fair();
  session.rematch ??= { clientSeed: createClientSeed() };
  save();
  const { clientSeed } = session.rematch;
  const seedCommitment = await commitTo(clientSeed);
  const answer = await send('POST', `matches/${view.id}/rematch`, { seedCommitment });
  if (answer.status !== 201) {
    say(refusal(answer));
    return;
  }
  /** @type {Session} */
  const next = {
    id: answer.data.id,
    seat: answer.data.seat,
    token: answer.data.token,
    clientSeed,
    seedCommitment,
    commitment: answer.data.commitment,
    joinRequestId: crypto.randomUUID(),
    revealRequestId: crypto.randomUUID(),
    invitation: null,
    seedCommitments: null,
    pending: null,
    value: isRounds(view) ? clientSeed : null,
    fresh: null,
    valueRequest: null,
    rematchOf: view.id,
  };
  sessionStorage.setItem(STORAGE + next.id, JSON.stringify(next));
  // A page of its own: every part of this one's state is the finished match's.
  location.assign(`?match=${encodeURIComponent(next.id)}`);
}

/**
 * Creates a match of fresh values each round with the chips of the setup (private, unless it is
 * to be listed), takes seat 0 and shows the link. Against the computer, the referee takes seat 0
 * and this page seat 1; such a match is always private, with fresh values each round.
 */
async function create(computer = false) {
  const chips = Number(/** @type {HTMLInputElement} */ ($('chips')).value);
  const listed = /** @type {HTMLInputElement} */ ($('online-public')).checked;
  const answer = await send('POST', 'matches', {
    ...(Number.isInteger(chips) && chips > 0 ? { chips: [chips, chips] } : {}),
    ...(computer ? { opponent: 'computer', strategy: 'best' } : { private: !listed, rounds: true }),
  });
  if (answer.status !== 201) {
    showLobby(refusal(answer));
    return;
  }
  const { id, invitation } = answer.data;
  const secret = invitation ? `#invitation=${encodeURIComponent(invitation)}` : '';
  history.pushState(null, '', `?match=${encodeURIComponent(id)}${secret}`);
  await open(id);
}

function showMatch() {
  document.body.classList.add('online-active');
  document.body.classList.remove('online-drawn');
  $('online-match').hidden = false;
  $('online-lobby').hidden = true;
  say('');
}

/** The lobby: a new match, and the referee's open matches to join. */
async function showLobby(/** @type {string} */ note = '') {
  document.body.classList.remove('online-active', 'online-drawn');
  $('online-match').hidden = true;
  $('online-lobby').hidden = false;
  $('online-note').textContent = note;
  $('online-note').hidden = note === '';
  const answer = await send('GET', 'matches');
  const list = $('online-open');
  const matches = answer.status === 200 ? answer.data.matches : [];
  list.replaceChildren(
    ...(matches.length === 0
      ? [el('li', {}, speech.noOpenMatch)]
      : matches.map((/** @type {{ id: string }} */ match) =>
          el(
            'li',
            {},
            el('a', { href: `?match=${encodeURIComponent(match.id)}` }, speech.join(match.id)),
          ),
        )),
  );
}

async function start() {
  // `kiri-dice serve` marks the page it serves; the docs site's copy has no referee beside it.
  if (!document.querySelector('meta[name="kiri-referee"]')) {
    $('online-unserved').hidden = false;
    return;
  }
  $('online-served').hidden = false;
  $('online-new').addEventListener('click', () => void guarded(create));
  $('online-computer').addEventListener('click', () => void guarded(() => create(true)));
  $('online-refresh').addEventListener('click', () => void guarded(showLobby));
  for (const button of document.querySelectorAll('#online-controls button'))
    button.addEventListener('click', () => {
      if (!view || !session || session.seat === null) return;
      const type = /** @type {HTMLElement} */ (button).dataset.action;
      const player = session.seat;
      /** @type {Action} */
      const action =
        type === 'bet'
          ? {
              type,
              player,
              amount: Number(/** @type {HTMLInputElement} */ ($('online-stake')).value),
            }
          : /** @type {Action} */ ({ type, player });
      void guarded(() => move(action));
    });
  $('online-rematch').addEventListener('click', () => void guarded(rematch));
  $('online-copy-link').addEventListener('click', () => void copy('online-link'));
  $('online-copy-record').addEventListener('click', () => void copy('online-record'));
  const id = new URLSearchParams(location.search).get('match');
  await guarded(() => (id ? open(id) : showLobby()));
}

/** Copies a field's text, or selects it where the clipboard is refused. */
async function copy(/** @type {string} */ field) {
  const input = /** @type {HTMLInputElement} */ ($(field));
  try {
    await navigator.clipboard.writeText(input.value);
    say(speech.copied, 'note');
  } catch {
    input.select();
    say(speech.copyByHand, 'note');
  }
}

void start();
