// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { readClockOptions, type ClockOptions } from './MatchClock.js';
import type { RefereeRefusal } from './RefereeReply.js';
import { refuse } from './reply.js';
import { COMPUTER_STRATEGIES, type ComputerStrategy } from './computerSecrets.js';

/**
 * A client's id for a move or a reveal: a resend with the same id gets the same answer. Any id
 * will do, a counter too: the ids are counted per seat, behind the seat's token, so only the
 * seat's own player can send one, and its answer (the view, the move) is no secret.
 */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A join's id: its resend gets the seat's token again, to whoever sends the same id and body
 * (and the body, the seed's commitment, is public once the seat is taken), so the id is the
 * seat's secret until the answer arrives. It must be random, 128 bits or more: 22 to 64
 * characters of base64url (132 bits and more), or 32 hexadecimal digits and more when it is
 * hexadecimal (`crypto.randomUUID()`, `createClientSeed()`).
 */
const JOIN_ID = /^[A-Za-z0-9_-]{22,64}$/;
const HEX_ID = /^(?:[0-9a-f-]+|[0-9A-F-]+)$/;
const HEX_32 = /^[0-9a-f]{64}$/;

type Body = Record<string, unknown>;

/** Whether a reveal's or a move's `requestId` is of its form. */
const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && REQUEST_ID.test(value);

/** The refusal of a reveal's or a move's `requestId` that is not of its form: a new object each time, as a caller may change what it is given. */
const badRequestId = (): RefereeRefusal =>
  refuse(400, 'BAD_REQUEST', 'requestId must be 1 to 64 letters, digits, - or _');

/** `body` as an object with exactly the fields `allowed` (all required but `optional`). */
function readFields(
  body: unknown,
  allowed: readonly string[],
  // Stryker disable next-line ArrayDeclaration: `optional`'s default holds no field name in any
  // call that leaves it out, so a made-up name in it changes nothing.
  optional: readonly string[] = [],
): Body | RefereeRefusal {
  const form = `send { ${allowed.map((key) => (optional.includes(key) ? `${key}?` : key)).join(', ')} }`;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return refuse(400, 'BAD_REQUEST', `${form}: a JSON object`);
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  // The referee keeps the state: a client that sends one (or anything else) is refused, never
  // believed.
  if (extra.length > 0)
    return refuse(400, 'BAD_REQUEST', `${form}, nothing else: not ${extra.join(', ')}`);
  const missing = allowed.filter((key) => !optional.includes(key) && !(key in body));
  if (missing.length > 0)
    return refuse(400, 'BAD_REQUEST', `${form}: ${missing.join(', ')} missing`);
  return body as Body;
}

const isRefusal = (value: unknown): value is RefereeRefusal =>
  (value as { type?: unknown }).type === 'refusal';

/** A new match's body: nothing, or `{ chips?, private?, clock?, rounds? }`. */
export function readCreate(body: unknown):
  | {
      readonly chips?: unknown;
      readonly private?: boolean;
      readonly clock?: ClockOptions | null;
      readonly rounds?: boolean;
      readonly opponent?: 'computer';
      readonly strategy?: ComputerStrategy;
    }
  | RefereeRefusal {
  if (body === undefined) return {};
  const fields = ['chips', 'private', 'clock', 'rounds', 'opponent', 'strategy'];
  const given = readFields(body, fields, fields);
  // Stryker disable next-line ConditionalExpression: a refusal has neither `private` nor `clock`,
  // so the checks below return it as it is.
  if (isRefusal(given)) return given;
  for (const flag of ['private', 'rounds'])
    if (given[flag] !== undefined && typeof given[flag] !== 'boolean')
      return refuse(400, 'BAD_REQUEST', `${flag} must be true or false`);
  const computer = readComputer(given);
  if (computer !== null) return computer;
  if (given['clock'] === undefined || given['clock'] === null) return given;
  const clock = readClockOptions(given['clock'], 'clock');
  return typeof clock === 'string' ? refuse(400, 'BAD_REQUEST', clock) : { ...given, clock };
}

/**
 * Why a creation's `opponent` and `strategy` are refused, or `null`: `opponent` is `'computer'`
 * or absent, and `strategy` one of `COMPUTER_STRATEGIES` with it. A match against the computer
 * is private and has fresh values each round, so it may not ask for anything else.
 */
function readComputer(given: Readonly<Record<string, unknown>>): RefereeRefusal | null {
  const { opponent, strategy } = given;
  if (opponent === undefined)
    return strategy === undefined
      ? null
      : refuse(400, 'BAD_REQUEST', "strategy is the computer's: send it with opponent 'computer'");
  if (opponent !== 'computer')
    return refuse(400, 'BAD_REQUEST', "opponent must be 'computer', or absent for a player");
  if (strategy !== undefined && !(COMPUTER_STRATEGIES as readonly unknown[]).includes(strategy))
    return refuse(
      400,
      'BAD_REQUEST',
      `strategy must be one of ${COMPUTER_STRATEGIES.join(', ')} (default best)`,
    );
  if (given['private'] === false)
    return refuse(400, 'BAD_REQUEST', 'a match against the computer is private: leave out private');
  if (given['rounds'] === false)
    return refuse(
      400,
      'BAD_REQUEST',
      'a match against the computer has fresh values each round: leave out rounds',
    );
  return null;
}

/**
 * Whether a join's id can be random: of its length, and with no pattern that a random id shows
 * less than once in ten million (fewer than 8 distinct characters, a character 9 times in
 * a row: a constant, a padded counter). No check tells a well-spread chosen id from a random one;
 * this one refuses the plain ones, and the docs say where the id must come from.
 */
function isRandomId(id: string): boolean {
  if (!JOIN_ID.test(id) || new Set(id).size < 8 || /(.)\1{8}/.test(id)) return false;
  return !HEX_ID.test(id) || id.replaceAll('-', '').length >= 32;
}

const isCommitment = (value: unknown): value is string =>
  typeof value === 'string' && HEX_32.test(value);

const badCommitment = (): RefereeRefusal =>
  refuse(
    400,
    'BAD_REQUEST',
    'seedCommitment must be commitTo(clientSeed): 64 lowercase hexadecimal digits',
  );

/** A rematch's body: `{ seedCommitment }`, the seat's commitment in the new match. */
export function readRematch(body: unknown): { readonly seedCommitment: string } | RefereeRefusal {
  const given = readFields(body, ['seedCommitment']);
  if (isRefusal(given)) return given;
  const { seedCommitment } = given;
  return isCommitment(seedCommitment) ? { seedCommitment } : badCommitment();
}

/** A join's body: `{ requestId, seedCommitment, invitation? }`. */
export function readJoin(body: unknown):
  | {
      readonly requestId: string;
      readonly seedCommitment: string;
      readonly invitation?: string;
    }
  | RefereeRefusal {
  const given = readFields(body, ['requestId', 'seedCommitment', 'invitation'], ['invitation']);
  if (isRefusal(given)) return given;
  const { requestId, seedCommitment, invitation } = given;
  // Stryker disable next-line ConditionalExpression: a `requestId` that is no text fails
  // `isRandomId` anyway (an array is one item, fewer than 8 characters; a number of 22 digits or
  // more is written with `.` and `+`).
  if (typeof requestId !== 'string' || !isRandomId(requestId))
    return refuse(
      400,
      'BAD_REQUEST',
      "a join's requestId must be random, 128 bits or more (it fetches the seat's token again): 22 to 64 letters, digits, - or _ from a cryptographic generator, such as crypto.randomUUID() or createClientSeed() (32 hexadecimal digits or more)",
    );
  if (!isCommitment(seedCommitment)) return badCommitment();
  if (invitation === undefined) return { requestId, seedCommitment };
  if (typeof invitation !== 'string' || !REQUEST_ID.test(invitation))
    return refuse(
      400,
      'BAD_REQUEST',
      "invitation must be the private match's invitation: 1 to 64 letters, digits, - or _",
    );
  return { requestId, seedCommitment, invitation };
}

/** A round's value and the commitment to the seat's next one, as a reveal carries them. */
export interface RoundValue {
  readonly value: string;
  readonly next: string;
}

/** `given`'s `value` and `next`, each 64 lowercase hexadecimal digits, or the refusal. */
function readRoundValue(given: Body, where: string): RoundValue | RefereeRefusal {
  const { value, next } = given;
  if (typeof value !== 'string' || !HEX_32.test(value))
    return refuse(
      400,
      'BAD_REQUEST',
      `${where}value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits`,
    );
  if (typeof next !== 'string' || !HEX_32.test(next))
    return refuse(
      400,
      'BAD_REQUEST',
      `${where}next must be commitTo of your value for the next round: 64 lowercase hexadecimal digits`,
    );
  return { value, next };
}

/**
 * A reveal's body: `{ requestId, clientSeed }` for a match of one seed each, or
 * `{ requestId, value, next }` for a bettor's value of a round (told apart by its fields).
 */
export function readReveal(
  body: unknown,
):
  | { readonly requestId: string; readonly clientSeed: string }
  | ({ readonly requestId: string } & RoundValue)
  | RefereeRefusal {
  const round = typeof body === 'object' && body !== null && 'value' in body;
  const given = readFields(
    body,
    round ? ['requestId', 'value', 'next'] : ['requestId', 'clientSeed'],
  );
  if (isRefusal(given)) return given;
  const { requestId, clientSeed } = given;
  if (!isRequestId(requestId)) return badRequestId();
  if (round) {
    const value = readRoundValue(given, '');
    return isRefusal(value) ? value : { requestId, ...value };
  }
  if (typeof clientSeed !== 'string' || !HEX_32.test(clientSeed))
    return refuse(
      400,
      'BAD_REQUEST',
      'clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())',
    );
  return { requestId, clientSeed };
}

/**
 * A move's body: `{ requestId, action, reveal? }`, where `reveal` (`{ value, next }`) is the
 * acceptor's value with its accept in a match of fresh values each round.
 */
export function readMove(
  body: unknown,
):
  | { readonly requestId: string; readonly action: Body; readonly reveal?: RoundValue }
  | RefereeRefusal {
  const given = readFields(body, ['requestId', 'action', 'reveal'], ['reveal']);
  if (isRefusal(given)) return given;
  const { requestId, action, reveal } = given;
  if (!isRequestId(requestId)) return badRequestId();
  if (action === null || typeof action !== 'object' || Array.isArray(action))
    return refuse(
      400,
      'INVALID_ACTION',
      "action must be an object like { type: 'roll', player: 0 }",
    );
  if (reveal === undefined) return { requestId, action: action as Body };
  const fields = readFields(reveal, ['value', 'next']);
  const value = isRefusal(fields) ? fields : readRoundValue(fields, 'reveal.');
  return isRefusal(value) ? value : { requestId, action: action as Body, reveal: value };
}

export { isRefusal };
