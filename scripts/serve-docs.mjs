// `npm run docs:serve`: serves the built site (docs/api, with the playground) on
// http://127.0.0.1:8080 (or --port N). Browsers refuse ES modules from file:// pages.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const site = fileURLToPath(new URL('../docs/api/', import.meta.url));
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' } } });

createServer(async (request, response) => {
  let path = normalize(
    decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
  ).replace(/^(\.\.[/\\])+/, '');
  if (path.endsWith('/')) path += 'index.html';
  try {
    const body = await readFile(join(site, path));
    response
      .writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
      .end(body);
  } catch {
    response
      .writeHead(404, { 'content-type': 'text/plain' })
      .end('not found (run `npm run docs` first)');
  }
}).listen(Number(values.port), '127.0.0.1', () => {
  console.log(
    `docs: http://127.0.0.1:${values.port}/  playground: http://127.0.0.1:${values.port}/playground/`,
  );
});
