// @ts-check
// The referee and two clients in one process: `npm run build && node examples/http-server/demo.mjs`.
import { createReferee } from './server.mjs';
import { playClient } from './client.mjs';

const server = await createReferee({
  chips: [10, 10],
  log: (line) => console.log(`referee ${line}`),
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const base = `http://127.0.0.1:${port}`;

const [first, second] = await Promise.all([playClient(base), playClient(base)]);
server.close();
server.closeAllConnections();
if (JSON.stringify(first) !== JSON.stringify(second))
  throw new Error('the clients saw different ends');
console.log(
  `Match over after ${first.round - 1} rounds: seat ${first.winner} wins all ${first.totalChips} chips.`,
);
