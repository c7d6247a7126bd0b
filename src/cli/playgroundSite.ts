import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Site, SiteFile } from '../referee/index.js';

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
    // Stryker disable next-line ArrayDeclaration: a made-up name in the list of a missing folder is
    // no file name the page or the entries have, as no name is.
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
    // Stryker disable next-line Regex: the names read are checked before, each with one dot, before
    // its type.
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
