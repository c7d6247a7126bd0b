import { describe, expect, it } from 'vitest';
import { EXCHANGE } from '../../src/http/Exchange.js';
import { createReferee, memoryStore, withSite, type Site } from '@kiri-dice/referee';
import { nodeAnswer } from '@kiri-dice/testing/fakeNode';

const site: Site = new Map([
  ['/', { type: 'text/html; charset=utf-8', body: '<!doctype html>' }],
  ['/page.css', { type: 'text/css; charset=utf-8', body: 'body {}' }],
]);

/** The headers every file is served with. */
const fileHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

describe('withSite', () => {
  it('serves GET and HEAD of its files, with their headers, and passes the rest to the API', async () => {
    const api = (request: Request) =>
      Promise.resolve(Response.json({ api: `${request.method} ${new URL(request.url).pathname}` }));
    const handler = withSite(site, api);
    // A plain handler has no native path to keep.
    expect((handler as { [EXCHANGE]?: unknown })[EXCHANGE]).toBeUndefined();
    const page = await handler(new Request('http://127.0.0.1/'));
    expect([page.status, Object.fromEntries(page.headers), await page.text()]).toEqual([
      200,
      fileHeaders,
      '<!doctype html>',
    ]);
    const head = await handler(new Request('http://127.0.0.1/page.css', { method: 'HEAD' }));
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      'text/css; charset=utf-8',
      '',
    ]);
    for (const [method, path] of [
      ['POST', '/'],
      ['PUT', '/page.css'],
      ['GET', '/x'],
    ] as const)
      expect(
        await (await handler(new Request(`http://127.0.0.1${path}`, { method }))).json(),
      ).toEqual({ api: `${method} ${path}` });
  });

  it("keeps a referee's native path: node:http serves the files and the API without Request or Response", async () => {
    const referee = createReferee({ store: memoryStore() });
    const handler = withSite(site, referee.fetch);
    expect(typeof (handler as { [EXCHANGE]?: unknown })[EXCHANGE]).toBe('function');
    const answered = (method: string, url: string) => nodeAnswer(handler, method, url);
    const page = await answered('GET', '/');
    expect(page).toMatchObject({ status: 200, headers: fileHeaders });
    expect(page.chunks.join('')).toBe('<!doctype html>');
    expect(await answered('HEAD', '/page.css')).toMatchObject({ status: 200, chunks: [] });
    expect((await answered('GET', '/health')).chunks).toEqual(['{"ok":true}']);
    const post = await answered('POST', '/');
    expect([post.status, post.chunks.join('')]).toEqual([
      404,
      expect.stringContaining('"code":"NOT_FOUND"'),
    ]);
    await referee.close();
  });
});
