import { describe, expect, it, vi } from 'vitest';
import { loadSqlite } from '../../../src/stores/sqlite/nodeSqlite.js';

const modules = vi.hoisted((): { found: Record<string, unknown> } => ({ found: {} }));

vi.mock('../../../src/runtimeModule.js', () => ({
  runtimeModule: (name: string) =>
    name in modules.found
      ? Promise.resolve(modules.found[name])
      : Promise.reject(new Error(`Cannot find module '${name}'`)),
}));

describe('loadSqlite', () => {
  it("gives the runtime's node:sqlite", async () => {
    const sqlite = { DatabaseSync: class {} };
    modules.found = { 'node:sqlite': sqlite };
    expect(await loadSqlite()).toBe(sqlite);
  });

  it('names the runtimes that have node:sqlite when this one has not', async () => {
    modules.found = { sqlite: {} };
    await expect(loadSqlite()).rejects.toMatchObject({
      name: 'KiriError',
      code: 'UNSUPPORTED_RUNTIME',
      message:
        'sqliteStore: this runtime has no node:sqlite; it needs Node 22.13 to 22.x, 23.4 to 23.x, or 24 and newer (22.5 to 22.12 and 23.0 to 23.3 only with --experimental-sqlite)',
    });
  });
});
