// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Site, SiteFile } from '@kiri-dice/referee';

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
  'review.js': 'kiri-dice-review.js',
};

/** The tag that tells the page a referee serves it, beside its API. */
export const REFEREE_TAG = '<meta name="kiri-referee" content="same-origin" />';

/** The names of files in `directory` (none when it is missing). */
async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch {
    // Stryker disable next-line ArrayDeclaration: a made-up name in the list of a missing folder is
    // no file name the page or the entries have, as no name is.
    return [];
  }
}

/** Where the playground's files are: the page's folder, and the built engine it imports. */
export interface PlaygroundFolders {
  /** The page: `index.html`, its scripts and its style (`dist/playground/` of this package). */
  readonly page: string;
  /** The `dist/` of the installed `kiri-dice`, whose ESM entries and chunks the page imports. */
  readonly engine: string;
}

/**
 * Reads the playground: `PAGE/*.{html,js,css}` (the page, with `index.html` at `/` and
 * {@link REFEREE_TAG} in its head), and the engine's ESM entries it imports (`ENGINE/index.js` as
 * `/kiri-dice.js`, ...) with the chunks they share (`/chunk-*.js`). The files are read once: a
 * request names one of these paths or none, so no path reaches the disk (no `..`, no other file).
 *
 * @param folders - the page's folder and the engine's `dist/`
 * @returns the files by path; empty when the page's folder is missing (the API alone is served)
 */
export async function loadSite({ page, engine }: PlaygroundFolders): Promise<Site> {
  const site = new Map<string, SiteFile>();
  const add = async (path: string, file: string) => {
    // Stryker disable next-line Regex: the names read are checked before, each with one dot, before
    // its type.
    const type = TYPES[/\.(\w+)$/.exec(file)![1]!]!;
    const text = await readFile(file, 'utf8');
    // The page learns that a referee serves it from this tag, with no request that fails where
    // none does (the docs site).
    const body = path === '/' ? text.replace('<head>', `<head>\n    ${REFEREE_TAG}`) : text;
    site.set(path, { type, body });
  };
  for (const name of await namesIn(page))
    if (/^[\w-]+\.(?:html|js|css)$/.test(name))
      await add(name === 'index.html' ? '/' : `/${name}`, join(page, name));
  if (site.size === 0) return site;
  for (const name of await namesIn(engine)) {
    const entry = ENTRIES[name];
    if (entry !== undefined) await add(`/${entry}`, join(engine, name));
    else if (/^chunk-\w+\.js$/.test(name)) await add(`/${name}`, join(engine, name));
  }
  return site;
}
