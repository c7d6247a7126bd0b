import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The markdown GitHub (and, for the README, npm) renders: the README, CONTRIBUTING, every guide,
 * and the contributors' guides of docs/contributing/.
 */
const pages = [
  'README.md',
  'packages/referee/README.md',
  'packages/cli/README.md',
  'CONTRIBUTING.md',
  ...['docs', 'docs/contributing'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${dir}/${f}`),
  ),
];
const read = (page: string): string => readFileSync(join(root, page), 'utf8');

describe('the markdown pages', () => {
  it('use no TypeDoc-only syntax, which GitHub and npm show raw', () => {
    expect(pages.length).toBeGreaterThan(8);
    // Code (fenced blocks, inline spans) shows its text as it is, on purpose.
    const prose = (page: string): string =>
      read(page)
        .replace(/^```[\s\S]*?^```$/gm, '')
        .replace(/`[^`\n]*`/g, '``');
    const raw = pages.flatMap((page) =>
      prose(page)
        .split('\n')
        .flatMap((line, i) =>
          /\{@(link|linkcode|linkplain|inheritDoc)\b/.test(line)
            ? [`${page}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(raw).toEqual([]);
  });

  it('read every seed typed as text with parseSeed, and link the one place its rule is written', () => {
    // The user guides: CONTRIBUTING and docs/contributing/ are for contributors.
    const guides = pages.filter(
      (page) => page !== 'CONTRIBUTING.md' && !page.startsWith('docs/contributing/'),
    );
    // A page shows a seed read from text when it passes one on a command line, in a link or a form.
    const reading = guides.filter((page) =>
      /--seed\b|#seed=|URLSearchParams|process\.argv|\.value\b/.test(read(page)),
    );
    expect(reading).toEqual(
      expect.arrayContaining(['README.md', 'docs/odds.md', 'docs/random-numbers.md']),
    );
    for (const page of reading) {
      expect(read(page), page).toContain('parseSeed');
      if (page !== 'docs/random-numbers.md')
        expect(read(page), page).toMatch(/random-numbers\.md#seeds-typed-as-text\)/);
    }
    const rule = read('docs/random-numbers.md');
    expect(rule).toMatch(/^### Seeds typed as text$/m);
    expect(rule).toMatch(
      /```ts\n(?:(?!```)[\s\S])*console\.log\(parseSeed\('3802796912393646'\)\); \/\/ => 3802796912393646\n/,
    );
    // The README's list of what `kiri-dice` exports.
    expect(read('README.md')).toMatch(/^\| `kiri-dice` \| the engine: [^\n]*`parseSeed`/m);
  });

  it('send npm readers nowhere they cannot go: no address on this machine in the README', () => {
    expect(read('README.md')).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(read('README.md')).toMatch(/npm run docs:serve/);
  });
});

describe('package.json', () => {
  it('links the repository, its home page and its issues', () => {
    const json = JSON.parse(read('package.json')) as Record<string, unknown>;
    expect({ repository: json.repository, homepage: json.homepage, bugs: json.bugs })
      .toMatchInlineSnapshot(`
      {
        "bugs": {
          "url": "https://github.com/kiri-dice/kiri-dice/issues",
        },
        "homepage": "https://github.com/kiri-dice/kiri-dice#readme",
        "repository": {
          "type": "git",
          "url": "git+https://github.com/kiri-dice/kiri-dice.git",
        },
      }
    `);
  });
});

describe('the TSDoc of the exports', () => {
  it('gives every export of every entry point an @example, types and interfaces included', () => {
    const entries = [
      'src/index.ts',
      'src/rules/index.ts',
      'src/odds/index.ts',
      'src/record/index.ts',
      'src/review/index.ts',
    ].map((entry) => join(root, entry));
    const program = ts.createProgram(entries, {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const exports = entries.flatMap((entry) =>
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!)
        .map((symbol) => {
          const target =
            symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          const declarations = target.declarations ?? [];
          // Overloads: one of the signatures carries the example.
          const example = declarations.some((d) =>
            ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'example'),
          );
          return {
            name: `${entry.slice(root.length)}: ${symbol.name}`,
            kinds: declarations.map((d) => ts.SyntaxKind[d.kind]),
            example,
          };
        }),
    );
    expect(
      exports.filter((e) => e.kinds.some((kind) => /^(Interface|TypeAlias)Declaration$/.test(kind)))
        .length,
    ).toBeGreaterThan(30);
    expect(exports.filter((e) => !e.example).map((e) => e.name)).toEqual([]);
  });
});
