/**
 * The built site on a 390 px phone, in Debian's Chromium: no page is wider than the screen (a
 * wide table scrolls in its own box), and no page logs an error, a missing favicon included.
 * `npm run test:browser` builds the site first; building it needs no browser.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './chromium.js';

const site = fileURLToPath(new URL('../../docs/api/', import.meta.url));
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves docs/api as `npm run docs:serve` does: a file, or 404 (a request for /favicon.ico too). */
function serveSite(): Promise<{ base: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

if (!existsSync(join(site, 'index.html')))
  throw new Error(
    `the site is not built in ${site}: run npm run docs first, as npm run test:browser does`,
  );

const pages = readdirSync(site, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replaceAll('\\', '/'))
  .sort();

let close: (() => Promise<void>) | undefined;
let browse:
  ((path: string) => Promise<{ width: number; errors: string[]; icons: number }>) | undefined;

beforeAll(async () => {
  const browser = await launch();
  const { base, server } = await serveSite();
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  );
  browse = async (path) => {
    errors = [];
    await page.goto(`${base}/${path}`, { waitUntil: 'load' });
    // TypeDoc's script builds the navigation after load.
    await page.waitForTimeout(50);
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    // Permalink icons laid out: each wrapped onto a line of its own under a long heading.
    const icons = await page.evaluate<number>(
      "[...document.querySelectorAll('.tsd-anchor-icon')].filter((icon) => icon.getClientRects().length > 0).length",
    );
    return { width, errors, icons };
  };
  close = async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  };
});

afterAll(async () => close?.());

describe('the built site on a 390 px phone', () => {
  it('has no page wider than the screen, no page that logs an error, and no empty band', async () => {
    expect(pages.length).toBeGreaterThan(20);
    const wide: string[] = [];
    const failing: string[] = [];
    const bands: string[] = [];
    for (const path of pages) {
      const { width, errors, icons } = await browse!(path);
      if (width > 390) wide.push(`${path}: ${width} px`);
      if (errors.length) failing.push(`${path}: ${errors.join('; ')}`);
      if (icons) bands.push(`${path}: ${icons} permalink icons`);
    }
    expect(wide).toEqual([]);
    expect(failing).toEqual([]);
    expect(bands).toEqual([]);
  }, 300_000);
});
