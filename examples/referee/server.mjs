// @ts-check
// A referee for many matches in SQLite, as a program of a few lines on @kiri-dice/referee (what
// `npx kiri-dice serve` does, with its options and its log). Needs node:sqlite: Node 22.13+,
// 23.4+ or 24+.
//   node examples/referee/server.mjs kiri.db 8080
import { createReferee, serveNode, sqliteStore } from '@kiri-dice/referee';

const [file = 'kiri.db', port = '8080'] = process.argv.slice(2);
const referee = createReferee({
  store: await sqliteStore(file),
  // One JSON line per request and per failure; never a token or a seed.
  logger: (entry) => console.log(JSON.stringify(entry)),
});
const served = await serveNode(referee, { port: Number(port) });
console.log(`referee listening on ${served.url}`);
// SIGTERM or Ctrl-C: waiting polls are answered, and the referee stops within 10 seconds.
const stop = () => void served.close(10_000);
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
