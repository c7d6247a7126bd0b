import type { NodeRequest, NodeResponse } from '@kiri-dice/referee';
import { toNodeListener } from '@kiri-dice/referee';

/** A request as node:http gives it, from parts. */
export function nodeRequest(parts: {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string[];
  fail?: boolean;
  address?: string;
  noReturn?: boolean;
  /** Called when the reader of the body stops early (its iterator's `return`). */
  returned?: () => void;
}): NodeRequest {
  const chunks = (parts.body ?? []).map((text) => new TextEncoder().encode(text));
  // As Node's: false until the request's end is read, even for a request without a body (a
  // GET is answered before Node has parsed the end of its message).
  let complete = false;
  let failed = false;
  const iterator: AsyncIterator<Uint8Array> & {
    return?: () => Promise<IteratorResult<Uint8Array>>;
  } = {
    next: () => {
      // A body cut short fails once, as Node's does; its stream is over after that.
      if (parts.fail && !failed) {
        failed = true;
        return Promise.reject(new Error('aborted'));
      }
      const value = failed ? undefined : chunks.shift();
      complete ||= !value && !failed;
      return Promise.resolve(value ? { done: false, value } : { done: true, value: undefined });
    },
  };
  if (!parts.noReturn)
    iterator.return = () => {
      parts.returned?.();
      return Promise.resolve({ done: true, value: undefined });
    };
  return {
    ...(parts.method === undefined ? {} : { method: parts.method }),
    ...(parts.url === undefined ? {} : { url: parts.url }),
    headers: parts.headers ?? {},
    socket: parts.address === undefined ? {} : { remoteAddress: parts.address },
    get complete() {
      return complete;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
}

/** What a fake response recorded. */
export interface Written {
  status?: number;
  headers?: Record<string, string>;
  chunks: string[];
  ended: boolean;
}

/** A fake response, with what was written to it and a way to emit its events. */
export type FakeResponse = NodeResponse & { written: Written; emit: (event: string) => void };

/** A response as node:http gives it, that records what is written. */
export function nodeResponse(
  options: { destroyed?: boolean; backpressure?: boolean; stalled?: boolean } = {},
): FakeResponse {
  const written: Written = { chunks: [], ended: false };
  const listeners: Record<string, (() => void)[]> = {};
  const response: FakeResponse = {
    destroyed: options.destroyed ?? false,
    headersSent: false,
    writeHead(status, headers) {
      written.status = status;
      written.headers = headers;
      (this as { headersSent: boolean }).headersSent = true;
    },
    write(chunk) {
      written.chunks.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk));
      // Stalled: the client reads nothing more, and the buffer never drains.
      if (options.backpressure) setTimeout(() => response.emit('drain'), 1);
      return !options.backpressure && !options.stalled;
    },
    end(body) {
      if (body !== undefined)
        written.chunks.push(typeof body === 'string' ? body : new TextDecoder().decode(body));
      written.ended = true;
    },
    once(event, listener) {
      (listeners[event] ??= []).push(listener);
    },
    on(event, listener) {
      (listeners[event] ??= []).push(listener);
    },
    setHeader: () => undefined,
    destroy() {
      (this as { destroyed: boolean }).destroyed = true;
      response.emit('close');
    },
    written,
    emit(event) {
      for (const listener of listeners[event]?.splice(0) ?? []) listener();
    },
  };
  return response;
}

/**
 * What `toNodeListener(handler)` writes for a request of `method` at `url`, once the answer has
 * ended (at most 2 s of waiting).
 */
export async function nodeAnswer(
  handler: Parameters<typeof toNodeListener>[0],
  method: string,
  url: string,
): Promise<Written> {
  const response = nodeResponse();
  toNodeListener(handler)(nodeRequest({ method, url }), response);
  for (let n = 0; n < 200 && !response.written.ended; n++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return response.written;
}
