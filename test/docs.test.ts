import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The markdown GitHub (and, for the README, npm) renders: the README, CONTRIBUTING and every guide. */
const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (page: string): string => readFileSync(join(root, page), 'utf8');

describe('the markdown pages', () => {
  it('use no TypeDoc-only syntax, which GitHub and npm show raw', () => {
    expect(pages.length).toBeGreaterThan(8);
    const raw = pages.flatMap((page) =>
      read(page)
        .split('\n')
        .flatMap((line, i) => (/\{@(link|linkcode|linkplain|inheritDoc)\b/.test(line) ? [`${page}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(raw).toEqual([]);
  });
});
