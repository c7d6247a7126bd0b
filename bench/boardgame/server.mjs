// boardgame.io's Server for bench/boardgame/run.mjs: `node server.mjs memory PORT` (its
// in-memory storage) or `node server.mjs flatfile PORT DIR` (FlatFile, on node-persist@3),
// serving the Lobby API and socket.io on 127.0.0.1:PORT. SIGTERM stops it.
import { createRequire } from 'node:module';
import { Kiri } from './game.mjs';

const { FlatFile, Server } = createRequire(import.meta.url)('boardgame.io/server');

const [storage, port, dir] = process.argv.slice(2);
const db = storage === 'flatfile' ? new FlatFile({ dir, logging: false }) : undefined;
// Without a db, Server takes InMemory (FLATFILE_DIR unset).
delete process.env.FLATFILE_DIR;
const server = Server({ games: [Kiri], db, origins: ['http://127.0.0.1'] });
const servers = await server.run({ port: Number(port) });
process.on('SIGTERM', () => {
  server.kill(servers);
  process.exit(0);
});
