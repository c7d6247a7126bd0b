// @ts-check
// A referee for two-player matches over HTTP, in memory, on @kiri-dice/referee: it validates every
// move, rolls provably fair dice that no party chooses (itself included), and answers every
// refusal as JSON { code, message }. Runs on Node 20+; `npx kiri-dice serve` is the same with a
// SQLite database, options and a log.
//   node examples/http-server/server.mjs [--port 8080]
import { pathToFileURL } from 'node:url';
import { createReferee, memoryStore, serveNode } from '@kiri-dice/referee';

/**
 * Serves a referee in memory on 127.0.0.1.
 *
 * @param {{ port?: number, chips?: readonly [number, number] }} [options]
 * @returns the running server: its `url`, and `close()`
 */
export async function startReferee({ port = 8080, chips = [10, 10] } = {}) {
  const referee = createReferee({ store: memoryStore(), chips });
  return serveNode(referee, { port, host: '127.0.0.1' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const served = await startReferee({ port: at > 0 ? Number(process.argv[at + 1]) : 8080 });
  console.log(`referee listening on ${served.url}`);
  // Ctrl-C or SIGTERM: waiting polls are answered, and the referee stops within 10 seconds.
  const stop = () => void served.close(10_000);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
