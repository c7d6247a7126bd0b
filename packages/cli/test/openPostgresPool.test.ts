import { describe, expect, it, vi } from 'vitest';
import { openPostgresPool } from '../src/openPostgresPool.js';

// node-postgres is a dev dependency here: this stands for a project that has not installed it.
vi.mock('../src/pgModule.js', () => ({
  pgModule: () => Promise.reject(new Error("Cannot find package 'pg'")),
}));

describe('openPostgresPool', () => {
  it('names the one command that installs node-postgres when it is missing', async () => {
    await expect(openPostgresPool('postgresql://127.0.0.1/kiri')).rejects.toThrow(
      '--postgres needs node-postgres, which is not installed: npm install pg',
    );
  });
});
