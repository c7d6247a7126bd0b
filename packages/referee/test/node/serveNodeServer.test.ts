import { connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createReferee, memoryStore, serveNode } from '@kiri-dice/referee';

/** The servers serveNode made, as node:http made them: the module seen through a wrapper. */
const made = vi.hoisted(() => [] as Server[]);

vi.mock('../../src/runtimeModule.js', async () => {
  const http = await import('node:http');
  return {
    runtimeModule: (name: string) =>
      name === 'node:http'
        ? Promise.resolve({
            ...http,
            createServer: (...args: Parameters<typeof http.createServer>) => {
              const server = http.createServer(...args);
              made.push(server);
              return server;
            },
          })
        : import(name),
  };
});

describe('the server serveNode makes', () => {
  it('keeps no listener of its start once it listens, and forgets each connection that closes', async () => {
    const node = await serveNode(createReferee({ store: memoryStore() }), { port: 0 });
    const server = made.at(-1)!;
    expect(server.listenerCount('error')).toBe(0);
    // A connection that sent nothing and closed: the stop must not destroy it again.
    const destroyed: Socket[] = [];
    const closed = new Promise<void>((resolve) =>
      server.once('connection', (socket: Socket) => {
        const destroy = socket.destroy.bind(socket);
        socket.destroy = (error?: Error) => {
          destroyed.push(socket);
          return destroy(error);
        };
        socket.once('close', () => resolve());
      }),
    );
    const client = connect(node.port, '127.0.0.1', () => client.end());
    await closed;
    const destroys = destroyed.length;
    await node.close(2000);
    expect(destroyed.length).toBe(destroys);
  });
});
