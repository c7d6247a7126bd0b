import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Answers one request with the file the site has at its path, or 404. */
async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  let file: string | null = null;
  if (path === '/playground/kiri-dice.js') file = join(root, 'dist/index.js');
  else if (path === '/playground/kiri-dice-odds.js') file = join(root, 'dist/odds.js');
  else if (path === '/playground/kiri-dice-record.js') file = join(root, 'dist/record.js');
  else if (path === '/playground/kiri-dice-fair.js') file = join(root, 'dist/fair.js');
  else if (path === '/playground/kiri-dice-review.js') file = join(root, 'dist/review.js');
  // The other ESM entries and their chunks, as the package holds them (the fair dice need
  // crypto.subtle, which a page from 127.0.0.1 has: it counts as a secure context).
  else if (/^\/dist\/[\w-]+\.js$/.test(path)) file = join(root, path.slice(1));
  // The ESM build imports its shared code from chunks beside it, as `npm run docs` copies them.
  else if (/^\/playground\/chunk-[\w-]+\.js$/.test(path))
    file = join(root, 'dist', path.slice('/playground/'.length));
  else if (path === '/playground/') file = join(root, 'docs/playground/index.html');
  else if (path.startsWith('/playground/'))
    file = join(
      root,
      'docs/playground',
      normalize(path.slice('/playground/'.length)).replace(/^(\.\.[/\\])+/, ''),
    );
  if (path === '/') {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>kiri-dice</title>');
    return;
  }
  if (path === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  try {
    const body = await readFile(file ?? '');
    response
      .writeHead(200, { 'content-type': TYPES[extname(file!)] ?? 'application/octet-stream' })
      .end(body);
  } catch {
    response.writeHead(404).end();
  }
}

/**
 * Serves the site as `npm run docs` lays it out: the playground at /playground/, with the ESM
 * builds as /playground/kiri-dice.js, /playground/kiri-dice-odds.js and
 * /playground/kiri-dice-record.js (and their chunks beside them), and an empty page at /; and
 * the ESM files of dist/ at /dist/.
 */
export async function serve(): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    // The browser keeps its connections alive after the page's files are loaded: the close
    // ends them too, not waiting for them to time out.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
