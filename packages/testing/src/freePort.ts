import { createServer } from 'node:net';

/**
 * A port that was free a moment ago on 127.0.0.1, for a server that must be told its port before
 * it starts (PostgreSQL, boardgame.io's server).
 *
 * @returns the port
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
