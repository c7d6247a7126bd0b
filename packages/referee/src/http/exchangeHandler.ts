// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { causeOf } from '../core/causeOf.js';
import type { Core } from '../core/createCore.js';
import type { Referee } from '../core/Referee.js';
import type { RefereeReply } from '../core/RefereeReply.js';
import type { RefereeLimits } from '../core/RefereeLimits.js';
import type { RefereeLogger } from '../core/RefereeLogger.js';
import { refuse } from '../core/reply.js';
import { now } from '../core/timers.js';
import { isRefusal } from '../core/readBodies.js';
import { addressKey } from './addressKey.js';
import { createAddressWaits, spectatorWaits, type AddressWaits } from './addressWaits.js';
import type { ExchangeAnswer, ExchangeHandler, ExchangeRequest } from './Exchange.js';
import { eventStream, isFinal } from './eventStream.js';
import { readJsonBody } from './readJsonBody.js';
import { createRateLimiter } from './rateLimiter.js';
import { respond } from './respond.js';
import { matchPath, routes } from './routes.js';

const ROUTE_LIST = routes.map((route) => `${route.method} ${route.pattern}`).join(', ');
const AFTER = /^(0|[1-9]\d{0,8})$/;
const BEARER = /^bearer[ \t]+([A-Za-z0-9_-]{1,128})[ \t]*$/i;

/** The handler's dependencies. */
export interface HandlerParts {
  readonly referee: Referee;
  /** The place of a wait, held for a whole long poll or event stream. */
  readonly watch: Core['watch'];
  readonly limits: RefereeLimits;
  readonly log: RefereeLogger;
  /** Aborts when the referee closes: event streams end, new requests get 503. */
  readonly closing: AbortSignal;
}

/** The referee's HTTP interface over its API, whatever server carries it: every refusal JSON. */
export function createExchangeHandler(parts: HandlerParts): ExchangeHandler {
  const limiter = createRateLimiter(now);
  const waits = createAddressWaits(parts.limits.waitsPerAddress, parts.limits.maxWaits);
  return async (request) => {
    const started = now();
    const found = matchPath(request.path);
    let answer: ExchangeAnswer;
    try {
      answer = await route(parts, limiter, waits, request, found);
      // Answered while the referee stops: the client must not send another request on this
      // connection, which is about to close.
      if (parts.closing.aborted)
        answer = { ...answer, headers: { ...answer.headers, connection: 'close' } };
    } catch (error) {
      parts.log({
        level: 'error',
        message: 'request failed',
        cause: causeOf(error),
      });
      answer = respond(refuse(500, 'INTERNAL', 'the referee failed; nothing was changed'));
    }
    parts.log({
      level: 'info',
      message: 'request',
      method: request.method,
      route: found?.pattern ?? '(none)',
      status: answer.status,
      ms: now() - started,
      ...(found?.id === undefined ? {} : { match: found.id }),
    });
    return answer;
  };
}

async function route(
  parts: HandlerParts,
  limiter: ReturnType<typeof createRateLimiter>,
  waits: AddressWaits,
  request: ExchangeRequest,
  found: ReturnType<typeof matchPath>,
): Promise<ExchangeAnswer> {
  const { referee, limits, closing } = parts;
  if (closing.aborted)
    // Stryker disable next-line ObjectLiteral: every answer given while the referee stops gets
    // `connection: close` from the handler, this one too.
    return respond(refuse(503, 'SHUTTING_DOWN', 'the referee is stopping: try again shortly'), {
      // Stryker disable next-line StringLiteral: the same.
      connection: 'close',
    });
  if (!found)
    return respond(refuse(404, 'NOT_FOUND', `no such route; the routes are ${ROUTE_LIST}`));
  const allowed = routes.filter((r) => r.pattern === found.pattern).map((r) => r.method);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const entry = routes.find((r) => r.pattern === found.pattern && r.method === method);
  if (!entry)
    return respond(
      refuse(405, 'METHOD_NOT_ALLOWED', `${found.pattern} allows ${allowed.join(' and ')}`),
      {
        allow: [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', '),
      },
    );
  const address = addressKey(request.address);
  const limited = (kind: string, limit: number) =>
    address !== undefined && !limiter.allow(address, kind, limit);
  if (
    // Stryker disable next-line StringLiteral: the kinds' names only keep their counts apart, as
    // any other distinct names do.
    limited('any', limits.requestsPerMinute) ||
    // Stryker disable next-line StringLiteral: the same.
    (entry.call === 'create' && limited('create', limits.createsPerMinute)) ||
    // Stryker disable next-line StringLiteral: the same.
    (entry.call === 'join' && limited('join', limits.joinsPerMinute))
  )
    return respond(
      refuse(429, 'RATE_LIMITED', 'too many requests from this address: wait a minute'),
      { 'retry-after': '60' },
    );
  // Stryker disable next-line StringLiteral: a route without `:id` never reads it.
  const id = found.id ?? '';
  // An Authorization header of another scheme or form (a browser's Basic credentials, say) is no
  // token: a public route ignores it, as it ignores any other header, and a seat's own route
  // refuses the request as it refuses one with no token.
  // Stryker disable next-line StringLiteral: any text that is not `Bearer TOKEN` is no token, as no
  // header is.
  const token = BEARER.exec(request.header('authorization') ?? '')?.[1];
  // A GET's body would never be read: its bytes would hold the connection (and a stream's
  // place) until Node's request timeout.
  if (
    method === 'GET' &&
    (Number(request.header('content-length') ?? 0) > 0 || request.header('transfer-encoding'))
  )
    return respond(refuse(400, 'BAD_REQUEST', `${request.method} takes no body`));
  if (method === 'GET')
    // A wait sent with a token takes a seat's place; a forged one leaves it when it is refused.
    return read(
      parts,
      () => waits.enter(address, token !== undefined),
      entry.call,
      id,
      token,
      request,
    );
  const body = await readJsonBody(request, limits.maxBody);
  if ('type' in body) return respond(body);
  const reply: RefereeReply<unknown> =
    entry.call === 'create'
      ? await referee.create(body.value, { address })
      : entry.call === 'join'
        ? await referee.join(id, body.value)
        : entry.call === 'rematch'
          ? await referee.rematch(id, token, body.value)
          : entry.call === 'reveal'
            ? await referee.reveal(id, token, body.value)
            : await referee.move(id, token, body.value);
  return respond(reply);
}

async function read(
  { referee, watch, limits, closing }: HandlerParts,
  enterAddress: () => (() => void) | 'address' | 'all' | 'spectators',
  call: string,
  id: string,
  token: string | undefined,
  request: ExchangeRequest,
): Promise<ExchangeAnswer> {
  if (call === 'health') return respond(await referee.health());
  if (call === 'list') return respond(await referee.openMatches());
  if (call === 'record') return respond(await referee.record(id));
  const afterText =
    request.query('after') ?? (call === 'events' ? request.header('last-event-id') : null);
  if (afterText !== null && !AFTER.test(afterText))
    return respond(refuse(400, 'BAD_REQUEST', 'after must be a step: a whole number from 0'));
  const seen = await referee.view(id);
  if (seen.type === 'refusal' || request.method === 'HEAD') return respond(seen);
  const after = afterText === null ? -1 : Number(afterText);
  const events = call === 'events';
  if (!events && seen.body.step > after) return respond(seen);
  // A stream of a match that never changes again, whose last view its client has: refused, so
  // that an EventSource stops (it reconnects after a stream that ends, never after a 4xx).
  if (events && isFinal(seen.body) && seen.body.step <= after)
    return respond(
      seen.body.expired
        ? refuse(409, 'MATCH_EXPIRED', 'the match expired: its stream has nothing more to send')
        : refuse(409, 'MATCH_OVER', 'the match is over: its stream has nothing more to send'),
    );
  // A wait: every refusal comes before it starts, as JSON, and before a stream's 200.
  const leaveAddress = enterAddress();
  if (leaveAddress === 'address')
    return respond(
      refuse(
        429,
        'TOO_MANY_POLLS',
        `too many long polls and event streams of this address wait at once (at most ${limits.waitsPerAddress})`,
      ),
    );
  // Every address together: the memory that waits hold is bounded, however many addresses.
  if (leaveAddress === 'all')
    return respond(
      refuse(
        503,
        'TOO_MANY_POLLS',
        `the referee holds as many long polls and event streams as it serves (${limits.maxWaits}): try again shortly`,
      ),
    );
  // A quarter of them are kept for the players: spectators never crowd them out of their matches.
  if (leaveAddress === 'spectators')
    return respond(
      refuse(
        503,
        'TOO_MANY_POLLS',
        `the referee holds as many spectators' long polls and event streams as it serves (${spectatorWaits(limits.maxWaits)}; the rest of ${limits.maxWaits} is kept for the players): try again shortly`,
      ),
    );
  const held = await watch(id, token);
  if (isRefusal(held)) {
    leaveAddress();
    return respond(held);
  }
  const leave = () => {
    held.leave();
    leaveAddress();
  };
  if (events)
    return eventStream(held, limits, seen, { after, closing, signal: request.signal, leave });
  try {
    return respond(await held.next(after, request.signal));
  } finally {
    leave();
  }
}
