// @ts-check
// One move of one player: authenticated by its token, checked by the engine, rolled with the
// fair dice, and stored in one transaction only if nobody moved the match meanwhile.
import { parseMatchState, validateAction } from 'kiri-dice';
import { fairDice } from 'kiri-dice/fair';
import { play } from 'kiri-dice/record';
import { canonical } from './canonical.mjs';
import { refuse } from './reply.mjs';
import { viewOf } from './view.mjs';

/** @typedef {import('./reply.mjs').Reply} Reply */
/** @typedef {import('kiri-dice').Action} Action */

/** A client's id for a request: it makes a resend safe (the same id gets the same answer). */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's two fields, or why it is refused.
 *
 * @param {unknown} body
 * @returns {{ requestId: string, action: Record<string, unknown> } | Reply}
 */
function readMove(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return refuse(400, 'BAD_REQUEST', 'send { requestId, action }');
  const extra = Object.keys(body).filter((key) => key !== 'requestId' && key !== 'action');
  // The referee keeps the state: a client that sends one (or anything else) is refused, never
  // believed.
  if (extra.length > 0)
    return refuse(400, 'BAD_REQUEST', `send only { requestId, action }, not ${extra.join(', ')}`);
  const { requestId, action } = /** @type {{ requestId?: unknown, action?: unknown }} */ (body);
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))
    return refuse(400, 'BAD_REQUEST', 'requestId must be 1 to 64 letters, digits, - or _');
  if (!action || typeof action !== 'object' || Array.isArray(action))
    return refuse(
      400,
      'INVALID_ACTION',
      "action must be an object like { type: 'roll', player: 0 }",
    );
  return { requestId, action: /** @type {Record<string, unknown>} */ (action) };
}

/**
 * Plays a move on a match.
 *
 * @param {import('./store.mjs').Store} store
 * @param {import('./waiters.mjs').Waiters} waiters
 * @param {{ id: string, seat: number, body: unknown }} request the seat its token plays
 * @returns {Promise<Reply>}
 */
export async function makeMove(store, waiters, { id, seat, body }) {
  const move = readMove(body);
  if ('status' in move) return move;
  const { requestId, action } = move;
  const sent = canonical(action);
  const prior = store.request(id, seat, requestId);
  if (prior) return resend(prior, sent, requestId);
  if (action['player'] !== seat)
    return refuse(
      403,
      'NOT_YOUR_SEAT',
      `your token plays seat ${seat}: action.player must be ${seat}`,
    );

  const row = store.match(id);
  if (!row) return refuse(404, 'NOT_FOUND', `no match ${id}`);
  if (row.seats < 2)
    return refuse(409, 'WAITING_FOR_PLAYER', 'the match starts when both seats are taken');
  if (action['type'] === 'roll' && action['dice'] !== undefined)
    return refuse(400, 'INVALID_ACTION', 'the referee rolls the dice: send a roll without dice');
  const state = parseMatchState(row.state);
  const error = validateAction(state, /** @type {Action} */ (/** @type {unknown} */ (action)));
  if (error) return refuse(error.code === 'INVALID_ACTION' ? 400 : 409, error.code, error.message);

  const clientSeeds = store.clientSeeds(id);
  // The only wait between load and store: another request may move the match meanwhile, and
  // the version check below then refuses this one.
  const dice =
    action['type'] === 'roll'
      ? await fairDice(row.server_seed, clientSeeds.join('|'), row.rolls)
      : undefined;
  const played = /** @type {Action} */ (
    /** @type {unknown} */ (dice ? { type: 'roll', player: seat, dice } : action)
  );
  const next = play({ state, record: JSON.parse(row.record) }, played);
  const version = row.version + 1;
  const stateText = JSON.stringify(next.state);
  const reply = JSON.stringify({
    requestId,
    move: next.record.moves.at(-1),
    ...viewOf({ ...row, version }, next.state, clientSeeds),
  });
  const stored = store.commitMove({
    id,
    version: row.version,
    state: stateText,
    record: JSON.stringify(next.record),
    rolls: row.rolls + (dice ? 1 : 0),
    seat,
    requestId,
    body: sent,
    answer: reply,
  });
  if (!stored.stored)
    return stored.prior
      ? resend(stored.prior, sent, requestId)
      : refuse(
          409,
          'VERSION_CONFLICT',
          'the match moved on while this move was played: send it again',
        );
  waiters.wake(id);
  return { status: 200, text: reply };
}

/**
 * The answer to a request id already accepted: the same answer if it is the same move.
 *
 * @param {import('./store.mjs').RequestRow} prior @param {string} sent @param {string} requestId
 * @returns {Reply}
 */
function resend(prior, sent, requestId) {
  if (prior.body !== sent)
    return refuse(
      409,
      'REQUEST_ID_REUSED',
      `request ${requestId} was already accepted for another move`,
    );
  return { status: 200, text: prior.answer };
}
