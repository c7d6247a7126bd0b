// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { EXCHANGE, type ExchangeHandler, type ExchangeRequest } from './Exchange.js';

/**
 * One file served beside the referee's API: its type and its text.
 *
 * @example
 * ```ts
 * import type { SiteFile } from '@kiri-dice/referee';
 *
 * const page: SiteFile = { type: 'text/html; charset=utf-8', body: '<!doctype html><title>Kiri</title>' };
 * console.log(page.type); // => 'text/html; charset=utf-8'
 * ```
 */
export interface SiteFile {
  /** Its `Content-Type`. */
  readonly type: string;
  /** Its text (UTF-8), read once at start. */
  readonly body: string;
}

/**
 * The files served beside the referee's API, by path (`/`, `/playground.js`, ...): nothing else
 * is ever served as a file.
 *
 * @example
 * ```ts
 * import type { Site } from '@kiri-dice/referee';
 *
 * const site: Site = new Map([['/', { type: 'text/html; charset=utf-8', body: '<!doctype html>' }]]);
 * console.log(site.size); // => 1
 * ```
 */
export type Site = ReadonlyMap<string, SiteFile>;

/**
 * The page's Content-Security-Policy: its own origin only, for scripts, styles, requests and
 * everything else, with no inline script or style; images of its own or `data:` (an icon).
 * A script injected into the page, were one ever, could neither run nor send a token away.
 */
export const SITE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The headers of a file of the page. */
function headersOf(file: SiteFile): Record<string, string> {
  return {
    'content-type': file.type,
    // A new version of the package serves new files under the same names.
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    // Another site must not frame the page and have a player click its buttons.
    'x-frame-options': 'DENY',
    'content-security-policy': SITE_POLICY,
  };
}

/** The file a request of `method` at `path` gets, or `undefined` for the API's requests. */
const fileOf = (site: Site, method: string, path: string): SiteFile | undefined =>
  method === 'GET' || method === 'HEAD' ? site.get(path) : undefined;

/**
 * Serves static files beside the referee's API: a fetch handler that answers `GET` and `HEAD` of
 * the site's paths with its files (no-cache, nosniff, never framed, and under a
 * Content-Security-Policy of their own origin: no inline script or style, no other origin but
 * `data:` images), and passes every other
 * request to `api` (the referee, whose paths never meet a page's: an unknown path gets its JSON
 * 404). A referee's own `fetch` keeps its native path, so that `serveNode` and `toNodeListener`
 * still serve its requests straight from `node:http`. `kiri-dice serve` serves its playground so.
 *
 * @param site - the files, read once by the caller (never a path read at each request)
 * @param api - the referee's handler (`referee.fetch`), or any fetch handler
 * @returns the handler of both
 * @example
 * ```ts
 * import { createReferee, memoryStore, withSite } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const page = { type: 'text/html; charset=utf-8', body: '<!doctype html><title>Kiri</title>' };
 * const fetch = withSite(new Map([['/', page]]), referee.fetch);
 * console.log((await fetch(new Request('http://127.0.0.1/'))).status); // => 200
 * console.log((await fetch(new Request('http://127.0.0.1/health'))).status); // => 200
 * await referee.close();
 * ```
 */
export function withSite<Rest extends unknown[]>(
  site: Site,
  api: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  const fetch = (request: Request, ...rest: Rest): Promise<Response> => {
    const file = fileOf(site, request.method, new URL(request.url).pathname);
    if (file === undefined) return api(request, ...rest);
    const body = request.method === 'HEAD' ? null : file.body;
    return Promise.resolve(new Response(body, { headers: headersOf(file) }));
  };
  const exchange = (api as { readonly [EXCHANGE]?: ExchangeHandler })[EXCHANGE];
  if (exchange === undefined) return fetch;
  const native: ExchangeHandler = (request: ExchangeRequest) => {
    const file = fileOf(site, request.method, request.path);
    if (file === undefined) return exchange(request);
    return Promise.resolve({
      type: 'whole',
      status: 200,
      headers: headersOf(file),
      text: file.body,
    });
  };
  return Object.assign(fetch, { [EXCHANGE]: native });
}
