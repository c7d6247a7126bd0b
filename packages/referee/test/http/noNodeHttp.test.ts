import { describe, expect, it, vi } from 'vitest';
import { createReferee, memoryStore, serveNode } from '@kiri-dice/referee';

vi.mock('../../src/runtimeModule.js', () => ({
  runtimeModule: (name: string) => Promise.reject(new Error(`no ${name}`)),
}));

describe('serveNode on a runtime without node:http', () => {
  it('says so, and what to use instead', async () => {
    await expect(serveNode(createReferee({ store: memoryStore() }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_RUNTIME',
    });
    await expect(
      serveNode(createReferee({ store: memoryStore() })),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: serveNode: this runtime has no node:http; use referee.fetch with its own server]`,
    );
  });
});
