import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, 'docs/api');
const REPOSITORY = 'https://github.com/kiri-dice/kiri-dice/blob/';

if (!existsSync(join(site, 'index.html')))
  throw new Error(
    'docs/api/ is missing: run `npm run docs` (it runs these tests after building the site)',
  );

const pages = readdirSync(site, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    file: relative(root, join(site, file)),
    html: readFileSync(join(site, file), 'utf8'),
  }));

/** The files of the repository: git's list in a clone, else what is on disk (never node_modules/). */
const tracked: (path: string) => boolean = (() => {
  try {
    const files = new Set(
      execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n'),
    );
    return (path) => files.has(path);
  } catch {
    return (path) => !path.split('/').includes('node_modules') && existsSync(join(root, path));
  }
})();

describe('the built API site', () => {
  // TypeDoc's "Defined in" links: <a href="…/blob/main/src/game/reduce.ts#L110">src/game/reduce.ts:110</a>.
  const links = pages.flatMap(({ file, html }) =>
    [
      ...html.matchAll(/<a href="(https:\/\/github\.com\/kiri-dice\/[^"]*)"[^>]*>([^<]*)<\/a>/g),
    ].map(([, href, text]) => ({ file, href: href!, text: text! })),
  );

  it('links every "Defined in" to a file of the repository, at a line within it, and names the same place', () => {
    const sources = links.filter((link) => /#L\d+$/.test(link.href));
    expect(sources.length).toBeGreaterThan(100);
    const lines = new Map<string, number>();
    const broken = sources.flatMap(({ file, href, text }) => {
      const match =
        /^https:\/\/github\.com\/kiri-dice\/kiri-dice\/blob\/main\/([^#]+)#L(\d+)$/.exec(href);
      if (!match) return [`${file}: ${href} is not ${REPOSITORY}main/<path>#L<line>`];
      const [, path, line] = match as unknown as [string, string, string];
      if (!tracked(path)) return [`${file}: ${href}: ${path} is not a file of the repository`];
      if (!lines.has(path))
        lines.set(path, readFileSync(join(root, path), 'utf8').split('\n').length);
      if (Number(line) < 1 || Number(line) > lines.get(path)!)
        return [`${file}: ${href}: ${path} has ${lines.get(path)} lines`];
      if (text !== `${path}:${line}`) return [`${file}: ${href} reads "${text}"`];
      return [];
    });
    expect(broken).toEqual([]);
  });

  it('documents no inherited member of a TypeScript library (KiriError extends Error)', () => {
    const external = pages
      .filter(({ html }) => /node_modules\/typescript|lib\.es\w*\.d\.ts/.test(html))
      .map(({ file }) => file);
    expect(external).toEqual([]);
    const kiriError = pages.find(({ file }) => file.endsWith('classes/kiri-dice.KiriError.html'))!;
    expect(kiriError.html).toContain('src/game/KiriError.ts:');
  });

  it("turns the guides' markdown links to a source file into links to its API page, copying no source file", () => {
    const odds = pages.find(({ file }) => file.endsWith('documents/Odds.html'))!;
    expect(odds.html).toContain(
      '<a href="../functions/kiri-dice_odds.solveRound.html"><code>solveRound</code></a>',
    );
    const media = existsSync(join(site, 'media')) ? readdirSync(join(site, 'media')) : [];
    expect(media.filter((file) => /\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
  });
});
