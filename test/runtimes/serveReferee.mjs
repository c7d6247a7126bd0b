// @kiri-dice/referee on each runtime, as its users serve it there: under Bun.serve on Bun,
// Deno.serve on Deno, and serveNode on Node. Two clients play a whole match over HTTP on
// 127.0.0.1 by the fair-dice protocol and verify it; then sqliteStore keeps a match through a
// reopening, or, where the runtime has no node:sqlite, refuses with UNSUPPORTED_RUNTIME.
// Prints one line of JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitTo, createClientSeed, jointSeed, verifyFairRolls } from 'kiri-dice/fair';
import { createReferee, memoryStore, serveNode, sqliteStore } from '@kiri-dice/referee';

/** Serves `referee` on 127.0.0.1, as this runtime's users do. */
async function serve(referee) {
  if (globalThis.Bun) {
    const server = globalThis.Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: (request, bun) => referee.fetch(request, { address: bun.requestIP(request)?.address }),
    });
    return {
      by: 'Bun.serve',
      base: `http://127.0.0.1:${server.port}`,
      stop: () => server.stop(true),
    };
  }
  if (globalThis.Deno) {
    const server = globalThis.Deno.serve(
      { port: 0, hostname: '127.0.0.1', onListen: () => {} },
      (request, info) => referee.fetch(request, { address: info.remoteAddr.hostname }),
    );
    return {
      by: 'Deno.serve',
      base: `http://127.0.0.1:${server.addr.port}`,
      stop: () => server.shutdown(),
    };
  }
  const served = await serveNode(referee, { port: 0 });
  return { by: 'serveNode', base: served.url, stop: () => served.close(1_000) };
}

/** One request: its status and JSON. */
async function call(base, method, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** Two seats play a match of 2 chips each to its end, staking all, and verify it whole. */
async function playMatch(base) {
  const { body: made } = await call(base, 'POST', '/matches', { chips: [2, 2] });
  const path = `/matches/${made.id}`;
  const seats = [];
  for (const n of [0, 1]) {
    const seed = createClientSeed();
    const join = {
      requestId: `join-${n}-${seed.slice(0, 32)}`,
      seedCommitment: await commitTo(seed),
    };
    const { body } = await call(base, 'POST', `${path}/seats`, join);
    if (body.commitment !== made.commitment) throw new Error('the commitment changed');
    seats.push({ seed, token: body.token });
  }
  for (const seat of seats)
    await call(
      base,
      'POST',
      `${path}/seed`,
      { requestId: 'seed', clientSeed: seat.seed },
      seat.token,
    );
  let view = (await call(base, 'GET', path)).body;
  for (let n = 0; view.state.phase !== 'over'; n++) {
    const { state } = view;
    const action =
      state.phase === 'betting'
        ? { type: 'bet', player: state.bettor, amount: Math.min(...state.chips) }
        : state.phase === 'accepting'
          ? { type: 'accept', player: 1 - state.bettor }
          : { type: 'roll', player: state.roller };
    const moved = await call(
      base,
      'POST',
      `${path}/moves`,
      { requestId: `m${n}`, action },
      seats[action.player].token,
    );
    if (moved.status !== 200) throw new Error(`${moved.status} ${JSON.stringify(moved.body)}`);
    view = moved.body;
  }
  const { record } = (await call(base, 'GET', `${path}/record`)).body;
  const verdict = await verifyFairRolls({
    serverSeed: view.serverSeed,
    clientSeed: jointSeed(view.clientSeeds),
    commitment: made.commitment,
    record,
  });
  const refused = await call(base, 'POST', `${path}/moves`, {
    requestId: 'late',
    action: { type: 'roll', player: 0 },
  });
  return {
    over: true,
    verified: verdict.ok && verdict.winner === view.state.winner,
    refusal: refused.body.code,
  };
}

/** sqliteStore keeps a match through closing and opening its file again, or says it cannot run. */
async function sqlite() {
  const folder = mkdtempSync(join(tmpdir(), 'kiri-referee-'));
  try {
    const file = join(folder, 'kiri.db');
    const first = createReferee({ store: await sqliteStore(file) });
    const made = await first.create({});
    await first.close();
    const again = createReferee({ store: await sqliteStore(file) });
    const seen = await again.view(made.body.id);
    await again.close();
    return seen.type === 'answer' ? 'keeps a match through a restart' : 'lost the match';
  } catch (error) {
    return `${error.code}: ${error.message}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const referee = createReferee({ store: memoryStore() });
const server = await serve(referee);
let match;
try {
  match = await playMatch(server.base);
} finally {
  await server.stop();
  await referee.close();
}
console.log(JSON.stringify({ served: server.by, match, sqlite: await sqlite() }));
