// @ts-check
// The referee and two clients in one process: `npm run build && node examples/http-server/demo.mjs`.
// A match is created, both clients take a seat of it, and each verifies the whole match at its end.
import { startReferee } from './server.mjs';
import { playClient } from './client.mjs';

const served = await startReferee({ port: 0, chips: [10, 10] });
try {
  const created = await fetch(`${served.url}/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { id } = await created.json();
  const [first, second] = await Promise.all([
    playClient(served.url, { id }),
    playClient(served.url, { id }),
  ]);
  if (JSON.stringify(first) !== JSON.stringify(second))
    throw new Error('the clients saw different ends');
  const { round, winner, totalChips } = first.state;
  const rounds = `${round - 1} round${round === 2 ? '' : 's'}`;
  console.log(`Match over after ${rounds}: seat ${winner} wins all ${totalChips} chips.`);
} finally {
  await served.close(1_000);
}
