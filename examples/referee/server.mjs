// @ts-check
// The referee as a program: `node examples/referee/server.mjs --db FILE [--port 8080]`.
// Needs Node 22.5 or newer (node:sqlite). Prints `referee listening on http://127.0.0.1:PORT`
// once it serves; SIGTERM or Ctrl-C stops it cleanly, and kill -9 loses nothing accepted.
import { parseArgs } from 'node:util';
import { createReferee } from './referee.mjs';
import { openStore } from './store.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.db) {
  console.error(
    'usage: node examples/referee/server.mjs --db FILE [--port 8080] [--host 127.0.0.1]',
  );
  process.exit(2);
}
const store = openStore(values.db);
const { server, stop } = createReferee(store);
// A backlog of 4,096 connections not yet accepted (Node's default is 511): when it is full,
// the kernel drops new connections' handshakes, and their clients wait seconds for a retry.
server.listen({ port: Number(values.port), host: values.host, backlog: 4096 }, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`referee listening on http://${values.host}:${address.port}`);
});

const shutdown = () => void stop().then(() => store.close());
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
