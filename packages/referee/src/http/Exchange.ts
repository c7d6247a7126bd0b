// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import type { AbortSignalLike } from '../core/timers.js';

/**
 * A request as the referee's HTTP layer reads it, whichever server received it: a Web
 * `Request` (`fetchHandler.ts`) or a `node:http` request read directly (`nodeExchange.ts`),
 * which spares a `Request`, its `Headers`, a Web stream of its body and a `Response` per request
 * (a fifth of the referee's time under load).
 */
export interface ExchangeRequest {
  /** The method, in capitals. */
  readonly method: string;
  /** The path, without the query. */
  readonly path: string;
  /** The query's parameter `name`, or `null`. */
  query(name: string): string | null;
  /** The header `name` (lowercase), or `null`. */
  header(name: string): string | null;
  /**
   * The body's bytes, read up to `limit`: `null` past it (the rest is read and dropped, so
   * that the client hears the refusal); rejects when the client hangs up mid-body.
   */
  body(limit: number): Promise<Uint8Array | null>;
  /** Aborts when the client goes away before its answer is whole. */
  readonly signal: AbortSignalLike;
  /** The client's IP address, for the per-address limits; `undefined` when unknown. */
  readonly address: string | undefined;
}

/** An answer as the referee's HTTP layer gives it: JSON text whole, or a stream of events. */
export type ExchangeAnswer =
  | {
      readonly type: 'whole';
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      /** The body: JSON text. */
      readonly text: string;
    }
  | {
      readonly type: 'events';
      readonly status: 200;
      readonly headers: Readonly<Record<string, string>>;
      /** The stream's text, a part at a time, until it ends. */
      readonly parts: AsyncIterable<string>;
      /** Ends the stream early: its client went away. */
      readonly stop: () => void;
    };

/** The referee's handler of exchanges: every route, every refusal, and the log line. */
export type ExchangeHandler = (request: ExchangeRequest) => Promise<ExchangeAnswer>;

/**
 * Where a referee's `fetch` carries its exchange handler, so that `toNodeListener` can serve
 * the referee from `node:http` directly; any other fetch handler goes through `Request` and
 * `Response`.
 */
export const EXCHANGE: unique symbol = Symbol('kiri-dice.referee.exchange');
