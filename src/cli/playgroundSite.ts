import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXCHANGE, type ExchangeHandler, type ExchangeRequest } from '../referee/http/Exchange.js';

/** One file of the playground, as it is served. */
export interface SiteFile {
  /** Its `Content-Type`. */
  readonly type: string;
  /** Its text (UTF-8), read once at start. */
  readonly body: string;
}

/** The playground's files by path (`/`, `/playground.js`, ...): nothing else is ever read. */
export type Site = ReadonlyMap<string, SiteFile>;

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The names the page imports the package's ESM entries by, as the docs site serves them. */
const ENTRIES: Readonly<Record<string, string>> = {
  'index.js': 'kiri-dice.js',
  'odds.js': 'kiri-dice-odds.js',
  'record.js': 'kiri-dice-record.js',
  'fair.js': 'kiri-dice-fair.js',
};

/** The tag that tells the page a referee serves it, beside its API. */
export const REFEREE_TAG = '<meta name="kiri-referee" content="same-origin" />';

/** The names of files in `directory` (none when it is missing). */
async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch {
    return [];
  }
}

/**
 * Reads the playground of a built package: `DIST/playground/*.{html,js,css}` (the page, with
 * `index.html` at `/` and {@link REFEREE_TAG} in its head), and the ESM entries it imports (`DIST/index.js` as `/kiri-dice.js`, ...)
 * with the chunks they share (`/chunk-*.js`). The files are read once: a request names one of
 * these paths or none, so no path reaches the disk (no `..`, no other file).
 *
 * @param dist - the package's `dist/` directory
 * @returns the files by path; empty when `dist/playground/` is missing (the API alone is served)
 */
export async function loadSite(dist: string): Promise<Site> {
  const site = new Map<string, SiteFile>();
  const add = async (path: string, file: string) => {
    const type = TYPES[/\.(\w+)$/.exec(file)![1]!]!;
    const text = await readFile(file, 'utf8');
    // The page learns that a referee serves it from this tag, with no request that fails where
    // none does (the docs site).
    const body = path === '/' ? text.replace('<head>', `<head>\n    ${REFEREE_TAG}`) : text;
    site.set(path, { type, body });
  };
  const page = join(dist, 'playground');
  for (const name of await namesIn(page))
    if (/^[\w-]+\.(?:html|js|css)$/.test(name))
      await add(name === 'index.html' ? '/' : `/${name}`, join(page, name));
  if (site.size === 0) return site;
  for (const name of await namesIn(dist)) {
    const entry = ENTRIES[name];
    if (entry !== undefined) await add(`/${entry}`, join(dist, name));
    else if (/^chunk-\w+\.js$/.test(name)) await add(`/${name}`, join(dist, name));
  }
  return site;
}

/** The headers of a file of the page. */
function headersOf(file: SiteFile): Record<string, string> {
  return {
    'content-type': file.type,
    // A new version of the package serves new files under the same names.
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    // Another site must not frame the page and have a player click its buttons.
    'x-frame-options': 'DENY',
  };
}

/** The file a request of `method` at `path` gets, or `undefined` for the API's requests. */
const fileOf = (site: Site, method: string, path: string): SiteFile | undefined =>
  method === 'GET' || method === 'HEAD' ? site.get(path) : undefined;

/**
 * A fetch handler that answers `GET` and `HEAD` of the playground's paths with its files, and
 * passes every other request to `api` (the referee, whose paths never meet the page's: an
 * unknown path gets its JSON 404). A referee's own `fetch` keeps the exchange handler it
 * carries, so that `serveNode` still serves its requests straight from `node:http`.
 *
 * @param site - the files, from {@link loadSite}
 * @param api - the referee's handler
 * @returns the handler of both
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
