import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite, REFEREE_TAG } from '../src/playgroundSite.js';
import { createReferee, memoryStore, withSite } from '@kiri-dice/referee';
import { nodeAnswer } from '@kiri-dice/testing/fakeNode';

/** A dist/ directory with a page, two entries, a chunk and files that are never served. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kiri-site-'));
  mkdirSync(join(dist, 'playground'));
  writeFileSync(
    join(dist, 'playground/index.html'),
    '<!doctype html><html><head><title>Kiri</title></head></html>',
  );
  writeFileSync(join(dist, 'playground/playground.js'), "export const tag = '<head>';");
  writeFileSync(join(dist, 'playground/playground.css'), 'body {}');
  writeFileSync(join(dist, 'playground/notes.md'), 'not served');
  writeFileSync(join(dist, 'index.js'), "export * from './chunk-ABCDEFGH.js';");
  writeFileSync(join(dist, 'fair.js'), 'export {};');
  writeFileSync(join(dist, 'chunk-ABCDEFGH.js'), 'export {};');
  writeFileSync(join(dist, 'chunk-ABCDEFGH.cjs'), 'module.exports = {};');
  writeFileSync(join(dist, 'index.cjs'), 'module.exports = {};');
  writeFileSync(join(dist, 'cli.js'), '#!/usr/bin/env node');
  // Names that only start or end like a served file's.
  writeFileSync(join(dist, 'playground/old.html.bak'), 'not served');
  writeFileSync(join(dist, 'playground/.x.js'), 'not served');
  writeFileSync(join(dist, 'chunk-ABCDEFGH.js.map'), 'not served');
  writeFileSync(join(dist, 'old-chunk-ABCDEFGH.js'), 'not served');
  return dist;
}

const dists: string[] = [];
afterAll(() => {
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

const api = (request: Request) =>
  Promise.resolve(Response.json({ api: new URL(request.url).pathname }, { status: 404 }));

describe('loadSite and withSite', () => {
  it('serves the page at / and the ESM entries under the names the page imports', async () => {
    const dist = fakeDist();
    dists.push(dist);
    const site = await loadSite({ page: join(dist, 'playground'), engine: dist });
    expect([...site.keys()].sort()).toEqual([
      '/',
      '/chunk-ABCDEFGH.js',
      '/kiri-dice-fair.js',
      '/kiri-dice.js',
      '/playground.css',
      '/playground.js',
    ]);
    const handler = withSite(site, api);
    const page = await handler(new Request('http://x/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(
      `<!doctype html><html><head>\n    ${REFEREE_TAG}<title>Kiri</title></head></html>`,
    );
    // The referee's tag goes in the page only, not in a script that holds the same text.
    const own = await handler(new Request('http://x/playground.js'));
    expect(await own.text()).toBe("export const tag = '<head>';");
    const script = await handler(new Request('http://x/kiri-dice.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe("export * from './chunk-ABCDEFGH.js';");
    const css = await handler(new Request('http://x/playground.css', { method: 'HEAD' }));
    expect([css.status, css.headers.get('content-type'), await css.text()]).toEqual([
      200,
      'text/css; charset=utf-8',
      '',
    ]);
  });

  it('passes every other request to the API: no other file, no traversal, no POST', async () => {
    const dist = fakeDist();
    dists.push(dist);
    const handler = withSite(await loadSite({ page: join(dist, 'playground'), engine: dist }), api);
    for (const [method, path] of [
      ['GET', '/notes.md'],
      ['GET', '/index.cjs'],
      ['GET', '/cli.js'],
      ['GET', '/index.html'],
      ['GET', '/playground/index.html'],
      ['GET', '/%2e%2e/package.json'],
      ['GET', '/matches/x/y'],
      ['POST', '/'],
    ] as const) {
      const answer = await handler(new Request(`http://x${path}`, { method }));
      expect([method, answer.status, answer.headers.get('content-type')]).toEqual([
        method,
        404,
        'application/json',
      ]);
    }
  });

  it('serves the page and the API through node:http', async () => {
    const dist = fakeDist();
    dists.push(dist);
    const referee = createReferee({ store: memoryStore() });
    const handler = withSite(
      await loadSite({ page: join(dist, 'playground'), engine: dist }),
      referee.fetch,
    );
    const answered = (method: string, url: string) => nodeAnswer(handler, method, url);
    const page = await answered('GET', '/');
    expect(page).toMatchObject({ status: 200, headers: { 'x-frame-options': 'DENY' } });
    expect(page.chunks.join('')).toContain(REFEREE_TAG);
    expect(await answered('HEAD', '/playground.css')).toMatchObject({ status: 200, chunks: [] });
    expect((await answered('GET', '/health')).chunks).toEqual(['{"ok":true}']);
    expect((await answered('POST', '/')).status).toBe(404);
    await referee.close();
  });

  it('serves nothing without a built page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kiri-site-'));
    dists.push(dist);
    writeFileSync(join(dist, 'index.js'), 'export {};');
    expect((await loadSite({ page: join(dist, 'playground'), engine: dist })).size).toBe(0);
    expect((await loadSite({ page: join(dist, 'missing'), engine: dist })).size).toBe(0);
  });
});
